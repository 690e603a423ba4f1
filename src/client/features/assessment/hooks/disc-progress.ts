/**
 * Wizard progress of the self DISC test (DESIGN.md §5, nothing typed is lost): the answers, the
 * current question and each question's shuffled option order live in local storage, so a reload
 * shows the same question with the same options in the same order.
 */
import { useMemo } from 'react'
import type { DiscQuestion } from '#shared/disc/types'
import { DISC_FORM_ACTION, SELF_TEST_FORM_KEYS, type DiscFormProgress } from '#shared/forms/self-tests'
import type { DiscProgress } from '#shared/schemas/progress'
import { progressSchemas } from '#client/lib/deferred-module'
import { useAdoptedFormProgress } from '#client/lib/query-client'
import { shuffled } from '#client/lib/shuffle'
import { readText, STORAGE_KEYS } from '#client/lib/storage'
import { later, readPersisted, usePersistedState } from '#client/lib/use-persisted-state'
import { wizardStarted } from '#client/lib/wizard-started'
import { useVisitSeed } from '#client/lib/visit-seed'

/** A test not started yet: each question's option order drawn from `seed` (the thank-you page starts one too). */
export function freshProgress(bank: readonly DiscQuestion[], seed: number): DiscProgress {
  return {
    version: 1,
    order: Object.fromEntries(bank.map((q) => [q.id, shuffled(q.options.map((o) => o.id), seed, q.id)])),
    answers: {},
    index: 0,
  }
}

/** Whether anything is stored as the test's progress (to check it, progressSchemas must be loaded). */
export const hasStoredProgress = () => readText('local', STORAGE_KEYS.discProgress) !== null

/** The stored progress on `bank`, or null; progressSchemas must be loaded when something is stored. */
export function readProgress(bank: readonly DiscQuestion[]): DiscProgress | null {
  if (!hasStoredProgress()) return null
  return readPersisted('local', STORAGE_KEYS.discProgress, later(progressSchemas, (m) => m.discProgressSchema(bank)).schema()) ?? null
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
  // A progress with nothing chosen at question 1 is not restored: the server's order stays on screen.
  const schema = useMemo(() => later(progressSchemas, (m) => m.discProgressSchema(bank).refine(wizardStarted)), [bank])
  const visitSeed = useVisitSeed()
  const kept = useAdoptedFormProgress<DiscFormProgress>(SELF_TEST_FORM_KEYS.disc, DISC_FORM_ACTION)
  const state = usePersistedState(
    STORAGE_KEYS.discProgress,
    schema,
    () => (kept ? fromServer(bank, kept) : freshProgress(bank, visitSeed)),
    { preferInitial: kept !== null },
  )
  return { state, formSeed: kept?.seed ?? visitSeed }
}
