/**
 * Contracts of the anonymous 360° feedback calls (SPEC.md §3 feedback entities, §5 feedback rules,
 * §7 `/api/feedback*`). The server puts these on its routes; the giver's form validates with them.
 */
import {
  FEEDBACK_TEXT_MAX_LENGTH,
  MAX_IMPROVEMENTS,
  MAX_STRENGTHS,
  RELATIONSHIP_TYPES,
} from '#shared/product'
import { DISC_SCORE_KEYS, DISC_TYPES } from '#shared/disc/types'
import { z } from './zod-locale'
import { safeString } from './text'
import { FEEDBACK_MESSAGES, GIVER_SECRET_PATTERN, isUuid, RELATIONSHIP_LABELS, UUID_PATTERN } from './feedback-texts'

export { FEEDBACK_MESSAGES, GIVER_SECRET_PATTERN, isUuid, RELATIONSHIP_LABELS, UUID_PATTERN }

/**
 * The `:uuid` of an invite link's routes. Any string: a link that is not a uuid answers the same
 * 404 as one nobody owns (FEEDBACK_MESSAGES.invalidLink), not a 400 that tells them apart.
 */
export const FeedbackLinkParamsSchema = z.object({ uuid: z.string() })

const ScoreSchema = z.number().finite().optional()

/**
 * POST /api/feedback/user/{uuid}/assessment. The scores are accepted for SPEC.md's payload shape
 * and ignored: the server recomputes them from `answers` (DESIGN.md §5).
 */
export const OthersAssessmentRequestSchema = z.object({
  dominance: ScoreSchema,
  influence: ScoreSchema,
  steadiness: ScoreSchema,
  compliance: ScoreSchema,
  answers: z.record(safeString().max(16), safeString().max(16)),
  isSelf: z.literal(false, { error: FEEDBACK_MESSAGES.notOthersAssessment }).optional(),
  /** The ALTCHA proof of work (base64), required unless FEEDBACK_PROOF_OF_WORK=off (docs/decisions/0015). */
  altcha: safeString().max(4096).optional(),
})
export type OthersAssessmentRequest = z.input<typeof OthersAssessmentRequestSchema>

/** Trimmed, inner whitespace collapsed, at most FEEDBACK_TEXT_MAX_LENGTH characters. */
const FeedbackTextSchema = safeString({ error: FEEDBACK_MESSAGES.textRequired }, { multiline: true })
  .max(4 * FEEDBACK_TEXT_MAX_LENGTH, FEEDBACK_MESSAGES.textTooLong)
  .transform((text) => text.normalize('NFC').replace(/\s+/gu, ' ').trim())
  .pipe(z.string().max(FEEDBACK_TEXT_MAX_LENGTH, FEEDBACK_MESSAGES.textTooLong))

/** A list of at most `max` entries; blank entries are discarded (SPEC.md §5). */
const textList = (max: number, tooMany: string, notAList: string) =>
  z
    .array(FeedbackTextSchema, { error: notAList })
    .max(max, tooMany)
    .transform((list) => list.filter((item) => item.length > 0))

export const StrengthsSchema = textList(
  MAX_STRENGTHS,
  FEEDBACK_MESSAGES.tooManyStrengths,
  FEEDBACK_MESSAGES.strengthRequired,
).refine(
  (list) => list.length >= 1,
  FEEDBACK_MESSAGES.strengthRequired,
)
export const ImprovementsSchema = textList(
  MAX_IMPROVEMENTS,
  FEEDBACK_MESSAGES.tooManyImprovements,
  FEEDBACK_MESSAGES.improvementsNotAList,
)

export const RelationshipTypeSchema = z.enum(RELATIONSHIP_TYPES, { error: FEEDBACK_MESSAGES.relationshipRequired })

/** POST /api/feedback/user/{uuid} (SPEC.md §3 "Feedback submission"). */
/**
 * What step 1 of the giver flow returns as `id` and steps 2 and 3 send back as `assessmentId`: a
 * random secret of the giver (32 base64url characters), never a sequential id (issue 30).
 */
export const GiverSecretSchema = z
  .string({ error: FEEDBACK_MESSAGES.assessmentIdInvalid })
  .regex(GIVER_SECRET_PATTERN, { error: FEEDBACK_MESSAGES.assessmentIdInvalid })

export const FeedbackSubmissionSchema = z.object({
  assessmentId: GiverSecretSchema,
  relationshipType: RelationshipTypeSchema,
  strengths: StrengthsSchema,
  improvements: ImprovementsSchema.default([]),
})
export type FeedbackSubmission = z.input<typeof FeedbackSubmissionSchema>
export type FeedbackSubmissionOutput = z.output<typeof FeedbackSubmissionSchema>

/** The giver's second step, validated before anything is sent. */
export const FeedbackDetailsSchema = FeedbackSubmissionSchema.omit({ assessmentId: true })

/** GET /api/feedback/user/{uuid}: whose link this is (SPEC.md §3 "Feedback link info"). */
export const FeedbackLinkInfoSchema = z.object({
  userId: z.string(),
  username: z.string(),
})
export type FeedbackLinkInfo = z.infer<typeof FeedbackLinkInfoSchema>

/** GET /api/feedback/invite-link: the signed-in person's own feedback address. */
export const InviteLinkResponseSchema = z.object({ feedbackUrl: z.string() })
export type InviteLinkResponse = z.infer<typeof InviteLinkResponseSchema>

/** POST /api/feedback/user/{uuid}/assessment: the id the feedback submission then names. */
export const OthersAssessmentResponseSchema = z.object({ id: GiverSecretSchema })

/** GET /api/feedback/challenge: an ALTCHA (v2 proof of work) challenge, signed by the server. */
export const ProofOfWorkChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
})

/** POST /api/feedback/user/{uuid}. */
export const FeedbackSubmitResponseSchema = z.object({ success: z.literal(true) })

const DiscScoresViewSchema = z.object({
  dominance: z.number(),
  influence: z.number(),
  steadiness: z.number(),
  compliance: z.number(),
})

/** One dimension's verdict (src/shared/feedback/verdict.ts; docs/decisions/0038-one-verdict.md). */
export const VerdictSchema = z.object({
  instrument: z.enum(['disc-short', 'disc-parallel', 'ocean']),
  self: z.number(),
  selfLow: z.number(),
  selfHigh: z.number(),
  /** Half-width of the self score's 95% range. */
  selfMargin: z.number(),
  others: z.number(),
  /** The raters' average's 95% interval. */
  othersLow: z.number(),
  othersHigh: z.number(),
  raters: z.number().int(),
  spread: z.number(),
  gap: z.number(),
  direction: z.enum(['self-higher', 'self-lower']),
  status: z.enum(['clear', 'uncertain', 'none']),
  reason: z.enum(['small', 'divided', 'margin']).nullable(),
  ratersAgree: z.boolean(),
  certainty: z.enum(['high', 'medium', 'low']),
  /** More raters that would settle an uncertain difference if opinions stay as they are. */
  moreRaters: z.number().int().nullable(),
  longerSelfTest: z.boolean(),
})

/** How settled a 360° picture is ("Média dos outros: …"), from the number of raters and their agreement. */
export const ReliabilitySchema = z.object({
  level: z.enum(['low', 'medium', 'high']),
  raters: z.number().int(),
  averageSpread: z.number(),
  disagree: z.boolean(),
  nextLevelAt: z.number().int().nullable(),
})

/** The DISC 360 verdicts, every dimension in D, I, S, C order, and the reliability. From 3 feedbacks, every plan. */
export const PerceptionSchema = z.object({
  reliability: ReliabilitySchema,
  dimensions: z.array(VerdictSchema.extend({ dimension: z.enum(DISC_SCORE_KEYS) })),
})
export type Perception = z.infer<typeof PerceptionSchema>
export type DiscVerdict = Perception['dimensions'][number]

/**
 * One flagged difference between self and others (|self − others| ≥ 10) with the raters' agreement
 * and the older blind-spot verdict, derived from `perception` (src/shared/feedback/blind-spots.ts). Premium only.
 */
export const BlindSpotSchema = z.object({
  dimension: z.enum(DISC_SCORE_KEYS),
  self: z.number(),
  others: z.number(),
  gap: z.number(),
  direction: z.enum(['self-higher', 'self-lower']),
  raters: z.number().int(),
  /** Sample SD of the raters' scores, one decimal. */
  spread: z.number(),
  confirmed: z.boolean(),
  isBlindSpot: z.boolean(),
  verdict: z.enum(['blind-spot', 'divided', 'small', 'uncertain']),
  selfSource: z.enum(['short', 'parallel']),
})

/** Others' averages within one relationship group of 3 or more feedbacks. Premium only. */
export const RelationshipGroupSchema = z.object({
  relationshipType: z.enum(RELATIONSHIP_TYPES),
  count: z.number().int(),
  disc: DiscScoresViewSchema,
})
export type RelationshipGroup = z.infer<typeof RelationshipGroupSchema>

/**
 * GET /api/feedback/stats (SPEC.md §3 "Feedback stats"). Free responses carry only what the free tier
 * shows: `blindSpots` and `feedbackDiscByRelationship` are absent, `topCharacteristics` is cut to 2
 * (3 from THIRD_CHARACTERISTIC_UNLOCK_AT feedbacks). `feedbackSpread` is the raters' SD per dimension, null below 3 feedbacks.
 */
export const FeedbackStatsSchema = z.object({
  selfDisc: DiscScoresViewSchema,
  feedbackDisc: DiscScoresViewSchema,
  /** Released feedbacks (issue 30): everything below counts only these. */
  feedbackCount: z.number().int(),
  /** Feedbacks waiting for the next release, 0 to 2: they appear together when the third arrives. */
  waitingCount: z.number().int().min(0).max(2),
  topCharacteristics: z.array(z.object({ text: z.string(), count: z.number().int(), percentage: z.number() })),
  /** How many characteristics were ranked in all: a free page can say how many more Premium shows. */
  topCharacteristicsTotal: z.number().int(),
  feedbackSpread: DiscScoresViewSchema.nullable(),
  /** The verdict per dimension and the reliability; null below 3 feedbacks or without a DISC result. */
  perception: PerceptionSchema.nullable(),
  blindSpots: z.array(BlindSpotSchema).optional(),
  feedbackDiscByRelationship: z.array(RelationshipGroupSchema).optional(),
})
export type FeedbackStats = z.infer<typeof FeedbackStatsSchema>

/**
 * One feedback as the owner sees it: nothing about the giver beyond the profile their answers point
 * to. Since issue 18 the item carries the perceived DISC letter and the four percentages instead of
 * the 24 raw answers (the page only ever showed the letter; docs/decisions/0018-feedback-pages.md).
 */
export const FeedbackListItemSchema = z.object({
  /** The DISC letter the giver's answers point to most (SPEC's dominant-type rule). */
  perceivedType: z.enum(DISC_TYPES),
  /** The giver's shares per dimension, whole percentages that total 100. */
  disc: DiscScoresViewSchema,
  /** Null when fewer than 3 feedbacks share this relationship (docs/decisions/0013-anonymity-thresholds.md). */
  relationshipType: z.enum(RELATIONSHIP_TYPES).nullable(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
})
export type FeedbackListItem = z.infer<typeof FeedbackListItemSchema>

export const FEEDBACK_LIST_DEFAULT_LIMIT = 20
export const FEEDBACK_LIST_MAX_LIMIT = 100

export const FEEDBACK_LIST_MESSAGES = {
  invalidLimit: `O parâmetro limit deve ser um número inteiro de 1 a ${FEEDBACK_LIST_MAX_LIMIT}.`,
  invalidCursor: 'O parâmetro cursor é inválido. Recarregue a lista de feedbacks.',
} as const

/** GET /api/feedback?limit=&cursor= (issue 18): one page of the list. */
export const FeedbackListQuerySchema = z.object({
  limit: z
    .string({ error: FEEDBACK_LIST_MESSAGES.invalidLimit })
    .regex(/^\d{1,3}$/, FEEDBACK_LIST_MESSAGES.invalidLimit)
    .transform(Number)
    .pipe(z.number().int().min(1, FEEDBACK_LIST_MESSAGES.invalidLimit).max(FEEDBACK_LIST_MAX_LIMIT, FEEDBACK_LIST_MESSAGES.invalidLimit))
    .optional()
    .transform((limit) => limit ?? FEEDBACK_LIST_DEFAULT_LIMIT),
  cursor: z
    .string({ error: FEEDBACK_LIST_MESSAGES.invalidCursor })
    .regex(/^[A-Za-z0-9_-]{1,400}$/, FEEDBACK_LIST_MESSAGES.invalidCursor)
    .optional(),
})

/** GET /api/feedback. */
export const FeedbackListResponseSchema = z.object({
  feedback: z.array(FeedbackListItemSchema),
  /** Equals feedback.length (SPEC.md §7): the items of this page; the total is FeedbackStats.feedbackCount. */
  count: z.number().int(),
  /** Opaque; pass it back as `cursor` for the next page. Null on the last page. */
  nextCursor: z.string().nullable(),
})
export type FeedbackListResponse = z.infer<typeof FeedbackListResponseSchema>
