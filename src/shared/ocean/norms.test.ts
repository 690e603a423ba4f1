import { describe, expect, it } from 'vitest'
import {
  NORM_SCORE_VALUES,
  emptyHistograms,
  formatCount,
  midRankProportion,
  normSampleText,
  normsNeededText,
  normsViewOf,
  percentileOf,
  percentileSentence,
  summarizeHistogram,
  wilsonInterval,
  withoutScores,
} from './norms'
import type { OceanScores } from './types'

const histogramOf = (scores: number[]) => {
  const counts = new Array<number>(NORM_SCORE_VALUES).fill(0)
  for (const score of scores) counts[score] = (counts[score] ?? 0) + 1
  return counts
}

const uniformScores = (value: number): OceanScores => ({
  openness: value,
  conscientiousness: value,
  extraversion: value,
  agreeableness: value,
  neuroticism: value,
})

describe('midRankProportion', () => {
  it('counts the lower ones and half the equal ones over everyone', () => {
    // 10, 20, 20, 30, 40: for 20, 1 lower + ½ × 2 equal = 2 of 5.
    const counts = histogramOf([10, 20, 20, 30, 40])
    expect(midRankProportion(counts, 20)).toBe(2 / 5)
    expect(midRankProportion(counts, 10)).toBe(0.5 / 5)
    expect(midRankProportion(counts, 40)).toBe(4.5 / 5)
    // A score nobody has: everyone below it.
    expect(midRankProportion(counts, 100)).toBe(1)
    expect(midRankProportion(counts, 0)).toBe(0)
  })

  it('is one half when everyone has the same score', () => {
    expect(midRankProportion(histogramOf([50, 50, 50, 50]), 50)).toBe(0.5)
  })

  it('is null without anyone to compare with', () => {
    expect(midRankProportion(histogramOf([]), 50)).toBeNull()
  })
})

describe('percentileOf', () => {
  it('rounds to an integer from 0 to 100', () => {
    expect(percentileOf(0.404)).toBe(40)
    expect(percentileOf(0.405)).toBe(41)
    expect(percentileOf(0)).toBe(0)
    expect(percentileOf(1)).toBe(100)
  })
})

describe('wilsonInterval', () => {
  it('matches the 95% Wilson interval computed by hand', () => {
    // p = 0.5, n = 100: centre 0.5, half-width 1.96 × √(0.0025 + 0.000096) / 1.0384 ≈ 0.0962.
    expect(wilsonInterval(0.5, 100)).toEqual({ low: 40, high: 60 })
    // p = 0.9, n = 500: ≈ [0.871, 0.923].
    expect(wilsonInterval(0.9, 500)).toEqual({ low: 87, high: 92 })
  })

  it('narrows as the sample grows, always around the estimate', () => {
    const widths = [50, 500, 5000, 50_000].map((n) => {
      const { low, high } = wilsonInterval(0.3, n)
      expect(low).toBeLessThanOrEqual(30)
      expect(high).toBeGreaterThanOrEqual(30)
      return high - low
    })
    for (let i = 1; i < widths.length; i += 1) expect(widths[i]).toBeLessThanOrEqual(widths[i - 1] as number)
    expect(widths.at(-1)).toBeLessThanOrEqual(1)
  })

  it('stays inside 0–100 and is not zero-width at the extremes', () => {
    const bottom = wilsonInterval(0, 20)
    expect(bottom.low).toBe(0)
    expect(bottom.high).toBeGreaterThan(10)
    const top = wilsonInterval(1, 20)
    expect(top.high).toBe(100)
    expect(top.low).toBeLessThan(90)
  })

  it('says nothing is known without a sample', () => {
    expect(wilsonInterval(0.5, 0)).toEqual({ low: 0, high: 100 })
  })
})

describe('withoutScores and normsViewOf', () => {
  const histograms = emptyHistograms()
  for (const key of Object.keys(histograms) as (keyof OceanScores)[]) {
    histograms[key] = histogramOf([10, 20, 30, 40, 50])
  }

  it('takes the person’s own counted test out of the comparison', () => {
    const without = withoutScores(histograms, uniformScores(30))
    expect(without.openness[30]).toBe(0)
    expect(histograms.openness[30]).toBe(1)
    // Someone whose counted score somehow is not in the histogram never goes negative.
    expect(withoutScores(histograms, uniformScores(35)).openness[35]).toBe(0)
  })

  it('gives the mid-rank among the others, with the interval and the sample', () => {
    const view = normsViewOf(uniformScores(30), histograms, 5, uniformScores(30), 4)
    // Others: 10, 20, 40, 50 → 2 lower of 4 → 50.
    expect(view.percentiles?.openness).toBe(50)
    expect(view.normSample).toBe(4)
    expect(view.normMinSample).toBe(4)
    expect(view.percentileIntervals?.openness.low).toBeLessThan(50)
    expect(view.percentileIntervals?.openness.high).toBeGreaterThan(50)
  })

  it('shows no percentile below the minimum, but says the sample', () => {
    const view = normsViewOf(uniformScores(30), histograms, 5, uniformScores(30), 5)
    expect(view).toEqual({ percentiles: null, percentileIntervals: null, normSample: 4, normMinSample: 5 })
    expect(normsViewOf(uniformScores(30), null, 0, null, 5).normSample).toBe(0)
  })

  it('counts everyone for someone who is not in the sample', () => {
    const view = normsViewOf(uniformScores(60), histograms, 5, null, 5)
    expect(view.normSample).toBe(5)
    expect(view.percentiles?.neuroticism).toBe(100)
  })
})

describe('texts', () => {
  it('describes the sample plainly in Portuguese', () => {
    expect(formatCount(1240)).toBe('1.240')
    expect(formatCount(100000)).toBe('100.000')
    expect(formatCount(12)).toBe('12')
    expect(normSampleText(1240)).toBe('entre 1.240 pessoas que fizeram o teste no Espelho e autorizaram')
    expect(normSampleText(1)).toBe('entre 1 pessoa que fez o teste no Espelho e autorizou')
    expect(normsNeededText(240, 500)).toBe('faltam 260 pessoas')
    expect(normsNeededText(499, 500)).toBe('falta 1 pessoa')
  })

  it('says what a mid-rank percentile is, ties counting half, and reads well at 0, 1 and 100', () => {
    expect(percentileSentence(72, 'a sua')).toBe('De cada 100 pessoas dessa amostra, cerca de 72 tiveram nota menor que a sua (empates contam pela metade).')
    expect(percentileSentence(1, 'a de Ana')).toBe('De cada 100 pessoas dessa amostra, cerca de 1 teve nota menor que a de Ana (empates contam pela metade).')
    expect(percentileSentence(0, 'a sua')).toBe('De cada 100 pessoas dessa amostra, menos de 1 teve nota menor que a sua (empates contam pela metade).')
    expect(percentileSentence(100, 'a desta pessoa')).toBe(
      'De cada 100 pessoas dessa amostra, mais de 99 tiveram nota menor que a desta pessoa (empates contam pela metade).',
    )
    for (const percentile of [0, 50, 100]) expect(percentileSentence(percentile, 'a sua')).not.toMatch(/maior que|0%|100%/)
  })
})

describe('summarizeHistogram', () => {
  it('gives N, mean, sample SD and deciles', () => {
    // 0, 10, 20, …, 90: mean 45, SD √(8250 / 9) ≈ 30.28; deciles 0, 10, …, 80.
    const summary = summarizeHistogram(histogramOf([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]))
    expect(summary.n).toBe(10)
    expect(summary.mean).toBe(45)
    expect(summary.sd).toBeCloseTo(30.28, 2)
    expect(summary.deciles).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80])
  })

  it('handles ties and tiny samples', () => {
    expect(summarizeHistogram(histogramOf([50, 50, 50])).deciles).toEqual(new Array(9).fill(50))
    expect(summarizeHistogram(histogramOf([50, 50, 50])).sd).toBe(0)
    expect(summarizeHistogram(histogramOf([70]))).toEqual({ n: 1, mean: 70, sd: null, deciles: new Array(9).fill(70) })
    expect(summarizeHistogram(histogramOf([]))).toEqual({ n: 0, mean: null, sd: null, deciles: [] })
  })
})
