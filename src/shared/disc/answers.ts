/**
 * Counting a giver's answers, apart from the scoring (./scoring.ts re-exports it): the questions
 * show the count before the page has hydrated, the scoring's code is needed only once they are done
 * (decision 0052).
 */
import { DISC_UNKNOWN_ANSWER } from '#shared/product'

/** How many questions still need a real answer (not "Não sei dizer") to reach `minimum`. */
export function answersStillNeeded(answers: Readonly<Record<string, string>>, minimum: number): number {
  const answered = Object.values(answers).filter((value) => value !== DISC_UNKNOWN_ANSWER).length
  return Math.max(0, minimum - answered)
}
