/**
 * Blind spots that are real (issues 16 and 20; docs/decisions/0013-anonymity-thresholds.md).
 *
 * SPEC.md §5 flags every dimension where the self score and the others' average differ by
 * GAP_THRESHOLD (10) points. With 3–15 raters and a 10-item self test that is mostly noise
 * (measurement review §4.3), so a flagged difference is only called a blind spot ("ponto cego") when
 * - the raters agree: a one-sample t-test of the raters' scores against the self score is
 *   significant at 5% two-sided, |mean − self| ≥ t(0.975, n − 1) × SD / √n (zero spread with a
 *   flagged gap counts as agreement), and
 * - the gap is at least 20 points on the 10-item self test (two answers), 15 points when the self
 *   side comes from the parallel 24-item self form, and
 * - the gap outruns the self score's own noise, which the t-test above cannot see (it takes the self
 *   score as exact): |self − mean| ≥ 2.5 × √(p(1 − p)/k × 100² + SD²/n), with k the self test's
 *   items (10 or 24) and p = (self + mean) / 200 the shared proportion if nothing differs. 2.5 is the
 *   normal's two-sided 5% value split over the four dimensions (Bonferroni: z(1 − 0.05/8) ≈ 2.50).
 *   Without this rule a seeded simulation of people whose raters share their true profile still
 *   finds a "ponto cego" for 36–45% of them with 5 raters; with it, fewer than 10%
 *   (blind-spots.simulation.test.ts; docs/decisions/0013-anonymity-thresholds.md).
 *
 * Everything here works from constant-size aggregates (count, sum and sum of squares of the raters'
 * scores per dimension), which the server computes in SQL.
 */
import { DISC_SCORE_KEYS, type DiscScoreKey, type DiscScores } from '#shared/disc/types'
import { GAP_THRESHOLD } from '#shared/product'

/** Where the self scores of the comparison come from. */
export type SelfSource = 'short' | 'parallel'

/** A blind spot needs this gap on top of agreement, by self source (issue 20). */
export const BLIND_SPOT_GAP = { short: 20, parallel: 15 } as const satisfies Record<SelfSource, number>

/** Items behind one self score, by self source. */
export const SELF_ITEMS = { short: 10, parallel: 24 } as const satisfies Record<SelfSource, number>

/** Two-sided 5% split over the four DISC dimensions (Bonferroni). */
export const SELF_NOISE_Z = 2.5

export type GapDirection = 'self-higher' | 'self-lower'

/**
 * What the person is told about a flagged difference:
 * - 'blind-spot': every rule holds ("ponto cego", "a maioria concorda");
 * - 'divided': the raters disagree ("opiniões divididas — peça mais feedbacks");
 * - 'small': under the 20/15-point gap ("diferença pequena — pode ser variação natural");
 * - 'uncertain': the raters agree and the gap is large, but within the self test's margin of error.
 */
export type GapVerdict = 'blind-spot' | 'divided' | 'small' | 'uncertain'

/** Raters' scores on one dimension, as sums: n, Σx and Σx². */
export interface DimensionAggregate {
  n: number
  sum: number
  sumSq: number
}

export type DiscAggregates = Record<DiscScoreKey, DimensionAggregate>

export interface DimensionComparison {
  dimension: DiscScoreKey
  self: number
  /** Raters' mean, rounded to a whole point. */
  others: number
  /** |self − mean|, rounded to a whole point. */
  gap: number
  direction: GapDirection
  raters: number
  /** Sample standard deviation (n − 1) of the raters' scores, one decimal; null below 2 raters. */
  spread: number | null
  /** |self − mean| ≥ GAP_THRESHOLD (SPEC.md §5). */
  flagged: boolean
  /** The raters agree that the self score lies elsewhere (t-test at 5%, two-sided). */
  confirmed: boolean
  /** Flagged, confirmed, at least BLIND_SPOT_GAP[selfSource] points apart and beyond the self test's noise. */
  isBlindSpot: boolean
  /** Only meaningful when flagged. */
  verdict: GapVerdict
}

/**
 * Two-sided 5% critical values of Student's t, t(0.975, df), from the standard t table (any
 * statistics textbook's table of t quantiles, e.g. NIST/SEMATECH e-Handbook §1.3.6.7.2), to four
 * decimals. Exact for df 1–30; above 30 the next lower tabulated df is used, which errs on the
 * cautious side (a slightly larger critical value); the limit is the normal's 1.9600.
 */
const T_975: Readonly<Record<number, number>> = {
  1: 12.7062, 2: 4.3027, 3: 3.1824, 4: 2.7764, 5: 2.5706, 6: 2.4469, 7: 2.3646, 8: 2.306, 9: 2.2622, 10: 2.2281,
  11: 2.201, 12: 2.1788, 13: 2.1604, 14: 2.1448, 15: 2.1314, 16: 2.1199, 17: 2.1098, 18: 2.1009, 19: 2.093, 20: 2.086,
  21: 2.0796, 22: 2.0739, 23: 2.0687, 24: 2.0639, 25: 2.0595, 26: 2.0555, 27: 2.0518, 28: 2.0484, 29: 2.0452, 30: 2.0423,
  40: 2.0211, 50: 2.0086, 60: 2.0003, 80: 1.9901, 100: 1.984, 120: 1.9799,
}
const T_975_TABULATED = Object.keys(T_975).map(Number).sort((a, b) => a - b)
export const T_975_INFINITY = 1.96

/** t(0.975, df) for df ≥ 1; NaN below 1 (no test possible). */
export function tCritical975(df: number): number {
  if (!Number.isFinite(df)) return df > 0 ? T_975_INFINITY : Number.NaN
  const whole = Math.floor(df)
  if (whole < 1) return Number.NaN
  let best = T_975_INFINITY
  for (const tabulated of T_975_TABULATED) {
    if (tabulated > whole) break
    best = T_975[tabulated] ?? best
  }
  return whole > 120 ? T_975_INFINITY : best
}

/** Sample mean and standard deviation (n − 1) from sums; SD is null below 2 values. */
export function meanAndSd({ n, sum, sumSq }: DimensionAggregate): { mean: number; sd: number | null } {
  if (n <= 0) return { mean: 0, sd: null }
  const mean = sum / n
  if (n < 2) return { mean, sd: null }
  // Σ(x − mean)² = Σx² − (Σx)²/n; tiny negatives from floating point are zero spread.
  const squares = Math.max(0, sumSq - (sum * sum) / n)
  return { mean, sd: Math.sqrt(squares / (n - 1)) }
}

/** One decimal, as the API reports spreads. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10
}

/** True when the raters' mean differs from `self` at 5% (two-sided one-sample t-test). */
export function gapConfirmed(self: number, aggregate: DimensionAggregate): boolean {
  const { mean, sd } = meanAndSd(aggregate)
  if (sd === null) return false
  const difference = Math.abs(mean - self)
  if (sd === 0) return difference >= GAP_THRESHOLD
  return difference >= tCritical975(aggregate.n - 1) * (sd / Math.sqrt(aggregate.n))
}

/** |self − mean| is beyond SELF_NOISE_Z standard errors of the difference (self items + raters' mean). */
export function beyondSelfNoise(self: number, aggregate: DimensionAggregate, selfSource: SelfSource): boolean {
  const { mean, sd } = meanAndSd(aggregate)
  if (sd === null) return false
  const p = Math.min(0.99, Math.max(0.01, (self + mean) / 200))
  const selfVariance = ((p * (1 - p)) / SELF_ITEMS[selfSource]) * 100 * 100
  const standardError = Math.sqrt(selfVariance + (sd * sd) / aggregate.n)
  return Math.abs(self - mean) >= SELF_NOISE_Z * standardError
}

export function compareDimension(
  dimension: DiscScoreKey,
  self: number,
  aggregate: DimensionAggregate,
  selfSource: SelfSource,
): DimensionComparison {
  const { mean, sd } = meanAndSd(aggregate)
  const difference = self - mean
  const absolute = Math.abs(difference)
  const flagged = aggregate.n > 0 && absolute >= GAP_THRESHOLD
  const confirmed = flagged && gapConfirmed(self, aggregate)
  const largeEnough = absolute >= BLIND_SPOT_GAP[selfSource]
  const isBlindSpot = confirmed && largeEnough && beyondSelfNoise(self, aggregate, selfSource)
  const verdict: GapVerdict = isBlindSpot ? 'blind-spot' : !largeEnough ? 'small' : confirmed ? 'uncertain' : 'divided'
  return {
    dimension,
    self,
    others: Math.round(mean),
    gap: Math.round(absolute),
    direction: difference >= 0 ? 'self-higher' : 'self-lower',
    raters: aggregate.n,
    spread: sd === null ? null : oneDecimal(sd),
    flagged,
    confirmed,
    isBlindSpot,
    verdict,
  }
}

/** Every dimension compared, in D, I, S, C order. */
export function compareAll(self: DiscScores, aggregates: DiscAggregates, selfSource: SelfSource): DimensionComparison[] {
  return DISC_SCORE_KEYS.map((key) => compareDimension(key, self[key], aggregates[key], selfSource))
}

/** The flagged dimensions (SPEC.md §5's 10 points), each with its agreement and blind-spot verdict. */
export function classifyBlindSpots(input: {
  self: DiscScores
  aggregates: DiscAggregates
  selfSource: SelfSource
}): DimensionComparison[] {
  return compareAll(input.self, input.aggregates, input.selfSource).filter((comparison) => comparison.flagged)
}

/** The per-dimension spread (SD, one decimal) the API reports; zeros below 2 raters. */
export function spreadOf(aggregates: DiscAggregates): DiscScores {
  const spread = { dominance: 0, influence: 0, steadiness: 0, compliance: 0 }
  for (const key of DISC_SCORE_KEYS) spread[key] = oneDecimal(meanAndSd(aggregates[key]).sd ?? 0)
  return spread
}

