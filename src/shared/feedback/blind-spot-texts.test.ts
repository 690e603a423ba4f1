import { describe, expect, it } from 'vitest'
import { DISC_SCORE_KEYS } from '#shared/disc/types'
import { GAP_TEXTS, gapSentence } from './blind-spot-texts'

const DIRECTIONS = ['self-higher', 'self-lower'] as const

describe('GAP_TEXTS', () => {
  it('has a meaning, an explanation and one thing to try for all 8 cases', () => {
    const cases = DISC_SCORE_KEYS.flatMap((dimension) => DIRECTIONS.map((direction) => GAP_TEXTS[dimension][direction]))
    expect(cases).toHaveLength(8)
    for (const text of cases) {
      expect(text.meaning.length).toBeGreaterThan(40)
      expect(text.explanation.length).toBeGreaterThan(80)
      expect(text.tryThis).toMatch(/^Para experimentar: /)
    }
    // Eight different texts: none is a sentence that would fit every case.
    expect(new Set(cases.map((text) => text.explanation)).size).toBe(8)
    expect(new Set(cases.map((text) => text.meaning)).size).toBe(8)
  })

  it('hedges and never claims which view is right', () => {
    for (const dimension of DISC_SCORE_KEYS) {
      for (const direction of DIRECTIONS) {
        const { explanation } = GAP_TEXTS[dimension][direction]
        expect(explanation).toMatch(/pode/)
        expect(explanation).not.toMatch(/^você é |[.:] você é |com certeza|sempre|na verdade/i)
      }
    }
  })
})

describe('gapSentence', () => {
  it('says who sees more of what, never a negative number', () => {
    expect(gapSentence('influence', 'self-lower', 18)).toBe('Os outros veem 18 pontos a mais de Influência do que você')
    expect(gapSentence('compliance', 'self-higher', 12)).toBe('Você se vê com 12 pontos a mais de Conformidade do que os outros veem')
    expect(gapSentence('dominance', 'self-higher', 1)).toBe('Você se vê com 1 ponto a mais de Dominância do que os outros veem')
    for (const dimension of DISC_SCORE_KEYS) {
      for (const direction of DIRECTIONS) expect(gapSentence(dimension, direction, 20)).not.toMatch(/-\d/)
    }
  })
})
