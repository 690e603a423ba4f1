import { describe, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from './others-questions'
import { DISC_PARALLEL_SELF_QUESTIONS } from './parallel-self-questions'
import { discOptionType } from '#test/scoring-oracles'
import { scoreDiscAnswers } from './scoring'
import { DISC_TYPES } from './types'

const bank = DISC_PARALLEL_SELF_QUESTIONS

describe('DISC parallel self bank', () => {
  it('has the same question ids as the others’ bank, in the same order', () => {
    expect(bank.map((q) => q.id)).toEqual(DISC_OTHERS_QUESTIONS.map((q) => q.id))
    expect(bank).toHaveLength(24)
  })

  it('has the same option ids per question, in the same order', () => {
    for (const [index, question] of bank.entries()) {
      const others = DISC_OTHERS_QUESTIONS[index]
      expect(question.options.map((o) => o.id)).toEqual(others?.options.map((o) => o.id))
    }
  })

  it('maps every option to the same DISC type as the others’ bank', () => {
    for (const question of bank) {
      for (const option of question.options) {
        expect(option.type, option.id).toBe(discOptionType(DISC_OTHERS_QUESTIONS, question.id, option.id))
      }
      expect([...question.options.map((o) => o.type)].sort()).toEqual([...DISC_TYPES].sort())
    }
  })

  it('scores an answer set exactly as the others’ bank does', () => {
    // 9 D, 7 I, 5 S, 3 C by question position → 38, 29, 21, 13 on both banks.
    const pattern = [...'DDDDDDDDDIIIIIIISSSSSCCC'] as (typeof DISC_TYPES)[number][]
    const answers = Object.fromEntries(
      DISC_OTHERS_QUESTIONS.map((q, i) => [q.id, q.options.find((o) => o.type === pattern[i])?.id as string]),
    )
    const parallel = scoreDiscAnswers(bank, answers)
    const others = scoreDiscAnswers(DISC_OTHERS_QUESTIONS, answers)
    expect(parallel).toEqual(others)
    expect(parallel.ok && parallel.scores).toEqual({ dominance: 38, influence: 29, steadiness: 21, compliance: 13 })
  })

  it('speaks in the first person, never about “essa pessoa”', () => {
    for (const question of bank) {
      expect(question.text).toMatch(/\b(eu|me|meu)\b/i)
      expect(question.text).not.toMatch(/essa pessoa|dessa pessoa|você/i)
      for (const option of question.options) expect(`${option.text} ${option.description}`).not.toMatch(/essa pessoa|dessa pessoa/i)
    }
  })

  it('rewords every question stem', () => {
    for (const [index, question] of bank.entries()) {
      const others = DISC_OTHERS_QUESTIONS[index]
      expect(question.text).not.toBe(others?.text)
    }
  })

  it('has distinct non-empty titles and descriptions ending in a full stop', () => {
    for (const question of bank) {
      expect(new Set(question.options.map((o) => o.text)).size).toBe(4)
      for (const option of question.options) {
        expect(option.text.trim().length).toBeGreaterThan(2)
        expect(option.description).toMatch(/^\S.*[.!]$/)
      }
    }
  })

  it('does not mark the respondent’s gender with (a) or o/a forms', () => {
    const text = bank.flatMap((q) => [q.text, ...q.options.flatMap((o) => [o.text, o.description])]).join(' ')
    expect(text).not.toMatch(/\([ao]s?\)|\b\w+o\/a\b/)
  })
})
