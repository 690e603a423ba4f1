import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The one rule for dialogs that open by themselves on /results (issue 46, decision 0054): the survey
 * prompt and the premium overlay ask here instead of keeping timers of their own.
 *
 * - none before the person has received feedback (at least one released group): a first look at
 *   one's own result is not interrupted;
 * - none in the first 10 s after the page shows;
 * - none while the person is acting: 5 s after the last tap, key, copy or paste, and never while a
 *   text field has the focus (answering);
 * - never over another dialog, and one per visit: whoever asks first opens, the other waits for the
 *   next visit; a dialog the person opened (a button) counts as the visit's one.
 * A dialog the person opens is theirs: it is never held back.
 */
export const QUIET_AFTER_SHOWN_MS = 10_000
export const QUIET_AFTER_ACTION_MS = 5_000

export interface DialogMoment {
  now: number
  /** When the page showed; null while it is not showing. */
  shownAt: number | null
  /** The person's last tap, key, copy or paste on the page; null when none yet. */
  lastActionAt: number | null
  /** A text field has the focus: the person is typing an answer. */
  editing: boolean
  /** Released feedbacks the page showed; undefined while not known. */
  releasedFeedback: number | undefined
  /** Dialogs open now, whoever opened them. */
  openDialogs: number
  /** An automatic dialog already opened on this visit. */
  openedThisVisit: boolean
}

/** Open now, or not: `retryInMs` says when to ask again (null: not on this visit, unless something changes). */
export type DialogVerdict = { open: true } | { open: false; retryInMs: number | null }

export function automaticDialogVerdict(moment: DialogMoment): DialogVerdict {
  if (moment.shownAt === null || moment.openedThisVisit) return { open: false, retryInMs: null }
  if (moment.releasedFeedback === undefined || moment.releasedFeedback < 1) return { open: false, retryInMs: null }
  const afterShown = moment.shownAt + QUIET_AFTER_SHOWN_MS - moment.now
  const afterAction = moment.lastActionAt === null ? 0 : moment.lastActionAt + QUIET_AFTER_ACTION_MS - moment.now
  const wait = Math.max(afterShown, afterAction)
  if (wait > 0) return { open: false, retryInMs: wait }
  if (moment.editing || moment.openDialogs > 0) return { open: false, retryInMs: QUIET_AFTER_ACTION_MS }
  return { open: true }
}

/** The page's state the rule reads: one page at a time shows dialogs (/results). */
const page = {
  shownAt: null as number | null,
  lastActionAt: null as number | null,
  releasedFeedback: undefined as number | undefined,
  /** The automatic dialog open now, if any. */
  active: null as string | null,
  openedThisVisit: false,
  changed: new Set<() => void>(),
}

const notify = () => {
  for (const listener of page.changed) listener()
}

const ACTIONS = ['pointerdown', 'keydown', 'input', 'copy', 'cut', 'paste'] as const

function isEditing(element: Element | null): boolean {
  if (!element) return false
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true
  if (element instanceof HTMLInputElement) return !['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(element.type)
  return element instanceof HTMLElement && element.isContentEditable
}

function moment(): DialogMoment {
  return {
    now: Date.now(),
    shownAt: page.shownAt,
    lastActionAt: page.lastActionAt,
    editing: isEditing(document.activeElement),
    releasedFeedback: page.releasedFeedback,
    openDialogs: document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length,
    openedThisVisit: page.openedThisVisit,
  }
}

/**
 * Marks the page that may show automatic dialogs: from its mount (the page showing) to its unmount,
 * with the released feedback it shows. Listens to the person's actions meanwhile.
 */
export function useDialogPolicyPage(releasedFeedback: number | undefined) {
  useEffect(() => {
    page.shownAt = Date.now()
    page.lastActionAt = null
    page.openedThisVisit = false
    page.active = null
    const acted = () => {
      page.lastActionAt = Date.now()
    }
    for (const type of ACTIONS) document.addEventListener(type, acted, { capture: true, passive: true })
    notify()
    return () => {
      for (const type of ACTIONS) document.removeEventListener(type, acted, { capture: true })
      page.shownAt = null
      page.releasedFeedback = undefined
      page.active = null
    }
  }, [])

  useEffect(() => {
    page.releasedFeedback = releasedFeedback
    notify()
  }, [releasedFeedback])
}

/**
 * An automatic dialog. `eligible`: the component may show it (what the server says); `wants`, asked
 * once in the browser when it becomes eligible: whether it would like to on this visit (a dice roll,
 * an interval kept in storage). It then opens when the rule allows; `close` ends it for this visit.
 */
export function useAutomaticDialog(id: string, eligible: boolean, wants: () => boolean): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const wantsNow = useRef(wants)
  const decided = useRef<boolean | undefined>(undefined)
  useEffect(() => {
    wantsNow.current = wants
  })

  useEffect(() => {
    if (!eligible || open) return
    decided.current ??= wantsNow.current()
    if (!decided.current) return
    const check = () => {
      window.clearTimeout(timer.current)
      if (page.active !== null) return
      const current = moment()
      // A dialog the person opened counts as this visit's one: none opens after it either.
      if (current.openDialogs > 0) page.openedThisVisit = true
      const verdict = automaticDialogVerdict(current)
      if (verdict.open) {
        page.active = id
        page.openedThisVisit = true
        setOpen(true)
      } else if (verdict.retryInMs !== null) {
        timer.current = window.setTimeout(check, verdict.retryInMs)
      }
    }
    page.changed.add(check)
    check()
    return () => {
      page.changed.delete(check)
      window.clearTimeout(timer.current)
    }
  }, [id, eligible, open])

  const close = useCallback(() => {
    if (page.active === id) page.active = null
    setOpen(false)
  }, [id])

  return { open, close }
}
