/**
 * The giver's texts and the link's shape, without the schemas of ./feedback.ts (which re-exports
 * them): a giver's page shows these before it has hydrated, and importing them does not bring zod
 * into its first load (issue 44's first-load ratchet, decision 0052).
 */
import { FEEDBACK_TEXT_MAX_LENGTH, MAX_IMPROVEMENTS, MAX_STRENGTHS, type RelationshipType } from '#shared/product'

export const FEEDBACK_MESSAGES = {
  invalidLink: 'Este link de feedback não é válido ou expirou.',
  selfFeedback:
    'Este é o seu próprio link de feedback. Compartilhe com pessoas que te conhecem para saber como elas te veem.',
  notOthersAssessment: 'Esta avaliação deve descrever outra pessoa.',
  selectOption: 'Selecione uma opção',
  relationshipRequired: 'Selecione um tipo de relacionamento',
  strengthRequired: 'Informe pelo menos um ponto forte',
  textTooLong: `Cada item pode ter no máximo ${FEEDBACK_TEXT_MAX_LENGTH} caracteres`,
  tooManyStrengths: `Informe no máximo ${MAX_STRENGTHS} pontos fortes`,
  tooManyImprovements: `Informe no máximo ${MAX_IMPROVEMENTS} pontos de melhoria`,
  textRequired: 'Envie cada item como texto',
  improvementsNotAList: 'Envie os pontos de melhoria como uma lista de textos',
  assessmentMismatch:
    'Não encontramos as respostas deste feedback: elas não pertencem a este link ou expiraram (guardamos por até 2 dias). Responda as perguntas novamente.',
  assessmentIdInvalid: 'Informe o identificador das suas respostas (assessmentId) como recebido ao enviá-las.',
  stepTwoQuota: (retry: string) =>
    `Muitos envios vindos da sua rede para este link nas últimas 24 horas. Tente novamente em ${retry}.`,
  alreadySubmitted: 'Este feedback já foi enviado. Obrigado por participar!',
  assessmentFailed: 'Falha ao enviar avaliação',
  feedbackFailed: 'Falha ao enviar feedback',
  success: 'Obrigado! Seu feedback foi enviado com sucesso.',
  inviteLinkFailed: 'Falha ao carregar link de feedback',
  inviteLinkFailedDescription: 'Falha ao obter seu link único de feedback.',
  inviteLinkMissing: 'Não foi possível recuperar seu link de feedback.',
  alreadyAnsweredHere: 'Você já respondeu por esta pessoa neste navegador. Obrigado por participar!',
  networkQuota: (quota: number, retry: string) =>
    `Esta pessoa já recebeu ${quota} respostas vindas da sua rede nas últimas 24 horas. Tente novamente em ${retry}.`,
  /** A network past its everyday quota, before answering without JavaScript: JavaScript may let them through. */
  networkQuotaWithoutScript: (quota: number, retry: string) =>
    `Esta pessoa já recebeu ${quota} respostas vindas da sua rede nas últimas 24 horas, e sem JavaScript só será possível enviar outra daqui a ${retry}. Ative o JavaScript do navegador e recarregue esta página: com ele, o envio passa por uma verificação extra e sua resposta pode ser aceita agora.`,
  wideNetworkQuota: (retry: string) =>
    `Esta pessoa já recebeu muitas respostas vindas da rede do seu provedor de internet nas últimas 24 horas. Tente novamente em ${retry}.`,
  unprovenQuota: (retry: string) =>
    `Esta pessoa já recebeu muitas respostas enviadas sem JavaScript nas últimas 24 horas. Ative o JavaScript do navegador para responder agora ou tente novamente em ${retry}.`,
  proofHarder:
    'Outras pessoas da sua rede já responderam por esta pessoa hoje, então o envio precisa de uma verificação extra. Aguarde alguns segundos e tente novamente.',
  proofMissing: 'Não foi possível confirmar o envio. Recarregue a página e tente novamente.',
  proofInvalid: 'A verificação do envio não confere. Recarregue a página e tente novamente.',
  proofExpired: 'A verificação do envio expirou. Recarregue a página e tente novamente.',
  proofUsed: 'Esta verificação já foi usada. Recarregue a página e tente novamente.',
} as const

export const RELATIONSHIP_LABELS: Readonly<Record<RelationshipType, string>> = {
  colleague: 'Colega',
  friend: 'Amizade',
  family: 'Família',
}

/** Loose uuid shape (any version): checked before the database sees it, which would throw on a bad cast. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}

/** The giver's secret from step 1 (issue 30): 32 URL-safe characters. */
export const GIVER_SECRET_PATTERN = /^[A-Za-z0-9_-]{32}$/
