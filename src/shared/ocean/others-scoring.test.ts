import { describe, expect, it } from 'vitest'
import { OTHERS_OCEAN_QUESTIONS, OTHERS_OCEAN_QUESTION_IDS } from './others-questions'
import { OCEAN_QUESTION_IDS } from './questions'
import {
  compareOcean,
  OTHERS_OCEAN_ERRORS,
  othersOceanAverages,
  scoreOthersOceanAnswers,
} from './others-scoring'
import { OCEAN_FACTORS } from './types'
import { aggregateOceanScores } from '#test/scoring-oracles'

const all = (value: number) => Object.fromEntries(OTHERS_OCEAN_QUESTION_IDS.map((id) => [id, value]))

function scores(answers: Record<string, unknown>) {
  const result = scoreOthersOceanAnswers(answers)
  if (!result.ok) throw new Error(result.error)
  return result.scores
}

describe('Big Five 360 bank', () => {
  it('has two statements per factor, one of each pair reverse-keyed, ids apart from the self bank', () => {
    expect(OTHERS_OCEAN_QUESTIONS).toHaveLength(10)
    for (const factor of OCEAN_FACTORS) {
      const pair = OTHERS_OCEAN_QUESTIONS.filter((q) => q.factor === factor)
      expect(pair).toHaveLength(2)
      expect(pair.filter((q) => q.reverse)).toHaveLength(1)
    }
    for (const id of OTHERS_OCEAN_QUESTION_IDS) expect(OCEAN_QUESTION_IDS as readonly string[]).not.toContain(id)
    for (const q of OTHERS_OCEAN_QUESTIONS) expect(q.text.startsWith('Essa pessoa')).toBe(true)
  })
})

describe('others Big Five scoring (hand-computed)', () => {
  it('all 3 (neutral): every factor 50, reverse or not', () => {
    expect(scores(all(3))).toEqual({ openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 })
  })

  it('all 5: the forward item counts 5, the reverse item 6 − 5 = 1, mean 3 → 50', () => {
    expect(scores(all(5)).openness).toBe(50)
  })

  it('agreeing with the forward item and disagreeing with the reverse one gives 100', () => {
    // OO1 = 5 → 5; OO2 (reverse) = 1 → 6 − 1 = 5; mean 5 → 25 × 4 = 100
    expect(scores({ ...all(3), OO1: 5, OO2: 1 }).openness).toBe(100)
    // OC1 = 1 → 1; OC2 (reverse) = 5 → 1; mean 1 → 0
    expect(scores({ ...all(3), OC1: 1, OC2: 5 }).conscientiousness).toBe(0)
  })

  it('rounds 25 × (mean − 1): 4 and reverse 3 → (4 + 3)/2 = 3.5 → 62.5 → 63', () => {
    expect(scores({ ...all(3), OE1: 4, OE2: 3 }).extraversion).toBe(63)
    // 2 and reverse 4 → 2 + (6 − 4) = 4, mean 2 → 25
    expect(scores({ ...all(3), OA1: 2, OA2: 4 }).agreeableness).toBe(25)
    // neuroticism: ON1 = 5, ON2 (keeps calm, reverse) = 2 → 5 + 4 = 9, mean 4.5 → 87.5 → 88
    expect(scores({ ...all(3), ON1: 5, ON2: 2 }).neuroticism).toBe(88)
  })

  it('refuses what is not a complete 1-5 answer set, in Portuguese', () => {
    expect(scoreOthersOceanAnswers(null)).toEqual({ ok: false, error: OTHERS_OCEAN_ERRORS.notAnObject })
    expect(scoreOthersOceanAnswers([1, 2])).toEqual({ ok: false, error: OTHERS_OCEAN_ERRORS.notAnObject })
    expect(scoreOthersOceanAnswers({ ...all(3), O1: 3 })).toEqual({ ok: false, error: OTHERS_OCEAN_ERRORS.unknownQuestion })
    const { OO1: _dropped, ...nine } = all(3)
    expect(scoreOthersOceanAnswers(nine)).toEqual({ ok: false, error: OTHERS_OCEAN_ERRORS.missing(1) })
    expect(scoreOthersOceanAnswers({})).toEqual({ ok: false, error: 'Responda as 10 afirmações: faltam 10 respostas.' })
    for (const bad of [0, 6, 2.5, '3', true]) {
      expect(scoreOthersOceanAnswers({ ...all(3), OC2: bad })).toEqual({ ok: false, error: OTHERS_OCEAN_ERRORS.invalidValue('OC2') })
    }
  })
})

describe('raters: 3-rater threshold and comparison', () => {
  const rater = (openness: number) => ({ openness, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 })

  it('averages are withheld below 3 raters and rounded from 3', () => {
    expect(othersOceanAverages(2, aggregateOceanScores([rater(50), rater(75)]))).toBeNull()
    expect(othersOceanAverages(0, aggregateOceanScores([]))).toBeNull()
    // (50 + 75 + 88) / 3 = 71 → 71; (50 + 75 + 100) / 3 = 75
    expect(othersOceanAverages(3, aggregateOceanScores([rater(50), rater(75), rater(88)]))?.openness).toBe(71)
    expect(othersOceanAverages(3, aggregateOceanScores([rater(50), rater(75), rater(100)]))?.openness).toBe(75)
  })

  it('flags gaps of 10 or more with the shared verdict: agreement when the raters’ range leaves the self score out', () => {
    const self = { openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 }
    expect(compareOcean(self, 2, aggregateOceanScores([rater(75), rater(75)]))).toEqual([])
    // Raters agree on 100, 100, 100: gap 50; their range (SD floored at 12.5) is 100 ± 31, the self's 50 ± 18.
    const agree = compareOcean(self, 3, aggregateOceanScores([rater(100), rater(100), rater(100)]))
    expect(agree.find((entry) => entry.key === 'openness')).toMatchObject({ others: 100, gap: 50, direction: 'self-lower', flagged: true, confirmed: true, status: 'clear' })
    expect(agree.find((entry) => entry.key === 'extraversion')).toMatchObject({ gap: 0, flagged: false, confirmed: false, status: 'none' })
    // 75, 75, 75: gap 25, but three raters' range (75 ± 31) still reaches 50 → not confirmed.
    const three = compareOcean(self, 3, aggregateOceanScores([rater(75), rater(75), rater(75)]))
    expect(three.find((entry) => entry.key === 'openness')).toMatchObject({ gap: 25, flagged: true, confirmed: false, reason: 'divided' })
    // 100, 100, 0: mean 66.7, gap 16.7 flagged, SD 57.7 → divided.
    const divided = compareOcean(self, 3, aggregateOceanScores([rater(100), rater(100), rater(0)]))
    expect(divided.find((entry) => entry.key === 'openness')).toMatchObject({ others: 67, gap: 17, flagged: true, confirmed: false })
    // Self 60 vs raters 51, 50, 52: gap 9 → not flagged.
    const small = compareOcean({ ...self, openness: 60 }, 3, aggregateOceanScores([rater(51), rater(50), rater(52)]))
    expect(small.find((entry) => entry.key === 'openness')).toMatchObject({ gap: 9, flagged: false })
  })
})
