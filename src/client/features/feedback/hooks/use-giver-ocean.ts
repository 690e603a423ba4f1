import { useCallback, useMemo } from 'react'
import { z } from 'zod'
import { OTHERS_OCEAN_QUESTION_COUNT, OTHERS_OCEAN_QUESTION_IDS } from '#shared/ocean/others-questions'
import { isOceanAnswerValue, type OceanAnswerValue } from '#shared/ocean/questions'
import { GiverSecretSchema } from '#shared/schemas/feedback'
import { STORAGE_KEYS } from '#client/lib/storage'
import { usePersistedState } from '#client/lib/use-persisted-state'

/** Where a giver is in the optional Big Five 360 step of one link (kept across reloads). */
export interface GiverOceanProgress {
  /** The giver's secret from step 1 (issue 30). */
  assessmentId: string
  index: number
  answers: Partial<Record<(typeof OTHERS_OCEAN_QUESTION_IDS)[number], OceanAnswerValue>>
}

const ProgressSchema = z
  .object({
    assessmentId: GiverSecretSchema,
    index: z.number().int().catch(0),
    answers: z.record(z.string(), z.unknown()).catch({}),
  })
  .transform((value): GiverOceanProgress => {
    const answers: GiverOceanProgress['answers'] = {}
    for (const id of OTHERS_OCEAN_QUESTION_IDS) {
      const answer = value.answers[id]
      if (isOceanAnswerValue(answer)) answers[id] = answer
    }
    return { assessmentId: value.assessmentId, index: Math.min(Math.max(value.index, 0), OTHERS_OCEAN_QUESTION_COUNT - 1), answers }
  })

/** Each link's step, read leniently: an odd entry is dropped on its own. */
const ByLinkSchema = z.record(z.string(), z.unknown()).transform((links) => {
  const clean: Record<string, GiverOceanProgress> = {}
  for (const [key, value] of Object.entries(links)) {
    const parsed = ProgressSchema.safeParse(value)
    if (parsed.success) clean[key] = parsed.data
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
