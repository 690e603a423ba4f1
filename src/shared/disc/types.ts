/**
 * The four DISC types, their score keys and their Portuguese names (SPEC.md §1, §2, §3).
 * DISC_TYPES order (D, I, S, C) is the display order; it is not the tie-break order,
 * which is alphabetical (see dominantType in scoring.ts).
 */

export const DISC_TYPES = ['D', 'I', 'S', 'C'] as const
export type DiscType = (typeof DISC_TYPES)[number]

export const DISC_SCORE_KEYS = ['dominance', 'influence', 'steadiness', 'compliance'] as const
export type DiscScoreKey = (typeof DISC_SCORE_KEYS)[number]

/** Whole percentages 0-100, one per type (SPEC.md §3). */
export type DiscScores = Record<DiscScoreKey, number>

export interface DiscOption {
  /** `{questionId}-{a|b|c|d}`; the letter says nothing about the type. */
  readonly id: string
  readonly text: string
  readonly description: string
  readonly type: DiscType
}

export interface DiscQuestion {
  readonly id: string
  readonly text: string
  /** Exactly one option per type. Readonly so a client shuffling for display must copy first. */
  readonly options: readonly DiscOption[]
}

export const TYPE_TO_SCORE_KEY = {
  D: 'dominance',
  I: 'influence',
  S: 'steadiness',
  C: 'compliance',
} as const satisfies Record<DiscType, DiscScoreKey>

export const SCORE_KEY_TO_TYPE = {
  dominance: 'D',
  influence: 'I',
  steadiness: 'S',
  compliance: 'C',
} as const satisfies Record<DiscScoreKey, DiscType>

export const DISC_NAMES = {
  D: 'Dominância',
  I: 'Influência',
  S: 'Estabilidade',
  C: 'Conformidade',
} as const satisfies Record<DiscType, string>

/** Path segment of each profile page (SPEC.md §2, methodology and profile pages). */
export const DISC_PROFILE_SLUGS = {
  D: 'dominance',
  I: 'influence',
  S: 'steadiness',
  C: 'compliance',
} as const satisfies Record<DiscType, string>

export const DISC_NICKNAMES = {
  D: 'O Realizador',
  I: 'O Inspirador',
  S: 'O Harmonizador',
  C: 'O Perfeccionista',
} as const satisfies Record<DiscType, string>

/** "Dominant type explained" on the results dashboard: addressed to the user, gender-neutral. */
export const DISC_EXPLANATIONS = {
  D: 'Seu traço mais forte é a Dominância: desafios e resultados são o que mais move você. Costuma decidir rápido, assumir a frente quando algo precisa andar e falar de forma direta. Sua força está em fazer as coisas acontecerem; o ponto de atenção é ter paciência com ritmos diferentes do seu e ouvir antes de agir.',
  I: 'Seu traço mais forte é a Influência: as pessoas são a sua fonte de energia. Você se comunica com entusiasmo, cria conexões com facilidade e contagia o ambiente com otimismo. Sua força está em inspirar e unir; o ponto de atenção é dar a mesma energia aos detalhes e ao acompanhamento do que começou.',
  S: 'Seu traço mais forte é a Estabilidade: você traz calma, constância e confiança para quem está por perto. Escuta com atenção, apoia a equipe e valoriza relações duradouras e ambientes harmoniosos. Sua força está na lealdade e na consistência; o ponto de atenção é se posicionar nos conflitos e acolher mudanças com mais abertura.',
  C: 'Seu traço mais forte é a Conformidade: você valoriza qualidade, precisão e critérios claros. Analisa antes de agir, busca dados e cuida de cada detalhe para entregar um trabalho bem-feito. Sua força está no rigor e no planejamento; o ponto de atenção é não deixar que a busca pela perfeição atrase decisões.',
} as const satisfies Record<DiscType, string>

export function scoreOf(scores: DiscScores, type: DiscType): number {
  return scores[TYPE_TO_SCORE_KEY[type]]
}

export function emptyDiscScores(): DiscScores {
  return { dominance: 0, influence: 0, steadiness: 0, compliance: 0 }
}
