import { PRODUCT_NAME } from '#shared/product'

/** Every enum of the survey (SPEC.md §3) with its Portuguese label; the order is the display order. */
export const HOW_FOUND = [
  ['search_engine', 'Google ou outro buscador'],
  ['instagram', 'Instagram'],
  ['friend_referral', 'Indicação de amizade ou família'],
  ['linkedin', 'LinkedIn'],
  ['tiktok', 'TikTok'],
  ['facebook', 'Facebook'],
  ['other', 'Outro'],
] as const

export const KNEW_DISC_BEFORE = [
  ['yes_well', 'Sim, já conhecia bem'],
  ['heard_about', 'Já tinha ouvido falar'],
  ['no_first_time', 'Não, foi a primeira vez'],
] as const

export const WHY_PERSONALITY_TEST = [
  ['personal_growth', 'Crescimento pessoal'],
  ['professional_development', 'Desenvolvimento profissional'],
  ['curiosity', 'Curiosidade'],
  ['relationship_improvement', 'Melhorar meus relacionamentos'],
  ['someone_recommended', 'Alguém me recomendou'],
  ['other', 'Outro motivo'],
] as const

export const WHO_ASKED_FEEDBACK = [
  ['family', 'Família'],
  ['close_friends', 'Amigos próximos'],
  ['colleagues', 'Colegas de trabalho'],
  ['boss_supervisor', 'Chefe ou liderança'],
  ['spouse_partner', 'Cônjuge ou parceria'],
  ['other', 'Outras pessoas'],
] as const

export const HOW_SHARED_LINK = [
  ['whatsapp', 'WhatsApp'],
  ['instagram', 'Instagram'],
  ['email', 'E-mail'],
  ['in_person', 'Pessoalmente'],
  ['other', 'Outro'],
] as const

export const COMPARED_DISC_GRAPHS = [
  ['yes_detailed', 'Sim, comparei com atenção'],
  ['yes_quick_look', 'Sim, dei uma olhada rápida'],
  ['no_didnt_compare', 'Não comparei'],
] as const

export const USED_RELATIONSHIP_FILTER = [
  ['yes_frequently', 'Sim, com frequência'],
  ['yes_sometimes', 'Sim, algumas vezes'],
  ['didnt_know_existed', 'Não sabia que existia'],
  ['no_didnt_use', 'Não usei'],
] as const

export const CONSULTED_WORD_CLOUD = [
  ['yes_very_useful', 'Sim, foi muito útil'],
  ['yes_didnt_understand', 'Sim, mas não entendi'],
  ['no_didnt_consult', 'Não consultei'],
  ['didnt_find_section', 'Não encontrei a seção'],
] as const

export const SAW_CHARACTERISTICS_LIST = [
  ['yes_most_interesting', 'Sim, foi o mais interessante'],
  ['yes_not_surprised', 'Sim, mas não me surpreendeu'],
  ['didnt_find_info', 'Não encontrei essa informação'],
] as const

export const HOW_USING_RESULTS = [
  ['personal_reflection', 'Reflexão pessoal'],
  ['family_conversations', 'Conversas em família'],
  ['professional_development', 'Desenvolvimento profissional'],
  ['relationship_improvement', 'Melhorar relacionamentos'],
  ['dont_know_yet', 'Ainda não sei'],
  ['other', 'Outro'],
] as const

export type Choice = readonly [value: string, label: string]
export const valuesOf = <T extends readonly Choice[]>(choices: T) =>
  choices.map(([value]) => value) as unknown as { [K in keyof T]: T[K][0] }

/** The five steps of the dialog (SPEC.md §2), by title. */
export const SURVEY_STEP_TITLES = [
  'Como você nos encontrou?',
  'Sobre o processo de feedback',
  'Sua experiência com os resultados',
  'O valor do feedback 360°',
  'Suas sugestões',
] as const

export const SURVEY_DIALOG_TITLE = `Conte sua experiência com o ${PRODUCT_NAME}`

export const SURVEY_MESSAGES = {
  thanksTitle: 'Obrigado pelo seu feedback! 💜',
  thanksDescription: `Suas respostas são muito valiosas para melhorarmos o ${PRODUCT_NAME}.`,
  failureTitle: 'Erro ao enviar',
  failureDescription: 'Tente novamente em alguns instantes.',
  alreadyAnswered: 'Você já respondeu esta pesquisa. Obrigado!',
} as const
