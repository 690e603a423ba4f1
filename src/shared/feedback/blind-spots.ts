/**
 * The DISC 360 comparison, dimension by dimension (issues 16, 20 and 33). Every rule that decides
 * whether a difference is clear, uncertain or absent lives in ./verdict.ts (docs/decisions/
 * 0038-one-verdict.md); this module applies it to the four DISC dimensions and keeps the API's
 * older blind-spot fields (`confirmed`, `isBlindSpot`, `verdict`) derived from it.
 *
 * Everything here works from constant-size aggregates (count, sum and sum of squares of the raters'
 * scores per dimension), which the server computes in SQL.
 */
import { largestRemainder } from '#shared/disc/scoring'
import { DISC_SCORE_KEYS, type DiscScoreKey, type DiscScores } from '#shared/disc/types'
import {
  DISC_INSTRUMENT,
  meanAndSd,
  oneDecimal,
  reliabilityOf,
  verdictFor,
  type DimensionAggregate,
  type Direction,
  type Reliability,
  type SelfSource,
  type Verdict,
} from './verdict'

export type { SelfSource } from './verdict'
export type GapDirection = Direction

/**
 * The API's older name for each verdict: 'blind-spot' = clear; 'small', 'divided' and 'uncertain'
 * (= within the self test's margin) are the three reasons a difference stays uncertain.
 */
export type GapVerdict = 'blind-spot' | 'divided' | 'small' | 'uncertain'

export type DiscAggregates = Record<DiscScoreKey, DimensionAggregate>

export interface DimensionComparison extends Verdict {
  dimension: DiscScoreKey
  /** At least the 10-point gap (SPEC.md §5): the verdict is clear or uncertain. */
  flagged: boolean
  /** The raters' range leaves the self score out. */
  confirmed: boolean
  /** The verdict is clear. */
  isBlindSpot: boolean
  verdict: GapVerdict
}

function legacyVerdict(verdict: Verdict): GapVerdict {
  if (verdict.status === 'clear') return 'blind-spot'
  if (verdict.reason === 'margin') return 'uncertain'
  return verdict.reason ?? 'small'
}

/**
 * The others' DISC average as every view prints it (issue 46): the unrounded means of the raters'
 * shares, rounded once by largest remainder so the four total 100. The results payload, the radar,
 * the verdicts, the rounds and the PDF all take it from here.
 */
export function othersShares(aggregates: DiscAggregates): DiscScores {
  return roundedShares(DISC_SCORE_KEYS.map((key) => (aggregates[key].n > 0 ? aggregates[key].sum / aggregates[key].n : 0)))
}

/**
 * The one rounding of an average of DISC shares (D, I, S, C order): largest remainder, so the four
 * total 100. The overall average (othersShares) and each relationship group's (Premium "colegas",
 * "amigos", "família") round here, the same way.
 */
export function roundedShares(means: readonly number[]): DiscScores {
  const [dominance = 0, influence = 0, steadiness = 0, compliance = 0] = largestRemainder(means)
  return { dominance, influence, steadiness, compliance }
}

/** One dimension; null below the raters needed for any aggregate. `shown`: the printed average (othersShares). */
function compareDimension(
  dimension: DiscScoreKey,
  self: number,
  aggregate: DimensionAggregate,
  selfSource: SelfSource,
  shown: number,
): DimensionComparison | null {
  const verdict = verdictFor(self, aggregate, DISC_INSTRUMENT[selfSource], shown)
  if (!verdict) return null
  return {
    ...verdict,
    dimension,
    flagged: verdict.status !== 'none',
    confirmed: verdict.status !== 'none' && verdict.ratersAgree,
    isBlindSpot: verdict.status === 'clear',
    verdict: legacyVerdict(verdict),
  }
}

/** Every dimension compared, in D, I, S, C order; empty below the raters needed. */
export function compareAll(self: DiscScores, aggregates: DiscAggregates, selfSource: SelfSource): DimensionComparison[] {
  const shown = othersShares(aggregates)
  return DISC_SCORE_KEYS.flatMap((key) => compareDimension(key, self[key], aggregates[key], selfSource, shown[key]) ?? [])
}

/** "Confiabilidade" of the DISC 360 picture. */
export function discReliability(aggregates: DiscAggregates): Reliability | null {
  return reliabilityOf(DISC_SCORE_KEYS.map((key) => aggregates[key]))
}

/** The per-dimension spread (SD, one decimal) the API reports; zeros below 2 raters. */
export function spreadOf(aggregates: DiscAggregates): DiscScores {
  const spread = { dominance: 0, influence: 0, steadiness: 0, compliance: 0 }
  for (const key of DISC_SCORE_KEYS) spread[key] = oneDecimal(meanAndSd(aggregates[key]).sd ?? 0)
  return spread
}

