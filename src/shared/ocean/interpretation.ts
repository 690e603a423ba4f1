/**
 * Reading OCEAN scores (SPEC.md §5, §9): levels and badge colours, neuroticism bands,
 * descriptions, tags, dominant trait, strengths and challenges, top strengths.
 */
import { OCEAN_LOW_MAX, OCEAN_STRENGTH_AT } from '#shared/product'
import { OCEAN_FACTORS, OCEAN_FACTOR_NAMES, scoreOf, type OceanFactor, type OceanScores } from './types'

// ---------------------------------------------------------------- levels

/**
 * One cut system per factor, used by the badge, the description, the strengths and the challenges
 * (issue 20, docs/decisions/0014-measurement-deviations.md): at most 40 is low, 41–59 is "na média"
 * (neither a strength nor a challenge), 60 or more is high. Scores are multiples of 5, so the
 * middle band is 45–55.
 */
export type OceanLevel = 'high' | 'moderate' | 'low'
export type OceanBadgeColor = 'green' | 'yellow' | 'red' | 'neutral'

export const OCEAN_LEVEL_LABELS = {
  high: 'Alto',
  moderate: 'Na média',
  low: 'Baixo',
} as const satisfies Record<OceanLevel, string>

export function oceanLevel(score: number): OceanLevel {
  if (score >= OCEAN_STRENGTH_AT) return 'high'
  if (score > OCEAN_LOW_MAX) return 'moderate'
  return 'low'
}

export function oceanLevelLabel(score: number): string {
  return OCEAN_LEVEL_LABELS[oceanLevel(score)]
}

/** Whether the high end of a factor is the good-news end: for neuroticism the low end is (stability). */
function goodLevel(factor: OceanFactor): OceanLevel {
  return factor === 'N' ? 'low' : 'high'
}

/**
 * Badge and bar colour of a factor's score. Colours follow the good-news end: green for a high
 * score, and for neuroticism green for a LOW score (stability); yellow in the middle band; the other
 * end is a neutral grey for O, C, E and A ("nenhum perfil é melhor ou pior") and amber-red only for
 * high neuroticism.
 */
export function oceanBadgeColor(factor: OceanFactor, score: number): OceanBadgeColor {
  const level = oceanLevel(score)
  if (level === 'moderate') return 'yellow'
  if (level === goodLevel(factor)) return 'green'
  return factor === 'N' ? 'red' : 'neutral'
}

// ---------------------------------------------------------------- descriptions

export const NEUROTICISM_BAND_DESCRIPTIONS = {
  low: 'Você tende a manter a calma e o equilíbrio emocional, lidando bem com pressão e imprevistos.',
  moderate:
    'Na média: preocupação e mudanças de humor aparecem nas suas respostas, mas sem frequência alta nem baixa.',
  high: 'Você sente as emoções com intensidade e pode se preocupar ou se estressar com facilidade; cuidar do bem-estar emocional tende a fazer diferença.',
} as const satisfies Record<OceanLevel, string>

export const OCEAN_FACTOR_DESCRIPTIONS: Readonly<Record<OceanFactor, Readonly<Record<OceanLevel, string>>>> = {
  O: {
    high: 'Você tem muita curiosidade intelectual e imaginação, e gosta de ideias, experiências e perspectivas novas.',
    moderate: 'Na média: nas suas respostas, curiosidade por ideias e arte e preferência pelo conhecido aparecem em medida parecida — nenhuma das duas se destaca.',
    low: 'Você prefere o concreto, o familiar e o que já foi testado, com foco em soluções práticas e objetivas.',
  },
  C: {
    high: 'Você é uma pessoa organizada, disciplinada e confiável, que planeja, cumpre prazos e cuida dos detalhes.',
    moderate: 'Na média: você não se descreveu como alguém muito planejado nem como alguém que deixa tudo para depois.',
    low: 'Você prefere a espontaneidade e a flexibilidade a planos rígidos, e pode ter dificuldade com rotinas e prazos.',
  },
  E: {
    high: 'Você ganha energia na convivência com outras pessoas, se expressa com facilidade e gosta de atividades em grupo.',
    moderate: 'Na média: puxar conversa e ficar em segundo plano aparecem em medida parecida nas suas respostas; nem a sociabilidade nem a reserva se destacam.',
    low: 'Você prefere ambientes tranquilos e conversas em grupos pequenos, e recarrega as energias em momentos a sós.',
  },
  A: {
    high: 'Você é uma pessoa empática, cooperativa e atenciosa, que valoriza a harmonia e a confiança nas relações.',
    moderate: 'Na média: você não se descreveu nem como alguém que sempre cede pela relação, nem como alguém que prefere a franqueza a qualquer custo.',
    low: 'Você é uma pessoa direta e questionadora, que prioriza a objetividade e não hesita em discordar.',
  },
  N: NEUROTICISM_BAND_DESCRIPTIONS,
}

/** The description to show for a factor's score, on the same cuts as its badge. */
export function factorDescription(factor: OceanFactor, score: number): string {
  return OCEAN_FACTOR_DESCRIPTIONS[factor][oceanLevel(score)]
}

// ---------------------------------------------------------------- strengths and challenges

/** A factor is a strength at 60 or above; neuroticism at 40 or below (SPEC.md §9). */
export function isStrength(factor: OceanFactor, score: number): boolean {
  return oceanLevel(score) === goodLevel(factor)
}

/** A challenge only at the other end: 40 or below, neuroticism 60 or above; never "na média". */
export function isChallenge(factor: OceanFactor, score: number): boolean {
  const level = oceanLevel(score)
  return level !== 'moderate' && level !== goodLevel(factor)
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
    const score = scoreOf(scores, factor)
    if (isStrength(factor, score)) {
      for (const text of OCEAN_STRENGTHS[factor]) strengths.push({ factor, name, text })
    } else if (isChallenge(factor, score)) {
      for (const text of OCEAN_CHALLENGES[factor]) challenges.push({ factor, name, text })
    }
  }
  return { strengths, challenges }
}

// ---------------------------------------------------------------- tags

/** Tags switch at the same limits as strengths (SPEC.md §5): 60, neuroticism 40. Nouns: gender-neutral. */
export const OCEAN_TAG_LABELS = {
  O: 'Criatividade',
  C: 'Organização',
  E: 'Extroversão',
  A: 'Colaboração',
  N: 'Estabilidade',
} as const satisfies Record<OceanFactor, string>

export const OCEAN_BALANCED_TAG = 'Personalidade Equilibrada'

export function oceanTags(scores: OceanScores): string[] {
  return OCEAN_FACTORS.filter((factor) => isStrength(factor, scoreOf(scores, factor))).map(
    (factor) => OCEAN_TAG_LABELS[factor],
  )
}

/** e.g. 'Criatividade, Organização e Estabilidade'; no tag gives 'Personalidade Equilibrada'. */
export function oceanTagLine(scores: OceanScores): string {
  const tags = oceanTags(scores)
  if (tags.length === 0) return OCEAN_BALANCED_TAG
  if (tags.length === 1) return tags[0] ?? OCEAN_BALANCED_TAG
  return `${tags.slice(0, -1).join(', ')} e ${tags[tags.length - 1]}`
}

// ---------------------------------------------------------------- careless answering

export const OCEAN_STRAIGHT_LINE_TITLE = 'Resultado pouco informativo'
export const OCEAN_STRAIGHT_LINE_NOTE =
  'Você escolheu a mesma resposta em todas as afirmações. Assim o teste não consegue distinguir seus traços: algumas frases dizem o contrário de outras. Que tal refazer com calma, pensando em cada afirmação?'

/**
 * All answers identical (all "Neutro", all "Concordo totalmente"…): the result says nothing, so the
 * page asks to retake instead of showing tags or "Personalidade Equilibrada". Needs at least two
 * numeric answers; anything else is not judged.
 */
export function isStraightLined(answers: unknown): boolean {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return false
  const values = Object.values(answers).filter((value): value is number => typeof value === 'number')
  return values.length >= 2 && values.every((value) => value === values[0])
}

// ---------------------------------------------------------------- dominant and top traits

/**
 * The highest-scoring factor among O, C, E and A; ties go to the earlier one. Neuroticism is never
 * the headline ("Traço dominante: Neuroticismo" would read as good news); it is read as stability
 * in the traits below.
 */
export function dominantTrait(scores: OceanScores): OceanFactor {
  let best: OceanFactor = 'O'
  for (const factor of OCEAN_FACTORS) {
    if (factor !== 'N' && scoreOf(scores, factor) > scoreOf(scores, best)) best = factor
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

const TRAIT_FACTORS = {
  openness: 'O',
  conscientiousness: 'C',
  extraversion: 'E',
  agreeableness: 'A',
  stability: 'N',
} as const satisfies Record<OceanTraitKey, OceanFactor>

/**
 * Up to n highest traits (SPEC.md §2 OCEAN panel shows 2) that are strengths by the same rule as the
 * results page (isStrength): a low score is never shown as a strength, so there may be fewer than n.
 * Ties keep O, C, E, A, stability order.
 */
export function topStrengthTraits(scores: OceanScores, n = 2): OceanTrait[] {
  const count = Math.max(0, Math.min(Math.trunc(n), OCEAN_FACTORS.length))
  // Array.prototype.sort is stable, so equal values keep the trait order.
  return oceanTraits(scores)
    .filter((trait) => {
      const factor = TRAIT_FACTORS[trait.key]
      return isStrength(factor, scoreOf(scores, factor))
    })
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
}
