import { useSyncExternalStore } from 'react'
import type { ConsentChoice } from '#shared/ads/decide'
import { clientConfig } from '#client/lib/client-config'
import { readJson, STORAGE_KEYS, writeJson } from '#client/lib/storage'

/**
 * The visitor's cookie choice (LGPD, DESIGN.md §5): analytics, the ad pixel and AdSense load only
 * after 'granted'. Remembered in localStorage and changeable at any time from the footer.
 */
export const CONSENT_STORAGE_KEY = STORAGE_KEYS.cookieConsent
const CONSENT_VERSION = 1

interface StoredConsent {
  choice: 'granted' | 'denied'
  at: string
  version: number
}

function readStored(): ConsentChoice {
  const stored = readJson<StoredConsent>('local', CONSENT_STORAGE_KEY)
  if (!stored || stored.version !== CONSENT_VERSION) return 'unset'
  return stored.choice === 'granted' || stored.choice === 'denied' ? stored.choice : 'unset'
}

let choice: ConsentChoice = typeof window === 'undefined' ? 'unset' : readStored()
let preferencesOpen = false
/** Bumped each time the footer asks for the banner, so it can take focus. */
let preferencesRequests = 0
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

if (typeof window !== 'undefined') {
  // Another tab changed its mind: follow it, so no tab keeps tracking after a 'Recusar'.
  window.addEventListener('storage', (event) => {
    if (event.key !== CONSENT_STORAGE_KEY) return
    choice = readStored()
    notify()
  })
}

export function consentChoice(): ConsentChoice {
  return choice
}

export function setConsent(next: 'granted' | 'denied') {
  choice = next
  preferencesOpen = false
  writeJson('local', CONSENT_STORAGE_KEY, { choice: next, at: new Date().toISOString(), version: CONSENT_VERSION })
  notify()
}

export function subscribeConsent(listener: () => void) {
  return subscribe(listener)
}

/** Whether anything on this site would set non-essential cookies (AdSense, GA4, Meta Pixel). */
export function consentNeeded(): boolean {
  const config = clientConfig()
  if (config.ads?.source === 'adsense') return true
  const analytics = config.analytics
  if (!analytics?.productionHost || typeof window === 'undefined') return false
  return Boolean(analytics.gaMeasurementId || analytics.metaPixelId) && window.location.hostname === analytics.productionHost
}

/** The footer's 'Preferências de cookies' reopens the banner. */
export function openConsentPreferences() {
  preferencesOpen = true
  preferencesRequests += 1
  notify()
}

export function closeConsentPreferences() {
  preferencesOpen = false
  notify()
}

export function useConsent(): ConsentChoice {
  return useSyncExternalStore(subscribe, consentChoice, () => 'unset' as const)
}

/**
 * The banner shows when asked from the footer, or by itself while no choice was made and
 * something needs consent (with nothing to consent to, there is nothing to ask).
 */
export function useConsentBannerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => preferencesOpen || (choice === 'unset' && consentNeeded()),
    () => false,
  )
}

/** 0 until the footer asks for the banner; then a new number for each request. */
export function useConsentPreferencesRequest(): number {
  return useSyncExternalStore(subscribe, () => (preferencesOpen ? preferencesRequests : 0), () => 0)
}
