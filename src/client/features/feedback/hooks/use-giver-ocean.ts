import { useCallback, useMemo } from 'react'
// The ids and the scale only: the statements load with the step itself (issue 32).
import { OTHERS_OCEAN_QUESTION_IDS } from '#shared/ocean/others-question-ids'
import { isOceanAnswerValue, type OceanAnswerValue } from '#shared/ocean/answer-scale'
import { isGiverSecret } from '#shared/schemas/feedback-constants'
import { STORAGE_KEYS } from '#client/lib/storage'
import { isRecord, storedShape, usePersistedState } from '#client/lib/use-persisted-state'

/** Where a giver is in the optional Big Five 360 step of one link (kept across reloads). */
export interface GiverOceanProgress {
  /** The giver's secret from step 1 (issue 30). */
  assessmentId: string
  index: number
  answers: Partial<Record<(typeof OTHERS_OCEAN_QUESTION_IDS)[number], OceanAnswerValue>>
}

/** One link's step, or null when it has no valid secret (then it is dropped). */
function readProgress(raw: unknown): GiverOceanProgress | null {
  if (!isRecord(raw) || !isGiverSecret(raw.assessmentId)) return null
  const stored = isRecord(raw.answers) ? raw.answers : {}
  const answers: GiverOceanProgress['answers'] = {}
  for (const id of OTHERS_OCEAN_QUESTION_IDS) {
    const answer = stored[id]
    if (isOceanAnswerValue(answer)) answers[id] = answer
  }
  const index = typeof raw.index === 'number' && Number.isSafeInteger(raw.index) ? raw.index : 0
  return { assessmentId: raw.assessmentId, index: Math.min(Math.max(index, 0), OTHERS_OCEAN_QUESTION_IDS.length - 1), answers }
}

/**
 * Each link's step, read leniently: an odd entry is dropped on its own. Checked by hand, not with
 * zod: the giver's page is on its first load, zod is not (decision 0032).
 */
const ByLinkSchema = storedShape((value) => {
  if (!isRecord(value)) return null
  const clean: Record<string, GiverOceanProgress> = {}
  for (const [key, link] of Object.entries(value)) {
    const progress = readProgress(link)
    if (progress) clean[key] = progress
  }
  return clean
})

/**
 * The optional step after the feedback (issue 17): `progress` is null until the feedback is sent
 * (`start`), and again after the answers are sent or skipped (`finish`).
 */
export function useGiverOcean(uuid: string) {
  const key = uuid.toLowerCase()
  const [links, setLinks] = usePersistedState(STORAGE_KEYS.giverOceanProgress, ByLinkSchema, {})
  const progress = links[key] ?? null

  const start = useCallback(
    (assessmentId: string) => setLinks((current) => ({ ...current, [key]: { assessmentId, index: 0, answers: {} } })),
    [key, setLinks],
  )
  const update = useCallback(
    (patch: Partial<GiverOceanProgress>) =>
      setLinks((current) => {
        const own = current[key]
        return own ? { ...current, [key]: { ...own, ...patch } } : current
      }),
    [key, setLinks],
  )
  const finish = useCallback(
    () =>
      setLinks((current) => {
        const { [key]: _done, ...rest } = current
        return rest
      }),
    [key, setLinks],
  )
  return useMemo(() => ({ progress, start, update, finish }), [progress, start, update, finish])
}

export type GiverOcean = ReturnType<typeof useGiverOcean>
