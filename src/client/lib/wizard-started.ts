/**
 * A wizard's progress someone touched: something answered, or moved past the first question. Only
 * such a progress is restored for the DISC and Big Five tests (refined onto their stored-progress
 * schemas): an untouched one keeps the order the server painted (issue 32).
 */
export const wizardStarted = (progress: { index: number; answers: object }) => progress.index > 0 || Object.keys(progress.answers).length > 0
