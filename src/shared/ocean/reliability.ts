/**
 * Internal consistency of the OCEAN factors, measured from Espelho's own answers (issue 20): the items
 * are our own pt-BR wording modelled on public-domain IPIP markers, so published IPIP reliabilities do
 * not carry over. `npm run reliability` (scripts/reliability.mjs) feeds the stored answers through
 * these functions; the /ocean page publishes the figures only from RELIABILITY_MIN_PEOPLE people.
 */
import { OCEAN_FACTORS, type OceanFactor } from './types'
import { OCEAN_ANSWER_MAX, OCEAN_ANSWER_MIN, isReverseKeyed, questionsForFactor } from './questions'

/** Below this many people an alpha is too unstable to publish (its 95% interval spans about ±0.1). */
export const RELIABILITY_MIN_PEOPLE = 200

/** Sample variance (n − 1); NaN below two values. */
export function sampleVariance(values: readonly number[]): number {
  const n = values.length
  if (n < 2) return Number.NaN
  const mean = values.reduce((sum, v) => sum + v, 0) / n
  return values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1)
}

/**
 * Cronbach's alpha for a people × items matrix (one row per person, one column per item, already
 * keyed in the same direction): k/(k − 1) × (1 − Σ item variances / variance of the row totals).
 * null when it is undefined: fewer than 2 people or 2 items, ragged rows, or totals that do not vary.
 * It can be negative (items that contradict each other); that is reported, not clipped.
 */
export function cronbachAlpha(rows: readonly (readonly number[])[]): number | null {
  const n = rows.length
  const k = rows[0]?.length ?? 0
  if (n < 2 || k < 2) return null
  if (rows.some((row) => row.length !== k || row.some((v) => !Number.isFinite(v)))) return null
  const itemVariances = Array.from({ length: k }, (_, item) => sampleVariance(rows.map((row) => row[item]!)))
  const totalVariance = sampleVariance(rows.map((row) => row.reduce((sum, v) => sum + v, 0)))
  if (!(totalVariance > 0)) return null
  const sumItemVariances = itemVariances.reduce((sum, v) => sum + v, 0)
  return (k / (k - 1)) * (1 - sumItemVariances / totalVariance)
}

export interface FactorReliability {
  readonly factor: OceanFactor
  /** People whose answers to every item of the factor were usable. */
  readonly n: number
  /** null when undefined (see cronbachAlpha). */
  readonly alpha: number | null
  /** Whether n reaches RELIABILITY_MIN_PEOPLE. */
  readonly enough: boolean
}

function usable(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= OCEAN_ANSWER_MIN && (value as number) <= OCEAN_ANSWER_MAX
}

/**
 * Alpha per factor from stored answer sets ({O1: 4, …}), one set per person. Reverse-keyed items are
 * scored 6 − answer first, as in scoring; a set missing or holding an invalid answer for an item of a
 * factor is left out of that factor only.
 */
export function oceanReliability(answerSets: readonly Readonly<Record<string, unknown>>[]): FactorReliability[] {
  return OCEAN_FACTORS.map((factor) => {
    const items = questionsForFactor(factor)
    const rows: number[][] = []
    for (const answers of answerSets) {
      const values = items.map((item) => answers[item.id])
      if (!values.every(usable)) continue
      const numbers = values as number[]
      rows.push(items.map((item, i) => (isReverseKeyed(item.id) ? 6 - numbers[i]! : numbers[i]!)))
    }
    return { factor, n: rows.length, alpha: cronbachAlpha(rows), enough: rows.length >= RELIABILITY_MIN_PEOPLE }
  })
}

/** Figures published on /ocean, pasted from `npm run reliability` output (alpha rounded to 2 places). */
export interface PublishedReliability {
  /** ISO date of the measurement. */
  readonly measuredOn: string
  readonly factors: Readonly<Record<OceanFactor, { readonly n: number; readonly alpha: number }>>
}

/** null until every factor has been measured on RELIABILITY_MIN_PEOPLE people or more. */
export const PUBLISHED_OCEAN_RELIABILITY: PublishedReliability | null = null

/** What the page may show: published figures only when every factor rests on enough people. */
export function publishableReliability(published: PublishedReliability | null): PublishedReliability | null {
  if (!published) return null
  return OCEAN_FACTORS.every((factor) => published.factors[factor].n >= RELIABILITY_MIN_PEOPLE) ? published : null
}
