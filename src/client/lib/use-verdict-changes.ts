/**
 * The verdicts that changed since this device last showed them (issue 46). After the
 * page is up it reads what was remembered (local storage) and what this visit already showed
 * (session storage), both checked with their shared schemas, which load only when something is
 * stored (decision 0052: a first visit never downloads zod for this). It then remembers the verdicts
 * on the page, so a change is told once, and keeps the change for the rest of the visit, so a reload
 * shows it again. Answers the changes by dimension; empty on the server, on the first visit and
 * until storage is read.
 */
import { useEffect, useState } from 'react'
import { compareWithSeen, type SeenVerdict } from '#shared/feedback/verdict-change'
import type { UncertainReason, VerdictStatus } from '#shared/feedback/verdict'
import { progressSchemas } from '#client/lib/deferred-module'
import { readText, writeJson, STORAGE_KEYS } from '#client/lib/storage'
import { readPersisted } from '#client/lib/use-persisted-state'

type Changes = Readonly<Record<string, { from: SeenVerdict; added: number }>>

const NONE: Changes = {}

export function useVerdictChanges(
  scope: 'disc' | 'ocean',
  owner: number,
  count: number,
  verdicts: readonly { key: string; status: VerdictStatus; reason: UncertainReason | null }[] | null,
): Changes {
  const [changes, setChanges] = useState<Changes>(NONE)
  // One string per set of verdicts, so the effect runs again only when one of them (or the count) changes.
  const shown = verdicts ? JSON.stringify(verdicts.map(({ key, status, reason }) => ({ key, status, reason }))) : null
  useEffect(() => {
    if (shown === null) return
    const current = JSON.parse(shown) as NonNullable<typeof verdicts>
    let live = true
    const stored = readText('local', STORAGE_KEYS.seenVerdicts) !== null || readText('session', STORAGE_KEYS.verdictChanges) !== null
    const compare = () => {
      const schemas = progressSchemas.current
      const seen = schemas ? (readPersisted('local', STORAGE_KEYS.seenVerdicts, schemas.SeenVerdictsSchema) ?? {}) : {}
      const visit = schemas ? (readPersisted('session', STORAGE_KEYS.verdictChanges, schemas.VisitChangesSchema) ?? {}) : {}
      const result = compareWithSeen({ owner, count, verdicts: current, seen: seen[scope], visit: visit[scope] })
      writeJson('local', STORAGE_KEYS.seenVerdicts, { ...seen, [scope]: result.seen })
      writeJson('session', STORAGE_KEYS.verdictChanges, { ...visit, [scope]: result.visit })
      if (live) setChanges(result.visit.changes)
    }
    if (!stored) compare()
    else
      progressSchemas.load().then(compare, () => {
        // The schemas could not be downloaded (offline): no note, and nothing remembered is overwritten.
      })
    return () => {
      live = false
    }
  }, [scope, owner, count, shown])
  return changes
}
