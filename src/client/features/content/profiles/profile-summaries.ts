import type { DiscType } from '#shared/disc/types'

/** The short card text of each DISC profile (the full pages live in one data file per profile). */
export const PROFILE_SUMMARIES = {
  D: {
    traits: ['Direto', 'Decidido', 'Competitivo'],
    summary: 'Movido por desafios e resultados. Decide rápido, assume a frente e faz as coisas acontecerem.',
  },
  I: {
    traits: ['Comunicativo', 'Otimista', 'Persuasivo'],
    summary: 'Movido por pessoas e reconhecimento. Cria conexões, contagia o grupo e inspira com entusiasmo.',
  },
  S: {
    traits: ['Paciente', 'Leal', 'Colaborativo'],
    summary: 'Movido por harmonia e segurança. Escuta com atenção, apoia a equipe e traz constância.',
  },
  C: {
    traits: ['Analítico', 'Preciso', 'Organizado'],
    summary: 'Movido por qualidade e precisão. Analisa antes de agir e cuida de cada detalhe.',
  },
} as const satisfies Record<DiscType, { traits: readonly string[]; summary: string }>
