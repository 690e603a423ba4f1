/**
 * The step logic every one-question-at-a-time wizard shares (the self DISC test, the OCEAN test,
 * the parallel self form and the feedback giver's questions): one tap answers and moves on after a
 * short, visible confirmation; 'Anterior' goes back and keeps the answer; focus lands on the new
 * question's heading. Each wizard keeps its own stored progress (and so its saved format): this hook
 * only needs to read and move the index and to store an answer.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/** How long a chosen option stays on screen, marked, before the next question (issue 24: about 250 ms). */
export const ADVANCE_DELAY_MS = 250

/** The wait before moving on: none for people who asked the system for less motion. */
export function advanceDelay(reducedMotion: boolean): number {
  return reducedMotion ? 0 : ADVANCE_DELAY_MS
}

/** Where a choice on question `index` of `total` leads: the next question, or nowhere (the last one waits for its button). */
export function stepAfterChoice(index: number, total: number): number | null {
  return index < total - 1 ? index + 1 : null
}

/** `index` kept within the questions. */
export function clampStep(index: number, total: number): number {
  return Math.max(0, Math.min(index, total - 1))
}

/** The items of `all` in the stored `order` of their ids; ids no longer known are left out. */
export function inOrder<T extends { id: string }>(all: readonly T[], order: readonly string[] | undefined): T[] {
  return (order ?? []).map((id) => all.find((item) => item.id === id)).filter((item): item is T => item !== undefined)
}

/** How many of `ids` have an answer. */
export function answeredCount(ids: readonly string[], answers: Readonly<Record<string, unknown>>): number {
  return ids.filter((id) => answers[id] !== undefined).length
}

/** The first of `ids` without an answer, or -1 when all are answered. */
export function firstUnanswered(ids: readonly string[], answers: Readonly<Record<string, unknown>>): number {
  return ids.findIndex((id) => answers[id] === undefined)
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

interface WizardStepsOptions<V> {
  /** The question on screen, 0-based, as stored by the wizard. */
  index: number
  total: number
  /** Stores the new index (the wizard's own persisted progress). */
  setIndex: (index: number) => void
  /** Stores `value` as the answer to question `index`. */
  saveAnswer: (index: number, value: V) => void
}

export interface WizardSteps<V> {
  /** Answers the question on screen and, unless it is the last, moves to the next one shortly after. */
  choose: (value: V) => void
  /** Moves to question `index` (Anterior, Próximo, the first gap), focusing its heading. */
  goTo: (index: number) => void
  /** The value just chosen, shown as confirmed until the wizard moves on. */
  confirming: V | null
  /** For the question's heading: focused after every move the person makes. */
  headingRef: RefObject<HTMLHeadingElement | null>
  /** For the last question's finishing button: focused once its answer is chosen. */
  finishRef: RefObject<HTMLButtonElement | null>
}

export function useWizardSteps<V>({ index, total, setIndex, saveAnswer }: WizardStepsOptions<V>): WizardSteps<V> {
  const headingRef = useRef<HTMLHeadingElement | null>(null)
  const finishRef = useRef<HTMLButtonElement | null>(null)
  const moved = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // The chosen value with the question it answered: once the wizard moves, it is no longer shown as confirming.
  const [chosen, setChosen] = useState<{ index: number; value: V } | null>(null)

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }, [])

  useEffect(() => cancel, [cancel])

  // After a move the person made, the new question's heading takes focus (and is read out).
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    headingRef.current?.focus({ preventScroll: true })
  }, [index])

  const goTo = useCallback(
    (to: number) => {
      cancel()
      moved.current = true
      setIndex(clampStep(to, total))
    },
    [cancel, setIndex, total],
  )

  const choose = useCallback(
    (value: V) => {
      cancel()
      saveAnswer(index, value)
      const next = stepAfterChoice(index, total)
      if (next === null) {
        // The last answer waits for the finishing button, which keyboard users land on.
        setTimeout(() => finishRef.current?.focus(), 0)
        return
      }
      setChosen({ index, value })
      const delay = advanceDelay(prefersReducedMotion())
      if (delay === 0) goTo(next)
      else timer.current = setTimeout(() => goTo(next), delay)
    },
    [cancel, goTo, index, saveAnswer, total],
  )

  const confirming = chosen !== null && chosen.index === index ? chosen.value : null
  return { choose, goTo, confirming, headingRef, finishRef }
}
