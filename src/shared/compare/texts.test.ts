import { describe, expect, it } from 'vitest'
import { ALIKE_WITHIN, closenessOf, compareDisc, compareOcean, DISC_COMPARE_TEXTS, fillNames, OCEAN_COMPARE_TEXTS } from './texts'

const disc = (d: number, i: number, s: number, c: number) => ({ dominance: d, influence: i, steadiness: s, compliance: c })
const ocean = (o: number, c: number, e: number, a: number, n: number) => ({ openness: o, conscientiousness: c, extraversion: e, agreeableness: a, neuroticism: n })

describe('comparing two people’s results (issue 47)', () => {
  it('calls two scores alike within the threshold, high or low by their mean, else different', () => {
    expect(closenessOf(70, 70 - ALIKE_WITHIN + 1)).toBe('alikeHigh')
    expect(closenessOf(20, 30)).toBe('alikeLow')
    expect(closenessOf(50, 50 - ALIKE_WITHIN)).toBe('different')
    expect(closenessOf(10, 90)).toBe('different')
  })

  it('has a distinct text for every dimension and every case, each naming both people when they differ', () => {
    const all = [...Object.values(DISC_COMPARE_TEXTS), ...Object.values(OCEAN_COMPARE_TEXTS)]
    const texts = all.flatMap((t) => [t.alikeHigh, t.alikeLow, t.different])
    expect(new Set(texts).size).toBe(27)
    for (const t of all) {
      expect(t.different).toContain('{a}')
      expect(t.different).toContain('{b}')
      expect(t.alikeHigh + t.alikeLow).not.toMatch(/\{[ab]\}/)
    }
  })

  it('writes "Você" at a sentence start and "você" inside one', () => {
    const you = { name: 'você', isYou: true }
    const ana = { name: 'Ana', isYou: false }
    expect(fillNames('{a} fala; {b} escuta. {a} ri, e {b} também.', you, ana)).toBe('Você fala; Ana escuta. Você ri, e Ana também.')
    expect(fillNames('{a} fala; {b} escuta.', ana, you)).toBe('Ana fala; você escuta.')
  })

  it('puts the higher score first in a difference, from either side', () => {
    const [dominance] = compareDisc(disc(90, 10, 10, 10), disc(20, 10, 10, 10), 'Bruno')
    expect(dominance).toMatchObject({ key: 'dominance', name: 'Dominância', closeness: 'different', mine: 90, theirs: 20 })
    expect(dominance?.text.startsWith('Você tende a decidir rápido')).toBe(true)
    expect(dominance?.text).toContain('Bruno prefere avaliar')
    const [flipped] = compareDisc(disc(20, 10, 10, 10), disc(90, 10, 10, 10), 'Bruno')
    expect(flipped?.text.startsWith('Bruno tende a decidir rápido')).toBe(true)
    expect(flipped?.text).toContain('você prefere avaliar')
  })

  it('compares the five Big Five factors in order', () => {
    const result = compareOcean(ocean(80, 20, 50, 50, 90), ocean(75, 85, 10, 55, 30), 'Ana')
    expect(result.map((row) => [row.key, row.closeness])).toEqual([
      ['openness', 'alikeHigh'],
      ['conscientiousness', 'different'],
      ['extraversion', 'different'],
      ['agreeableness', 'alikeHigh'],
      ['neuroticism', 'different'],
    ])
    expect(result[1]?.text.startsWith('Ana planeja')).toBe(true)
  })
})
