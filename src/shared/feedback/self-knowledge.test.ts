import { describe, expect, it } from 'vitest'
import type { DiscScores } from '#shared/disc/types'
import type { DiscAggregates } from './blind-spots'
import { gapsOf, selfKnowledgeIndex } from './self-knowledge'

/** n raters whose scores on each dimension have mean `means[k]` and sample SD `sd`. */
function raters(means: DiscScores, n: number, sd: number): DiscAggregates {
  const one = (mean: number) => ({ n, sum: mean * n, sumSq: sd * sd * (n - 1) + mean * mean * n })
  return { dominance: one(means.dominance), influence: one(means.influence), steadiness: one(means.steadiness), compliance: one(means.compliance) }
}

const self: DiscScores = { dominance: 40, influence: 30, steadiness: 20, compliance: 10 }

describe('selfKnowledgeIndex', () => {
  it('is withheld below 3 raters', () => {
    expect(selfKnowledgeIndex(self, raters(self, 2, 5), 'short')).toBeNull()
    expect(selfKnowledgeIndex(self, raters(self, 3, 5), 'short')).not.toBeNull()
  })

  it('is 100 minus half the sum of absolute differences: 100 when the others see the self image, 0 when they see its opposite', () => {
    expect(selfKnowledgeIndex(self, raters(self, 5, 10), 'short')?.value).toBe(100)
    const opposite = { dominance: 0, influence: 0, steadiness: 0, compliance: 100 }
    const pure = { dominance: 100, influence: 0, steadiness: 0, compliance: 0 }
    expect(selfKnowledgeIndex(pure, raters(opposite, 5, 0), 'short')?.value).toBe(0)
    // |25−40| + |25−30| + |25−20| + |25−10| = 40 → 100 − 20.
    expect(selfKnowledgeIndex(self, raters({ dominance: 25, influence: 25, steadiness: 25, compliance: 25 }, 5, 10), 'short')?.value).toBe(80)
  })

  it('reports a 95% margin that grows with the raters’ spread, shrinks with more raters and with the 24-question self form', () => {
    const others = { dominance: 30, influence: 30, steadiness: 25, compliance: 15 }
    const margin = (n: number, sd: number, source: 'short' | 'parallel') => selfKnowledgeIndex(self, raters(others, n, sd), source)?.margin ?? 0
    expect(margin(5, 25, 'short')).toBeGreaterThan(margin(5, 5, 'short'))
    expect(margin(30, 20, 'short')).toBeLessThan(margin(3, 20, 'short'))
    expect(margin(5, 10, 'parallel')).toBeLessThan(margin(5, 10, 'short'))
    const index = selfKnowledgeIndex(self, raters(others, 5, 10), 'short')!
    expect(index.low).toBe(Math.max(0, index.value - index.margin))
    expect(index.high).toBe(Math.min(100, index.value + index.margin))
  })
})

describe('gapsOf', () => {
  it('is others minus self per dimension', () => {
    expect(gapsOf(self, { dominance: 25, influence: 35, steadiness: 20, compliance: 20 })).toEqual({ dominance: -15, influence: 5, steadiness: 0, compliance: 10 })
  })
})
