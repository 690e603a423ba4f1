import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import type { DiscQuestion } from '#shared/disc/types'
import { discProgressSchema } from './disc-progress'

/** The zod schema the hand-written check replaced (decision 0032): both must answer the same. */
function zodSchema(bank: readonly DiscQuestion[]) {
  return z
    .object({
      version: z.literal(1),
      order: z.record(z.string(), z.array(z.string())),
      answers: z.record(z.string(), z.string()),
      index: z.number().int().min(0).max(bank.length - 1),
    })
    .refine(({ order }) =>
      bank.every((question) => {
        const ids = question.options.map((o) => o.id)
        const shown = order[question.id]
        return shown !== undefined && shown.length === ids.length && ids.every((id) => shown.includes(id))
      }),
    )
    .refine(({ answers }) =>
      Object.entries(answers).every(([questionId, optionId]) => bank.some((q) => q.id === questionId && q.options.some((o) => o.id === optionId))),
    )
}

describe('discProgressSchema', () => {
  const bank = DISC_SELF_QUESTIONS
  const order = Object.fromEntries(bank.map((q) => [q.id, q.options.map((o) => o.id).reverse()]))
  const first = bank[0]!
  const valid = { version: 1, order, answers: { [first.id]: first.options[1]!.id }, index: 3 }
  const samples: Record<string, unknown> = {
    valid,
    'extra field': { ...valid, extra: true },
    'last index': { ...valid, index: bank.length - 1 },
    'index past the end': { ...valid, index: bank.length },
    'negative index': { ...valid, index: -1 },
    'fractional index': { ...valid, index: 1.5 },
    'version 2': { ...valid, version: 2 },
    'a question missing from order': { ...valid, order: { ...order, [first.id]: undefined } },
    'an option missing from order': { ...valid, order: { ...order, [first.id]: order[first.id]!.slice(1) } },
    'an unknown option in order': { ...valid, order: { ...order, [first.id]: [...order[first.id]!.slice(1), 'zz'] } },
    'order as an array': { ...valid, order: [] },
    'an answer to an unknown question': { ...valid, answers: { nope: first.options[0]!.id } },
    'an unknown option answered': { ...valid, answers: { [first.id]: 'zz' } },
    'an answer that is not a string': { ...valid, answers: { [first.id]: 1 } },
    null: null,
    text: 'texto',
  }

  it.each(Object.entries(samples))('%s', (_, sample) => {
    const expected = zodSchema(bank).safeParse(sample)
    const actual = discProgressSchema(bank).safeParse(sample)
    expect(actual.success).toBe(expected.success)
    if (actual.success && expected.success) expect(actual.data).toEqual(expected.data)
  })
})
