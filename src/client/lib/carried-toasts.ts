/**
 * The toasts the previous document carried (toast-store.ts, decision 0050), shown once by the page that
 * follows it once it reacts, if it follows within ARRIVAL_MS (a slow phone on a weak connection). Its
 * own module, loaded only when something was carried: no page's first load pays for it.
 */
import { CARRIED_TOASTS_KEY, toast, type ToastInput } from './toast-store'

const ARRIVAL_MS = 30_000

export function showCarriedToasts() {
  let stored: unknown
  try {
    stored = JSON.parse(window.sessionStorage.getItem(CARRIED_TOASTS_KEY) ?? 'null')
    window.sessionStorage.removeItem(CARRIED_TOASTS_KEY)
  } catch {
    return
  }
  if (typeof stored !== 'object' || stored === null) return
  const { at, toasts: carried } = stored as { at?: unknown; toasts?: unknown }
  if (typeof at !== 'number' || Date.now() - at > ARRIVAL_MS || !Array.isArray(carried)) return
  for (const item of carried as Partial<ToastInput>[]) {
    if (typeof item?.title !== 'string') continue
    const variant = item.variant === 'destructive' || item.variant === 'success' ? item.variant : undefined
    toast({
      title: item.title,
      ...(typeof item.description === 'string' ? { description: item.description } : {}),
      ...(variant ? { variant } : {}),
      ...(typeof item.durationMs === 'number' ? { durationMs: item.durationMs } : {}),
    })
  }
}
