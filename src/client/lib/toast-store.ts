import { useSyncExternalStore } from 'react'
import { TOAST_LIMIT } from '#shared/product'
import { onLeaveDocument } from './leave-document'

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive' | 'success'
  action?: { label: string; onClick: () => void }
  durationMs?: number
}

export interface ToastItem extends ToastInput {
  id: number
  /** When it was shown (Date.now()): what is carried to the next document is what was just shown. */
  shownAt: number
}

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Shows a toast; a new one replaces the visible one (SPEC.md §4: one at a time). */
export function toast(input: ToastInput): number {
  const id = nextId++
  toasts = [...toasts, { ...input, id, shownAt: Date.now() }].slice(-TOAST_LIMIT)
  emit()
  return id
}

export function dismissToast(id: number) {
  toasts = toasts.filter((item) => item.id !== id)
  emit()
}

/**
 * A toast shown just before the page goes to another document — a page island (decision 0050) leaves
 * by loading the next page, "Obrigado!" on the way to /thank-you — comes along: kept in this tab's
 * sessionStorage when the app leaves the document (leave-document.ts; if it was shown in the last
 * CARRY_MS) and shown again by the next page once it reacts (carried-toasts.ts). A toast with an
 * action (a function) stays behind.
 */
export const CARRIED_TOASTS_KEY = 'espelho-toasts'
const CARRY_MS = 5000

function carryToasts() {
  const now = Date.now()
  const carried = toasts
    .filter((item) => !item.action && now - item.shownAt < CARRY_MS)
    .map(({ title, description, variant, durationMs }) => ({ title, description, variant, durationMs }))
  try {
    if (carried.length > 0) window.sessionStorage.setItem(CARRIED_TOASTS_KEY, JSON.stringify({ at: now, toasts: carried }))
  } catch {
    // No storage (private mode, full): the toast stays with its page.
  }
}

onLeaveDocument(carryToasts)

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasts,
    () => toasts,
  )
}
