import { describe, it, expect } from 'vitest'
import { DISC_NAMES, DISC_NICKNAMES } from '#shared/disc/types'
import { FEEDBACK_TEXT_MAX_LENGTH } from '#shared/product'
import { normalizeCharacteristic } from './characteristics'
import { shuffledWithSeed } from '#shared/ssr/seeded-shuffle'
import { SUGGESTED_STRENGTHS, suggestedStrengths } from './suggested-characteristics'

describe('suggested strengths', () => {
  it('is one list of 16 for everyone, whatever the giver answered', () => {
    expect(suggestedStrengths()).toHaveLength(16)
    expect(suggestedStrengths()).toBe(SUGGESTED_STRENGTHS)
  })

  it('never names a DISC profile or style', () => {
    const names = [...Object.values(DISC_NAMES), ...Object.values(DISC_NICKNAMES)].map((n) => n.toLocaleLowerCase('pt-BR'))
    for (const text of SUGGESTED_STRENGTHS) {
      const lower = text.toLocaleLowerCase('pt-BR')
      for (const name of names) expect(lower).not.toContain(name.replace(/^o /, ''))
      expect(lower).not.toContain('perfil')
    }
  })

  it('has no duplicates, even after normalisation', () => {
    const keys = SUGGESTED_STRENGTHS.map((text) => normalizeCharacteristic(text)?.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('is already in the normalised display form and fits a feedback entry', () => {
    for (const text of SUGGESTED_STRENGTHS) {
      expect(normalizeCharacteristic(text)?.display).toBe(text)
      expect(text.length).toBeLessThanOrEqual(FEEDBACK_TEXT_MAX_LENGTH)
    }
  })

  it('avoids gendered adjective endings', () => {
    // 'Iniciativa' is a noun that merely ends like an adjective.
    const nounsWithAdjectiveEndings = new Set(['Iniciativa'])
    for (const text of SUGGESTED_STRENGTHS) {
      const firstWord = text.split(' ')[0] ?? ''
      if (nounsWithAdjectiveEndings.has(firstWord)) continue
      expect(firstWord, text).not.toMatch(/(ado|ada|ido|ida|ivo|iva|oso|osa)$/u)
    }
  })

  it('cannot be modified', () => {
    expect(Object.isFrozen(SUGGESTED_STRENGTHS)).toBe(true)
  })
})

describe('shuffledWithSeed', () => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8]

  it('keeps every item and leaves the input as it was', () => {
    const copy = [...items]
    const result = shuffledWithSeed(items, 42)
    expect([...result].sort((a, b) => a - b)).toEqual(items)
    expect(items).toEqual(copy)
  })

  it('gives the same order for the same seed (server and browser agree) and other orders for other seeds', () => {
    expect(shuffledWithSeed(items, 7)).toEqual(shuffledWithSeed(items, 7))
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => shuffledWithSeed(items, seed).join(',')))
    expect(orders.size).toBeGreaterThan(15)
  })

  it('puts each item first about equally often over many seeds', () => {
    const firsts = new Map<number, number>()
    for (let seed = 0; seed < 8000; seed += 1) {
      const first = shuffledWithSeed(items, seed)[0] as number
      firsts.set(first, (firsts.get(first) ?? 0) + 1)
    }
    for (const item of items) expect(firsts.get(item)).toBeGreaterThan(800) // 1000 expected
  })
})
