import { useCallback } from 'react'
import { OCEAN_QUESTION_IDS, type OceanAnswerValue, type OceanQuestionId } from '#shared/ocean/questions'
import { OCEAN_FORM_ACTION, SELF_TEST_FORM_KEYS, type OceanFormProgress } from '#shared/forms/self-tests'
import { OceanProgressSchema, type OceanProgress } from '#shared/schemas/progress'
import { useAdoptedFormProgress } from '#client/lib/query-client'
import { shuffled } from '#client/lib/shuffle'
import { STORAGE_KEYS } from '#client/lib/storage'
import { usePersistedState } from '#client/lib/use-persisted-state'
import { wizardStarted } from '#client/lib/wizard-started'
import { useVisitSeed } from '#client/lib/visit-seed'

export function freshProgress(seed: number): OceanProgress {
  return { order: shuffled(OCEAN_QUESTION_IDS, seed, 'ocean'), answers: {}, index: 0 }
}

// Nothing answered at the first statement: the order the server painted stays (no reshuffle once hydrated).
const RestorableOceanProgress = OceanProgressSchema.refine(wizardStarted)

/**
 * The test's state, kept in session storage on every change so a reload (or a failed submit)
 * loses nothing; the order is shuffled once per visit and kept with it.
 */
export function useOceanProgress() {
  const visitSeed = useVisitSeed()
  // Answers tapped before the page's code ran (issue 32): the server kept them, the test goes on from there.
  const kept = useAdoptedFormProgress<OceanFormProgress>(SELF_TEST_FORM_KEYS.ocean, OCEAN_FORM_ACTION)
  const [progress, setProgress, clear] = usePersistedState(
    STORAGE_KEYS.oceanProgress,
    RestorableOceanProgress,
    () => (kept ? (OceanProgressSchema.safeParse({ ...kept, order: freshProgress(kept.seed).order }).data ?? freshProgress(kept.seed)) : freshProgress(visitSeed)),
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
