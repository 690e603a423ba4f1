import { useCallback, useEffect, useState } from 'react'
import {
  OCEAN_QUESTION_IDS,
  isOceanAnswerValue,
  isOceanQuestionId,
  type OceanAnswerValue,
  type OceanQuestionId,
} from '#shared/ocean/questions'
import { shuffled } from '#client/lib/shuffle'
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '#client/lib/storage'

export type PartialOceanAnswers = Partial<Record<OceanQuestionId, OceanAnswerValue>>

export interface OceanProgress {
  /** The per-visit shuffled order of the 25 items. */
  order: OceanQuestionId[]
  answers: PartialOceanAnswers
  index: number
}

export function freshProgress(): OceanProgress {
  return { order: shuffled(OCEAN_QUESTION_IDS), answers: {}, index: 0 }
}

/** Stored progress, if it is still a valid run through the current bank; anything else is dropped. */
export function restoreProgress(stored: unknown): OceanProgress | null {
  if (!stored || typeof stored !== 'object') return null
  const { order, answers, index } = stored as Partial<Record<keyof OceanProgress, unknown>>
  if (!Array.isArray(order) || order.length !== OCEAN_QUESTION_IDS.length) return null
  if (!order.every(isOceanQuestionId) || new Set(order).size !== order.length) return null
  const clean: PartialOceanAnswers = {}
  if (answers && typeof answers === 'object') {
    for (const [id, value] of Object.entries(answers)) {
      if (isOceanQuestionId(id) && isOceanAnswerValue(value)) clean[id] = value
    }
  }
  // Never resume past an unanswered item: the person continues from the first gap.
  const firstGap = order.findIndex((id) => clean[id] === undefined)
  const furthest = firstGap === -1 ? order.length - 1 : firstGap
  const wanted = typeof index === 'number' && Number.isInteger(index) ? index : 0
  return { order, answers: clean, index: Math.max(0, Math.min(wanted, furthest)) }
}

/**
 * The test's state, kept in session storage on every change so a reload (or a failed submit)
 * loses nothing; the order is shuffled once per visit and kept with it.
 */
export function useOceanProgress() {
  const [progress, setProgress] = useState<OceanProgress>(
    () => restoreProgress(readJson('session', STORAGE_KEYS.oceanProgress)) ?? freshProgress(),
  )

  useEffect(() => {
    writeJson('session', STORAGE_KEYS.oceanProgress, progress)
  }, [progress])

  const answer = useCallback((id: OceanQuestionId, value: OceanAnswerValue) => {
    setProgress((current) => ({ ...current, answers: { ...current.answers, [id]: value } }))
  }, [])

  const goTo = useCallback((index: number) => {
    setProgress((current) => ({ ...current, index: Math.max(0, Math.min(index, current.order.length - 1)) }))
  }, [])

  /** After a successful finish: the next visit starts a new, reshuffled run. */
  const clear = useCallback(() => removeKey('session', STORAGE_KEYS.oceanProgress), [])

  return { progress, answer, goTo, clear }
}
