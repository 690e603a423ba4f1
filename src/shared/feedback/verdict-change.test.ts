import { describe, expect, it } from 'vitest'
import { compareWithSeen, verdictChangeSentence, type SeenVerdicts } from './verdict-change'

const disc = { instrument: 'disc-short' as const }

describe('verdictChangeSentence', () => {
  it('says nothing when the status is the same', () => {
    expect(verdictChangeSentence({ status: 'uncertain', reason: 'small' }, { ...disc, status: 'uncertain', reason: 'margin', gap: 25 }, 3)).toBeNull()
  })

  it('names both verdicts and why an uncertain difference became clear', () => {
    expect(verdictChangeSentence({ status: 'uncertain', reason: 'divided' }, { ...disc, status: 'clear', reason: null, gap: 30 }, 3)).toBe(
      'Mudou de “Diferença incerta” para “Diferença clara”: com mais 3 respostas, as duas faixas deixaram de se cruzar.',
    )
    expect(verdictChangeSentence({ status: 'uncertain', reason: 'small' }, { ...disc, status: 'clear', reason: null, gap: 24 }, 6)).toBe(
      'Mudou de “Diferença incerta” para “Diferença clara”: com mais 6 respostas, a diferença cresceu para 24 pontos (a partir de 20 ela pode ser clara) e as duas faixas não se cruzam.',
    )
    expect(verdictChangeSentence({ status: 'none', reason: null }, { ...disc, status: 'clear', reason: null, gap: 31 }, 3)).toMatch(
      /^Mudou de “Sem diferença relevante” para “Diferença clara”: com mais 3 respostas, a média dos outros se afastou da sua nota; a diferença chegou a 31 pontos e as duas faixas não se cruzam\.$/,
    )
  })

  it('explains a clear difference that became uncertain by the reason it is uncertain now', () => {
    expect(verdictChangeSentence({ status: 'clear', reason: null }, { ...disc, status: 'uncertain', reason: 'small', gap: 14 }, 3)).toBe(
      'Mudou de “Diferença clara” para “Diferença incerta”: as respostas novas aproximaram as duas médias; a diferença caiu para 14 pontos, abaixo dos 20 que uma diferença clara pede.',
    )
    expect(verdictChangeSentence({ status: 'clear', reason: null }, { instrument: 'disc-parallel', status: 'uncertain', reason: 'small', gap: 12 }, 3)).toContain(
      'abaixo dos 15 que uma diferença clara pede',
    )
    expect(verdictChangeSentence({ status: 'clear', reason: null }, { ...disc, status: 'uncertain', reason: 'divided', gap: 25 }, 3)).toBe(
      'Mudou de “Diferença clara” para “Diferença incerta”: com mais 3 respostas, a faixa provável da média dos outros passou a incluir a sua nota.',
    )
    expect(verdictChangeSentence({ status: 'clear', reason: null }, { ...disc, status: 'uncertain', reason: 'margin', gap: 25 }, 3)).toMatch(
      /margem de erro do seu teste passou a alcançá-la\.$/,
    )
  })

  it('explains a difference that appeared or disappeared', () => {
    expect(verdictChangeSentence({ status: 'none', reason: null }, { ...disc, status: 'uncertain', reason: 'small', gap: 12 }, 3)).toBe(
      'Mudou de “Sem diferença relevante” para “Diferença incerta”: com mais 3 respostas, a média dos outros se afastou da sua nota; a diferença chegou a 12 pontos, mas ainda sem certeza.',
    )
    for (const from of [{ status: 'clear' as const, reason: null }, { status: 'uncertain' as const, reason: 'margin' as const }]) {
      expect(verdictChangeSentence(from, { ...disc, status: 'none', reason: null, gap: 1 }, 3)).toMatch(
        /para “Sem diferença relevante”: as respostas novas aproximaram as duas médias; a diferença caiu para 1 ponto, abaixo dos 10 que destacamos\.$/,
      )
    }
  })

  it('never says a count of answers that is not a whole group (the Big Five step may have fewer in a group)', () => {
    const text = verdictChangeSentence({ status: 'uncertain', reason: 'divided' }, { instrument: 'ocean', status: 'clear', reason: null, gap: 30 }, 1)
    expect(text).toBe('Mudou de “Diferença incerta” para “Diferença clara”: com as respostas novas, as duas faixas deixaram de se cruzar.')
  })

  it('is one sentence for every transition, and never names one person', () => {
    const statuses = ['clear', 'uncertain', 'none'] as const
    const reasons = { clear: [null], none: [null], uncertain: ['small', 'divided', 'margin'] } as const
    for (const from of statuses)
      for (const fromReason of reasons[from])
        for (const to of statuses)
          for (const toReason of reasons[to]) {
            const text = verdictChangeSentence({ status: from, reason: fromReason }, { ...disc, status: to, reason: toReason, gap: 20 }, 3)
            if (from === to) expect(text).toBeNull()
            else {
              expect(text).toMatch(/^Mudou de “[^”]+” para “[^”]+”: [^.]+\.$/)
              expect(text).not.toMatch(/\b1 resposta\b|uma pessoa|alguém/)
            }
          }
  })
})

describe('compareWithSeen', () => {
  const before: SeenVerdicts = { owner: 7, count: 3, verdicts: { D: { status: 'uncertain', reason: 'margin' }, I: { status: 'none', reason: null } } }
  const now = [
    { key: 'D', status: 'clear' as const, reason: null },
    { key: 'I', status: 'none' as const, reason: null },
  ]

  it('shows nothing on the first visit, and remembers what it showed', () => {
    const result = compareWithSeen({ owner: 7, count: 3, verdicts: now, seen: undefined, visit: undefined })
    expect(result.visit.changes).toEqual({})
    expect(result.seen).toEqual({ owner: 7, count: 3, verdicts: { D: { status: 'clear', reason: null }, I: { status: 'none', reason: null } } })
  })

  it('shows a change when the released count grew, and remembers the new verdicts', () => {
    const result = compareWithSeen({ owner: 7, count: 6, verdicts: now, seen: before, visit: undefined })
    expect(result.visit).toEqual({ owner: 7, count: 6, changes: { D: { from: { status: 'uncertain', reason: 'margin' }, added: 3 } } })
    expect(result.seen.count).toBe(6)
    expect(result.seen.verdicts.D).toEqual({ status: 'clear', reason: null })
  })

  it('keeps the change for the rest of the visit (a reload), then drops it on the next visit', () => {
    const first = compareWithSeen({ owner: 7, count: 6, verdicts: now, seen: before, visit: undefined })
    const reload = compareWithSeen({ owner: 7, count: 6, verdicts: now, seen: first.seen, visit: first.visit })
    expect(reload.visit.changes).toEqual(first.visit.changes)
    const nextVisit = compareWithSeen({ owner: 7, count: 6, verdicts: now, seen: reload.seen, visit: undefined })
    expect(nextVisit.visit.changes).toEqual({})
  })

  it('says nothing when the count did not grow, or the memory belongs to another account', () => {
    expect(compareWithSeen({ owner: 7, count: 3, verdicts: now, seen: before, visit: undefined }).visit.changes).toEqual({})
    expect(compareWithSeen({ owner: 8, count: 6, verdicts: now, seen: before, visit: undefined }).visit.changes).toEqual({})
    // A visit's note of another account, or of an older release, is not shown.
    const visit = { owner: 8, count: 6, changes: { D: { from: { status: 'none' as const, reason: null }, added: 3 } } }
    expect(compareWithSeen({ owner: 7, count: 6, verdicts: now, seen: undefined, visit }).visit.changes).toEqual({})
    expect(compareWithSeen({ owner: 7, count: 9, verdicts: now, seen: undefined, visit: { ...visit, owner: 7 } }).visit.changes).toEqual({})
  })

  it('counts the answers added since the remembered count', () => {
    const result = compareWithSeen({ owner: 7, count: 9, verdicts: now, seen: before, visit: undefined })
    expect(result.visit.changes.D?.added).toBe(6)
  })
})
