/**
 * Wizard progress of the self DISC test (DESIGN.md §5, nothing typed is lost): the answers, the
 * current question and each question's shuffled option order live in local storage, so a reload
 * shows the same question with the same options in the same order.
 */
import type { DiscQuestion } from '#shared/disc/types'
import { shuffled } from '#client/lib/shuffle'
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '#client/lib/storage'

export interface DiscProgress {
  version: 1
  /** Question id → its option ids in the order shown. */
  order: Record<string, string[]>
  /** Question id → chosen option id. */
  answers: Record<string, string>
  /** Index of the question on screen, 0-based. */
  index: number
}

export function freshProgress(bank: readonly DiscQuestion[]): DiscProgress {
  return {
    version: 1,
    order: Object.fromEntries(bank.map((q) => [q.id, shuffled(q.options.map((o) => o.id))])),
    answers: {},
    index: 0,
  }
}

/** Whether `value` is a progress written for this very bank; anything else is started afresh. */
export function isValidProgress(value: unknown, bank: readonly DiscQuestion[]): value is DiscProgress {
  if (!value || typeof value !== 'object') return false
  const progress = value as Partial<DiscProgress>
  if (progress.version !== 1 || !progress.order || !progress.answers || typeof progress.answers !== 'object') return false
  if (!Number.isInteger(progress.index) || (progress.index as number) < 0 || (progress.index as number) >= bank.length) {
    return false
  }
  for (const question of bank) {
    const ids = question.options.map((o) => o.id)
    const order = progress.order[question.id]
    if (!Array.isArray(order) || order.length !== ids.length || !ids.every((id) => order.includes(id))) return false
  }
  return Object.entries(progress.answers).every(([questionId, optionId]) =>
    bank.some((q) => q.id === questionId && q.options.some((o) => o.id === optionId)),
  )
}

export function readProgress(bank: readonly DiscQuestion[]): DiscProgress | null {
  const stored = readJson<unknown>('local', STORAGE_KEYS.discProgress)
  return isValidProgress(stored, bank) ? stored : null
}

export const saveProgress = (progress: DiscProgress) => writeJson('local', STORAGE_KEYS.discProgress, progress)
export const clearProgress = () => removeKey('local', STORAGE_KEYS.discProgress)
