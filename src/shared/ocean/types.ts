/**
 * The five OCEAN (Big Five) factors, their score keys and Portuguese names (SPEC.md §1, §3).
 * Order matters: it is the display order and the tie-break order everywhere.
 */

export const OCEAN_FACTORS = ['O', 'C', 'E', 'A', 'N'] as const
export type OceanFactor = (typeof OCEAN_FACTORS)[number]

export const OCEAN_SCORE_KEYS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
] as const
export type OceanScoreKey = (typeof OCEAN_SCORE_KEYS)[number]

export const FACTOR_TO_SCORE_KEY = {
  O: 'openness',
  C: 'conscientiousness',
  E: 'extraversion',
  A: 'agreeableness',
  N: 'neuroticism',
} as const satisfies Record<OceanFactor, OceanScoreKey>

export const SCORE_KEY_TO_FACTOR = {
  openness: 'O',
  conscientiousness: 'C',
  extraversion: 'E',
  agreeableness: 'A',
  neuroticism: 'N',
} as const satisfies Record<OceanScoreKey, OceanFactor>

export const OCEAN_FACTOR_NAMES = {
  O: 'Abertura',
  C: 'Conscienciosidade',
  E: 'Extroversão',
  A: 'Amabilidade',
  N: 'Neuroticismo',
} as const satisfies Record<OceanFactor, string>

/** Each score is an integer from 0 to 100 (SPEC.md §3). */
export type OceanScores = Record<OceanScoreKey, number>


export function scoreOf(scores: OceanScores, factor: OceanFactor): number {
  return scores[FACTOR_TO_SCORE_KEY[factor]]
}
