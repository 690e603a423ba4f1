import { describe, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { OTHERS_OCEAN_QUESTION_IDS } from '#shared/ocean/others-question-ids'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { DISC_UNKNOWN_ANSWER, FEEDBACK_TEXT_MAX_LENGTH } from '#shared/product'
import {
  discProgressSchema,
  GiverFormViewSchema,
  GiverOceanByLinkSchema,
  giverProgressByLinkSchema,
  KEPT_TEXT_LENGTH,
  OceanProgressSchema,
} from './progress'

const SECRET = 'S3cr3t-de-quem-responde_0123456A'
const LINK = '3f2b1c9e-8d7a-4e6f-9b5c-1a2d3e4f5a6b'

/** Garbage an older release, a hand edit or a cut-short write may leave in storage. */
const GARBAGE: [string, unknown][] = [
  ['null', null],
  ['a string', 'oi'],
  ['a number', 42],
  ['a list', [{}]],
  ['an older format', { version: 0, progress: [1, 2, 3] }],
]

describe('the self DISC test’s stored progress', () => {
  const bank = DISC_SELF_QUESTIONS
  const schema = discProgressSchema(bank)
  const order = Object.fromEntries(bank.map((q) => [q.id, q.options.map((o) => o.id).reverse()]))
  const first = bank[0]!
  const valid = { version: 1, order, answers: { [first.id]: first.options[1]!.id }, index: 3 }

  it('restores a valid progress as it was, unknown fields dropped', () => {
    expect(schema.parse({ ...valid, extra: true })).toEqual(valid)
    expect(schema.parse({ ...valid, index: bank.length - 1 }).index).toBe(bank.length - 1)
  })

  it.each([
    ...GARBAGE,
    ['version 2', { ...valid, version: 2 }],
    ['an index past the end', { ...valid, index: bank.length }],
    ['a negative index', { ...valid, index: -1 }],
    ['a fractional index', { ...valid, index: 1.5 }],
    ['a question missing from the order', { ...valid, order: { ...order, [first.id]: undefined } }],
    ['an option missing from the order', { ...valid, order: { ...order, [first.id]: order[first.id]!.slice(1) } }],
    ['an unknown option in the order', { ...valid, order: { ...order, [first.id]: [...order[first.id]!.slice(1), 'zz'] } }],
    ['the order as a list', { ...valid, order: [] }],
    ['an answer to an unknown question', { ...valid, answers: { nope: first.options[0]!.id } }],
    ['an unknown option answered', { ...valid, answers: { [first.id]: 'zz' } }],
    ['an answer that is not a string', { ...valid, answers: { [first.id]: 1 } }],
  ])('ignores %s', (_label, stored) => {
    expect(schema.safeParse(stored).success).toBe(false)
  })
})

describe('the Big Five test’s stored progress', () => {
  const order = [...OCEAN_QUESTION_IDS].reverse()

  it('restores a valid run as it was', () => {
    const stored = { order, answers: { N5: 4, N4: 1 }, index: 2 }
    expect(OceanProgressSchema.parse(stored)).toEqual(stored)
  })

  it.each([
    ...GARBAGE,
    ['a short order', { order: order.slice(1), answers: {}, index: 0 }],
    ['a repeated item', { order: [...order.slice(1), order[1]], answers: {}, index: 0 }],
    ['an unknown item', { order: [...order.slice(1), 'X1'], answers: {}, index: 0 }],
  ])('ignores %s', (_label, stored) => {
    expect(OceanProgressSchema.safeParse(stored).success).toBe(false)
  })

  it('drops answers that are not 1-5 or not in the bank', () => {
    const restored = OceanProgressSchema.parse({ order, answers: { N5: 6, N4: '3', N3: 2.5, X1: 3, N2: 5 }, index: 0 })
    expect(restored.answers).toEqual({ N2: 5 })
  })

  it('never resumes past the first unanswered item', () => {
    const index = (stored: object) => OceanProgressSchema.parse({ order, ...stored }).index
    expect(index({ answers: { N5: 3 }, index: 20 })).toBe(1)
    expect(index({ answers: {}, index: -4 })).toBe(0)
    expect(index({ answers: {}, index: 'x' })).toBe(0)
    expect(index({ answers: Object.fromEntries(order.map((id) => [id, 3])), index: 99 })).toBe(24)
  })
})

describe('a giver’s stored progress', () => {
  const bank = DISC_OTHERS_QUESTIONS
  const firstOptions = Object.fromEntries(bank.map((q) => [q.id, q.options[0]!.id]))
  const orders = Object.fromEntries(bank.map((q) => [q.id, q.options.map((o) => o.id).reverse()]))
  const complete = {
    step: 1,
    index: 23,
    answers: firstOptions,
    order: orders,
    assessmentId: SECRET,
    assessedAnswers: '{"o1":"o1-a"}',
    relationshipType: 'friend',
    strengths: ['Paciência', 'Calma', ''],
    improvements: ['Falar mais', '', ''],
  }
  const read = (stored: unknown) => giverProgressByLinkSchema(bank, 7).safeParse(stored).data
  const expectPermutations = (order: Record<string, string[]> | undefined) => {
    for (const question of bank) expect([...(order?.[question.id] ?? [])].sort()).toEqual(question.options.map((o) => o.id).sort())
  }

  it('keeps a valid progress as it was', () => {
    expect(read({ [LINK]: complete })).toEqual({ [LINK]: complete })
  })

  it('keeps "Não sei dizer" answers but drops other unknown values', () => {
    const progress = read({ [LINK]: { ...complete, answers: { ...firstOptions, o2: DISC_UNKNOWN_ANSWER, o3: 'talvez' } } })?.[LINK]
    expect(progress?.answers.o2).toBe(DISC_UNKNOWN_ANSWER)
    expect(progress?.answers.o3).toBeUndefined()
  })

  it('starts afresh from an empty or odd entry, with the orders of the seed, other links untouched', () => {
    const links = read({ [LINK]: {}, other: 'oi', kept: complete })
    for (const fresh of [links?.[LINK], links?.other]) {
      expect(fresh).toMatchObject({
        step: 0,
        index: 0,
        answers: {},
        assessmentId: null,
        assessedAnswers: null,
        relationshipType: '',
        strengths: ['', '', ''],
        improvements: ['', '', ''],
      })
      expectPermutations(fresh?.order)
    }
    expect(links?.[LINK]?.order).toEqual(read({ x: {} })?.x?.order)
    expect(links?.kept).toEqual(complete)
  })

  it('drops each odd field on its own and keeps the rest', () => {
    const progress = read({
      [LINK]: {
        ...complete,
        index: 99,
        answers: { ...firstOptions, o1: 'o2-a', zz: 'o1-a' },
        order: { ...orders, o2: ['o2-a'] },
        relationshipType: 'boss',
        strengths: ['Calma', 5, 'x'.repeat(10 * FEEDBACK_TEXT_MAX_LENGTH), 'a fourth'],
        improvements: 'Falar mais',
      },
    })?.[LINK]
    expect(progress?.index).toBe(bank.length - 1)
    expect(progress?.answers).toEqual(Object.fromEntries(Object.entries(firstOptions).filter(([id]) => id !== 'o1')))
    // An incomplete run cannot stay on the second step.
    expect(progress?.step).toBe(0)
    expect(progress?.order.o1).toEqual(orders.o1)
    expectPermutations(progress?.order)
    expect(progress?.relationshipType).toBe('')
    expect(progress?.strengths).toEqual(['Calma', '', 'x'.repeat(KEPT_TEXT_LENGTH)])
    expect(progress?.improvements).toEqual(['', '', ''])
  })

  it('needs the server’s secret (never an old numeric id) for the second step and for its answers', () => {
    expect(read({ [LINK]: { ...complete, assessmentId: 7 } })?.[LINK]).toMatchObject({ step: 0, assessmentId: null, assessedAnswers: null })
    expect(read({ [LINK]: { ...complete, index: -3 } })?.[LINK]?.index).toBe(0)
  })

  it.each(GARBAGE.filter(([label]) => label !== 'an older format'))('ignores %s instead of links', (_label, stored) => {
    expect(read(stored)).toBeUndefined()
  })
})

describe('a giver’s stored Big Five 360 step', () => {
  const [first, second] = OTHERS_OCEAN_QUESTION_IDS

  it('keeps each valid link, drops the answers that are not 1-5 and keeps the index in range', () => {
    expect(
      GiverOceanByLinkSchema.parse({
        [LINK]: { assessmentId: SECRET, index: 99, answers: { [first]: 4, [second]: 9, X: 3 } },
        other: { assessmentId: SECRET, index: 'x', answers: 'oi' },
      }),
    ).toEqual({
      [LINK]: { assessmentId: SECRET, index: OTHERS_OCEAN_QUESTION_IDS.length - 1, answers: { [first]: 4 } },
      other: { assessmentId: SECRET, index: 0, answers: {} },
    })
  })

  it('drops a link without a valid secret, the others stay', () => {
    const kept = { assessmentId: SECRET, index: 1, answers: {} }
    expect(GiverOceanByLinkSchema.parse({ a: { assessmentId: 7, index: 0, answers: {} }, b: 'oi', c: kept })).toEqual({ c: kept })
  })

  it.each(GARBAGE.filter(([label]) => label !== 'an older format'))('ignores %s instead of links', (_label, stored) => {
    expect(GiverOceanByLinkSchema.safeParse(stored).success).toBe(false)
  })
})

describe('the page’s view of a giver without JavaScript', () => {
  it('reads each odd field as its default', () => {
    expect(GiverFormViewSchema.parse({ stage: 'x', index: 40, seed: -1, strengths: ['Calma'], oceanIndex: 3 })).toEqual({
      stage: 'questions',
      index: 0,
      answers: {},
      seed: 0,
      relationshipType: '',
      strengths: ['Calma', '', ''],
      improvements: ['', '', ''],
      oceanIndex: 3,
      oceanAnswers: {},
    })
  })

  it('is absent when the page carries none', () => {
    expect(GiverFormViewSchema.safeParse(undefined).success).toBe(false)
  })
})
