/**
 * Local Big Five norms (issue 48): percentiles among the people who took Espelho's own Big Five
 * test and agreed to count in its reference sample. Published IPIP norms do not transfer to our
 * Portuguese wording, so the only honest reference is our own people (docs/norms.md).
 *
 * The norms are a histogram per factor: how many consenting people's latest tests have each score
 * 0–100. Scores are on a discrete scale (multiples of 5), so the histogram gives the exact mid-rank
 * in O(number of score values), whatever the sample size.
 */
import { OCEAN_SCORE_KEYS, type OceanScoreKey, type OceanScores } from './types'

/** Every score a factor can take (SPEC.md §3: integers 0–100); a histogram has one count per value. */
export const NORM_SCORE_VALUES = 101

/** Counts per score value (index = score), one array per factor. */
export type NormHistograms = Record<OceanScoreKey, number[]>

export interface PercentileInterval {
  low: number
  high: number
}

/** 95% two-sided: the normal quantile the Wilson interval uses. */
const Z_95 = 1.959963984540054

export function emptyHistograms(): NormHistograms {
  const histograms = {} as NormHistograms
  for (const key of OCEAN_SCORE_KEYS) histograms[key] = new Array<number>(NORM_SCORE_VALUES).fill(0)
  return histograms
}

/**
 * The mid-rank proportion of `score` in a histogram of `total` people: (lower + ½ equal) ÷ total,
 * 0–1; null without anyone to compare with.
 */
export function midRankProportion(counts: readonly number[], score: number): number | null {
  let lower = 0
  let equal = 0
  let total = 0
  for (let value = 0; value < counts.length; value += 1) {
    const count = counts[value] ?? 0
    total += count
    if (value < score) lower += count
    else if (value === score) equal += count
  }
  if (total <= 0) return null
  return (lower + equal / 2) / total
}

/** The percentile 0–100 of a mid-rank proportion, rounded to an integer. */
export function percentileOf(proportion: number): number {
  return Math.min(100, Math.max(0, Math.round(100 * proportion)))
}

/**
 * The 95% Wilson score interval of a proportion observed among `n` people, in percentile points
 * (rounded, 0–100). It treats the share of the sample below the person as an estimate of the share
 * of all Espelho's people below them: the smaller the sample, the wider the interval. Unlike the
 * plain normal interval it stays inside 0–100 and is not zero-width at the extremes.
 */
export function wilsonInterval(proportion: number, n: number, z = Z_95): PercentileInterval {
  if (!(n > 0)) return { low: 0, high: 100 }
  const p = Math.min(1, Math.max(0, proportion))
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return { low: percentileOf(Math.max(0, centre - half)), high: percentileOf(Math.min(1, centre + half)) }
}

/** The histograms without one person's test (their own scores never count against themselves). */
export function withoutScores(histograms: NormHistograms, own: OceanScores | null): NormHistograms {
  if (!own) return histograms
  const copy = {} as NormHistograms
  for (const key of OCEAN_SCORE_KEYS) {
    const counts = histograms[key].slice()
    const score = own[key]
    if (Number.isInteger(score) && (counts[score] ?? 0) > 0) counts[score] = (counts[score] ?? 0) - 1
    copy[key] = counts
  }
  return copy
}

export interface NormsView {
  /** Percentiles 0–100 per factor, or null while the sample is below the minimum. */
  percentiles: OceanScores | null
  /** 95% interval per factor (same percentile scale), or null with `percentiles`. */
  percentileIntervals: Record<OceanScoreKey, PercentileInterval> | null
  /** How many other consenting people the percentiles come from. */
  normSample: number
  /** The sample the norms need before any percentile is shown (NORMS_MIN_SAMPLE). */
  normMinSample: number
}

/** The norms on a public result page: only when there are percentiles (no count of who is missing). */
export type PublicOceanNorms = Pick<NormsView, 'normSample'> & {
  percentiles: OceanScores
  percentileIntervals: Record<OceanScoreKey, PercentileInterval>
}

/**
 * What a Big Five result shows about the norms: the percentile of each score among the other
 * consenting people (`histograms` less `own`, the person's own counted test), when there are at
 * least `minSample` of them.
 */
export function normsViewOf(
  scores: OceanScores,
  histograms: NormHistograms | null,
  sample: number,
  own: OceanScores | null,
  minSample: number,
): NormsView {
  const others = histograms ? withoutScores(histograms, own) : null
  const n = Math.max(0, sample - (own && histograms ? 1 : 0))
  if (!others || n < minSample || n === 0) {
    return { percentiles: null, percentileIntervals: null, normSample: n, normMinSample: minSample }
  }
  const percentiles = {} as OceanScores
  const intervals = {} as Record<OceanScoreKey, PercentileInterval>
  for (const key of OCEAN_SCORE_KEYS) {
    const proportion = midRankProportion(others[key], scores[key]) ?? 0
    percentiles[key] = percentileOf(proportion)
    intervals[key] = wilsonInterval(proportion, n)
  }
  return { percentiles, percentileIntervals: intervals, normSample: n, normMinSample: minSample }
}

/** 1240 → "1.240" (Brazilian thousands separator), without depending on the runtime's ICU data. */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** "entre 1.240 pessoas que fizeram o teste no Espelho e autorizaram" (issue 48). */
export function normSampleText(n: number): string {
  return n === 1
    ? 'entre 1 pessoa que fez o teste no Espelho e autorizou'
    : `entre ${formatCount(n)} pessoas que fizeram o teste no Espelho e autorizaram`
}

/** How many more consenting people the norms need: "faltam 260 pessoas" / "falta 1 pessoa". */
export function normsNeededText(sample: number, minSample: number): string {
  const missing = Math.max(0, minSample - sample)
  return missing === 1 ? 'falta 1 pessoa' : `faltam ${formatCount(missing)} pessoas`
}

/** "percentil 72 (provavelmente entre 68 e 76)": a percentile with its 95% interval, for every view. */
export function percentileText(percentile: number, interval: PercentileInterval | undefined): string {
  return interval ? `percentil ${percentile} (provavelmente entre ${interval.low} e ${interval.high})` : `percentil ${percentile}`
}

/**
 * What a percentile says, in words true to the mid-rank (ties count half) and readable at 0 and 100:
 * "De cada 100 pessoas dessa amostra, cerca de 72 tiveram nota menor que a sua (empates contam pela
 * metade)." `whose`: "a sua", "a de Ana", "a desta pessoa". Never a judgement of the score.
 */
export function percentileSentence(percentile: number, whose: string): string {
  const lower =
    percentile <= 0 ? 'menos de 1 teve' : percentile >= 100 ? 'mais de 99 tiveram' : percentile === 1 ? 'cerca de 1 teve' : `cerca de ${percentile} tiveram`
  return `De cada 100 pessoas dessa amostra, ${lower} nota menor que ${whose} (empates contam pela metade).`
}

/** How to read the percentiles where no per-factor sentence is shown (the compact views, the PDF). */
export const NORMS_READING = 'O percentil diz quantas pessoas, de cada 100 dessa amostra, tiveram nota menor (empates contam pela metade).'

/** What a percentile is and is not, next to every list of them (issue 48). */
export const NORMS_CAVEAT =
  'É uma comparação com quem fez o teste aqui e autorizou, não com a população brasileira, e não é um diagnóstico.'

export interface NormSummary {
  n: number
  mean: number | null
  /** Sample standard deviation (n − 1); null below 2 people. */
  sd: number | null
  /** The 10th, 20th … 90th percentiles of the scores: the smallest score with at least that share at or below it. */
  deciles: number[]
}

/**
 * N, mean, standard deviation and deciles of one factor's histogram (`npm run norms`, docs/norms.md).
 * @public scripts/norms.mjs loads it through tsx, which knip cannot follow.
 */
export function summarizeHistogram(counts: readonly number[]): NormSummary {
  let n = 0
  let sum = 0
  for (let score = 0; score < counts.length; score += 1) {
    n += counts[score] ?? 0
    sum += score * (counts[score] ?? 0)
  }
  if (n === 0) return { n, mean: null, sd: null, deciles: [] }
  const mean = sum / n
  let squares = 0
  for (let score = 0; score < counts.length; score += 1) squares += (counts[score] ?? 0) * (score - mean) ** 2
  const deciles: number[] = []
  let cumulative = 0
  let score = 0
  for (let decile = 1; decile <= 9; decile += 1) {
    const needed = (decile / 10) * n
    while (score < counts.length && cumulative + (counts[score] ?? 0) < needed) {
      cumulative += counts[score] ?? 0
      score += 1
    }
    deciles.push(score)
  }
  return { n, mean, sd: n > 1 ? Math.sqrt(squares / (n - 1)) : null, deciles }
}
