import { describe, it, expect } from 'vitest'
import { DISC_SELF_QUESTION_COUNT } from '#shared/product'
import { DISC_SELF_QUESTIONS } from './self-questions'
import { DISC_TYPES } from './types'

const bank = DISC_SELF_QUESTIONS
const options = bank.flatMap((q) => q.options)

describe('DISC self-assessment bank', () => {
  it(`has exactly ${DISC_SELF_QUESTION_COUNT} questions, q1 to q10 in order`, () => {
    expect(bank).toHaveLength(DISC_SELF_QUESTION_COUNT)
    expect(bank.map((q) => q.id)).toEqual(Array.from({ length: 10 }, (_, i) => `q${i + 1}`))
  })

  it('gives every question four options with ids {question}-a to {question}-d', () => {
    for (const question of bank) {
      expect(question.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd'].map((l) => `${question.id}-${l}`))
    }
  })

  it('has unique option ids across the bank', () => {
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length)
  })

  it('offers exactly one option per DISC type in every question', () => {
    for (const question of bank) {
      expect([...question.options.map((o) => o.type)].sort()).toEqual([...DISC_TYPES].sort())
    }
  })

  it('does not let the option letter reveal the type', () => {
    // Every type sits behind at least two different letters across the bank.
    for (const type of DISC_TYPES) {
      const letters = new Set(options.filter((o) => o.type === type).map((o) => o.id.slice(-1)))
      expect(letters.size, `type ${type}`).toBeGreaterThanOrEqual(2)
    }
  })

  it('has non-empty, trimmed Portuguese texts and first-person questions', () => {
    for (const question of bank) {
      expect(question.text.trim()).toBe(question.text)
      expect(question.text).toMatch(/\b(eu|me|meu|minha)\b/i)
      for (const option of question.options) {
        expect(option.text.trim().length).toBeGreaterThan(2)
        expect(option.description).toMatch(/^\S.*[.!]$/)
      }
    }
    // Accented characters prove the copy was written in Portuguese, not stripped ASCII.
    expect(bank.map((q) => q.text).join(' ') + options.map((o) => o.description).join(' ')).toMatch(/[áâãàéêíóôõúç]/)
  })

  it('has no duplicate option titles inside a question', () => {
    for (const question of bank) {
      expect(new Set(question.options.map((o) => o.text)).size).toBe(question.options.length)
    }
  })
})
