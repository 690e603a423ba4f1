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

  it('reads as Portuguese with the reader as "você" and the other person as a name, in every text and both positions', () => {
    const you = { name: 'você', isYou: true }
    const ana = { name: 'Ana', isYou: false }
    const all = Object.entries({ ...DISC_COMPARE_TEXTS, ...OCEAN_COMPARE_TEXTS })
    const rendered = all.flatMap(([key, t]) =>
      (['alikeHigh', 'alikeLow', 'different'] as const).flatMap((closeness) => [
        { where: `${key}.${closeness} (você first)`, text: fillNames(t[closeness], you, ana) },
        { where: `${key}.${closeness} (Ana first)`, text: fillNames(t[closeness], ana, you) },
      ]),
    )
    expect(rendered).toHaveLength(54)
    const problems = rendered.flatMap(({ where, text }) => [
      ...(/\{[ab]\}/.test(text) ? [`${where}: a placeholder left: ${text}`] : []),
      // "de você", "da você", "a você", "à você": a name fits there, "você" does not ("sua", "para você").
      ...[...text.matchAll(/(?<!\p{L})(?:de|da|do|a|à|ao|pela|pelo) você(?!\p{L})/giu)].map((m) => `${where}: "${m[0]}"`),
      // "sua"/"seu" would read as the reader's, whoever it means.
      ...[...text.matchAll(/(?<!\p{L})(?:sua|seu|suas|seus)(?!\p{L})/giu)].map((m) => `${where}: ambiguous "${m[0]}"`),
      // Lowercase after a colon (only a name keeps its capital), capital after a full stop.
      ...[...text.matchAll(/: +(?!Ana(?!\p{L}))\p{Lu}/gu)].map((m) => `${where}: capital after a colon "${m[0]}"`),
      ...[...text.matchAll(/[.!?] +\p{Ll}/gu)].map((m) => `${where}: lowercase after a full stop "${m[0]}"`),
      ...(/^\p{Lu}/u.test(text) ? [] : [`${where}: starts in lowercase`]),
      ...[...text.matchAll(/(?<=\p{L} )Você/gu)].map((m) => `${where}: "Você" inside a sentence "${m[0]}"`),
    ])
    expect(problems).toEqual([])
    // The fixed lines the audit saw (issue 47, G3).
    const lines = rendered.map((r) => r.text).join('\n')
    expect(lines).toContain('Dividam as tarefas: você revisa')
    expect(lines).toContain('Dividam as tarefas: Ana revisa')
    expect(lines).toContain('E Ana ganha com o jeito como você cria laços')
  })

  it('keeps "Você" lowercase after a colon', () => {
    const you = { name: 'você', isYou: true }
    const ana = { name: 'Ana', isYou: false }
    expect(fillNames('Dividam: {a} revisa, {b} testa.', you, ana)).toBe('Dividam: você revisa, Ana testa.')
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
