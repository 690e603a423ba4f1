import { describe, expect, it } from 'vitest'
import { OCEAN_FACTORS } from './types'
import {
  RELIABILITY_MIN_PEOPLE,
  cronbachAlpha,
  oceanReliability,
  publishableReliability,
  sampleVariance,
} from './reliability'

describe('sampleVariance', () => {
  it('divides by n − 1', () => {
    // mean 3.5, squared deviations 2.25 + 0.25 + 0.25 + 2.25 = 5, over 3
    expect(sampleVariance([2, 4, 3, 5])).toBeCloseTo(5 / 3, 12)
    expect(sampleVariance([7, 7, 7])).toBe(0)
    expect(sampleVariance([1])).toBeNaN()
  })
})

describe('cronbachAlpha (hand-computed)', () => {
  it('is 1 when two items move in perfect step', () => {
    // item variances 1 and 1; totals 3, 5, 7 have variance 4; alpha = 2 × (1 − 2/4) = 1
    expect(cronbachAlpha([[1, 2], [2, 3], [3, 4]])).toBeCloseTo(1, 12)
  })

  it('is 2/3 for two items that partly agree', () => {
    // item 1: 1, 2, 3 → variance 1; item 2: 1, 3, 2 → variance 1; totals 2, 5, 5 → mean 4, variance 6/2 = 3
    // alpha = 2 × (1 − 2/3) = 2/3
    expect(cronbachAlpha([[1, 1], [2, 3], [3, 2]])).toBeCloseTo(2 / 3, 12)
  })

  it('is 5/6 for three items and four people', () => {
    // item variances 5/3, 1/3, 2/3 (sum 8/3); totals 8, 13, 10, 13 → mean 11, variance 18/3 = 6
    // alpha = 3/2 × (1 − (8/3)/6) = 3/2 × 10/18 = 5/6
    expect(cronbachAlpha([[2, 3, 3], [4, 4, 5], [3, 3, 4], [5, 4, 4]])).toBeCloseTo(5 / 6, 12)
  })

  it('reports a negative alpha for items that contradict each other instead of clipping it', () => {
    // item variances 4 and 7/3; totals 5, 6, 6 → variance 1/3; alpha = 2 × (1 − (19/3)/(1/3)) = −36
    expect(cronbachAlpha([[1, 4], [3, 3], [5, 1]])).toBeCloseTo(-36, 9)
  })

  it('is undefined (null) without variation, people, items, or with ragged rows', () => {
    expect(cronbachAlpha([[1, 5], [5, 1], [3, 3]])).toBeNull() // totals all 6
    expect(cronbachAlpha([[1, 2]])).toBeNull()
    expect(cronbachAlpha([[1], [2], [3]])).toBeNull()
    expect(cronbachAlpha([])).toBeNull()
    expect(cronbachAlpha([[1, 2], [2]])).toBeNull()
    expect(cronbachAlpha([[1, 2], [2, Number.NaN]])).toBeNull()
  })
})

describe('oceanReliability', () => {
  // Openness items: O1, O2, O4 positive; O3 and O5 reverse-keyed.
  const highO = { O1: 5, O2: 5, O3: 1, O4: 5, O5: 1 }
  const lowO = { O1: 1, O2: 1, O3: 5, O4: 1, O5: 5 }
  const midO = { O1: 3, O2: 3, O3: 3, O4: 3, O5: 3 }

  it('scores reverse-keyed items as 6 − answer before computing alpha', () => {
    // Keyed, the three people answer 5,5,5,5,5 / 1,1,1,1,1 / 3,3,3,3,3: perfectly consistent, alpha = 1.
    // Unkeyed the same answers would give a negative alpha.
    const openness = oceanReliability([highO, lowO, midO]).find((r) => r.factor === 'O')!
    expect(openness.n).toBe(3)
    expect(openness.alpha).toBeCloseTo(1, 12)
    expect(cronbachAlpha([[5, 5, 1, 5, 1], [1, 1, 5, 1, 5], [3, 3, 3, 3, 3]])!).toBeLessThan(0)
  })

  it('leaves a person out of a factor whose answers are missing or invalid, and only of that factor', () => {
    const sets = [
      { ...highO, C1: 4, C2: 4, C3: 2, C4: 4, C5: 2 },
      { ...lowO, C1: 2, C2: 2, C3: 4, C4: 2, C5: 4 },
      { ...midO, O2: 7, C1: 3, C2: 3, C3: 3, C4: 3, C5: 3 }, // O2 = 7 is not an answer
      { O1: 4, O2: 4, O3: 2, O4: 4, C1: 5, C2: 5, C3: 1, C4: 5, C5: 1 }, // O5 missing
    ]
    const result = oceanReliability(sets)
    expect(result.map((r) => r.factor)).toEqual([...OCEAN_FACTORS])
    const byFactor = Object.fromEntries(result.map((r) => [r.factor, r]))
    expect(byFactor.O!.n).toBe(2)
    expect(byFactor.C!.n).toBe(4)
    expect(byFactor.C!.alpha).toBeCloseTo(1, 12)
    expect(byFactor.E!.n).toBe(0)
    expect(byFactor.E!.alpha).toBeNull()
  })

  it(`marks a factor as enough only from ${RELIABILITY_MIN_PEOPLE} people`, () => {
    expect(RELIABILITY_MIN_PEOPLE).toBe(200)
    const people = (count: number) => Array.from({ length: count }, (_, i) => (i % 2 === 0 ? highO : lowO))
    expect(oceanReliability(people(199)).find((r) => r.factor === 'O')).toMatchObject({ n: 199, enough: false })
    expect(oceanReliability(people(200)).find((r) => r.factor === 'O')).toMatchObject({ n: 200, enough: true })
  })
})

describe('publishableReliability', () => {
  const factors = (n: number) =>
    Object.fromEntries(OCEAN_FACTORS.map((factor) => [factor, { n, alpha: 0.7 }])) as Record<
      (typeof OCEAN_FACTORS)[number],
      { n: number; alpha: number }
    >

  it('shows nothing until every factor rests on 200 people', () => {
    expect(publishableReliability(null)).toBeNull()
    expect(publishableReliability({ measuredOn: '2026-11-23', factors: factors(199) })).toBeNull()
    const almost = factors(250)
    almost.N = { n: 150, alpha: 0.7 }
    expect(publishableReliability({ measuredOn: '2026-11-23', factors: almost })).toBeNull()
    const ready = { measuredOn: '2026-11-23', factors: factors(200) }
    expect(publishableReliability(ready)).toBe(ready)
  })
})
