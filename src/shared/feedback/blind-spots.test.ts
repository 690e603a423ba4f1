import { describe, expect, it } from 'vitest'
import type { DiscScores } from '#shared/disc/types'
import {
  beyondSelfNoise,
  classifyBlindSpots,
  compareDimension,
  gapConfirmed,
  meanAndSd,
  spreadOf,
  tCritical975,
  type DimensionAggregate,
} from './blind-spots'
import { aggregateScores } from '#test/scoring-oracles'

/** Σ-aggregate of one dimension's rater scores. */
function agg(values: number[]): DimensionAggregate {
  return { n: values.length, sum: values.reduce((a, b) => a + b, 0), sumSq: values.reduce((a, b) => a + b * b, 0) }
}

const d = (values: number[], self: number, source: 'short' | 'parallel' = 'short') =>
  compareDimension('dominance', self, agg(values), source)

describe('tCritical975', () => {
  it('reads the standard t table', () => {
    expect(tCritical975(1)).toBe(12.7062)
    expect(tCritical975(2)).toBe(4.3027)
    expect(tCritical975(4)).toBe(2.7764)
    expect(tCritical975(14)).toBe(2.1448)
    expect(tCritical975(30)).toBe(2.0423)
  })

  it('uses the next lower tabulated df above 30 and the normal value at infinity', () => {
    expect(tCritical975(35)).toBe(2.0423)
    expect(tCritical975(45)).toBe(2.0211)
    expect(tCritical975(120)).toBe(1.9799)
    expect(tCritical975(121)).toBe(1.96)
    expect(tCritical975(Number.POSITIVE_INFINITY)).toBe(1.96)
  })

  it('has no value below one degree of freedom', () => {
    expect(tCritical975(0)).toBeNaN()
    expect(tCritical975(-3)).toBeNaN()
  })

  it('never grows with df', () => {
    for (let df = 1; df < 200; df += 1) expect(tCritical975(df + 1)).toBeLessThanOrEqual(tCritical975(df))
  })
})

describe('meanAndSd', () => {
  it('is the sample SD (n − 1)', () => {
    // 20, 30, 40: mean 30, Σ(x − mean)² = 200, / 2 = 100 → 10 (a population SD would say 8.2).
    expect(meanAndSd(agg([20, 30, 40]))).toEqual({ mean: 30, sd: 10 })
    expect(meanAndSd(agg([30, 30, 30, 30, 40])).sd).toBeCloseTo(Math.sqrt(20), 10)
  })

  it('has no SD below 2 values and zero for identical values', () => {
    expect(meanAndSd(agg([42]))).toEqual({ mean: 42, sd: null })
    expect(meanAndSd(agg([]))).toEqual({ mean: 0, sd: null })
    expect(meanAndSd(agg([33, 33, 33])).sd).toBe(0)
  })
})

describe('the t-test rule (confirmed)', () => {
  it('n = 3: 20 points against a spread of 10 is not enough, against 5 it is', () => {
    // SD 10 → SE 5.774 → 4.3027 × 5.774 = 24.84 > 20.
    expect(gapConfirmed(50, agg([20, 30, 40]))).toBe(false)
    // SD 5 → SE 2.887 → 12.42 ≤ 20.
    expect(gapConfirmed(50, agg([25, 30, 35]))).toBe(true)
  })

  it('n = 5: hand-computed both ways', () => {
    // 30,30,30,30,40: mean 32, SD √20 = 4.472, SE 2, 2.7764 × 2 = 5.55 ≤ 22.
    const agreed = d([30, 30, 30, 30, 40], 10)
    expect(agreed).toMatchObject({ others: 32, gap: 22, direction: 'self-lower', raters: 5, spread: 4.5, flagged: true, confirmed: true })
    // 0,10,30,50,60: mean 30, SD √650 = 25.50, SE 11.40, 2.7764 × 11.40 = 31.66 > 20.
    const divided = d([0, 10, 30, 50, 60], 50)
    expect(divided).toMatchObject({ others: 30, gap: 20, direction: 'self-higher', spread: 25.5, flagged: true, confirmed: false })
    expect(divided.verdict).toBe('divided')
    expect(divided.isBlindSpot).toBe(false)
  })

  it('n = 15: hand-computed both ways', () => {
    // 10 × 25 and 5 × 35: mean 28.33, SD 4.880, SE 1.260, 2.1448 × 1.260 = 2.70 ≤ 11.67.
    const agreed = d([...Array<number>(10).fill(25), ...Array<number>(5).fill(35)], 40)
    expect(agreed).toMatchObject({ others: 28, gap: 12, spread: 4.9, flagged: true, confirmed: true, verdict: 'small', isBlindSpot: false })
    // 7 × 0 and 8 × 50: mean 26.67, SD 25.82, SE 6.667, 2.1448 × 6.667 = 14.30 > 13.33.
    const divided = d([...Array<number>(7).fill(0), ...Array<number>(8).fill(50)], 40)
    expect(divided).toMatchObject({ others: 27, gap: 13, spread: 25.8, flagged: true, confirmed: false })
  })

  it('zero spread: a flagged gap is confirmed', () => {
    expect(d([30, 30, 30], 40)).toMatchObject({ gap: 10, spread: 0, flagged: true, confirmed: true })
    expect(gapConfirmed(40, agg([30, 30, 30]))).toBe(true)
  })

  it('a gap of exactly 10 is flagged, 9 is not', () => {
    expect(d([25, 30, 35], 40)).toMatchObject({ gap: 10, flagged: true, confirmed: false })
    expect(d([30, 30, 30], 39)).toMatchObject({ gap: 9, flagged: false, confirmed: false, isBlindSpot: false })
    expect(d([30, 30, 30], 20)).toMatchObject({ gap: 10, direction: 'self-lower', flagged: true })
  })
})

describe('blind spot thresholds', () => {
  it('20 points on the short self test: 19 is a small difference, 20 is not', () => {
    expect(d([0, 0, 0], 19).verdict).toBe('small')
    // Confirmed and 20 points apart, yet within the 10-item test's margin (2.5 × 9.49 = 23.7).
    expect(d([0, 0, 0], 20)).toMatchObject({ confirmed: true, isBlindSpot: false, verdict: 'uncertain' })
  })

  it('15 points on the parallel self form: 15 is a blind spot, 14 a small difference', () => {
    // p = 0.075: 2.5 × √(0.069375 / 24) × 100 = 13.4 ≤ 15.
    expect(d([0, 0, 0], 15, 'parallel')).toMatchObject({ confirmed: true, isBlindSpot: true, verdict: 'blind-spot' })
    expect(d([0, 0, 0], 14, 'parallel')).toMatchObject({ confirmed: true, isBlindSpot: false, verdict: 'small' })
    // The same 15 points from the short test are under 20.
    expect(d([0, 0, 0], 15, 'short')).toMatchObject({ isBlindSpot: false, verdict: 'small' })
  })

  it("the self test's own noise: the same raters and gap count on the parallel form only", () => {
    // p = 0.21, raters' SD²/n = 4: short √(165.9 + 4) × 2.5 = 32.6 > 22; parallel √(69.1 + 4) × 2.5 = 21.4 ≤ 22.
    expect(beyondSelfNoise(10, agg([30, 30, 30, 30, 40]), 'short')).toBe(false)
    expect(beyondSelfNoise(10, agg([30, 30, 30, 30, 40]), 'parallel')).toBe(true)
    expect(d([30, 30, 30, 30, 40], 10, 'short').verdict).toBe('uncertain')
    expect(d([30, 30, 30, 30, 40], 10, 'parallel').verdict).toBe('blind-spot')
  })

  it('a large agreed gap is a blind spot on the short test too', () => {
    // Mean 21.67, SD 2.89; p = 0.558: 2.5 × √(246.6 + 2.8) = 39.5 ≤ 68.3.
    expect(d([20, 20, 25], 90)).toMatchObject({ others: 22, gap: 68, confirmed: true, isBlindSpot: true, verdict: 'blind-spot' })
  })

  it('needs two raters for any verdict of agreement', () => {
    expect(d([0], 50)).toMatchObject({ flagged: true, confirmed: false, isBlindSpot: false, spread: null })
    expect(d([], 50)).toMatchObject({ flagged: false, raters: 0 })
  })
})

describe('classifyBlindSpots', () => {
  const raters: DiscScores[] = [
    { dominance: 20, influence: 50, steadiness: 20, compliance: 10 },
    { dominance: 20, influence: 50, steadiness: 20, compliance: 10 },
    { dominance: 25, influence: 45, steadiness: 20, compliance: 10 },
  ]
  const self: DiscScores = { dominance: 90, influence: 0, steadiness: 20, compliance: 0 }

  it('returns the flagged dimensions only, in D, I, S, C order', () => {
    const result = classifyBlindSpots({ self, aggregates: aggregateScores(raters), selfSource: 'short' })
    expect(result.map((entry) => entry.dimension)).toEqual(['dominance', 'influence', 'compliance'])
    expect(result[0]).toMatchObject({ self: 90, others: 22, direction: 'self-higher', isBlindSpot: true })
    // Influence: self 0, raters 48.3 with SD 2.9: agreed and beyond noise.
    expect(result[1]).toMatchObject({ self: 0, others: 48, direction: 'self-lower', confirmed: true, isBlindSpot: true })
    // Compliance: 10 points, zero spread: confirmed but small.
    expect(result[2]).toMatchObject({ gap: 10, confirmed: true, verdict: 'small' })
  })

  it('reports spreads with one decimal', () => {
    expect(spreadOf(aggregateScores(raters))).toEqual({ dominance: 2.9, influence: 2.9, steadiness: 0, compliance: 0 })
  })
})
