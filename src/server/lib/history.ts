import { isPremium } from './premium'

/**
 * What a history endpoint sends (issue 16): earlier scores are Premium content, decided here on
 * the server. A free person gets only how many results exist and their dates, never the scores.
 */
export function historyAnswer<T extends { createdAt: string }>(
  premiumUntil: Date | null,
  history: { total: number; entries: T[] },
) {
  if (isPremium(premiumUntil)) return { locked: false as const, total: history.total, entries: history.entries }
  return { locked: true as const, total: history.total, dates: history.entries.map((entry) => entry.createdAt) }
}
