/**
 * One verdict per self-vs-others difference (issue 33; docs/decisions/0038-one-verdict.md).
 *
 * The ONLY home of the rules that say whether a difference between how a person sees themself and
 * how their raters see them is clear, uncertain or absent: SPEC.md §5's 10-point gap, the 20/15-point
 * "clear" gaps, the self tests' margins of error, the raters' interval and the "confiabilidade" levels.
 * The results page, the PDF, the API and the methodology texts all read them from here.
 *
 * The statistics, in words (the decision record says why):
 * - the others' average gets a 95% Student-t interval, mean ± t(0.975, n − 1) × SD / √n, with the SD
 *   never taken below the answer-sampling noise of one rater (a binomial share over the 24 questions
 *   for DISC, RATER_OCEAN_SD_FLOOR for the two Big Five statements), so three identical raters do not
 *   make a zero-width interval;
 * - the self score gets its test's 95% margin, ± 1.96 × SE: for DISC the binomial SE of a share over
 *   the self test's items (10, or 24 on the parallel form) at the two views' shared proportion, for
 *   the Big Five the 5-item scale's standard error of measurement (OCEAN_SELF_SEM);
 * - a difference is CLEAR when the two ranges do not overlap and it is at least CLEAR_GAP points;
 *   UNCERTAIN when it reaches GAP_THRESHOLD but is not clear; NONE below GAP_THRESHOLD.
 * Non-overlapping 95% ranges is a stricter test than comparing the difference with its own SE (with
 * the product's 3–15 raters it means at least about 2.5 SE of the difference, the Bonferroni value
 * for four dimensions), and a person can check it with their own eyes on the page.
 */
import { DISC_OTHERS_QUESTION_COUNT, DISC_SELF_QUESTION_COUNT, GAP_THRESHOLD } from '#shared/product'

/** Raters' scores on one dimension, as sums: n, Σx and Σx². */
export interface DimensionAggregate {
  n: number
  sum: number
  sumSq: number
}

/** Where the self score of a comparison comes from. */
export type Instrument = 'disc-short' | 'disc-parallel' | 'ocean'

/** Where the DISC self scores come from: the 10-question test or the 24-question parallel form. */
export type SelfSource = 'short' | 'parallel'

export const DISC_INSTRUMENT: Readonly<Record<SelfSource, Instrument>> = { short: 'disc-short', parallel: 'disc-parallel' }

/** SPEC.md §5: a difference is worth a look from this many points (the value lives in product.ts, §9). */
export const VERDICT_GAP = GAP_THRESHOLD

/** SPEC.md §5's flag: a difference of VERDICT_GAP points or more (either way) is worth a look. */
export function reachesGap(difference: number): boolean {
  return Math.abs(difference) >= VERDICT_GAP
}

/** A difference is called clear only from this many points, by self instrument (issue 20). */
export const CLEAR_GAP: Readonly<Record<Instrument, number>> = { 'disc-short': 20, 'disc-parallel': 15, ocean: GAP_THRESHOLD }

/** Items behind one DISC self score: the short test's, or the raters' own 24 on the parallel form. */
export const SELF_ITEMS = { 'disc-short': DISC_SELF_QUESTION_COUNT, 'disc-parallel': DISC_OTHERS_QUESTION_COUNT } as const

/** Items a DISC rater answers. */
export const RATER_DISC_ITEMS = DISC_OTHERS_QUESTION_COUNT

/** Big Five self test: SEM of a 5-item factor on 0–100 (α ≈ .70, SD ≈ 16; measurement review §4.4). */
export const OCEAN_SELF_SEM = 9
/** Big Five raters answer 2 statements per factor: their scores move in steps of 12.5; this floors their SD. */
export const RATER_OCEAN_SD_FLOOR = 12.5

/** Raters needed before the others' average is shown at all (DESIGN.md §10). */
export const VERDICT_MIN_RATERS = 3

/** Stable 360° aggregates need about 6–10 raters (research summarised in 0038); both levels are whole release groups (0053). */
export const RELIABILITY_MEDIUM_AT = 6
export const RELIABILITY_HIGH_AT = 9
/** Raters disagree when their average SD across dimensions reaches this many points. */
export const RELIABILITY_DISAGREEMENT_SD = 22

/** How many more raters we look ahead for "com mais N respostas saberemos". */
export const LOOKAHEAD_RATERS = 40

const Z_95 = 1.96

/**
 * Two-sided 5% critical values of Student's t, t(0.975, df), from the standard t table (NIST/SEMATECH
 * e-Handbook §1.3.6.7.2), four decimals. Exact for df 1–30; above 30 the next lower tabulated df is
 * used (a slightly larger, cautious value); the limit is the normal's 1.9600.
 */
const T_975: Readonly<Record<number, number>> = {
  1: 12.7062, 2: 4.3027, 3: 3.1824, 4: 2.7764, 5: 2.5706, 6: 2.4469, 7: 2.3646, 8: 2.306, 9: 2.2622, 10: 2.2281,
  11: 2.201, 12: 2.1788, 13: 2.1604, 14: 2.1448, 15: 2.1314, 16: 2.1199, 17: 2.1098, 18: 2.1009, 19: 2.093, 20: 2.086,
  21: 2.0796, 22: 2.0739, 23: 2.0687, 24: 2.0639, 25: 2.0595, 26: 2.0555, 27: 2.0518, 28: 2.0484, 29: 2.0452, 30: 2.0423,
  40: 2.0211, 50: 2.0086, 60: 2.0003, 80: 1.9901, 100: 1.984, 120: 1.9799,
}
const T_975_TABULATED = Object.keys(T_975).map(Number).sort((a, b) => a - b)

/** t(0.975, df) for df ≥ 1; NaN below 1. */
export function tCritical975(df: number): number {
  if (!Number.isFinite(df)) return df > 0 ? Z_95 : Number.NaN
  const whole = Math.floor(df)
  if (whole < 1) return Number.NaN
  let best = Z_95
  for (const tabulated of T_975_TABULATED) {
    if (tabulated > whole) break
    best = T_975[tabulated] ?? best
  }
  return whole > 120 ? Z_95 : best
}

/** Sample mean and standard deviation (n − 1) from sums; SD is null below 2 values. */
export function meanAndSd({ n, sum, sumSq }: DimensionAggregate): { mean: number; sd: number | null } {
  if (n <= 0) return { mean: 0, sd: null }
  const mean = sum / n
  if (n < 2) return { mean, sd: null }
  const squares = Math.max(0, sumSq - (sum * sum) / n)
  return { mean, sd: Math.sqrt(squares / (n - 1)) }
}

/** One decimal, as the API reports spreads. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10
}

export type VerdictStatus = 'clear' | 'uncertain' | 'none'
/**
 * Why an uncertain difference is not clear:
 * - 'small': under CLEAR_GAP points;
 * - 'divided': the raters' own range reaches the self score (they do not agree it lies elsewhere);
 * - 'margin': the raters agree, but the self score's margin reaches their range.
 */
export type UncertainReason = 'small' | 'divided' | 'margin'
export type Certainty = 'high' | 'medium' | 'low'
export type Direction = 'self-higher' | 'self-lower'

export interface Verdict {
  instrument: Instrument
  self: number
  /** The self score's 95% range, clamped to 0–100, and its half-width (the margin). */
  selfLow: number
  selfHigh: number
  selfMargin: number
  /** The raters' average as every view prints it (see verdictFor), and its 95% interval, clamped to 0–100. */
  others: number
  othersLow: number
  othersHigh: number
  raters: number
  /** Sample SD of the raters' scores, one decimal. */
  spread: number
  /** |self − others|, in the whole points printed. */
  gap: number
  direction: Direction
  status: VerdictStatus
  reason: UncertainReason | null
  /** The self score lies outside the raters' interval: they agree it is elsewhere. */
  ratersAgree: boolean
  certainty: Certainty
  /** More raters that would settle an uncertain difference if opinions stay as they are; null when none would. */
  moreRaters: number | null
  /** DISC 10-question test only: the 24-question form (with up to LOOKAHEAD_RATERS more raters) would settle it. */
  longerSelfTest: boolean
}

const clamp = (value: number) => Math.min(100, Math.max(0, value))
const clampShare = (p: number) => Math.min(0.95, Math.max(0.05, p))

/**
 * The DISC self test's typical error (the SE, in whole points) of one percentage at an even split of
 * the four styles (25 %): the "erro típico" /disc quotes for each form.
 */
export function discSelfTypicalError(instrument: keyof typeof SELF_ITEMS): number {
  return Math.round(Math.sqrt((0.25 * 0.75) / SELF_ITEMS[instrument]) * 100)
}

/** The Big Five self score's 95% margin in whole points (± 1.96 × OCEAN_SELF_SEM): what the results show beside it. */
export const OCEAN_SELF_MARGIN = Math.round(Z_95 * OCEAN_SELF_SEM)

function selfSe(instrument: Instrument, self: number, mean: number): number {
  if (instrument === 'ocean') return OCEAN_SELF_SEM
  const p = clampShare((self + mean) / 200)
  return Math.sqrt((p * (1 - p)) / SELF_ITEMS[instrument]) * 100
}

function raterSdFloor(instrument: Instrument, mean: number): number {
  if (instrument === 'ocean') return RATER_OCEAN_SD_FLOOR
  const p = clampShare(mean / 100)
  return Math.sqrt((p * (1 - p)) / RATER_DISC_ITEMS) * 100
}

interface Ranges {
  selfHalf: number
  othersHalf: number
}

function ranges(instrument: Instrument, self: number, mean: number, sd: number, n: number): Ranges {
  const effectiveSd = Math.max(sd, raterSdFloor(instrument, mean))
  return {
    selfHalf: Z_95 * selfSe(instrument, self, mean),
    othersHalf: tCritical975(n - 1) * (effectiveSd / Math.sqrt(n)),
  }
}

function isClear(instrument: Instrument, absolute: number, r: Ranges): boolean {
  return absolute >= CLEAR_GAP[instrument] && absolute > r.selfHalf + r.othersHalf
}

/** Smallest number of extra raters (1..LOOKAHEAD_RATERS) that would make the difference clear, or null. */
function ratersToSettle(instrument: Instrument, self: number, mean: number, sd: number, n: number): number | null {
  const absolute = Math.abs(self - mean)
  if (absolute < CLEAR_GAP[instrument]) return null
  for (let extra = 1; extra <= LOOKAHEAD_RATERS; extra += 1) {
    if (isClear(instrument, absolute, ranges(instrument, self, mean, sd, n + extra))) return extra
  }
  return null
}

/**
 * The verdict on one dimension, or null below VERDICT_MIN_RATERS raters (nothing is shown then).
 * `aggregate` holds the raters' sums; `self` the person's own score on the same 0–100 scale.
 *
 * One results model (issue 46, docs/decisions/0053-one-results-model-and-unlock-ladder.md): `shown`
 * is the others' average as every view prints it (for DISC the four shares rounded once, by largest
 * remainder, so they total 100 — `othersShares`); without it, the mean rounded half up. The verdict's
 * `others` IS that integer and its `gap` is |self − others| in those integers, so the radar, the card,
 * the headline, the rounds and the PDF print one number and the gap is the subtraction a person can
 * do. The rules read the printed figures too (the whole-point gap, the printed range); only the
 * ranges' widths come from the unrounded mean and spread.
 */
export function verdictFor(self: number, aggregate: DimensionAggregate, instrument: Instrument, shown?: number): Verdict | null {
  if (aggregate.n < VERDICT_MIN_RATERS) return null
  const { mean, sd: rawSd } = meanAndSd(aggregate)
  const sd = rawSd ?? 0
  const n = aggregate.n
  const others = shown ?? Math.round(mean)
  const difference = self - others
  const absolute = Math.abs(difference)
  const r = ranges(instrument, self, mean, sd, n)
  const othersLow = Math.min(others, Math.round(clamp(mean - r.othersHalf)))
  const othersHigh = Math.max(others, Math.round(clamp(mean + r.othersHalf)))
  // What the page prints: the self score lies outside the others' printed range.
  const ratersAgree = self < othersLow || self > othersHigh
  const clear = isClear(instrument, absolute, r)
  const flagged = reachesGap(difference)
  const status: VerdictStatus = clear ? 'clear' : flagged ? 'uncertain' : 'none'
  const reason: UncertainReason | null =
    status !== 'uncertain' ? null : absolute < CLEAR_GAP[instrument] ? 'small' : ratersAgree ? 'margin' : 'divided'

  const together = r.selfHalf + r.othersHalf
  let certainty: Certainty
  if (status === 'clear') certainty = absolute >= 1.25 * together ? 'high' : 'medium'
  else if (status === 'uncertain') certainty = reason !== 'small' && absolute >= 0.75 * together ? 'medium' : 'low'
  else {
    // How far a real difference could hide behind this small one (95% of the difference's SE).
    const reach = absolute + Z_95 * Math.hypot(r.selfHalf / Z_95, r.othersHalf / tCritical975(n - 1))
    certainty = reach < CLEAR_GAP[instrument] ? 'high' : reach < 2 * CLEAR_GAP[instrument] ? 'medium' : 'low'
  }

  const moreRaters = status === 'uncertain' ? ratersToSettle(instrument, self, mean, sd, n) : null
  const longerSelfTest =
    status === 'uncertain' &&
    instrument === 'disc-short' &&
    (isClear('disc-parallel', absolute, ranges('disc-parallel', self, mean, sd, n)) ||
      ratersToSettle('disc-parallel', self, mean, sd, n) !== null)

  return {
    instrument,
    self,
    selfLow: Math.round(clamp(self - r.selfHalf)),
    selfHigh: Math.round(clamp(self + r.selfHalf)),
    selfMargin: Math.round(r.selfHalf),
    others,
    othersLow,
    othersHigh,
    raters: n,
    spread: oneDecimal(sd),
    gap: absolute,
    direction: difference >= 0 ? 'self-higher' : 'self-lower',
    status,
    reason,
    ratersAgree,
    certainty,
    moreRaters,
    longerSelfTest,
  }
}

export type ReliabilityLevel = 'low' | 'medium' | 'high'

export interface Reliability {
  level: ReliabilityLevel
  raters: number
  /** The raters' SD, averaged over the dimensions compared, one decimal. */
  averageSpread: number
  /** The raters disagree a lot (average SD at least RELIABILITY_DISAGREEMENT_SD): one level lower. */
  disagree: boolean
  /**
   * Raters at which the next level comes: without disagreement, only if the answers keep agreeing
   * (disagreement lowers a level, so the words make it a condition); with disagreement,
   * RELIABILITY_HIGH_AT, which lifts it a level whatever the answers do. Null at 'high' or when
   * disagreement caps it.
   */
  nextLevelAt: number | null
}

/**
 * "Confiabilidade" of the whole picture, from the number of raters (stable from about 6–10) and how
 * much they agree. Null below VERDICT_MIN_RATERS.
 */
export function reliabilityOf(aggregates: readonly DimensionAggregate[]): Reliability | null {
  const raters = aggregates[0]?.n ?? 0
  if (raters < VERDICT_MIN_RATERS) return null
  const spreads = aggregates.map((aggregate) => meanAndSd(aggregate).sd ?? 0)
  const averageSpread = spreads.reduce((a, b) => a + b, 0) / Math.max(1, spreads.length)
  const disagree = averageSpread >= RELIABILITY_DISAGREEMENT_SD
  const byCount: ReliabilityLevel = raters >= RELIABILITY_HIGH_AT ? 'high' : raters >= RELIABILITY_MEDIUM_AT ? 'medium' : 'low'
  const level: ReliabilityLevel = !disagree ? byCount : byCount === 'high' ? 'medium' : 'low'
  const nextLevelAt = disagree
    ? raters < RELIABILITY_HIGH_AT
      ? RELIABILITY_HIGH_AT
      : null
    : level === 'low'
      ? RELIABILITY_MEDIUM_AT
      : level === 'medium'
        ? RELIABILITY_HIGH_AT
        : null
  return { level, raters, averageSpread: oneDecimal(averageSpread), disagree, nextLevelAt }
}
