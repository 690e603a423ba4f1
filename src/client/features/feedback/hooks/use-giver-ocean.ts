import { useCallback, useMemo } from 'react'
import type { GiverOceanProgress } from '#shared/schemas/progress'
import { progressSchemas } from '#client/lib/deferred-module'
import { STORAGE_KEYS } from '#client/lib/storage'
import { later, usePersistedState } from '#client/lib/use-persisted-state'

/** Checked with the shared schema, loaded after hydration when something is stored (decision 0052). */
const STORED_LINKS = later(progressSchemas, (m) => m.GiverOceanByLinkSchema)

/**
 * The optional step after the feedback (issue 17): `progress` is null until the feedback is sent
 * (`start`), and again after the answers are sent or skipped (`finish`).
 */
export function useGiverOcean(uuid: string) {
  const key = uuid.toLowerCase()
  const [links, setLinks] = usePersistedState<Record<string, GiverOceanProgress>>(STORAGE_KEYS.giverOceanProgress, STORED_LINKS, {})
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
