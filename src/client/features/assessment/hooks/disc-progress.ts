/**
 * Wizard progress of the self DISC test (DESIGN.md §5, nothing typed is lost): the answers, the
 * current question and each question's shuffled option order live in local storage, so a reload
 * shows the same question with the same options in the same order.
 */
import { useMemo } from 'react'
import type { DiscQuestion } from '#shared/disc/types'
import { shuffled } from '#client/lib/shuffle'
import { STORAGE_KEYS } from '#client/lib/storage'
import { readPersisted, usePersistedState, type StoredShape } from '#client/lib/use-persisted-state'
import { useVisitSeed } from '#client/lib/visit-seed'

export interface DiscProgress {
  version: 1
  /** Question id → its option ids in the order shown. */
  order: Record<string, string[]>
  /** Question id → chosen option id. */
  answers: Record<string, string>
  /** Index of the question on screen, 0-based. */
  index: number
}

function freshProgress(bank: readonly DiscQuestion[], seed: number): DiscProgress {
  return {
    version: 1,
    order: Object.fromEntries(bank.map((q) => [q.id, shuffled(q.options.map((o) => o.id), seed, q.id)])),
    answers: {},
    index: 0,
  }
}

/** A plain object whose every value passes `isValue` (what zod's z.record(z.string(), …) accepts). */
function isRecordOf<V>(value: unknown, isValue: (item: unknown) => item is V): value is Record<string, V> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isValue)
}
const isString = (item: unknown): item is string => typeof item === 'string'
const isStringArray = (item: unknown): item is string[] => Array.isArray(item) && item.every(isString)

/**
 * A progress written for this very bank; anything else is started afresh. Checked by hand, not
 * with zod: the wizard is on the page's first load, zod is not (decision 0032).
 */
export function discProgressSchema(bank: readonly DiscQuestion[]): StoredShape<DiscProgress> {
  const check = (value: unknown): DiscProgress | null => {
    if (typeof value !== 'object' || value === null) return null
    const { version, order, answers, index } = value as Record<string, unknown>
    if (version !== 1 || !isRecordOf(order, isStringArray) || !isRecordOf(answers, isString)) return null
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > bank.length - 1) return null
    const ordered = bank.every((question) => {
      const ids = question.options.map((o) => o.id)
      const shown = order[question.id]
      return shown !== undefined && shown.length === ids.length && ids.every((id) => shown.includes(id))
    })
    const answered = Object.entries(answers).every(([questionId, optionId]) =>
      bank.some((q) => q.id === questionId && q.options.some((o) => o.id === optionId)),
    )
    return ordered && answered ? { version, order, answers, index } : null
  }
  return {
    safeParse: (value) => {
      const data = check(value)
      return data ? { success: true, data } : { success: false }
    },
  }
}

export function readProgress(bank: readonly DiscQuestion[]): DiscProgress | null {
  return readPersisted('local', STORAGE_KEYS.discProgress, discProgressSchema(bank)) ?? null
}

/** The wizard's progress on `bank`, restored after a reload and saved on every change. */
export function useDiscProgress(bank: readonly DiscQuestion[]) {
  const schema = useMemo(() => discProgressSchema(bank), [bank])
  const seed = useVisitSeed()
  return usePersistedState(STORAGE_KEYS.discProgress, schema, () => freshProgress(bank, seed))
}
