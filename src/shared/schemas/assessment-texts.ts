/**
 * The DISC test's paths and texts, without the schemas of ./assessment.ts (which re-exports them):
 * the test's page shows these before it has hydrated, and importing them does not bring zod into
 * its first load (issue 44's first-load ratchet, decision 0052).
 */
import { DISC_SCORING_ERRORS } from '#shared/disc/scoring'

export const ASSESSMENT_PATH = '/api/assessment'
export const ASSESSMENT_TEMP_PATH = '/api/assessment/temp'

export const ASSESSMENT_MESSAGES = {
  selfOnly: 'Esta avaliação aceita apenas as suas próprias respostas. Para avaliar outra pessoa, use o link de feedback dela.',
  answers: DISC_SCORING_ERRORS.notAnObject,
  answerValue: 'Cada resposta deve ser o identificador de uma opção.',
  score: 'As pontuações devem ser números.',
  tempNotFound: 'Nenhuma avaliação temporária encontrada.',
  submitFailedTitle: 'Erro',
  submitFailedPrefix: 'Falha ao enviar avaliação: ',
  selectOptionTitle: 'Selecione uma opção',
  selectOptionDescription: 'Você precisa selecionar uma resposta antes de prosseguir.',
} as const
