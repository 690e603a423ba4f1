import { describe, expect, it } from 'vitest'
import { OCEAN_QUESTIONS, REVERSE_KEYED } from '#shared/ocean/questions'
import { DISC_OTHERS_QUESTIONS } from './others-questions'
import { DISC_SELF_QUESTIONS } from './self-questions'
import type { DiscQuestion } from './types'

/**
 * Stored answers reference question and option ids, and scoring reads each option's type: rewording an
 * item must never move an id or change what it scores. These lists were taken from the banks before the
 * issue-20 rewrites; each entry is "{letter}{type}" for options a-d.
 */
const SELF_BEFORE = {
  q1: 'aC bD cS dI',
  q2: 'aI bS cC dD',
  q3: 'aS bC cD dI',
  q4: 'aD bI cC dS',
  q5: 'aC bS cI dD',
  q6: 'aI bD cS dC',
  q7: 'aS bI cD dC',
  q8: 'aD bC cI dS',
  q9: 'aC bI cS dD',
  q10: 'aS bD cC dI',
}

const OTHERS_BEFORE = {
  o1: 'aS bC cI dD',
  o2: 'aD bI cC dS',
  o3: 'aC bS cD dI',
  o4: 'aI bS cD dC',
  o5: 'aD bC cS dI',
  o6: 'aS bI cD dC',
  o7: 'aI bC cD dS',
  o8: 'aC bD cI dS',
  o9: 'aS bD cC dI',
  o10: 'aI bD cS dC',
  o11: 'aC bI cS dD',
  o12: 'aD bS cI dC',
  o13: 'aI bS cC dD',
  o14: 'aS bD cI dC',
  o15: 'aC bI cD dS',
  o16: 'aD bC cI dS',
  o17: 'aI bC cS dD',
  o18: 'aC bD cS dI',
  o19: 'aS bI cC dD',
  o20: 'aD bS cC dI',
  o21: 'aI bD cC dS',
  o22: 'aC bS cI dD',
  o23: 'aS bC cD dI',
  o24: 'aD bI cS dC',
}

/** Item id, factor by its letter, R for reverse-keyed. */
const OCEAN_BEFORE = 'O1 O2 O3R O4 O5R C1 C2 C3R C4 C5R E1 E2 E3R E4 E5R A1 A2 A3R A4 A5R N1 N2 N3R N4 N5R'

function layout(bank: readonly DiscQuestion[]): Record<string, string> {
  return Object.fromEntries(
    bank.map((question) => [
      question.id,
      question.options.map((option) => `${option.id.slice(question.id.length + 1)}${option.type}`).join(' '),
    ]),
  )
}

describe('item rewrites keep every id and key', () => {
  it('keeps the self bank question ids, option ids and option types', () => {
    expect(layout(DISC_SELF_QUESTIONS)).toEqual(SELF_BEFORE)
    for (const question of DISC_SELF_QUESTIONS) {
      for (const option of question.options) expect(option.id.startsWith(`${question.id}-`)).toBe(true)
    }
  })

  it('keeps the others bank question ids, option ids and option types', () => {
    expect(layout(DISC_OTHERS_QUESTIONS)).toEqual(OTHERS_BEFORE)
    for (const question of DISC_OTHERS_QUESTIONS) {
      for (const option of question.options) expect(option.id.startsWith(`${question.id}-`)).toBe(true)
    }
  })

  it('keeps the OCEAN item ids, factors and reverse keying', () => {
    const now = OCEAN_QUESTIONS.map((q) => `${q.id}${REVERSE_KEYED.has(q.id) ? 'R' : ''}`).join(' ')
    expect(now).toBe(OCEAN_BEFORE)
    for (const question of OCEAN_QUESTIONS) expect(question.factor).toBe(question.id[0])
  })
})

describe('reworded items', () => {
  const selfOption = (id: string) => DISC_SELF_QUESTIONS.flatMap((q) => q.options).find((o) => o.id === id)
  const othersOption = (id: string) => DISC_OTHERS_QUESTIONS.flatMap((q) => q.options).find((o) => o.id === id)
  const ocean = (id: string) => OCEAN_QUESTIONS.find((q) => q.id === id)?.text

  it('no longer makes the decision stem "importante" (it pointed to the careful options)', () => {
    expect(DISC_SELF_QUESTIONS.find((q) => q.id === 'q4')?.text).toBe('Quando preciso tomar uma decisão, eu…')
  })

  it('gives the two pressure options of q5 distinct titles', () => {
    expect(selfOption('q5-b')?.text).toBe('Seguir no meu ritmo')
    expect(selfOption('q5-c')?.text).toBe('Levantar o astral')
  })

  it('gives every feedback option of q9 a visible cost, not one textbook answer', () => {
    const q9 = DISC_SELF_QUESTIONS.find((q) => q.id === 'q9')!
    for (const option of q9.options) expect(option.description, option.id).toMatch(/mesmo que|às vezes|pode ficar/)
  })

  it('drops the negative framings of the others bank', () => {
    const negative = /se chatear|por impulso|esquece os detalhes|contorna regras|Prefere ceder/
    for (const id of ['o8-c', 'o15-d', 'o17-a', 'o20-a', 'o20-d']) {
      const option = othersOption(id)!
      expect(`${option.text} ${option.description}`, id).not.toMatch(negative)
    }
    expect(othersOption('o4-c')?.text).toBe('Assume o comando')
  })

  it('asks one thing per OCEAN item where the old ones asked two', () => {
    expect(ocean('O1')).toBe('Tenho uma imaginação fértil.')
    expect(ocean('O2')).toBe('Gosto de pensar sobre ideias abstratas.')
    expect(ocean('A2')).toBe('Acredito que as pessoas, em geral, têm boas intenções.')
    expect(ocean('A4')).toBe('Gosto de ajudar os outros.')
    expect(ocean('E4')).toBe('Costumo puxar conversa.')
    expect(ocean('A5')).toBe('Costumo falar com as pessoas de forma ríspida.')
    for (const id of ['O1', 'O2', 'A2', 'A4', 'E4', 'A5']) expect(ocean(id), id).not.toMatch(/\be\b/)
  })
})

describe('others bank agrees with anyone, not only with "essa pessoa"', () => {
  // Adjectives and participles ending in -a that agree with "pessoa" read as feminine about a man.
  const FEMININE_AGREEMENT = /\b(valorizada|tranquila|cercada|acolhida|reconhecida|preparada|organizada|cuidadosa)\b/i

  it('uses nouns or invariable forms in every option', () => {
    for (const option of DISC_OTHERS_QUESTIONS.flatMap((q) => q.options)) {
      expect(`${option.text} — ${option.description}`, option.id).not.toMatch(FEMININE_AGREEMENT)
    }
  })
})
