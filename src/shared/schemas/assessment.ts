import { z } from './zod-locale'
import { DISC_SCORING_ERRORS } from '#shared/disc/scoring'
import { ASSESSMENT_MESSAGES, ASSESSMENT_PATH, ASSESSMENT_TEMP_PATH } from './assessment-texts'
import { safeString } from './text'

export { ASSESSMENT_MESSAGES, ASSESSMENT_PATH, ASSESSMENT_TEMP_PATH }

/** Name of the HttpOnly cookie that ties a visitor's temporary DISC result to their browser. */
export const ANON_COOKIE = 'espelho_anon'
/** Anonymous ids are random base64url tokens; anything else in the cookie is ignored. */
export const ANON_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
export { TEMPORARY_RESULT_DAYS } from '#shared/product'

/**
 * Scores a client sends are accepted because SPEC.md §7 lists them in the payload, then ignored:
 * the server recomputes them from `answers` (DESIGN.md §5). They still must be numbers if present.
 */
const ClientScore = z.number(ASSESSMENT_MESSAGES.score).optional()

/**
 * POST /api/assessment. The shape is checked here; which question and option ids are valid, and
 * whether every question was answered, is checked by `scoreDiscAnswers` with its own messages.
 */
export const DiscAssessmentRequestSchema = z.object({
  dominance: ClientScore,
  influence: ClientScore,
  steadiness: ClientScore,
  compliance: ClientScore,
  answers: z.record(
    safeString().max(16, DISC_SCORING_ERRORS.unknownQuestion),
    safeString(ASSESSMENT_MESSAGES.answerValue).max(16, ASSESSMENT_MESSAGES.answerValue),
    ASSESSMENT_MESSAGES.answers,
  ),
  isSelf: z.literal(true, ASSESSMENT_MESSAGES.selfOnly).optional(),
})
export type DiscAssessmentRequest = z.infer<typeof DiscAssessmentRequestSchema>

const Score = z.number().int().min(0).max(100)

/** A self DISC assessment as every call answers it (SPEC.md §3). A temporary one has id 0. */
export const DiscAssessmentSchema = z.object({
  id: z.number().int(),
  dominance: Score,
  influence: Score,
  steadiness: Score,
  compliance: Score,
  answers: z.record(z.string(), z.string()),
  isSelf: z.boolean(),
  /** The visitor's anonymous id for a temporary result; null once it belongs to an account. */
  sessionId: z.string().nullable(),
  createdAt: z.string(),
})
export type DiscAssessment = z.infer<typeof DiscAssessmentSchema>

export const LatestDiscAssessmentResponseSchema = z.object({ assessment: DiscAssessmentSchema.nullable() })

/**
 * What the client accepts from GET /api/assessment: the result wrapped under `assessment` (what
 * the server sends) or the bare object (SPEC.md §3 allows both).
 */
export const LatestDiscAssessmentAnswerSchema = z.union([LatestDiscAssessmentResponseSchema, DiscAssessmentSchema])

/** What the browser keeps under `assessmentData` (SPEC.md §3), in local and session storage. */
export const StoredAssessmentDataSchema = z.object({
  dominance: Score,
  influence: Score,
  steadiness: Score,
  compliance: Score,
  sessionId: z.string().nullable().optional(),
})
export type StoredAssessmentData = z.infer<typeof StoredAssessmentDataSchema>
