import { useSyncExternalStore } from 'react'
import { adDayKey } from '#shared/ads/decide'
import type { AdPlacementId } from '#shared/ads/placements'

/**
 * Views per placement per day, in memory for the page session (SPEC.md §9: at most 2). A view is
 * claimed by one mounted ad instance; claiming again with the same instance key returns the same
 * answer, so React's development double effects do not count twice.
 */
const counts = new Map<string, number>()
const claims = new Map<string, number | 'capped'>()
const listeners = new Set<() => void>()

const countKey = (placement: AdPlacementId) => `${adDayKey(new Date())}:${placement}`

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function viewsToday(placement: AdPlacementId): number {
  return counts.get(countKey(placement)) ?? 0
}

/** The view number (1, 2…) granted to this instance, or 'capped' when today's views are used up. */
export function claimView(instanceKey: string, placement: AdPlacementId, maxDailyViews: number): number | 'capped' {
  const existing = claims.get(instanceKey)
  if (existing !== undefined) return existing
  const seen = viewsToday(placement)
  const granted = seen >= maxDailyViews ? 'capped' : seen + 1
  claims.set(instanceKey, granted)
  if (granted !== 'capped') counts.set(countKey(placement), granted)
  notify()
  return granted
}

export function useClaimedView(instanceKey: string): number | 'capped' | undefined {
  // The server's render (and the hydration of it) has claimed nothing yet: views are claimed in effects.
  return useSyncExternalStore(subscribe, () => claims.get(instanceKey), () => undefined)
}

export function useViewsToday(placement: AdPlacementId): number {
  return useSyncExternalStore(subscribe, () => viewsToday(placement), () => 0)
}

/** For the debug panel. */
export function allViewsToday(): Record<string, number> {
  const today = adDayKey(new Date())
  const result: Record<string, number> = {}
  for (const [key, count] of counts) if (key.startsWith(today)) result[key.slice(today.length + 1)] = count
  return result
}
