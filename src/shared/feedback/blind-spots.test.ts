import { describe, expect, it } from 'vitest'
import type { DiscScores } from '#shared/disc/types'
import { DISC_SCORE_KEYS } from '#shared/disc/types'
import { compareAll, discReliability, othersShares, roundedShares, spreadOf } from './blind-spots'
import { VERDICT_GAP } from './verdict'
import { aggregateScores } from '#test/scoring-oracles'

/** The DISC adapter over ./verdict.ts (its own tests hold every verdict case). */
describe('compareAll', () => {
  const raters: DiscScores[] = [
    { dominance: 20, influence: 50, steadiness: 20, compliance: 10 },
    { dominance: 20, influence: 50, steadiness: 20, compliance: 10 },
    { dominance: 25, influence: 45, steadiness: 20, compliance: 10 },
  ]
  const self: DiscScores = { dominance: 90, influence: 0, steadiness: 20, compliance: 0 }

  it('returns the flagged dimensions only, in D, I, S, C order, with the API’s older fields derived from the verdict', () => {
    const result = compareAll(self, aggregateScores(raters), 'short').filter((entry) => entry.flagged)
    expect(result.map((entry) => entry.dimension)).toEqual(['dominance', 'influence', 'compliance'])
    // Dominance: 68 points, far beyond both ranges.
    expect(result[0]).toMatchObject({ self: 90, others: 22, direction: 'self-higher', status: 'clear', isBlindSpot: true, verdict: 'blind-spot' })
    // Influence: 48 points; the raters agree, but with 3 of them and a 10-question self test the ranges still touch.
    expect(result[1]).toMatchObject({ self: 0, others: 48, direction: 'self-lower', confirmed: true, isBlindSpot: false, verdict: 'uncertain', reason: 'margin' })
    // Compliance: 10 points: small.
    expect(result[2]).toMatchObject({ gap: 10, isBlindSpot: false, verdict: 'small', reason: 'small' })
  })

  it('the same gap on the 24-question form can be clear', () => {
    const many = Array.from({ length: 10 }, () => raters[0]!)
    const short = compareAll(self, aggregateScores(many), 'short')[1]
    const parallel = compareAll(self, aggregateScores(many), 'parallel')[1]
    expect(short?.selfMargin).toBeGreaterThan(parallel?.selfMargin ?? Infinity)
    expect(parallel?.status).toBe('clear')
  })

  it('compares nothing below 3 raters', () => {
    expect(compareAll(self, aggregateScores(raters.slice(0, 2)), 'short')).toEqual([])
    expect(discReliability(aggregateScores(raters.slice(0, 2)))).toBeNull()
    expect(discReliability(aggregateScores(raters))).toMatchObject({ level: 'low', raters: 3 })
  })

  it('reports spreads with one decimal', () => {
    expect(spreadOf(aggregateScores(raters))).toEqual({ dominance: 2.9, influence: 2.9, steadiness: 0, compliance: 0 })
  })
})

/** Issue 46: one results model — every view prints the same integer for the others' average. */
describe('one results model', () => {
  // Shares whose means end in .67/.33 everywhere: half-up rounding and the largest remainder disagree.
  const raters: DiscScores[] = [
    { dominance: 54, influence: 21, steadiness: 13, compliance: 12 },
    { dominance: 54, influence: 21, steadiness: 12, compliance: 13 },
    { dominance: 53, influence: 21, steadiness: 13, compliance: 13 },
  ]
  const self: DiscScores = { dominance: 10, influence: 30, steadiness: 40, compliance: 20 }

  it('gives the verdict the same others figure as the radar (four shares totalling 100) and the gap they subtract to', () => {
    const shares = othersShares(aggregateScores(raters))
    expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBe(100)
    // Means 53.67, 21, 12.67, 12.67: half-up would print 54 / 13 / 13 (101); the one rounding prints 53 or 54 once.
    const verdicts = compareAll(self, aggregateScores(raters), 'short')
    for (const verdict of verdicts) {
      expect(verdict.others).toBe(shares[verdict.dimension])
      expect(verdict.gap).toBe(Math.abs(self[verdict.dimension] - shares[verdict.dimension]))
      expect(verdict.othersLow).toBeLessThanOrEqual(verdict.others)
      expect(verdict.othersHigh).toBeGreaterThanOrEqual(verdict.others)
      // The 10-point flag reads the printed gap: "menos de 10 pontos" never sits beside a printed 10.
      expect(verdict.status === 'none').toBe(verdict.gap < VERDICT_GAP)
    }
  })

  it('holds for many rater sets: figure vs figure, gap vs figures, flag vs gap', () => {
    let seed = 7
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    for (let trial = 0; trial < 300; trial++) {
      const n = 3 + Math.floor(next() * 10)
      const group = Array.from({ length: n }, () => {
        const d = Math.floor(next() * 60)
        const i = Math.floor(next() * (100 - d))
        const st = Math.floor(next() * (100 - d - i))
        return { dominance: d, influence: i, steadiness: st, compliance: 100 - d - i - st }
      })
      const me = { dominance: 40, influence: 30, steadiness: 20, compliance: 10 }
      const shares = othersShares(aggregateScores(group))
      for (const verdict of compareAll(me, aggregateScores(group), trial % 2 === 0 ? 'short' : 'parallel')) {
        expect(verdict.others).toBe(shares[verdict.dimension])
        expect(verdict.gap).toBe(Math.abs(me[verdict.dimension] - verdict.others))
        expect(verdict.status === 'none').toBe(verdict.gap < VERDICT_GAP)
        expect(verdict.ratersAgree).toBe(verdict.self < verdict.othersLow || verdict.self > verdict.othersHigh)
      }
      expect(DISC_SCORE_KEYS.reduce((sum, key) => sum + shares[key], 0)).toBe(100)
    }
  })

  it('rounds any average of shares the one way (a relationship group too): largest remainder, total 100', () => {
    // Three raters, one all D, one all I, one all S: means of 33.3 each; half up would print 33 / 33 / 33 / 0 (99).
    const means = [100 / 3, 100 / 3, 100 / 3, 0]
    expect(roundedShares(means)).toEqual({ dominance: 34, influence: 33, steadiness: 33, compliance: 0 })
    expect(roundedShares(DISC_SCORE_KEYS.map((key) => aggregateScores(raters)[key].sum / raters.length))).toEqual(
      othersShares(aggregateScores(raters)),
    )
  })
})
