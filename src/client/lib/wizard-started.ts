/**
 * A wizard's progress someone touched: something answered, or moved past the first question (what
 * `onlyStarted` restores for the DISC and Big Five tests). Its own module: the page chunks carry it,
 * not the first-load entry that `use-persisted-state` is part of.
 */
export const wizardStarted = (progress: { index: number; answers: object }) => progress.index > 0 || Object.keys(progress.answers).length > 0
