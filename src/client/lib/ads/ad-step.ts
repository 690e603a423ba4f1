import { useSyncExternalStore } from 'react'

/**
 * The current step of a wizard that carries ads (SPEC.md §4: "The banner remounts after each
 * step"). The wizard's interstitial component publishes its step; the page's banners, which sit
 * outside the wizard, subscribe to it and refresh their ad.
 */
export type AdStepScope = 'disc' | 'ocean'

const steps = new Map<AdStepScope, number>()
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function publishAdStep(scope: AdStepScope, step: number) {
  if (steps.get(scope) === step) return
  steps.set(scope, step)
  for (const listener of listeners) listener()
}

/** The step to key the banner's ad by; 0 without a scope. */
export function useAdStep(scope: AdStepScope | undefined): number {
  // The server renders every page at its first step.
  return useSyncExternalStore(subscribe, () => (scope ? (steps.get(scope) ?? 0) : 0), () => 0)
}
