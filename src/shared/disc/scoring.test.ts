import { describe, it, expect } from 'vitest'
import { GAP_THRESHOLD } from '#shared/product'
import { DISC_OTHERS_QUESTIONS } from './others-questions'
import {
  DISC_SCORING_ERRORS,
  averageDiscScores,
  discGaps,
  discOptionType,
  dominantType,
  scoreDiscAnswers,
} from './scoring'
import { DISC_SELF_QUESTIONS } from './self-questions'
import type { DiscQuestion, DiscScores, DiscType } from './types'

/** Answers choosing, question by question, the option of the given type. */
function answersFor(bank: readonly DiscQuestion[], types: readonly DiscType[]): Record<string, string> {
  expect(types).toHaveLength(bank.length)
  return Object.fromEntries(
    bank.map((q, i) => [q.id, q.options.find((o) => o.type === types[i])?.id as string]),
  )
}

function repeat(spec: Partial<Record<DiscType, number>>): DiscType[] {
  return (Object.entries(spec) as [DiscType, number][]).flatMap(([type, n]) => Array<DiscType>(n).fill(type))
}

function scoresOf(bank: readonly DiscQuestion[], answers: unknown): DiscScores {
  const result = scoreDiscAnswers(bank, answers)
  if (!result.ok) throw new Error(`expected success, got: ${result.error}`)
  return result.scores
}

function errorOf(bank: readonly DiscQuestion[], answers: unknown): string {
  const result = scoreDiscAnswers(bank, answers)
  if (result.ok) throw new Error('expected a rejection')
  return result.error
}

const scores = (dominance: number, influence: number, steadiness: number, compliance: number): DiscScores => ({
  dominance,
  influence,
  steadiness,
  compliance,
})

describe('scoreDiscAnswers', () => {
  const self = DISC_SELF_QUESTIONS
  const others = DISC_OTHERS_QUESTIONS

  it('scores all D as 100/0/0/0', () => {
    expect(scoresOf(self, answersFor(self, repeat({ D: 10 })))).toEqual(scores(100, 0, 0, 0))
  })

  it('scores 3 D, 3 I, 2 S, 2 C as 30/30/20/20', () => {
    expect(scoresOf(self, answersFor(self, repeat({ D: 3, I: 3, S: 2, C: 2 })))).toEqual(scores(30, 30, 20, 20))
  })

  it('counts types, not positions: the same split in another order gives the same scores', () => {
    const shuffled: DiscType[] = ['C', 'I', 'D', 'S', 'I', 'D', 'C', 'S', 'D', 'I']
    expect(scoresOf(self, answersFor(self, shuffled))).toEqual(scores(30, 30, 20, 20))
  })

  it('rounds each percentage of 24 answers on its own (halves round up)', () => {
    // 3/24 = 12.5 → 13, 9/24 = 37.5 → 38, 6/24 = 25: the sum may pass 100.
    expect(scoresOf(others, answersFor(others, repeat({ D: 3, I: 9, S: 6, C: 6 })))).toEqual(scores(13, 38, 25, 25))
    // 7/24 = 29.17 → 29, 5/24 = 20.83 → 21.
    expect(scoresOf(others, answersFor(others, repeat({ D: 7, I: 7, S: 5, C: 5 })))).toEqual(scores(29, 29, 21, 21))
    // 8/24 = 33.3 → 33: the sum may fall short of 100.
    expect(scoresOf(others, answersFor(others, repeat({ D: 8, I: 8, S: 8 })))).toEqual(scores(33, 33, 33, 0))
  })

  it('returns the answers in bank order, as a copy', () => {
    const answers = answersFor(self, repeat({ S: 10 }))
    const reversed = Object.fromEntries(Object.entries(answers).reverse())
    const result = scoreDiscAnswers(self, reversed)
    expect(result.ok && Object.keys(result.answers)).toEqual(self.map((q) => q.id))
    expect(result.ok && result.answers).not.toBe(reversed)
    expect(result.ok && result.answers).toEqual(answers)
  })

  it('rejects a missing answer with a clear Portuguese message', () => {
    const answers = answersFor(self, repeat({ D: 10 }))
    delete answers.q7
    expect(errorOf(self, answers)).toBe('Responda todas as perguntas antes de enviar: falta 1 resposta.')
    expect(errorOf(self, {})).toBe(DISC_SCORING_ERRORS.missing(10))
    expect(errorOf(self, {})).toContain('faltam 10 respostas')
  })

  it('rejects an unknown question id', () => {
    const answers = { ...answersFor(self, repeat({ D: 10 })), q11: 'q11-a' }
    expect(errorOf(self, answers)).toBe(DISC_SCORING_ERRORS.unknownQuestion)
    // A question of the other bank is unknown here.
    expect(errorOf(self, { ...answersFor(self, repeat({ D: 10 })), o1: 'o1-a' })).toBe(
      DISC_SCORING_ERRORS.unknownQuestion,
    )
  })

  it('ignores nothing from the prototype chain: __proto__ is an unknown question', () => {
    const answers = JSON.parse(`{"__proto__": "q1-a"}`) as unknown
    expect(errorOf(self, answers)).toBe(DISC_SCORING_ERRORS.unknownQuestion)
  })

  it('rejects an option id that belongs to another question', () => {
    const answers = { ...answersFor(self, repeat({ D: 10 })), q3: 'q4-a' }
    expect(errorOf(self, answers)).toBe('A opção escolhida na pergunta q3 não pertence a ela.')
  })

  it('rejects an option id that does not exist or is not a string', () => {
    const base = answersFor(self, repeat({ D: 10 }))
    expect(errorOf(self, { ...base, q2: 'q2-e' })).toBe(DISC_SCORING_ERRORS.foreignOption('q2'))
    expect(errorOf(self, { ...base, q2: 2 })).toBe(DISC_SCORING_ERRORS.foreignOption('q2'))
    expect(errorOf(self, { ...base, q2: null })).toBe(DISC_SCORING_ERRORS.foreignOption('q2'))
  })

  it('rejects answers that are not an object', () => {
    for (const bad of [null, undefined, 'q1-a', 42, ['q1-a']]) {
      expect(errorOf(self, bad)).toBe(DISC_SCORING_ERRORS.notAnObject)
    }
  })

  it('rejects scoring against an empty bank instead of dividing by zero', () => {
    expect(errorOf([], {})).toBe(DISC_SCORING_ERRORS.emptyBank)
  })
})

describe('discOptionType', () => {
  it('finds the type behind a question and option pair, or undefined', () => {
    const option = DISC_SELF_QUESTIONS[0]?.options[0]
    expect(discOptionType(DISC_SELF_QUESTIONS, 'q1', option?.id ?? '')).toBe(option?.type)
    expect(discOptionType(DISC_SELF_QUESTIONS, 'q1', 'q2-a')).toBeUndefined()
    expect(discOptionType(DISC_SELF_QUESTIONS, 'o1', 'o1-a')).toBeUndefined()
  })
})

describe('dominantType', () => {
  it('picks the highest score', () => {
    expect(dominantType(scores(10, 20, 60, 10))).toBe('S')
    expect(dominantType(scores(40, 30, 20, 10))).toBe('D')
    expect(dominantType(scores(0, 0, 0, 100))).toBe('C')
    expect(dominantType(scores(20, 50, 10, 20))).toBe('I')
  })

  it('breaks ties alphabetically', () => {
    expect(dominantType(scores(40, 40, 10, 10))).toBe('D') // D = I
    expect(dominantType(scores(10, 10, 40, 40))).toBe('C') // C = S
    expect(dominantType(scores(30, 30, 10, 30))).toBe('C') // C = D = I
    expect(dominantType(scores(10, 40, 40, 10))).toBe('I') // I = S
    expect(dominantType(scores(25, 25, 25, 25))).toBe('C')
  })

  it('defaults to D for invalid input', () => {
    for (const bad of [null, undefined, 'S', 42, [], {}, { foo: 90 }]) expect(dominantType(bad)).toBe('D')
    expect(dominantType({ dominance: 'x', influence: Number.NaN, steadiness: Infinity, compliance: null })).toBe('D')
  })

  it('defaults to D when no score is above zero: there is no profile behind it', () => {
    expect(dominantType(scores(0, 0, 0, 0))).toBe('D')
    expect(dominantType(scores(-5, -1, -3, -2))).toBe('D')
  })

  it('uses the usable entries of partial input and accepts numeric strings', () => {
    expect(dominantType({ steadiness: 30 })).toBe('S')
    expect(dominantType({ dominance: 'abc', influence: 20, compliance: 50 })).toBe('C')
    expect(dominantType({ dominance: '70', influence: 30 })).toBe('D')
    expect(dominantType({ dominance: '', influence: 5 })).toBe('I')
  })
})

describe('discGaps', () => {
  const base = scores(40, 30, 20, 10)

  it(`flags a gap of ${GAP_THRESHOLD} points or more, in both directions`, () => {
    const gaps = discGaps(scores(49, 40, 10, 10), base) // +9, +10, −10, 0
    expect(gaps.map(({ type, self, others, diff, flag }) => ({ type, self, others, diff, flag }))).toEqual([
      { type: 'D', self: 49, others: 40, diff: 9, flag: null },
      { type: 'I', self: 40, others: 30, diff: 10, flag: 'higher' },
      { type: 'S', self: 10, others: 20, diff: -10, flag: 'lower' },
      { type: 'C', self: 10, others: 10, diff: 0, flag: null },
    ])
  })

  it('flags −10 and −11 as lower, +11 as higher, but not −9', () => {
    const dominanceGap = (self: number) => discGaps(scores(self, 30, 20, 10), base)[0]
    expect(dominanceGap(31)).toMatchObject({ diff: -9, flag: null })
    expect(dominanceGap(30)).toMatchObject({ diff: -10, flag: 'lower' })
    expect(dominanceGap(29)).toMatchObject({ diff: -11, flag: 'lower' })
    expect(dominanceGap(51)).toMatchObject({ diff: 11, flag: 'higher' })
  })

  it('carries a Portuguese text for each case, naming the dimension', () => {
    const [d, i, s] = discGaps(scores(40, 50, 0, 10), base)
    expect(d?.message).toBe('Sua percepção de dominância está alinhada com a visão dos outros.')
    expect(i?.message).toBe('Você se vê com mais influência do que os outros percebem.')
    expect(s?.message).toBe('Os outros percebem mais estabilidade em você do que você reconhece em si.')
  })
})

describe('averageDiscScores', () => {
  it('returns zeros for an empty list', () => {
    expect(averageDiscScores([])).toEqual(scores(0, 0, 0, 0))
  })

  it('averages per type and rounds', () => {
    expect(averageDiscScores([scores(50, 25, 25, 0), scores(25, 25, 25, 25), scores(0, 50, 25, 25)])).toEqual(
      scores(25, 33, 25, 17),
    )
    expect(averageDiscScores([scores(13, 38, 25, 25), scores(14, 37, 25, 24)])).toEqual(scores(14, 38, 25, 25))
  })
})
