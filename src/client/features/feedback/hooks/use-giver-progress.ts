import { useCallback, useState } from 'react'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import {
  FEEDBACK_TEXT_MAX_LENGTH,
  MAX_IMPROVEMENTS,
  MAX_STRENGTHS,
  RELATIONSHIP_TYPES,
  type RelationshipType,
} from '#shared/product'
import { shuffled } from '#client/lib/shuffle'
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '#client/lib/storage'

/** Everything a giver has done on one link, kept across reloads (DESIGN.md §5 "nothing typed is lost"). */
export interface GiverProgress {
  step: 0 | 1
  index: number
  answers: Record<string, string>
  /** Option ids per question in the order this giver sees them (shuffled once, then kept). */
  order: Record<string, string[]>
  /** The saved assessment for `assessedAnswers`; answers changed since then need a new one. */
  assessmentId: number | null
  assessedAnswers: string | null
  relationshipType: RelationshipType | ''
  strengths: string[]
  improvements: string[]
}

type ProgressByLink = Record<string, GiverProgress>

/** Progress of the few most recent links only: one giver rarely answers for many people at once. */
const MAX_LINKS_KEPT = 5

function freshOrder(): Record<string, string[]> {
  return Object.fromEntries(DISC_OTHERS_QUESTIONS.map((q) => [q.id, shuffled(q.options.map((o) => o.id))]))
}

function textSlots(value: unknown, count: number): string[] {
  const list = Array.isArray(value) ? value : []
  return Array.from({ length: count }, (_, i) => {
    const item: unknown = list[i]
    return typeof item === 'string' ? item.slice(0, 4 * FEEDBACK_TEXT_MAX_LENGTH) : ''
  })
}

/** Reads stored progress defensively: anything odd (edited by hand, older format) is dropped. */
function sanitize(raw: unknown): GiverProgress {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof GiverProgress, unknown>>
  const storedOrder = (typeof value.order === 'object' && value.order !== null ? value.order : {}) as Record<string, unknown>
  const storedAnswers = (typeof value.answers === 'object' && value.answers !== null ? value.answers : {}) as Record<string, unknown>
  const fallbackOrder = freshOrder()
  const order: Record<string, string[]> = {}
  const answers: Record<string, string> = {}
  for (const question of DISC_OTHERS_QUESTIONS) {
    const ids = question.options.map((o) => o.id)
    const candidate = storedOrder[question.id]
    const valid =
      Array.isArray(candidate) && candidate.length === ids.length && ids.every((id) => candidate.includes(id))
    order[question.id] = valid ? (candidate as string[]) : (fallbackOrder[question.id] ?? ids)
    const answer = storedAnswers[question.id]
    if (typeof answer === 'string' && ids.includes(answer)) answers[question.id] = answer
  }
  const lastIndex = DISC_OTHERS_QUESTIONS.length - 1
  const index = typeof value.index === 'number' && Number.isInteger(value.index) ? Math.min(Math.max(value.index, 0), lastIndex) : 0
  const assessmentId =
    typeof value.assessmentId === 'number' && Number.isInteger(value.assessmentId) && value.assessmentId > 0
      ? value.assessmentId
      : null
  const assessedAnswers = assessmentId !== null && typeof value.assessedAnswers === 'string' ? value.assessedAnswers : null
  const complete = Object.keys(answers).length === DISC_OTHERS_QUESTIONS.length
  return {
    step: value.step === 1 && complete && assessmentId !== null ? 1 : 0,
    index,
    answers,
    order,
    assessmentId,
    assessedAnswers,
    relationshipType: (RELATIONSHIP_TYPES as readonly unknown[]).includes(value.relationshipType)
      ? (value.relationshipType as RelationshipType)
      : '',
    strengths: textSlots(value.strengths, MAX_STRENGTHS),
    improvements: textSlots(value.improvements, MAX_IMPROVEMENTS),
  }
}

function storageKeyFor(uuid: string) {
  return uuid.toLowerCase()
}

function readAll(): ProgressByLink {
  const stored = readJson<unknown>('local', STORAGE_KEYS.feedbackProgress)
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as ProgressByLink) : {}
}

function save(uuid: string, progress: GiverProgress) {
  const key = storageKeyFor(uuid)
  const others = Object.entries(readAll()).filter(([k]) => k !== key)
  const kept = Object.fromEntries([...others.slice(-(MAX_LINKS_KEPT - 1)), [key, progress]])
  writeJson('local', STORAGE_KEYS.feedbackProgress, kept)
}

export function clearGiverProgress(uuid: string) {
  const key = storageKeyFor(uuid)
  const rest = Object.fromEntries(Object.entries(readAll()).filter(([k]) => k !== key))
  if (Object.keys(rest).length === 0) removeKey('local', STORAGE_KEYS.feedbackProgress)
  else writeJson('local', STORAGE_KEYS.feedbackProgress, rest)
}

/** The giver's progress on `uuid`, restored from storage, with an updater that saves every change. */
export function useGiverProgress(uuid: string) {
  const [progress, setProgress] = useState<GiverProgress>(() => {
    const restored = sanitize(readAll()[storageKeyFor(uuid)])
    save(uuid, restored)
    return restored
  })

  const update = useCallback(
    (patch: Partial<GiverProgress> | ((current: GiverProgress) => Partial<GiverProgress>)) => {
      setProgress((current) => {
        const next = { ...current, ...(typeof patch === 'function' ? patch(current) : patch) }
        save(uuid, next)
        return next
      })
    },
    [uuid],
  )

  return { progress, update }
}
