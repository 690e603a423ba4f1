import { describe, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_UNKNOWN_ANSWER, FEEDBACK_TEXT_MAX_LENGTH } from '#shared/product'
import { parsePersisted } from '#client/lib/use-persisted-state'
import { progressByLinkShape } from './use-giver-progress'

const LINK = '3f2b1c9e-8d7a-4e6f-9b5c-1a2d3e4f5a6b'
const firstOptions = Object.fromEntries(DISC_OTHERS_QUESTIONS.map((q) => [q.id, q.options[0]!.id]))
const orders = Object.fromEntries(DISC_OTHERS_QUESTIONS.map((q) => [q.id, q.options.map((o) => o.id).reverse()]))

const complete = {
  step: 1,
  index: 23,
  answers: firstOptions,
  order: orders,
  assessmentId: 'S3cr3t-de-quem-responde_0123456A',
  assessedAnswers: '{"o1":"o1-a"}',
  relationshipType: 'friend',
  strengths: ['Paciência', 'Calma', ''],
  improvements: ['Falar mais', '', ''],
}

const read = (stored: unknown) => parsePersisted(JSON.stringify(stored), progressByLinkShape(DISC_OTHERS_QUESTIONS))

function expectPermutations(order: Record<string, string[]> | undefined) {
  for (const question of DISC_OTHERS_QUESTIONS) {
    expect([...(order?.[question.id] ?? [])].sort()).toEqual(question.options.map((o) => o.id).sort())
  }
}

// Checked by hand (the giver's page loads no zod before it can react, decision 0032).
describe('stored giver progress', () => {

  it('keeps a valid progress as it was', () => {
    expect(read({ [LINK]: complete })).toEqual({ [LINK]: complete })
  })

  it('keeps "Não sei dizer" answers but drops other unknown values', () => {
    const answers = { ...firstOptions, o2: DISC_UNKNOWN_ANSWER, o3: 'talvez' }
    const result = read({ [LINK]: { ...complete, answers } })?.[LINK]
    expect(result?.answers.o2).toBe(DISC_UNKNOWN_ANSWER)
    expect(result?.answers.o3).toBeUndefined()
  })

  it('starts afresh from an empty or odd entry, other links untouched', () => {
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
    expect(progress?.index).toBe(DISC_OTHERS_QUESTIONS.length - 1)
    expect(progress?.answers).toEqual(Object.fromEntries(Object.entries(firstOptions).filter(([id]) => id !== 'o1')))
    // An incomplete run cannot stay on the second step.
    expect(progress?.step).toBe(0)
    expect(progress?.order.o1).toEqual(orders.o1)
    expectPermutations(progress?.order)
    expect(progress?.relationshipType).toBe('')
    expect(progress?.strengths).toEqual(['Calma', '', 'x'.repeat(4 * FEEDBACK_TEXT_MAX_LENGTH)])
    expect(progress?.improvements).toEqual(['', '', ''])
  })

  it('needs a saved assessment (the server secret, never an old numeric id) for the second step and for its answers', () => {
    const progress = read({ [LINK]: { ...complete, assessmentId: 7 } })?.[LINK]
    expect(progress).toMatchObject({ step: 0, assessmentId: null, assessedAnswers: null })
    expect(read({ [LINK]: { ...complete, index: -3 } })?.[LINK]?.index).toBe(0)
  })

  it.each([
    ['a list', [complete]],
    ['a string', 'oi'],
    ['null', null],
  ])('ignores %s instead of links', (_label, stored) => {
    expect(read(stored)).toBeUndefined()
  })
})
