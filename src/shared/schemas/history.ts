import { z } from './zod-locale'

/**
 * "Sua evolução" (issue 16): every self result of the person, newest first. The scores of earlier
 * results are Premium content, so the server decides what goes out: a Premium person gets every
 * entry with its scores (`locked: false`); a free person only learns how many results there are
 * and when they were taken (`locked: true`), enough for the teaser and nothing more.
 */
export const DISC_HISTORY_PATH = '/api/assessment/history'
export const OCEAN_HISTORY_PATH = '/api/ocean-assessment/history'

/** Newest results a history answer carries at most. */
export const HISTORY_LIMIT = 50

const Score = z.number().int().min(0).max(100)
const When = z.string()

export const DiscHistoryEntrySchema = z.object({
  createdAt: When,
  dominance: Score,
  influence: Score,
  steadiness: Score,
  compliance: Score,
})
export type DiscHistoryEntry = z.infer<typeof DiscHistoryEntrySchema>

export const OceanHistoryEntrySchema = z.object({
  createdAt: When,
  openness: Score,
  conscientiousness: Score,
  extraversion: Score,
  agreeableness: Score,
  neuroticism: Score,
})
export type OceanHistoryEntry = z.infer<typeof OceanHistoryEntrySchema>

/** The free answer: how many results, and their dates, newest first. */
const LockedHistorySchema = z.object({
  locked: z.literal(true),
  total: z.number().int().min(0),
  dates: z.array(When),
})

function historyResponse<T extends z.ZodType>(entry: T) {
  return z.discriminatedUnion('locked', [
    z.object({ locked: z.literal(false), total: z.number().int().min(0), entries: z.array(entry) }),
    LockedHistorySchema,
  ])
}

export const DiscHistoryResponseSchema = historyResponse(DiscHistoryEntrySchema)
export type DiscHistoryResponse = z.infer<typeof DiscHistoryResponseSchema>

export const OceanHistoryResponseSchema = historyResponse(OceanHistoryEntrySchema)
export type OceanHistoryResponse = z.infer<typeof OceanHistoryResponseSchema>
