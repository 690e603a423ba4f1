import { describe, it, expect } from 'vitest'
import {
  NEUROTICISM_BAND_DESCRIPTIONS,
  OCEAN_CHALLENGES,
  OCEAN_FACTOR_DESCRIPTIONS,
  OCEAN_STRENGTHS,
  dominantTrait,
  factorDescription,
  isChallenge,
  isStraightLined,
  isStrength,
  oceanBadgeColor,
  oceanLevel,
  oceanLevelLabel,
  oceanTagLine,
  oceanTags,
  strengthsAndChallenges,
  topStrengthTraits,
} from './interpretation'
import { OCEAN_FACTORS, type OceanScores } from './types'

/** Every factor "neutral" for tags and strengths: below 60, neuroticism above 40. */
const neutral: OceanScores = {
  openness: 50,
  conscientiousness: 50,
  extraversion: 50,
  agreeableness: 50,
  neuroticism: 50,
}
const withScores = (overrides: Partial<OceanScores>): OceanScores => ({ ...neutral, ...overrides })

describe('levels and badge colours: one cut system (≤ 40, 41–59 na média, ≥ 60)', () => {
  it.each([
    [0, 'low', 'Baixo'],
    [40, 'low', 'Baixo'],
    [41, 'moderate', 'Na média'],
    [45, 'moderate', 'Na média'],
    [59, 'moderate', 'Na média'],
    [60, 'high', 'Alto'],
    [100, 'high', 'Alto'],
  ] as const)('score %i is %s (%s)', (score, level, label) => {
    expect(oceanLevel(score)).toBe(level)
    expect(oceanLevelLabel(score)).toBe(label)
  })

  it('colours neuroticism by stability: low N is green, high N is red', () => {
    expect(oceanBadgeColor('N', 20)).toBe('green')
    expect(oceanBadgeColor('N', 40)).toBe('green')
    expect(oceanBadgeColor('N', 50)).toBe('yellow')
    expect(oceanBadgeColor('N', 60)).toBe('red')
    expect(oceanBadgeColor('N', 80)).toBe('red')
  })

  it('colours the other factors green when high, never red when low', () => {
    for (const factor of ['O', 'C', 'E', 'A'] as const) {
      expect(oceanBadgeColor(factor, 80)).toBe('green')
      expect(oceanBadgeColor(factor, 55)).toBe('yellow')
      expect(oceanBadgeColor(factor, 20)).toBe('neutral')
    }
  })

  it('keeps badge, description, strength and challenge on the same cuts for N = 35 and N = 65', () => {
    // The review's contradictions: N 35 had the moderate text, a red badge and the strength at once.
    expect(oceanBadgeColor('N', 35)).toBe('green')
    expect(factorDescription('N', 35)).toBe(NEUROTICISM_BAND_DESCRIPTIONS.low)
    expect(isStrength('N', 35)).toBe(true)
    expect(isChallenge('N', 35)).toBe(false)
    expect(oceanLevelLabel(65)).toBe('Alto')
    expect(factorDescription('N', 65)).toBe(NEUROTICISM_BAND_DESCRIPTIONS.high)
    expect(isChallenge('N', 65)).toBe(true)
  })
})

describe('descriptions', () => {
  it('has a Portuguese description for every factor at every level', () => {
    for (const factor of OCEAN_FACTORS) {
      const levels = OCEAN_FACTOR_DESCRIPTIONS[factor]
      expect(new Set([levels.low, levels.moderate, levels.high]).size).toBe(3)
      for (const text of Object.values(levels)) expect(text.length).toBeGreaterThan(20)
    }
  })

  it('describes every factor by its level', () => {
    expect(factorDescription('O', 40)).toBe(OCEAN_FACTOR_DESCRIPTIONS.O.low)
    expect(factorDescription('O', 45)).toBe(OCEAN_FACTOR_DESCRIPTIONS.O.moderate)
    expect(factorDescription('C', 55)).toBe(OCEAN_FACTOR_DESCRIPTIONS.C.moderate)
    expect(factorDescription('C', 60)).toBe(OCEAN_FACTOR_DESCRIPTIONS.C.high)
    expect(factorDescription('N', 50)).toBe(NEUROTICISM_BAND_DESCRIPTIONS.moderate)
    expect(NEUROTICISM_BAND_DESCRIPTIONS.moderate).toMatch(/^Na média/)
  })
})

describe('tags', () => {
  it('gives "Personalidade Equilibrada" when no tag applies', () => {
    expect(oceanTags(neutral)).toEqual([])
    expect(oceanTagLine(neutral)).toBe('Personalidade Equilibrada')
  })

  it.each([
    ['openness', 'Criatividade'],
    ['conscientiousness', 'Organização'],
    ['extraversion', 'Extroversão'],
    ['agreeableness', 'Colaboração'],
  ] as const)('%s tags %s from 60, not at 59', (key, tag) => {
    expect(oceanTagLine(withScores({ [key]: 59 }))).toBe('Personalidade Equilibrada')
    expect(oceanTagLine(withScores({ [key]: 60 }))).toBe(tag)
  })

  it('tags Estabilidade at neuroticism 40, not at 41', () => {
    expect(oceanTagLine(withScores({ neuroticism: 41 }))).toBe('Personalidade Equilibrada')
    expect(oceanTagLine(withScores({ neuroticism: 40 }))).toBe('Estabilidade')
  })

  it('lists tags with commas and a final "e", in factor order, as gender-neutral nouns', () => {
    expect(oceanTagLine(withScores({ openness: 60, conscientiousness: 80 }))).toBe('Criatividade e Organização')
    expect(oceanTagLine(withScores({ openness: 70, conscientiousness: 61, neuroticism: 10 }))).toBe(
      'Criatividade, Organização e Estabilidade',
    )
    expect(
      oceanTagLine({ openness: 100, conscientiousness: 100, extraversion: 100, agreeableness: 100, neuroticism: 0 }),
    ).toBe('Criatividade, Organização, Extroversão, Colaboração e Estabilidade')
  })
})

describe('strengths and challenges', () => {
  it('switches at 60, and for neuroticism at 40', () => {
    expect(isStrength('O', 59)).toBe(false)
    expect(isStrength('O', 60)).toBe(true)
    expect(isStrength('A', 69)).toBe(true)
    expect(isStrength('N', 40)).toBe(true)
    expect(isStrength('N', 41)).toBe(false)
  })

  it('has Portuguese points for every factor', () => {
    for (const factor of OCEAN_FACTORS) {
      expect(OCEAN_STRENGTHS[factor].length).toBeGreaterThan(0)
      expect(OCEAN_CHALLENGES[factor].length).toBeGreaterThan(0)
    }
  })

  it('puts a factor in strengths at the good end, challenges at the other, neither in the middle', () => {
    const scores = withScores({ openness: 60, conscientiousness: 40, extraversion: 55, agreeableness: 45, neuroticism: 40 })
    const { strengths, challenges } = strengthsAndChallenges(scores)
    expect([...new Set(strengths.map((p) => p.factor))]).toEqual(['O', 'N'])
    expect([...new Set(challenges.map((p) => p.factor))]).toEqual(['C'])
    expect(strengths.filter((p) => p.factor === 'O').map((p) => p.text)).toEqual([...OCEAN_STRENGTHS.O])
    expect(challenges.filter((p) => p.factor === 'C').map((p) => p.text)).toEqual([...OCEAN_CHALLENGES.C])
    expect(strengths.find((p) => p.factor === 'N')?.name).toBe('Neuroticismo')
  })

  it('gives no challenge for average scores (41–59), including N 45, E 50 and A 55', () => {
    expect(strengthsAndChallenges(withScores({ neuroticism: 45, extraversion: 50, agreeableness: 55 }))).toEqual({
      strengths: [],
      challenges: [],
    })
  })

  it('moves neuroticism to challenges only from 60', () => {
    expect(strengthsAndChallenges(withScores({ neuroticism: 55 })).challenges).toEqual([])
    const { strengths, challenges } = strengthsAndChallenges(withScores({ neuroticism: 60 }))
    expect(strengths).toEqual([])
    expect(challenges.map((p) => p.factor)).toEqual(['N', 'N'])
  })
})

describe('isStraightLined (careless answering)', () => {
  const same = (value: number) => Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`Q${i}`, value]))

  it('catches all "Neutro" and all "Concordo totalmente"', () => {
    expect(isStraightLined(same(3))).toBe(true)
    expect(isStraightLined(same(5))).toBe(true)
  })

  it('lets a single different answer through, and judges nothing it cannot read', () => {
    expect(isStraightLined({ ...same(3), Q7: 4 })).toBe(false)
    expect(isStraightLined(undefined)).toBe(false)
    expect(isStraightLined({})).toBe(false)
    expect(isStraightLined({ Q1: 3 })).toBe(false)
    expect(isStraightLined([3, 3, 3])).toBe(false)
  })
})

describe('dominantTrait', () => {
  it('is the highest score', () => {
    expect(dominantTrait(withScores({ agreeableness: 90 }))).toBe('A')
  })

  it('never headlines neuroticism, however high', () => {
    expect(dominantTrait(withScores({ neuroticism: 80 }))).toBe('O')
    expect(dominantTrait(withScores({ neuroticism: 100, extraversion: 55 }))).toBe('E')
  })

  it('breaks ties in O, C, E, A, N order', () => {
    expect(dominantTrait(neutral)).toBe('O')
    expect(dominantTrait(withScores({ openness: 10, extraversion: 80, neuroticism: 80 }))).toBe('E')
    expect(dominantTrait(withScores({ openness: 10, conscientiousness: 70, agreeableness: 70 }))).toBe('C')
  })
})

describe('topStrengthTraits', () => {
  it('returns the top 2 with stability = 100 − neuroticism', () => {
    const scores: OceanScores = {
      openness: 55,
      conscientiousness: 80,
      extraversion: 30,
      agreeableness: 60,
      neuroticism: 15,
    }
    const top = topStrengthTraits(scores)
    expect(top.map(({ key, name, value }) => ({ key, name, value }))).toEqual([
      { key: 'stability', name: 'Estabilidade emocional', value: 85 },
      { key: 'conscientiousness', name: 'Conscienciosidade', value: 80 },
    ])
    for (const trait of top) expect(trait.description.length).toBeGreaterThan(10)
  })

  it('never shows a low or average score as a strength, agreeing with the results page', () => {
    // The review's case: E 35, O 30 were shown as the dashboard's strengths.
    const low: OceanScores = { openness: 30, conscientiousness: 20, extraversion: 35, agreeableness: 25, neuroticism: 70 }
    expect(topStrengthTraits(low)).toEqual([])
    expect(strengthsAndChallenges(low).strengths).toEqual([])
    expect(topStrengthTraits(neutral)).toEqual([])
    expect(topStrengthTraits(withScores({ neuroticism: 95, openness: 60 })).map((t) => t.key)).toEqual(['openness'])
  })

  it('keeps trait order on ties and honours n', () => {
    const high: OceanScores = { openness: 70, conscientiousness: 70, extraversion: 70, agreeableness: 70, neuroticism: 30 }
    expect(topStrengthTraits(high).map((t) => t.key)).toEqual(['openness', 'conscientiousness'])
    expect(topStrengthTraits(high, 5).map((t) => t.key)).toEqual([
      'openness',
      'conscientiousness',
      'extraversion',
      'agreeableness',
      'stability',
    ])
    expect(topStrengthTraits(high, 0)).toEqual([])
    expect(topStrengthTraits(high, 9)).toHaveLength(5)
  })
})
