/**
 * How long each form takes, measured the way the giver's time is (giver-time.ts; issue 46, decision
 * 0054): the words a person reads — the questions, their options and the options' explanations — at
 * a steady 200 words a minute, rounded up. Every text that promises a form's time says one of these;
 * giver-time.test.ts counts the words again for each and fails when a promise is below what reading
 * takes or a whole minute above it. No question bank here: light pages import this.
 */

/** The 24-question parallel self form (the givers' questions in the first person): 1,669 words, 8.3 min. */
export const PARALLEL_SELF_MINUTES = 9
/** The 10-question DISC self test: 762 words, 3.8 min. */
export const DISC_SELF_MINUTES = 4
/** The 25 Big Five statements, each with its 5-point scale (7 words): 359 words, 1.8 min. */
export const OCEAN_MINUTES = 2
/**
 * The feedback survey: its questions and choices are about 120 words (under a minute); three open
 * answers, optional, take the rest. Checked as within two minutes of reading, like the e2e measure.
 */
export const SURVEY_MINUTES = 2

/** "cerca de 9 minutos". */
export function aboutMinutes(minutes: number): string {
  return `cerca de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
}
