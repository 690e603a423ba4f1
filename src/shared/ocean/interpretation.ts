/**
 * Reading OCEAN scores (SPEC.md §5, §9): levels and badge colours, neuroticism bands,
 * descriptions, tags, dominant trait, strengths and challenges, top strengths.
 */
import {
  OCEAN_HIGH_AT,
  OCEAN_MODERATE_AT,
  OCEAN_NEUROTICISM_LOW_MAX,
  OCEAN_NEUROTICISM_MODERATE_MAX,
  OCEAN_NEUROTICISM_STRENGTH_MAX,
  OCEAN_STRENGTH_AT,
} from '#shared/product'
import { OCEAN_FACTORS, OCEAN_FACTOR_NAMES, scoreOf, type OceanFactor, type OceanScores } from './types'

// ---------------------------------------------------------------- levels

export type OceanLevel = 'high' | 'moderate' | 'low'
export type OceanBadgeColor = 'green' | 'yellow' | 'red'

export const OCEAN_LEVEL_LABELS = {
  high: 'Alto',
  moderate: 'Moderado',
  low: 'Baixo',
} as const satisfies Record<OceanLevel, string>

export const OCEAN_LEVEL_COLORS = {
  high: 'green',
  moderate: 'yellow',
  low: 'red',
} as const satisfies Record<OceanLevel, OceanBadgeColor>

export function oceanLevel(score: number): OceanLevel {
  if (score >= OCEAN_HIGH_AT) return 'high'
  if (score >= OCEAN_MODERATE_AT) return 'moderate'
  return 'low'
}

export function oceanLevelLabel(score: number): string {
  return OCEAN_LEVEL_LABELS[oceanLevel(score)]
}

export function oceanBadgeColor(score: number): OceanBadgeColor {
  return OCEAN_LEVEL_COLORS[oceanLevel(score)]
}

// ---------------------------------------------------------------- descriptions

/** Neuroticism is described by its own bands: at most 30, at most 60, above (SPEC.md §9). */
export function neuroticismBand(score: number): OceanLevel {
  if (score <= OCEAN_NEUROTICISM_LOW_MAX) return 'low'
  if (score <= OCEAN_NEUROTICISM_MODERATE_MAX) return 'moderate'
  return 'high'
}

export const NEUROTICISM_BAND_DESCRIPTIONS = {
  low: 'Você tende a manter a calma e o equilíbrio emocional, lidando bem com pressão e imprevistos.',
  moderate:
    'Você vive as emoções do dia a dia de forma equilibrada: sob pressão pode sentir tensão, mas costuma se recuperar.',
  high: 'Você sente as emoções com intensidade e pode se preocupar ou se estressar com facilidade; cuidar do bem-estar emocional tende a fazer diferença.',
} as const satisfies Record<OceanLevel, string>

export const OCEAN_FACTOR_DESCRIPTIONS: Readonly<Record<OceanFactor, Readonly<Record<OceanLevel, string>>>> = {
  O: {
    high: 'Você tem muita curiosidade intelectual e imaginação, e gosta de ideias, experiências e perspectivas novas.',
    moderate: 'Você equilibra curiosidade e senso prático: aprecia novidades, mas também valoriza o que já conhece e funciona.',
    low: 'Você prefere o concreto, o familiar e o que já foi testado, com foco em soluções práticas e objetivas.',
  },
  C: {
    high: 'Você é uma pessoa organizada, disciplinada e confiável, que planeja, cumpre prazos e cuida dos detalhes.',
    moderate: 'Você consegue se organizar e cumprir compromissos, mantendo flexibilidade para improvisar quando necessário.',
    low: 'Você prefere a espontaneidade e a flexibilidade a planos rígidos, e pode ter dificuldade com rotinas e prazos.',
  },
  E: {
    high: 'Você ganha energia na convivência com outras pessoas, se expressa com facilidade e gosta de atividades em grupo.',
    moderate: 'Você transita bem entre momentos de convívio social e momentos a sós, adaptando-se ao contexto.',
    low: 'Você prefere ambientes tranquilos e conversas em grupos pequenos, e recarrega as energias em momentos a sós.',
  },
  A: {
    high: 'Você é uma pessoa empática, cooperativa e atenciosa, que valoriza a harmonia e a confiança nas relações.',
    moderate: 'Você coopera com facilidade, mas também sabe defender seus interesses e opiniões quando necessário.',
    low: 'Você é uma pessoa direta e questionadora, que prioriza a objetividade e não hesita em discordar.',
  },
  N: NEUROTICISM_BAND_DESCRIPTIONS,
}

/** The description to show for a factor's score; neuroticism uses its own bands. */
export function factorDescription(factor: OceanFactor, score: number): string {
  const level = factor === 'N' ? neuroticismBand(score) : oceanLevel(score)
  return OCEAN_FACTOR_DESCRIPTIONS[factor][level]
}

// ---------------------------------------------------------------- strengths and challenges

/** A factor is a strength at 60 or above; neuroticism at 40 or below (SPEC.md §9). */
export function isStrength(factor: OceanFactor, score: number): boolean {
  return factor === 'N' ? score <= OCEAN_NEUROTICISM_STRENGTH_MAX : score >= OCEAN_STRENGTH_AT
}

export const OCEAN_STRENGTHS: Readonly<Record<OceanFactor, readonly string[]>> = {
  O: ['Criatividade e imaginação para propor soluções novas', 'Curiosidade e abertura para aprender com experiências diferentes'],
  C: ['Organização e planejamento das tarefas', 'Confiabilidade no cumprimento de prazos e compromissos'],
  E: ['Facilidade para se comunicar e criar conexões', 'Energia e entusiasmo para mobilizar grupos'],
  A: ['Empatia e cuidado com as pessoas ao redor', 'Espírito colaborativo e facilidade para trabalhar em equipe'],
  N: ['Calma e equilíbrio diante da pressão', 'Resiliência para se recuperar de contratempos'],
}

export const OCEAN_CHALLENGES: Readonly<Record<OceanFactor, readonly string[]>> = {
  O: ['Explorar novas ideias e experiências fora da rotina', 'Considerar abordagens diferentes das já conhecidas'],
  C: ['Desenvolver hábitos de planejamento e organização', 'Acompanhar prazos e concluir o que começa'],
  E: ['Expressar suas ideias com mais frequência em grupo', 'Ampliar a rede de contatos aos poucos, no seu ritmo'],
  A: ['Praticar a escuta ativa e a empatia', 'Buscar acordos antes de defender posições com firmeza'],
  N: ['Desenvolver estratégias para lidar com o estresse e a ansiedade', 'Observar as emoções antes de reagir a situações difíceis'],
}

export interface OceanPoint {
  readonly factor: OceanFactor
  readonly name: string
  readonly text: string
}

export interface OceanStrengthsAndChallenges {
  readonly strengths: readonly OceanPoint[]
  readonly challenges: readonly OceanPoint[]
}

export function strengthsAndChallenges(scores: OceanScores): OceanStrengthsAndChallenges {
  const strengths: OceanPoint[] = []
  const challenges: OceanPoint[] = []
  for (const factor of OCEAN_FACTORS) {
    const name = OCEAN_FACTOR_NAMES[factor]
    if (isStrength(factor, scoreOf(scores, factor))) {
      for (const text of OCEAN_STRENGTHS[factor]) strengths.push({ factor, name, text })
    } else {
      for (const text of OCEAN_CHALLENGES[factor]) challenges.push({ factor, name, text })
    }
  }
  return { strengths, challenges }
}

// ---------------------------------------------------------------- tags

/** Tags switch at the same limits as strengths (SPEC.md §5): 60, neuroticism 40. */
export const OCEAN_TAG_LABELS = {
  O: 'Criativo',
  C: 'Organizado',
  E: 'Extrovertido',
  A: 'Colaborativo',
  N: 'Estável',
} as const satisfies Record<OceanFactor, string>

export const OCEAN_BALANCED_TAG = 'Personalidade Equilibrada'

export function oceanTags(scores: OceanScores): string[] {
  return OCEAN_FACTORS.filter((factor) => isStrength(factor, scoreOf(scores, factor))).map(
    (factor) => OCEAN_TAG_LABELS[factor],
  )
}

/** e.g. 'Criativo e Organizado'; no tag gives 'Personalidade Equilibrada'. */
export function oceanTagLine(scores: OceanScores): string {
  const tags = oceanTags(scores)
  return tags.length > 0 ? tags.join(' e ') : OCEAN_BALANCED_TAG
}

// ---------------------------------------------------------------- dominant and top traits

/** The highest-scoring factor; ties go to the earlier factor in O, C, E, A, N order. */
export function dominantTrait(scores: OceanScores): OceanFactor {
  let best: OceanFactor = 'O'
  for (const factor of OCEAN_FACTORS) {
    if (scoreOf(scores, factor) > scoreOf(scores, best)) best = factor
  }
  return best
}

export type OceanTraitKey = 'openness' | 'conscientiousness' | 'extraversion' | 'agreeableness' | 'stability'

export interface OceanTrait {
  readonly key: OceanTraitKey
  readonly name: string
  readonly value: number
  readonly description: string
}

export const STABILITY_NAME = 'Estabilidade emocional'

export const OCEAN_TRAIT_DESCRIPTIONS = {
  openness: 'Curiosidade, criatividade e abertura a novas experiências.',
  conscientiousness: 'Organização, disciplina e responsabilidade com compromissos.',
  extraversion: 'Energia social, comunicação e entusiasmo.',
  agreeableness: 'Empatia, cooperação e cuidado com os outros.',
  stability: 'Calma, equilíbrio e resiliência diante da pressão.',
} as const satisfies Record<OceanTraitKey, string>

/** The five traits as strengths: neuroticism is turned into stability = 100 − neuroticism. */
export function oceanTraits(scores: OceanScores): OceanTrait[] {
  const trait = (key: OceanTraitKey, name: string, value: number): OceanTrait => ({
    key,
    name,
    value,
    description: OCEAN_TRAIT_DESCRIPTIONS[key],
  })
  return [
    trait('openness', OCEAN_FACTOR_NAMES.O, scores.openness),
    trait('conscientiousness', OCEAN_FACTOR_NAMES.C, scores.conscientiousness),
    trait('extraversion', OCEAN_FACTOR_NAMES.E, scores.extraversion),
    trait('agreeableness', OCEAN_FACTOR_NAMES.A, scores.agreeableness),
    trait('stability', STABILITY_NAME, 100 - scores.neuroticism),
  ]
}

/** The n highest traits (SPEC.md §2 OCEAN panel shows 2); ties keep O, C, E, A, stability order. */
export function topStrengthTraits(scores: OceanScores, n = 2): OceanTrait[] {
  const count = Math.max(0, Math.min(Math.trunc(n), OCEAN_FACTORS.length))
  // Array.prototype.sort is stable, so equal values keep the trait order.
  return oceanTraits(scores)
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
}
