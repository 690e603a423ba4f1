import { describe, it, expect } from 'vitest'
import { DISC_UNKNOWN_ANSWER, OTHERS_MIN_ANSWERED } from '#shared/product'
import { DISC_OTHERS_QUESTIONS } from './others-questions'
import { answersStillNeeded } from './answers'
import {
  DISC_SCORING_ERRORS,
  discStyleName,
  joinWithE,
  largestRemainder,
  topTypes,
  dominantType,
  scoreDiscAnswers,
} from './scoring'
import { DISC_SELF_QUESTIONS } from './self-questions'
import type { DiscQuestion, DiscScores, DiscType } from './types'
import { averageDiscFromAnswers, averageDiscScores, discOptionType } from '#test/scoring-oracles'

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

/** Others' answers: the given types on the first questions, "Não sei dizer" on the rest. */
function withUnknown(types: readonly DiscType[]): Record<string, string> {
  const bank = DISC_OTHERS_QUESTIONS
  return Object.fromEntries(
    bank.map((q, i) => [q.id, i < types.length ? (q.options.find((o) => o.type === types[i])?.id as string) : DISC_UNKNOWN_ANSWER]),
  )
}

describe('scoreDiscAnswers with "Não sei dizer" (others, at least 16 of 24)', () => {
  const others = DISC_OTHERS_QUESTIONS
  const options = { minAnswered: OTHERS_MIN_ANSWERED }

  it('is 16, two thirds of the 24 questions', () => {
    expect(OTHERS_MIN_ANSWERED).toBe(16)
    expect(others).toHaveLength(24)
  })

  it('scores over the answered questions only: 8 D, 4 I, 2 S, 2 C of 16 → 50/25/13/13', () => {
    const result = scoreDiscAnswers(others, withUnknown(repeat({ D: 8, I: 4, S: 2, C: 2 })), options)
    // 2/16 = 12.5 → 13 (SPEC's half-up rounding per rater).
    expect(result.ok && result.scores).toEqual(scores(50, 25, 13, 13))
    // The unknown answers are kept in the stored copy.
    expect(result.ok && result.answers.o24).toBe(DISC_UNKNOWN_ANSWER)
    expect(result.ok && Object.keys(result.answers)).toHaveLength(24)
  })

  it('accepts exactly 16 answered (8 unknown) and refuses 15 answered with the count missing', () => {
    expect(scoreDiscAnswers(others, withUnknown(repeat({ S: 16 })), options).ok).toBe(true)
    const fifteen = scoreDiscAnswers(others, withUnknown(repeat({ S: 15 })), options)
    expect(fifteen.ok).toBe(false)
    expect(!fifteen.ok && fifteen.error).toBe(
      'Escolha uma alternativa em pelo menos 16 das 24 perguntas ("Não sei dizer" vale para no máximo 8): falta 1 resposta.',
    )
    const ten = scoreDiscAnswers(others, withUnknown(repeat({ C: 10 })), options)
    expect(!ten.ok && ten.error).toContain('faltam 6 respostas')
    const none = scoreDiscAnswers(others, withUnknown([]), options)
    expect(!none.ok && none.error).toContain('faltam 16 respostas')
  })

  it('still needs every question to be either answered or marked "Não sei dizer"', () => {
    const answers = withUnknown(repeat({ D: 20 }))
    delete answers.o24
    const result = scoreDiscAnswers(others, answers, options)
    expect(!result.ok && result.error).toBe(DISC_SCORING_ERRORS.missing(1))
  })

  it('is refused where it is not allowed: the self test and others without the option', () => {
    const self = DISC_SELF_QUESTIONS
    const selfAnswers = { ...answersFor(self, repeat({ D: 10 })), q3: DISC_UNKNOWN_ANSWER }
    expect(errorOf(self, selfAnswers)).toBe(DISC_SCORING_ERRORS.foreignOption('q3'))
    expect(errorOf(others, withUnknown(repeat({ D: 23 })))).toBe(DISC_SCORING_ERRORS.foreignOption('o24'))
  })
})

describe('answersStillNeeded', () => {
  it('counts real answers only', () => {
    expect(answersStillNeeded(withUnknown(repeat({ D: 16 })), 16)).toBe(0)
    expect(answersStillNeeded(withUnknown(repeat({ D: 13 })), 16)).toBe(3)
    expect(answersStillNeeded({}, 16)).toBe(16)
    expect(answersStillNeeded(withUnknown(repeat({ D: 24 })), 16)).toBe(0)
  })
})

describe('topTypes and discStyleName (ties on the self test)', () => {
  it('names a single winner alone', () => {
    expect(topTypes(scores(40, 30, 20, 10))).toEqual(['D'])
    expect(discStyleName(topTypes(scores(40, 30, 20, 10)))).toBe('Dominância')
  })

  it('combines tied styles in D, I, S, C order instead of picking one alphabetically', () => {
    // dominantType picks C for a C/S tie (alphabetical); the combined style shows both.
    expect(dominantType(scores(10, 20, 35, 35))).toBe('C')
    expect(topTypes(scores(10, 20, 35, 35))).toEqual(['S', 'C'])
    expect(discStyleName(topTypes(scores(30, 20, 30, 20)))).toBe('Dominância e Estabilidade')
    expect(discStyleName(topTypes(scores(30, 30, 30, 10)))).toBe('Dominância, Influência e Estabilidade')
    expect(topTypes(scores(25, 25, 25, 25))).toEqual(['D', 'I', 'S', 'C'])
  })

  it('falls back to the single SPEC letter when there is no usable score', () => {
    expect(topTypes(null)).toEqual(['D'])
    expect(topTypes(scores(0, 0, 0, 0))).toEqual(['D'])
  })

  it('joins a list with commas and a final "e"', () => {
    expect(joinWithE([])).toBe('')
    expect(joinWithE(['a'])).toBe('a')
    expect(joinWithE(['a', 'b'])).toBe('a e b')
    expect(joinWithE(['a', 'b', 'c', 'd'])).toBe('a, b, c e d')
  })
})

describe('largestRemainder', () => {
  it('keeps exact values and totals 100', () => {
    expect(largestRemainder([50, 25, 25, 0])).toEqual([50, 25, 25, 0])
  })

  it('gives the leftover units to the largest fractional parts', () => {
    // 12.5 / 37.5 / 25 / 25: half-up rounding gives 13 + 38 + 25 + 25 = 101.
    expect(largestRemainder([12.5, 37.5, 25, 25])).toEqual([13, 37, 25, 25])
    // 33.33 × 3: one unit left, to the first.
    expect(largestRemainder([100 / 3, 100 / 3, 100 / 3, 0])).toEqual([34, 33, 33, 0])
    // 29.17 / 29.17 / 20.83 / 20.83 → floors 29 29 20 20 = 98; the two .83 get one each.
    expect(largestRemainder([700 / 24, 700 / 24, 500 / 24, 500 / 24])).toEqual([29, 29, 21, 21])
  })

  it('rescales values that do not add up to the total and treats bad values as zero', () => {
    expect(largestRemainder([1, 1, 2])).toEqual([25, 25, 50])
    expect(largestRemainder([Number.NaN, -5, 10, 10])).toEqual([0, 0, 50, 50])
    expect(largestRemainder([0, 0, 0, 0])).toEqual([0, 0, 0, 0])
  })
})

describe('averageDiscFromAnswers', () => {
  const others = DISC_OTHERS_QUESTIONS

  it('averages unrounded shares and totals exactly 100', () => {
    // Rater 1: 3 D, 9 I, 6 S, 6 C of 24 = 12.5 / 37.5 / 25 / 25. Rater 2: 9 D, 3 I, 6 S, 6 C.
    // Average 25 / 25 / 25 / 25 (averaging SPEC-rounded 13/38 and 38/13 gives 25.5 → 26 each, 102 in all).
    const a = answersFor(others, repeat({ D: 3, I: 9, S: 6, C: 6 }))
    const b = answersFor(others, repeat({ D: 9, I: 3, S: 6, C: 6 }))
    expect(averageDiscFromAnswers(others, [a, b])).toEqual(scores(25, 25, 25, 25))
  })

  it('uses largest remainders: one rater 12.5/37.5/25/25 shows 13/37/25/25', () => {
    const a = answersFor(others, repeat({ D: 3, I: 9, S: 6, C: 6 }))
    const result = averageDiscFromAnswers(others, [a])
    expect(result).toEqual(scores(13, 37, 25, 25))
  })

  it('weighs each rater equally over the questions they answered ("Não sei dizer" left out)', () => {
    // Rater 1: 16 answered, all D → 100 % D. Rater 2: 24 answered, all S → 100 % S. Mean 50/0/50/0.
    const a = withUnknown(repeat({ D: 16 }))
    const b = answersFor(others, repeat({ S: 24 }))
    expect(averageDiscFromAnswers(others, [a, b])).toEqual(scores(50, 0, 50, 0))
  })

  it('totals 100 for three raters whose shares are thirds', () => {
    // Rater shares D: 1, 0, 0 → 33.33; I: 0, 1, 0; S: 0, 0, 1.
    const lists = [repeat({ D: 24 }), repeat({ I: 24 }), repeat({ S: 24 })].map((t) => answersFor(others, t))
    const result = averageDiscFromAnswers(others, lists)
    expect(result).toEqual(scores(34, 33, 33, 0))
  })

  it('is zeros without usable answers', () => {
    expect(averageDiscFromAnswers(others, [])).toEqual(scores(0, 0, 0, 0))
    expect(averageDiscFromAnswers(others, [{}, { o1: 'bogus' }])).toEqual(scores(0, 0, 0, 0))
  })
})
