import { describe, expect, it } from 'vitest'
import type { DiscScores } from '#shared/disc/types'
import { compareAll, discReliability, spreadOf } from './blind-spots'
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
