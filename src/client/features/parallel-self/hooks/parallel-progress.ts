/**
 * Progress of the parallel self form (the others' 24 questions about oneself): answers, the
 * current question and each question's shuffled option order, kept in local storage so a reload
 * comes back to the same place.
 */
import { z } from 'zod'
import { DISC_PARALLEL_SELF_QUESTIONS } from '#shared/disc/parallel-self-questions'
import { shuffled } from '#client/lib/shuffle'
import { STORAGE_KEYS } from '#client/lib/storage'
import { usePersistedState } from '#client/lib/use-persisted-state'
import { useVisitSeed } from '#client/lib/visit-seed'

const BANK = DISC_PARALLEL_SELF_QUESTIONS

export interface ParallelProgress {
  version: 1
  order: Record<string, string[]>
  answers: Record<string, string>
  index: number
}

function freshProgress(seed: number): ParallelProgress {
  return {
    version: 1,
    order: Object.fromEntries(BANK.map((q) => [q.id, shuffled(q.options.map((o) => o.id), seed, q.id)])),
    answers: {},
    index: 0,
  }
}

/** A progress written for this bank; anything else starts afresh. */
const ParallelProgressSchema: z.ZodType<ParallelProgress> = z
  .object({
    version: z.literal(1),
    order: z.record(z.string(), z.array(z.string())),
    answers: z.record(z.string(), z.string()),
    index: z.number().int().min(0).max(BANK.length - 1),
  })
  .refine(({ order }) =>
    BANK.every((question) => {
      const shown = order[question.id]
      return shown !== undefined && shown.length === question.options.length && question.options.every((o) => shown.includes(o.id))
    }),
  )
  .refine(({ answers }) =>
    Object.entries(answers).every(([questionId, optionId]) =>
      BANK.some((q) => q.id === questionId && q.options.some((o) => o.id === optionId)),
    ),
  )

export function useParallelProgress() {
  const seed = useVisitSeed()
  return usePersistedState(STORAGE_KEYS.parallelProgress, ParallelProgressSchema, () => freshProgress(seed))
}
