import { useCallback, useMemo } from 'react'
import type { DiscQuestion } from '#shared/disc/types'
import {
  DISC_UNKNOWN_ANSWER,
  FEEDBACK_TEXT_MAX_LENGTH,
  MAX_IMPROVEMENTS,
  MAX_STRENGTHS,
  RELATIONSHIP_TYPES,
  type RelationshipType,
} from '#shared/product'
import type { GiverFormView } from '#shared/forms/giver-form'
import { isGiverSecret } from '#shared/schemas/feedback-constants'
import { shuffled } from '#client/lib/shuffle'
import { removeKey, STORAGE_KEYS, writeJson } from '#client/lib/storage'
import { isRecord, readPersisted, storedShape, usePersistedState, type StoredShape } from '#client/lib/use-persisted-state'
import { randomSeed, useVisitSeed } from '#client/lib/visit-seed'

/** Everything a giver has done on one link, kept across reloads (DESIGN.md §5 "nothing typed is lost"). */
export interface GiverProgress {
  step: 0 | 1
  index: number
  answers: Record<string, string>
  /** Option ids per question in the order this giver sees them (shuffled once, then kept). */
  order: Record<string, string[]>
  /**
   * The secret the server gave for `assessedAnswers` (issue 30: step 2 must present it); answers
   * changed since then need a new one.
   */
  assessmentId: string | null
  assessedAnswers: string | null
  relationshipType: RelationshipType | ''
  strengths: string[]
  improvements: string[]
}

type ProgressByLink = Record<string, GiverProgress>

/** Progress of the few most recent links only: one giver rarely answers for many people at once. */
const MAX_LINKS_KEPT = 5

const isRelationship = (value: unknown): value is RelationshipType | '' =>
  value === '' || (RELATIONSHIP_TYPES as readonly unknown[]).includes(value)

/** `count` text fields, from whatever list was stored (missing or odd entries are empty). */
function textSlots(value: unknown, count: number): string[] {
  const list: unknown[] = Array.isArray(value) ? value : []
  return Array.from({ length: count }, (_, i) => {
    const item = list[i]
    return typeof item === 'string' ? item.slice(0, 4 * FEEDBACK_TEXT_MAX_LENGTH) : ''
  })
}

/**
 * One link's progress, read leniently: each odd field (edited by hand, older format) falls back on
 * its own, so a reload keeps whatever is still usable. A question whose stored option order no
 * longer matches the bank gets a new shuffle, and the second step needs a complete, saved assessment.
 * Checked by hand, not with zod: the giver's page is on its first load, zod is not (decision 0032).
 */
function readGiverProgress(bank: readonly DiscQuestion[], raw: unknown): GiverProgress {
  const value = isRecord(raw) ? raw : {}
  const storedOrder = isRecord(value.order) ? value.order : {}
  const storedAnswers = isRecord(value.answers) ? value.answers : {}
  const order: Record<string, string[]> = {}
  const answers: Record<string, string> = {}
  for (const question of bank) {
    const ids = question.options.map((o) => o.id)
    const candidate = storedOrder[question.id]
    const valid = Array.isArray(candidate) && candidate.length === ids.length && ids.every((id) => candidate.includes(id))
    order[question.id] = valid ? (candidate as string[]) : shuffled(ids, randomSeed(), question.id)
    const answer = storedAnswers[question.id]
    if (typeof answer === 'string' && (ids.includes(answer) || answer === DISC_UNKNOWN_ANSWER)) answers[question.id] = answer
  }
  const index = typeof value.index === 'number' && Number.isSafeInteger(value.index) ? value.index : 0
  const assessmentId = isGiverSecret(value.assessmentId) ? value.assessmentId : null
  const assessedAnswers = assessmentId !== null && typeof value.assessedAnswers === 'string' ? value.assessedAnswers : null
  const complete = Object.keys(answers).length === bank.length
  return {
    step: value.step === 1 && complete && assessmentId !== null ? 1 : 0,
    index: Math.min(Math.max(index, 0), bank.length - 1),
    answers,
    order,
    assessmentId,
    assessedAnswers,
    relationshipType: isRelationship(value.relationshipType) ? value.relationshipType : '',
    strengths: textSlots(value.strengths, MAX_STRENGTHS),
    improvements: textSlots(value.improvements, MAX_IMPROVEMENTS),
  }
}

/** All links' progress on `bank` under one storage key; anything but an object of links is dropped. */
export function progressByLinkShape(bank: readonly DiscQuestion[]): StoredShape<ProgressByLink> {
  return storedShape((value) =>
    isRecord(value) ? Object.fromEntries(Object.entries(value).map(([key, link]) => [key, readGiverProgress(bank, link)])) : null,
  )
}

/** The stored links as they are, for removing one: each is checked when it is read for its page. */
const AnyLinks: StoredShape<Record<string, unknown>> = storedShape((value) => (isRecord(value) ? value : null))

/** A fresh start, with the option orders of the visit's seed (the server renders the same). */
const freshGiverProgress = (bank: readonly DiscQuestion[], seed: number): GiverProgress => ({
  ...readGiverProgress(bank, {}),
  order: Object.fromEntries(bank.map((q) => [q.id, shuffled(q.options.map((o) => o.id), seed, q.id)])),
})

function linkKey(uuid: string) {
  return uuid.toLowerCase()
}

/** `links` with `progress` as the most recent link's, and only the most recent few links kept. */
function withLink(links: ProgressByLink, key: string, progress: GiverProgress): ProgressByLink {
  const others = Object.entries(links).filter(([k]) => k !== key)
  return Object.fromEntries([...others.slice(-(MAX_LINKS_KEPT - 1)), [key, progress]])
}

/** Forgets the progress on `uuid` (after it was sent); other links' progress stays. */
export function clearGiverProgress(uuid: string) {
  const key = linkKey(uuid)
  const links = readPersisted('local', STORAGE_KEYS.feedbackProgress, AnyLinks) ?? {}
  const rest = Object.fromEntries(Object.entries(links).filter(([k]) => k !== key))
  if (Object.keys(rest).length === 0) removeKey('local', STORAGE_KEYS.feedbackProgress)
  else writeJson('local', STORAGE_KEYS.feedbackProgress, rest)
}

type Patch = Partial<GiverProgress> | ((current: GiverProgress) => Partial<GiverProgress>)

/** What a giver without JavaScript answered on the server (issue 32), as this hook's progress. */
export function progressFromServer(bank: readonly DiscQuestion[], view: GiverFormView): GiverProgress {
  return {
    ...freshGiverProgress(bank, view.seed),
    index: Math.min(Math.max(view.index, 0), bank.length - 1),
    answers: view.answers,
    relationshipType: view.relationshipType,
    strengths: view.strengths,
    improvements: view.improvements,
  }
}

/**
 * The giver's progress on `uuid`, restored from storage, with an updater that saves every change.
 * `fromServer`: what the visitor answered before the page's code ran (posted forms), which is
 * newer than anything in storage and wins over it.
 */
export function useGiverProgress(bank: readonly DiscQuestion[], uuid: string, fromServer?: GiverProgress) {
  const key = linkKey(uuid)
  // Opening a link makes it the most recent one, with a fresh start when nothing usable was kept.
  const seed = useVisitSeed()
  const schema = useMemo(() => {
    const byLink = progressByLinkShape(bank)
    return storedShape((value) => {
      const parsed = byLink.safeParse(value)
      return parsed.success ? withLink(parsed.data, key, fromServer ?? parsed.data[key] ?? freshGiverProgress(bank, seed)) : null
    })
  }, [bank, key, seed, fromServer])
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
