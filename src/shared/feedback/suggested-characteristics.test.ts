import { describe, it, expect } from 'vitest'
import { FEEDBACK_TEXT_MAX_LENGTH } from '#shared/product'
import { normalizeCharacteristic } from './characteristics'
import {
  SUGGESTED_CHARACTERISTICS,
  allSuggestedCharacteristics,
  suggestedCharacteristics,
} from './suggested-characteristics'

describe('suggested characteristics', () => {
  it('has 6 to 8 suggestions for each DISC type', () => {
    for (const letter of ['D', 'I', 'S', 'C'] as const) {
      const list = suggestedCharacteristics(letter)
      expect(list.length).toBeGreaterThanOrEqual(6)
      expect(list.length).toBeLessThanOrEqual(8)
    }
  })

  it('includes the anchor word of each type', () => {
    expect(suggestedCharacteristics('D')).toContain('Determinação')
    expect(suggestedCharacteristics('I')).toContain('Comunicação')
    expect(suggestedCharacteristics('S')).toContain('Paciência')
    expect(suggestedCharacteristics('C')).toContain('Organização')
  })

  it('has no duplicates, even after normalisation, across all types', () => {
    const keys = allSuggestedCharacteristics().map((text) => normalizeCharacteristic(text)?.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('is already in the normalised display form and fits a feedback entry', () => {
    for (const text of allSuggestedCharacteristics()) {
      expect(normalizeCharacteristic(text)?.display).toBe(text)
      expect(text.length).toBeLessThanOrEqual(FEEDBACK_TEXT_MAX_LENGTH)
    }
  })

  it('avoids gendered adjective endings', () => {
    // 'Iniciativa' is a noun that merely ends like an adjective.
    const nounsWithAdjectiveEndings = new Set(['Iniciativa'])
    for (const text of allSuggestedCharacteristics()) {
      const firstWord = text.split(' ')[0] ?? ''
      if (nounsWithAdjectiveEndings.has(firstWord)) continue
      expect(firstWord, text).not.toMatch(/(ado|ada|ido|ida|ivo|iva|oso|osa)$/u)
    }
  })

  it('cannot be modified', () => {
    expect(Object.isFrozen(SUGGESTED_CHARACTERISTICS)).toBe(true)
    expect(Object.isFrozen(SUGGESTED_CHARACTERISTICS.D)).toBe(true)
  })

  it('lists all suggestions in D, I, S, C order', () => {
    const all = allSuggestedCharacteristics()
    expect(all[0]).toBe(SUGGESTED_CHARACTERISTICS.D[0])
    expect(all.at(-1)).toBe(SUGGESTED_CHARACTERISTICS.C.at(-1))
  })
})
