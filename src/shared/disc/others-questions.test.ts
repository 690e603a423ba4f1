import { describe, it, expect } from 'vitest'
import { DISC_OTHERS_QUESTION_COUNT } from '#shared/product'
import { DISC_OTHERS_QUESTIONS } from './others-questions'
import { DISC_SELF_QUESTIONS } from './self-questions'
import { DISC_TYPES } from './types'

const bank = DISC_OTHERS_QUESTIONS
const options = bank.flatMap((q) => q.options)

describe('DISC respondent bank', () => {
  it(`has exactly ${DISC_OTHERS_QUESTION_COUNT} questions, o1 to o24 in order`, () => {
    expect(bank).toHaveLength(DISC_OTHERS_QUESTION_COUNT)
    expect(bank.map((q) => q.id)).toEqual(Array.from({ length: 24 }, (_, i) => `o${i + 1}`))
  })

  it('gives every question four options with ids {question}-a to {question}-d', () => {
    for (const question of bank) {
      expect(question.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd'].map((l) => `${question.id}-${l}`))
    }
  })

  it('has option ids unique across the bank and distinct from the self bank', () => {
    const selfIds = new Set(DISC_SELF_QUESTIONS.flatMap((q) => [q.id, ...q.options.map((o) => o.id)]))
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length)
    for (const question of bank) expect(selfIds.has(question.id)).toBe(false)
  })

  it('offers exactly one option per DISC type in every question', () => {
    for (const question of bank) {
      expect([...question.options.map((o) => o.type)].sort()).toEqual([...DISC_TYPES].sort())
    }
  })

  it('spreads every type evenly over the letters so the id reveals nothing', () => {
    for (const type of DISC_TYPES) {
      for (const letter of ['a', 'b', 'c', 'd']) {
        const count = options.filter((o) => o.type === type && o.id.endsWith(`-${letter}`)).length
        expect(count, `${type} on ${letter}`).toBe(6)
      }
    }
  })

  it('speaks about the person being described, in the third person', () => {
    for (const question of bank) {
      expect(question.text).toMatch(/essa pessoa|dessa pessoa/)
      expect(question.text).not.toMatch(/\b(você|eu)\b/i)
    }
  })

  it('has non-empty Portuguese texts and distinct option titles', () => {
    for (const question of bank) {
      expect(new Set(question.options.map((o) => o.text)).size).toBe(4)
      for (const option of question.options) {
        expect(option.text.trim().length).toBeGreaterThan(2)
        expect(option.description).toMatch(/^\S.*[.!]$/)
      }
    }
    expect(options.map((o) => o.description).join(' ')).toMatch(/[áâãàéêíóôõúç]/)
  })
})
