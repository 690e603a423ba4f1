import { describe, it, expect } from 'vitest'
import { OCEAN_ITEMS_PER_FACTOR, OCEAN_QUESTION_COUNT } from '#shared/product'
import {
  ANSWER_SCALE,
  OCEAN_QUESTIONS,
  OCEAN_QUESTION_IDS,
  REVERSE_KEYED,
  isOceanAnswerValue,
  isReverseKeyed,
  questionsForFactor,
} from './questions'
import {
  FACTOR_TO_SCORE_KEY,
  OCEAN_FACTORS,
  OCEAN_FACTOR_NAMES,
  SCORE_KEY_TO_FACTOR,
} from './types'

describe('OCEAN types', () => {
  it('lists the five factors in O, C, E, A, N order with their Portuguese names', () => {
    expect(OCEAN_FACTORS).toEqual(['O', 'C', 'E', 'A', 'N'])
    expect(OCEAN_FACTORS.map((f) => OCEAN_FACTOR_NAMES[f])).toEqual([
      'Abertura',
      'Conscienciosidade',
      'Extroversão',
      'Amabilidade',
      'Neuroticismo',
    ])
  })

  it('maps letters to score keys and back', () => {
    expect(FACTOR_TO_SCORE_KEY).toEqual({
      O: 'openness',
      C: 'conscientiousness',
      E: 'extraversion',
      A: 'agreeableness',
      N: 'neuroticism',
    })
    for (const factor of OCEAN_FACTORS) expect(SCORE_KEY_TO_FACTOR[FACTOR_TO_SCORE_KEY[factor]]).toBe(factor)
  })
})

describe('OCEAN question bank', () => {
  it('has 25 items with ids O1..N5 in order', () => {
    expect(OCEAN_QUESTIONS).toHaveLength(OCEAN_QUESTION_COUNT)
    expect(OCEAN_QUESTION_COUNT).toBe(25)
    const expected = OCEAN_FACTORS.flatMap((f) => [1, 2, 3, 4, 5].map((n) => `${f}${n}`))
    expect(OCEAN_QUESTIONS.map((q) => q.id)).toEqual(expected)
    expect([...OCEAN_QUESTION_IDS]).toEqual(expected)
  })

  it('has five items per factor, each id prefixed by its factor letter', () => {
    for (const factor of OCEAN_FACTORS) {
      const items = OCEAN_QUESTIONS.filter((q) => q.factor === factor)
      expect(items).toHaveLength(OCEAN_ITEMS_PER_FACTOR)
      expect(questionsForFactor(factor)).toEqual(items)
      for (const item of items) expect(item.id.startsWith(factor)).toBe(true)
    }
  })

  it('has non-empty, distinct statements', () => {
    const texts = OCEAN_QUESTIONS.map((q) => q.text.trim())
    for (const text of texts) expect(text.length).toBeGreaterThan(10)
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('keeps keying apart from the items: only {id, text, factor}', () => {
    for (const q of OCEAN_QUESTIONS) expect(Object.keys(q).sort()).toEqual(['factor', 'id', 'text'])
  })

  it('reverse-keys exactly O3, O5, C3, C5, E3, E5, A3, A5, N3, N5', () => {
    expect([...REVERSE_KEYED].sort()).toEqual(
      ['A3', 'A5', 'C3', 'C5', 'E3', 'E5', 'N3', 'N5', 'O3', 'O5'],
    )
    for (const id of OCEAN_QUESTION_IDS) {
      const number = Number(id.slice(1))
      expect(isReverseKeyed(id)).toBe(number === 3 || number === 5)
    }
    expect(isReverseKeyed('X3')).toBe(false)
    expect(isReverseKeyed('')).toBe(false)
  })

  it('offers the 1-5 agreement scale with its labels', () => {
    expect(ANSWER_SCALE).toEqual([
      { value: 1, label: 'Discordo totalmente' },
      { value: 2, label: 'Discordo' },
      { value: 3, label: 'Neutro' },
      { value: 4, label: 'Concordo' },
      { value: 5, label: 'Concordo totalmente' },
    ])
    for (const { value } of ANSWER_SCALE) expect(isOceanAnswerValue(value)).toBe(true)
    for (const bad of [0, 6, 2.5, '3', null, undefined, Number.NaN]) expect(isOceanAnswerValue(bad)).toBe(false)
  })
})
