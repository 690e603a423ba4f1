import { z } from './zod-locale'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { OceanNormsFieldsSchema } from './norms'

export const OCEAN_ASSESSMENT_PATH = '/api/ocean-assessment'
export const OCEAN_RECENT_PATH = '/api/ocean-assessment/recent'

export const OCEAN_MESSAGES = {
  notFound: 'Nenhuma avaliação OCEAN encontrada',
  assessmentNotFound: 'Avaliação não encontrada',
  invalidId: 'O identificador da avaliação é inválido.',
  selfOnly: 'Apenas autoavaliações OCEAN podem ser salvas.',
  fetchFailed: 'Erro ao buscar assessment OCEAN',
  processFailed: 'Erro ao processar sua avaliação. Tente novamente.',
  saveFailed: 'Erro ao salvar avaliação',
  saveOnSignUpFailed: 'Erro ao salvar avaliação OCEAN',
} as const

/**
 * Scores a client sends are accepted for compatibility with SPEC.md §7 and then ignored: the
 * server recomputes them from `answers` (DESIGN.md §5). They still must be numbers if present.
 */
const ClientScore = z.number().optional()

/**
 * POST /api/ocean-assessment. `answers` is checked and scored by `scoreOceanAnswers`, which
 * gives the Portuguese message for each way it can be wrong (missing, not a map, unknown ids,
 * values outside 1-5).
 */
export const OceanAssessmentRequestSchema = z.object({
  openness: ClientScore,
  conscientiousness: ClientScore,
  extraversion: ClientScore,
  agreeableness: ClientScore,
  neuroticism: ClientScore,
  answers: z.unknown(),
  isSelf: z.literal(true, { error: OCEAN_MESSAGES.selfOnly }).optional(),
})
export type OceanAssessmentRequest = z.infer<typeof OceanAssessmentRequestSchema>

const Score = z.number().int().min(0).max(100)

export const OceanAssessmentSchema = z.object({
  id: z.number().int(),
  openness: Score,
  conscientiousness: Score,
  extraversion: Score,
  agreeableness: Score,
  neuroticism: Score,
  answers: z.record(z.enum(OCEAN_QUESTION_IDS), z.number().int().min(1).max(5)),
  isSelf: z.boolean(),
  createdAt: z.string(),
})

export type OceanAssessment = z.infer<typeof OceanAssessmentSchema>

/** GET /api/ocean-assessment/recent and /:id: the assessment with its percentiles in the norms (issue 48). */
export const OceanResultSchema = OceanAssessmentSchema.extend(OceanNormsFieldsSchema.shape)
export type OceanResult = z.infer<typeof OceanResultSchema>

/** GET /api/ocean-assessment/recent: the latest assessment, or null when there is none (decision 0039). */
export const OceanRecentResponseSchema = OceanResultSchema.nullable()

/** `/api/ocean-assessment/:id`: digits only; anything else is a 400 before touching the database. */
export const OceanAssessmentIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,12}$/, OCEAN_MESSAGES.invalidId),
})
