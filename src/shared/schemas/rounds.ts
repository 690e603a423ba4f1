/**
 * Feedback rounds (issue 36, docs/decisions/0046-feedback-rounds-and-self-knowledge-index.md): the
 * contracts of GET/POST /api/feedback/rounds. A free person learns that rounds exist and how many
 * released feedbacks each has; the comparison (`comparison`) is Premium and is left out of a free
 * answer altogether (DESIGN.md §10).
 */
import { formatDate } from '#shared/format'
import { z } from './zod-locale'

export const FEEDBACK_ROUNDS_PATH = '/api/feedback/rounds'

/** A new round may be opened this many days after the current one was opened (round 1: any time). */
export const ROUND_MIN_DAYS = 30
/** "Reenvie seu link": after this many days without a new released group in the current round. */
export const ROUND_REMINDER_DAYS = 7
/** "Hora de uma nova rodada?": this many days after the current round was opened. */
export const ROUND_INVITE_DAYS = 90

export const ROUND_MESSAGES = {
  tooSoon: (nextOpenAt: string) =>
    `Você abriu a rodada atual há menos de ${ROUND_MIN_DAYS} dias. Uma nova rodada poderá ser aberta a partir de ${formatDate(nextOpenAt)}.`,
} as const

const Score = z.number().int().min(0).max(100)
const Gap = z.number().int().min(-100).max(100)
const DiscSchema = z.object({ dominance: Score, influence: Score, steadiness: Score, compliance: Score })
const GapsSchema = z.object({ dominance: Gap, influence: Gap, steadiness: Gap, compliance: Gap })

const RoundSummarySchema = z.object({
  number: z.number().int().min(1),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Released feedbacks only: 0 or 3 and more (decision 0028). */
  releasedCount: z.number().int().min(0),
})

export const SelfKnowledgeSchema = z.object({
  value: Score,
  margin: z.number().int().min(1).max(100),
  low: Score,
  high: Score,
})

/** Premium: one round of the comparison. Figures are null below 3 released feedbacks in the round. */
export const RoundComparisonSchema = z.object({
  number: z.number().int().min(1),
  releasedCount: z.number().int().min(0),
  others: DiscSchema.nullable(),
  self: DiscSchema.nullable(),
  /** Others minus self, per dimension. */
  gaps: GapsSchema.nullable(),
  /** Only when this round and at least one other both have 3+ released feedbacks. */
  selfKnowledge: SelfKnowledgeSchema.nullable(),
})
export type RoundComparison = z.infer<typeof RoundComparisonSchema>

export const FeedbackRoundsResponseSchema = z.object({
  currentRound: z.number().int().min(1),
  /** When a new round may be opened; null: now. */
  nextOpenAt: z.string().nullable(),
  /** Oldest first. */
  rounds: z.array(RoundSummarySchema),
  /** Absent for free accounts: the comparison is Premium (DESIGN.md §10). */
  comparison: z.array(RoundComparisonSchema).optional(),
})
export type FeedbackRoundsResponse = z.infer<typeof FeedbackRoundsResponseSchema>

export const OpenRoundResponseSchema = z.object({ currentRound: z.number().int().min(2) })
