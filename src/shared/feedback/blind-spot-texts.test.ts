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
    expect(gapSentence('influence', { status: 'clear', direction: 'self-lower', gap: 18 })).toBe('Os outros veem 18 pontos a mais de Influência do que você')
    expect(gapSentence('compliance', { status: 'clear', direction: 'self-higher', gap: 22 })).toBe(
      'Você se vê com 22 pontos a mais de Conformidade do que os outros veem',
    )
    for (const dimension of DISC_SCORE_KEYS) {
      for (const direction of DIRECTIONS) expect(gapSentence(dimension, { status: 'clear', direction, gap: 20 })).not.toMatch(/-\d/)
    }
  })

  it('never states an uncertain difference as a fact (issue 46): it says what the answers suggest', () => {
    const text = gapSentence('dominance', { status: 'uncertain', direction: 'self-lower', gap: 44 })
    expect(text).toBe('As respostas até agora sugerem que os outros veem mais Dominância em você (44 pontos a mais), mas ainda sem certeza')
    expect(gapSentence('dominance', { status: 'uncertain', direction: 'self-higher', gap: 12 })).toMatch(/^As respostas até agora sugerem .* mas ainda sem certeza$/)
  })
})
