import { useCallback, useMemo } from 'react'
import type { DiscQuestion } from '#shared/disc/types'
import { giverProgress, type GiverProgress } from '#shared/feedback/giver-progress'
import type { GiverFormView } from '#shared/schemas/progress'
import { progressSchemas } from '#client/lib/deferred-module'
import { readText, removeKey, STORAGE_KEYS, writeJson } from '#client/lib/storage'
import { later, readPersisted, usePersistedState } from '#client/lib/use-persisted-state'
import { useVisitSeed } from '#client/lib/visit-seed'

type ProgressByLink = Record<string, GiverProgress>

/** Progress of the few most recent links only: one giver rarely answers for many people at once. */
const MAX_LINKS_KEPT = 5

/** A fresh start, with the option orders of the visit's seed (the server renders the same). */
const freshGiverProgress = (bank: readonly DiscQuestion[], seed: number) => giverProgress(bank, seed)

function linkKey(uuid: string) {
  return uuid.toLowerCase()
}

/** `links` with `progress` as the most recent link's, and only the most recent few links kept. */
function withLink(links: ProgressByLink, key: string, progress: GiverProgress): ProgressByLink {
  const others = Object.entries(links).filter(([k]) => k !== key)
  return Object.fromEntries([...others.slice(-(MAX_LINKS_KEPT - 1)), [key, progress]])
}

/** Forgets the progress on `uuid` (after it was sent); other links' progress stays. */
export async function clearGiverProgress(uuid: string) {
  const key = linkKey(uuid)
  if (readText('local', STORAGE_KEYS.feedbackProgress) === null) return
  // The stored links as they are: each is checked when it is read for its own page.
  const { StoredLinksSchema } = await progressSchemas.load()
  const links = readPersisted('local', STORAGE_KEYS.feedbackProgress, StoredLinksSchema) ?? {}
  const rest = Object.fromEntries(Object.entries(links).filter(([k]) => k !== key))
  if (Object.keys(rest).length === 0) removeKey('local', STORAGE_KEYS.feedbackProgress)
  else writeJson('local', STORAGE_KEYS.feedbackProgress, rest)
}

type Patch = Partial<GiverProgress> | ((current: GiverProgress) => Partial<GiverProgress>)

/** What a giver without JavaScript answered on the server (issue 32), as this hook's progress. */
export const progressFromServer = (bank: readonly DiscQuestion[], { seed, index, answers, relationshipType, strengths, improvements }: GiverFormView) =>
  giverProgress(bank, seed, { index, answers, relationshipType, strengths, improvements })

/**
 * The giver's progress on `uuid`, restored from storage, with an updater that saves every change.
 * `fromServer`: what the visitor answered before the page's code ran (posted forms), which is
 * newer than anything in storage and wins over it.
 */
export function useGiverProgress(bank: readonly DiscQuestion[], uuid: string, fromServer?: GiverProgress) {
  const key = linkKey(uuid)
  // Opening a link makes it the most recent one, with a fresh start when nothing usable was kept.
  const seed = useVisitSeed()
  const schema = useMemo(
    () =>
      later(progressSchemas, (m) =>
        m.giverProgressByLinkSchema(bank, seed).transform((links) => withLink(links, key, fromServer ?? links[key] ?? freshGiverProgress(bank, seed))),
      ),
    [bank, key, seed, fromServer],
  )
  const [links, setLinks, , restored] = usePersistedState(STORAGE_KEYS.feedbackProgress, schema, () =>
    withLink({}, key, fromServer ?? freshGiverProgress(bank, seed)),
  )
  // Never shown: the state always holds the link's own progress.
  const fallback = useMemo(() => freshGiverProgress(bank, seed), [bank, seed])
  const progress = links[key] ?? fallback

  const update = useCallback(
    (patch: Patch) => {
      setLinks((current) => {
        const own = current[key] ?? fallback
        return withLink(current, key, { ...own, ...(typeof patch === 'function' ? patch(own) : patch) })
      })
    },
    [key, setLinks, fallback],
  )

  return { progress, update, restored }
}
