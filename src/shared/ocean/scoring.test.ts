import { describe, it, expect } from 'vitest'
import { OCEAN_QUESTION_IDS, isReverseKeyed, type OceanAnswerValue, type OceanQuestionId } from './questions'
import { computeOceanScores, itemValue, scoreOceanAnswers, type OceanAnswers } from './scoring'
import { FACTOR_TO_SCORE_KEY, OCEAN_FACTORS, type OceanFactor, type OceanScores } from './types'

function uniform(value: OceanAnswerValue): OceanAnswers {
  return Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, value])) as OceanAnswers
}

function scoresOf(answers: unknown): OceanScores {
  const result = scoreOceanAnswers(answers)
  if (!result.ok) throw new Error(`expected success, got: ${result.error}`)
  return result.scores
}

function errorOf(answers: unknown): string {
  const result = scoreOceanAnswers(answers)
  if (result.ok) throw new Error('expected a rejection')
  return result.error
}

const allFactors = (value: number): OceanScores => ({
  openness: value,
  conscientiousness: value,
  extraversion: value,
  agreeableness: value,
  neuroticism: value,
})

describe('itemValue', () => {
  it('counts forward items as the answer and reverse items as 6 − answer', () => {
    expect(itemValue('O1', 1)).toBe(1)
    expect(itemValue('O1', 5)).toBe(5)
    expect(itemValue('O3', 1)).toBe(5)
    expect(itemValue('O3', 2)).toBe(4)
    expect(itemValue('N5', 5)).toBe(1)
  })
})

describe('scoreOceanAnswers: hand-computed cases', () => {
  it('all 1s: forward items give 1, reverse items 5 → (1+1+5+1+5)/5 = 2.6 → 25 × 1.6 = 40 for every factor', () => {
    expect(scoresOf(uniform(1))).toEqual(allFactors(40))
  })

  it('all 5s: (5+5+1+5+1)/5 = 3.4 → 25 × 2.4 = 60 for every factor', () => {
    expect(scoresOf(uniform(5))).toEqual(allFactors(60))
  })

  it('all 3s: every value 3 → 50', () => {
    expect(scoresOf(uniform(3))).toEqual(allFactors(50))
  })

  it('fully keyed high (forward 5, reverse 1) gives 100; fully keyed low gives 0', () => {
    const high = Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, isReverseKeyed(id) ? 1 : 5]))
    const low = Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, isReverseKeyed(id) ? 5 : 1]))
    expect(scoresOf(high)).toEqual(allFactors(100))
    expect(scoresOf(low)).toEqual(allFactors(0))
  })

  it('mixed answers', () => {
    const answers = {
      // O values 5,4,(6-2)=4,3,(6-1)=5 → 21/5 = 4.2 → 25 × 3.2 = 80
      O1: 5, O2: 4, O3: 2, O4: 3, O5: 1,
      // C values 2,3,(6-4)=2,2,(6-5)=1 → 10/5 = 2 → 25
      C1: 2, C2: 3, C3: 4, C4: 2, C5: 5,
      // E values 4,4,(6-3)=3,5,(6-2)=4 → 20/5 = 4 → 75
      E1: 4, E2: 4, E3: 3, E4: 5, E5: 2,
      // A values 1,2,(6-5)=1,1,(6-4)=2 → 7/5 = 1.4 → 10
      A1: 1, A2: 2, A3: 5, A4: 1, A5: 4,
      // N values 3,2,(6-4)=2,1,(6-3)=3 → 11/5 = 2.2 → 30
      N1: 3, N2: 2, N3: 4, N4: 1, N5: 3,
    }
    const result = scoreOceanAnswers(answers)
    expect(result).toEqual({
      ok: true,
      scores: { openness: 80, conscientiousness: 25, extraversion: 75, agreeableness: 10, neuroticism: 30 },
      answers,
    })
  })

  it('agrees with computeOceanScores on validated input', () => {
    const answers = uniform(4)
    expect(scoresOf(answers)).toEqual(computeOceanScores(answers))
  })

  it('returns integers between 0 and 100', () => {
    for (const value of [1, 2, 3, 4, 5] as const) {
      for (const score of Object.values(scoresOf(uniform(value)))) {
        expect(Number.isInteger(score)).toBe(true)
        expect(score).toBeGreaterThanOrEqual(0)
        expect(score).toBeLessThanOrEqual(100)
      }
    }
  })
})

describe('scoreOceanAnswers: keying, one item at a time', () => {
  const factorOf = (id: OceanQuestionId) => id[0] as OceanFactor

  it.each(OCEAN_QUESTION_IDS.map((id) => [id]))('%s moves its factor only, in its keyed direction', (id) => {
    // From all 3s (every factor 50), one answer of 5 adds +2 (forward) or −2 (reverse, 6 − 5 = 1)
    // to the factor sum: 25 × (±2 / 5) = ±10. An answer of 1 does the opposite.
    const sign = isReverseKeyed(id) ? -1 : 1
    for (const [answer, delta] of [[5, 10], [4, 5], [2, -5], [1, -10]] as const) {
      const scores = scoresOf({ ...uniform(3), [id]: answer })
      for (const factor of OCEAN_FACTORS) {
        const expected = factor === factorOf(id) ? 50 + sign * delta : 50
        expect(scores[FACTOR_TO_SCORE_KEY[factor]]).toBe(expected)
      }
    }
  })
})

describe('scoreOceanAnswers: invalid input', () => {
  it('rejects non-objects', () => {
    for (const bad of [null, undefined, 3, 'O1', [], [1, 2, 3], new Date()]) {
      expect(errorOf(bad)).toBe('As respostas da avaliação OCEAN são inválidas.')
    }
  })

  it('rejects a missing answer', () => {
    const { N5: _omitted, ...answers } = uniform(3)
    expect(errorOf(answers)).toBe('Responda todas as 25 perguntas: falta 1 resposta.')
    expect(errorOf({})).toBe('Responda todas as 25 perguntas: faltam 25 respostas.')
    expect(errorOf({ ...uniform(3), O2: undefined })).toMatch(/falta 1 resposta/)
  })

  it.each([0, 6, 2.5, -1, '3', '', null, true, Number.NaN, Number.POSITIVE_INFINITY, [3], { v: 3 }])(
    'rejects the answer %s',
    (bad) => {
      expect(errorOf({ ...uniform(3), C4: bad })).toBe(
        'A resposta da pergunta C4 deve ser um número inteiro de 1 a 5.',
      )
    },
  )

  it('rejects an unknown question id, even with all 25 answered', () => {
    expect(errorOf({ ...uniform(3), O6: 3 })).toBe('A avaliação contém uma pergunta desconhecida.')
    expect(errorOf({ ...uniform(3), o1: 3 })).toBe('A avaliação contém uma pergunta desconhecida.')
    expect(errorOf(JSON.parse('{"__proto__": 3}'))).toBe('A avaliação contém uma pergunta desconhecida.')
  })

  it('returns a clean copy of the answers in bank order', () => {
    const shuffled = Object.fromEntries([...OCEAN_QUESTION_IDS].reverse().map((id) => [id, 2]))
    const result = scoreOceanAnswers(shuffled)
    expect(result.ok && Object.keys(result.answers)).toEqual([...OCEAN_QUESTION_IDS])
  })
})
