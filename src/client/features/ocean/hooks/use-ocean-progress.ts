import { useCallback } from 'react'
import { z } from 'zod'
import {
  OCEAN_QUESTION_IDS,
  isOceanAnswerValue,
  isOceanQuestionId,
  type OceanAnswerValue,
  type OceanQuestionId,
} from '#shared/ocean/questions'
import { OCEAN_FORM_ACTION, isOceanFormProgress, SELF_TEST_FORM_KEYS } from '#shared/forms/self-tests'
import { useAdoptedFormProgress } from '#client/lib/query-client'
import { shuffled } from '#client/lib/shuffle'
import { STORAGE_KEYS } from '#client/lib/storage'
import { onlyStarted, usePersistedState } from '#client/lib/use-persisted-state'
import { wizardStarted } from '#client/lib/wizard-started'
import { useVisitSeed } from '#client/lib/visit-seed'

type PartialOceanAnswers = Partial<Record<OceanQuestionId, OceanAnswerValue>>

export interface OceanProgress {
  /** The per-visit shuffled order of the 25 items. */
  order: OceanQuestionId[]
  answers: PartialOceanAnswers
  index: number
}

export function freshProgress(seed: number): OceanProgress {
  return { order: shuffled(OCEAN_QUESTION_IDS, seed, 'ocean'), answers: {}, index: 0 }
}

/**
 * Stored progress, if it is still a run through the current bank (every item once); answers that
 * are not a 1-5 for a known item are dropped, and an odd index falls back to the start.
 */
const OceanProgressSchema: z.ZodType<OceanProgress> = z
  .object({
    order: z
      .array(z.enum(OCEAN_QUESTION_IDS))
      .length(OCEAN_QUESTION_IDS.length)
      .refine((order) => new Set(order).size === order.length),
    answers: z.record(z.string(), z.unknown()).catch({}),
    index: z.number().int().catch(0),
  })
  .transform(({ order, answers, index }) => {
    const clean: PartialOceanAnswers = {}
    for (const [id, value] of Object.entries(answers)) {
      if (isOceanQuestionId(id) && isOceanAnswerValue(value)) clean[id] = value
    }
    // Never resume past an unanswered item: the person continues from the first gap.
    const firstGap = order.findIndex((id) => clean[id] === undefined)
    const furthest = firstGap === -1 ? order.length - 1 : firstGap
    return { order, answers: clean, index: Math.max(0, Math.min(index, furthest)) }
  })

const RestorableOceanProgress = onlyStarted(OceanProgressSchema, wizardStarted)

export function restoreProgress(stored: unknown): OceanProgress | null {
  const parsed = OceanProgressSchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}

/**
 * The test's state, kept in session storage on every change so a reload (or a failed submit)
 * loses nothing; the order is shuffled once per visit and kept with it.
 */
export function useOceanProgress() {
  const visitSeed = useVisitSeed()
  // Answers tapped before the page's code ran (issue 32): the server kept them, the test goes on from there.
  const kept = useAdoptedFormProgress(SELF_TEST_FORM_KEYS.ocean, isOceanFormProgress, OCEAN_FORM_ACTION)
  const [progress, setProgress, clear] = usePersistedState(
    STORAGE_KEYS.oceanProgress,
    // Nothing answered at the first statement: the order the server painted stays (no reshuffle once hydrated).
    RestorableOceanProgress,
    () => (kept ? (restoreProgress({ ...kept, order: freshProgress(kept.seed).order }) ?? freshProgress(kept.seed)) : freshProgress(visitSeed)),
    { area: 'session', preferInitial: kept !== null },
  )

  const answer = useCallback((id: OceanQuestionId, value: OceanAnswerValue) => {
    setProgress((current) => ({ ...current, answers: { ...current.answers, [id]: value } }))
  }, [setProgress])

  const goTo = useCallback((index: number) => {
    setProgress((current) => ({ ...current, index: Math.max(0, Math.min(index, current.order.length - 1)) }))
  }, [setProgress])

  // `clear` is for after a successful finish: the next visit starts a new, reshuffled run.
  // `formSeed`: the seed the order on screen came from, which a form posted before hydration sends.
  return { progress, answer, goTo, clear, formSeed: kept?.seed ?? visitSeed }
}
