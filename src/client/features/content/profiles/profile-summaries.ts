import type { DiscType } from '#shared/disc/types'

/**
 * The short card text of each DISC profile (the full pages live in one data file per profile).
 * Traits are nouns and summaries start with a verb, so they fit anyone regardless of gender.
 */
export const PROFILE_SUMMARIES = {
  D: {
    traits: ['Objetividade', 'Decisão', 'Competitividade'],
    summary: 'Busca desafios e resultados. Decide rápido, assume a frente e faz as coisas acontecerem.',
  },
  I: {
    traits: ['Comunicação', 'Otimismo', 'Persuasão'],
    summary: 'Valoriza pessoas e reconhecimento. Cria conexões, contagia o grupo e inspira com entusiasmo.',
  },
  S: {
    traits: ['Paciência', 'Lealdade', 'Colaboração'],
    summary: 'Valoriza harmonia e segurança. Escuta com atenção, apoia a equipe e traz constância.',
  },
  C: {
    traits: ['Análise', 'Precisão', 'Organização'],
    summary: 'Valoriza qualidade e precisão. Analisa antes de agir e cuida de cada detalhe.',
  },
} as const satisfies Record<DiscType, { traits: readonly string[]; summary: string }>
