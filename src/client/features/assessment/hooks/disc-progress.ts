/**
 * Wizard progress of the self DISC test (DESIGN.md §5, nothing typed is lost): the answers, the
 * current question and each question's shuffled option order live in local storage, so a reload
 * shows the same question with the same options in the same order.
 */
import { useMemo } from 'react'
import { z } from 'zod'
import type { DiscQuestion } from '#shared/disc/types'
import { DISC_FORM_ACTION, DiscFormProgressSchema, SELF_TEST_FORM_KEYS, type DiscFormProgress } from '#shared/forms/self-tests'
import { useAdoptedFormProgress } from '#client/lib/page-form-data'
import { shuffled } from '#client/lib/shuffle'
import { STORAGE_KEYS } from '#client/lib/storage'
import { readPersisted, usePersistedState } from '#client/lib/use-persisted-state'
import { useVisitSeed } from '#client/lib/visit-seed'

export interface DiscProgress {
  version: 1
  /** Question id → its option ids in the order shown. */
  order: Record<string, string[]>
  /** Question id → chosen option id. */
  answers: Record<string, string>
  /** Index of the question on screen, 0-based. */
  index: number
}

function freshProgress(bank: readonly DiscQuestion[], seed: number): DiscProgress {
  return {
    version: 1,
    order: Object.fromEntries(bank.map((q) => [q.id, shuffled(q.options.map((o) => o.id), seed, q.id)])),
    answers: {},
    index: 0,
  }
}

/** A progress written for this very bank; anything else is started afresh. */
function discProgressSchema(bank: readonly DiscQuestion[]): z.ZodType<DiscProgress> {
  return z
    .object({
      version: z.literal(1),
      order: z.record(z.string(), z.array(z.string())),
      answers: z.record(z.string(), z.string()),
      index: z.number().int().min(0).max(bank.length - 1),
    })
    .refine(({ order }) =>
      bank.every((question) => {
        const ids = question.options.map((o) => o.id)
        const shown = order[question.id]
        return shown !== undefined && shown.length === ids.length && ids.every((id) => shown.includes(id))
      }),
    )
    .refine(({ answers }) =>
      Object.entries(answers).every(([questionId, optionId]) =>
        bank.some((q) => q.id === questionId && q.options.some((o) => o.id === optionId)),
      ),
    )
}

export function readProgress(bank: readonly DiscQuestion[]): DiscProgress | null {
  return readPersisted('local', STORAGE_KEYS.discProgress, discProgressSchema(bank)) ?? null
}

/** The progress the server kept for this visitor's answers without JavaScript (issue 32), on `bank`. */
function fromServer(bank: readonly DiscQuestion[], kept: DiscFormProgress): DiscProgress {
  const answers: Record<string, string> = {}
  for (const question of bank) {
    const answer = kept.answers[question.id]
    if (answer !== undefined && question.options.some((option) => option.id === answer)) answers[question.id] = answer
  }
  return { ...freshProgress(bank, kept.seed), answers, index: Math.min(kept.index, bank.length - 1) }
}

/**
 * The wizard's progress on `bank`, restored after a reload and saved on every change. When the page
 * carries the progress the server kept (answers tapped before the page's code ran, issue 32), the
 * wizard continues from there. `formSeed` is the seed the order on screen came from, which a form
 * posted before hydration sends along.
 */
export function useDiscProgress(bank: readonly DiscQuestion[]) {
  const schema = useMemo(() => discProgressSchema(bank), [bank])
  const visitSeed = useVisitSeed()
  const kept = useAdoptedFormProgress(SELF_TEST_FORM_KEYS.disc, DiscFormProgressSchema, DISC_FORM_ACTION)
  const state = usePersistedState(
    STORAGE_KEYS.discProgress,
    schema,
    () => (kept ? fromServer(bank, kept) : freshProgress(bank, visitSeed)),
    { preferInitial: kept !== null },
  )
  return { state, formSeed: kept?.seed ?? visitSeed }
}
