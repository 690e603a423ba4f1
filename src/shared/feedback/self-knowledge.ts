/**
 * The "índice de autoconhecimento" of a feedback round (issue 36,
 * docs/decisions/0046-feedback-rounds-and-self-knowledge-index.md): how close the person's self
 * image (their DISC self scores) is to the others' view (the raters' average shares) in one round.
 *
 *   distance = ½ · Σ_k |others_k − self_k|        (k = D, I, S, C; both sides are shares of 100)
 *   index    = 100 − distance                     (0 … 100; 100 = the others see exactly your self image)
 *
 * Its uncertainty (a 95% margin, ± points) propagates the noise of both sides through the sum of
 * absolute differences: each dimension moves the distance by at most half its own error, so
 *   SE² = ¼ · Σ_k (SD_k² / n + p_k(1 − p_k) / K · 100²)
 * with SD_k the raters' spread (never below one rater's 24-question sampling noise), n the released
 * raters, p_k = (self_k + others_k) / 200 and K the self test's items (10, or 24 on the parallel form).
 */
import { DISC_SCORE_KEYS, type DiscScores } from '#shared/disc/types'
import type { DiscAggregates } from './blind-spots'
import { meanAndSd, RATER_DISC_ITEMS, SELF_ITEMS, VERDICT_MIN_RATERS, type SelfSource } from './verdict'

const Z_95 = 1.96

export interface SelfKnowledgeIndex {
  /** 0–100, whole points. */
  value: number
  /** The 95% margin, ± whole points (at least 1). */
  margin: number
  /** value − margin and value + margin, kept within 0–100. */
  low: number
  high: number
}

const clampShare = (p: number) => Math.min(0.95, Math.max(0.05, p))

/** The index of one round; null below VERDICT_MIN_RATERS released raters (DESIGN.md §10). */
export function selfKnowledgeIndex(self: DiscScores, others: DiscAggregates, source: SelfSource): SelfKnowledgeIndex | null {
  const n = others.dominance.n
  if (n < VERDICT_MIN_RATERS) return null
  const selfItems = source === 'parallel' ? SELF_ITEMS['disc-parallel'] : SELF_ITEMS['disc-short']
  let distance = 0
  let variance = 0
  for (const key of DISC_SCORE_KEYS) {
    const { mean, sd } = meanAndSd(others[key])
    distance += Math.abs(mean - self[key]) / 2
    const raterFloor = Math.sqrt((clampShare(mean / 100) * (1 - clampShare(mean / 100))) / RATER_DISC_ITEMS) * 100
    const raterSd = Math.max(sd ?? 0, raterFloor)
    const p = clampShare((self[key] + mean) / 200)
    variance += (raterSd * raterSd) / n / 4 + ((p * (1 - p)) / selfItems) * 10_000 / 4
  }
  const value = Math.round(Math.min(100, Math.max(0, 100 - distance)))
  const margin = Math.max(1, Math.round(Z_95 * Math.sqrt(variance)))
  return { value, margin, low: Math.max(0, value - margin), high: Math.min(100, value + margin) }
}

/** Others' average minus self, per dimension, whole points (positive: the others see more of it). */
export function gapsOf(self: DiscScores, others: DiscScores): DiscScores {
  return {
    dominance: others.dominance - self.dominance,
    influence: others.influence - self.influence,
    steadiness: others.steadiness - self.steadiness,
    compliance: others.compliance - self.compliance,
  }
}

/**
 * What the two newest indexes say, honestly (the results page and the PDF): a change only when
 * their 95% ranges do not overlap. Null with fewer than two indexes.
 */
export function roundsIndexVerdict(indexes: readonly (SelfKnowledgeIndex | null)[]): string | null {
  const shown = indexes.filter((index): index is SelfKnowledgeIndex => index !== null)
  const newest = shown.at(-1)
  const previous = shown.at(-2)
  if (!newest || !previous) return null
  const overlap = newest.low <= previous.high && previous.low <= newest.high
  if (overlap) return 'A diferença entre as duas rodadas cabe na margem de erro: com mais respostas fica mais fácil ver uma mudança real.'
  return newest.value > previous.value
    ? `Seu índice subiu de ${previous.value} para ${newest.value}: os outros estão te vendo mais perto de como você se vê.`
    : `Seu índice caiu de ${previous.value} para ${newest.value}: os outros estão te vendo mais longe de como você se vê.`
}
