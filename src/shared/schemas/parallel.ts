import { z } from './zod-locale'
import { DISC_SCORING_ERRORS } from '#shared/disc/scoring'

/** The parallel self form (issue 20): the others' 24 questions, answered about oneself. */
export const PARALLEL_ASSESSMENT_PATH = '/api/assessment/parallel'

export const PARALLEL_MESSAGES = {
  answerValue: 'Cada resposta deve ser o identificador de uma opção.',
  submitFailed: 'Não foi possível enviar suas respostas: ',
} as const

/**
 * POST /api/assessment/parallel. The shape is checked here; which ids are valid and whether all 24
 * questions were answered is checked by `scoreDiscAnswers` with its own Portuguese messages.
 */
export const ParallelAssessmentRequestSchema = z.object({
  answers: z.record(
    z.string().max(16, DISC_SCORING_ERRORS.unknownQuestion),
    z.string(PARALLEL_MESSAGES.answerValue).max(16, PARALLEL_MESSAGES.answerValue),
    DISC_SCORING_ERRORS.notAnObject,
  ),
})
export type ParallelAssessmentRequest = z.infer<typeof ParallelAssessmentRequestSchema>

const Score = z.number().int().min(0).max(100)

export const ParallelAssessmentSchema = z.object({
  id: z.number().int().positive(),
  dominance: Score,
  influence: Score,
  steadiness: Score,
  compliance: Score,
  answers: z.record(z.string(), z.string()),
  createdAt: z.string(),
})
export type ParallelAssessment = z.infer<typeof ParallelAssessmentSchema>

/** GET /api/assessment/parallel: the latest parallel self result, or null when never taken. */
export const LatestParallelResponseSchema = z.object({ assessment: ParallelAssessmentSchema.nullable() })
