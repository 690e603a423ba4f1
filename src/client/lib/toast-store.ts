import { useSyncExternalStore } from 'react'
import { TOAST_LIMIT } from '#shared/product'

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive' | 'success'
  action?: { label: string; onClick: () => void }
  durationMs?: number
}

export interface ToastItem extends ToastInput {
  id: number
}

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Shows a toast; a new one replaces the visible one (SPEC.md §4: one at a time). */
export function toast(input: ToastInput): number {
  const id = nextId++
  toasts = [...toasts, { ...input, id }].slice(-TOAST_LIMIT)
  emit()
  return id
}

export function dismissToast(id: number) {
  toasts = toasts.filter((item) => item.id !== id)
  emit()
}

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
