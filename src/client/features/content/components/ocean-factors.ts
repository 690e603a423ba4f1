import type { OceanFactor } from '#shared/ocean/types'

/** What each Big Five factor describes, for the /ocean page (names come from shared/ocean/types). */
export const OCEAN_FACTOR_CONTENT = {
  O: {
    english: 'Openness',
    measures: 'Curiosidade intelectual, imaginação e gosto por novidades, ideias e experiências diferentes.',
    high: 'Criatividade, curiosidade e interesse por arte, conhecimento e formas novas de fazer as coisas.',
    low: 'Senso prático e preferência pelo concreto, pelo familiar e pelo que já foi testado.',
  },
  C: {
    english: 'Conscientiousness',
    measures: 'Organização, disciplina, persistência e senso de responsabilidade com compromissos.',
    high: 'Planejamento, pontualidade e cuidado com os detalhes; é a pessoa com quem todos contam.',
    low: 'Flexibilidade e espontaneidade; gosto pelo improviso e menos apego a rotinas e prazos.',
  },
  E: {
    english: 'Extraversion',
    measures: 'O quanto você busca contato social, se expressa com assertividade e sente entusiasmo e energia no dia a dia.',
    high: 'Comunicação fácil, animação e prazer em grupos, conversas e atividades sociais.',
    low: 'Reserva e discrição; preferência por grupos pequenos, conversas mais calmas e momentos a sós.',
  },
  A: {
    english: 'Agreeableness',
    measures: 'O jeito de se relacionar: empatia, cooperação, confiança e cuidado com os outros.',
    high: 'Empatia, gentileza e espírito conciliador; a harmonia das relações vem em primeiro lugar.',
    low: 'Franqueza e senso crítico; objetividade acima do consenso e facilidade para discordar.',
  },
  N: {
    english: 'Neuroticism',
    measures:
      'A intensidade com que se sentem emoções como ansiedade, irritação e tristeza. O nome assusta, mas descreve algo que todos vivemos em algum grau.',
    high: 'Emoções intensas, preocupação frequente e mais sensibilidade ao estresse.',
    low: 'Calma, equilíbrio e facilidade para lidar com pressão e imprevistos — ou seja, estabilidade emocional.',
  },
} as const satisfies Record<OceanFactor, { english: string; measures: string; high: string; low: string }>
