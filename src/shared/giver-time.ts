/**
 * How long giving feedback takes, measured (issue 46, decision 0054): the words a giver reads before
 * the details step (the 24 questions, their options and the options' explanations, about 1,700) at a
 * steady 200 words a minute, rounded up. Every text that promises a time says GIVER_DURATION;
 * giver-time.test.ts counts the words again and fails when the questions grow past it. No answer's
 * duration is stored (the product never keeps when a giver answered: DESIGN.md §10), so reading is
 * the measure. No question bank here: the landing pages import this.
 */
export const GIVER_MINUTES = 9

/** "cerca de 9 minutos": the giver's landing, the invite messages, the link's preview and the owner's pages. */
export const GIVER_DURATION = `cerca de ${GIVER_MINUTES} minutos`
