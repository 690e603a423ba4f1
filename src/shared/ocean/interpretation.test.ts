import { describe, it, expect } from 'vitest'
import {
  NEUROTICISM_BAND_DESCRIPTIONS,
  OCEAN_CHALLENGES,
  OCEAN_FACTOR_DESCRIPTIONS,
  OCEAN_STRENGTHS,
  dominantTrait,
  factorDescription,
  isStrength,
  neuroticismBand,
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

describe('levels and badge colours', () => {
  it.each([
    [0, 'low', 'Baixo', 'red'],
    [39, 'low', 'Baixo', 'red'],
    [40, 'moderate', 'Moderado', 'yellow'],
    [59, 'moderate', 'Moderado', 'yellow'],
    [60, 'moderate', 'Moderado', 'yellow'],
    [69, 'moderate', 'Moderado', 'yellow'],
    [70, 'high', 'Alto', 'green'],
    [100, 'high', 'Alto', 'green'],
  ] as const)('score %i is %s (%s, %s)', (score, level, label, color) => {
    expect(oceanLevel(score)).toBe(level)
    expect(oceanLevelLabel(score)).toBe(label)
    expect(oceanBadgeColor(score)).toBe(color)
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

  it('describes non-neuroticism factors by level', () => {
    expect(factorDescription('O', 39)).toBe(OCEAN_FACTOR_DESCRIPTIONS.O.low)
    expect(factorDescription('O', 40)).toBe(OCEAN_FACTOR_DESCRIPTIONS.O.moderate)
    expect(factorDescription('C', 69)).toBe(OCEAN_FACTOR_DESCRIPTIONS.C.moderate)
    expect(factorDescription('C', 70)).toBe(OCEAN_FACTOR_DESCRIPTIONS.C.high)
  })

  it.each([
    [0, 'low'],
    [30, 'low'],
    [31, 'moderate'],
    [60, 'moderate'],
    [61, 'high'],
    [100, 'high'],
  ] as const)('neuroticism %i falls in the %s band', (score, band) => {
    expect(neuroticismBand(score)).toBe(band)
    expect(factorDescription('N', score)).toBe(NEUROTICISM_BAND_DESCRIPTIONS[band])
  })
})

describe('tags', () => {
  it('gives "Personalidade Equilibrada" when no tag applies', () => {
    expect(oceanTags(neutral)).toEqual([])
    expect(oceanTagLine(neutral)).toBe('Personalidade Equilibrada')
  })

  it.each([
    ['openness', 'Criativo'],
    ['conscientiousness', 'Organizado'],
    ['extraversion', 'Extrovertido'],
    ['agreeableness', 'Colaborativo'],
  ] as const)('%s tags %s from 60, not at 59', (key, tag) => {
    expect(oceanTagLine(withScores({ [key]: 59 }))).toBe('Personalidade Equilibrada')
    expect(oceanTagLine(withScores({ [key]: 60 }))).toBe(tag)
  })

  it('tags Estável at neuroticism 40, not at 41', () => {
    expect(oceanTagLine(withScores({ neuroticism: 41 }))).toBe('Personalidade Equilibrada')
    expect(oceanTagLine(withScores({ neuroticism: 40 }))).toBe('Estável')
  })

  it("joins tags with ' e ' in factor order", () => {
    expect(oceanTagLine(withScores({ openness: 60, conscientiousness: 80 }))).toBe('Criativo e Organizado')
    expect(oceanTagLine(withScores({ extraversion: 70, agreeableness: 61, neuroticism: 10 }))).toBe(
      'Extrovertido e Colaborativo e Estável',
    )
    expect(
      oceanTagLine({ openness: 100, conscientiousness: 100, extraversion: 100, agreeableness: 100, neuroticism: 0 }),
    ).toBe('Criativo e Organizado e Extrovertido e Colaborativo e Estável')
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

  it('puts each factor in exactly one list', () => {
    const scores = withScores({ openness: 60, conscientiousness: 59, neuroticism: 40 })
    const { strengths, challenges } = strengthsAndChallenges(scores)
    expect([...new Set(strengths.map((p) => p.factor))]).toEqual(['O', 'N'])
    expect([...new Set(challenges.map((p) => p.factor))]).toEqual(['C', 'E', 'A'])
    expect(strengths.filter((p) => p.factor === 'O').map((p) => p.text)).toEqual([...OCEAN_STRENGTHS.O])
    expect(challenges.filter((p) => p.factor === 'C').map((p) => p.text)).toEqual([...OCEAN_CHALLENGES.C])
    expect(strengths.find((p) => p.factor === 'N')?.name).toBe('Neuroticismo')
  })

  it('moves neuroticism to challenges at 41', () => {
    const { strengths, challenges } = strengthsAndChallenges(withScores({ neuroticism: 41 }))
    expect(strengths).toEqual([])
    expect(challenges.some((p) => p.factor === 'N')).toBe(true)
  })
})

describe('dominantTrait', () => {
  it('is the highest score', () => {
    expect(dominantTrait(withScores({ agreeableness: 90 }))).toBe('A')
    expect(dominantTrait(withScores({ neuroticism: 51 }))).toBe('N')
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

  it('ranks high neuroticism as low stability', () => {
    const top = topStrengthTraits(withScores({ neuroticism: 95, openness: 52 }))
    expect(top.map((t) => t.key)).toEqual(['openness', 'conscientiousness'])
    expect(topStrengthTraits(withScores({ neuroticism: 95 }), 5).at(-1)).toMatchObject({ key: 'stability', value: 5 })
  })

  it('keeps trait order on ties and honours n', () => {
    expect(topStrengthTraits(neutral).map((t) => t.key)).toEqual(['openness', 'conscientiousness'])
    expect(topStrengthTraits(neutral, 5).map((t) => t.key)).toEqual([
      'openness',
      'conscientiousness',
      'extraversion',
      'agreeableness',
      'stability',
    ])
    expect(topStrengthTraits(neutral, 0)).toEqual([])
    expect(topStrengthTraits(neutral, 9)).toHaveLength(5)
  })
})
