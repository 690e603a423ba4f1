import { consentChoice, subscribeConsent } from '#client/lib/consent-store'
import { clientConfig } from './client-config'
import { STORAGE_KEYS } from './storage'
import { disableVendors, enableVendors, initConsentDefaults, sendToVendors, type VendorIds } from './analytics-vendors'

/**
 * The one way the client records product events (SPEC.md §7).
 *
 * - On the production host, with GA4 or the Meta Pixel configured, events go to them — and only
 *   after the visitor accepted cookies; before that nothing loads and nothing is sent.
 * - Everywhere else they go to a debug sink, `window.__analyticsEvents`, in order, so tests can
 *   assert them and nothing leaves the browser.
 *
 * Debounced as SPEC.md §7 says: the same event with the same parameters within 200 ms is recorded
 * once (double clicks, effects that run twice); page views wait 300 ms for the route to settle, so
 * a redirect records only the page the visitor lands on.
 */
export interface AnalyticsEvent {
  event: string
  params: Record<string, unknown>
}

declare global {
  interface Window {
    __analyticsEvents?: AnalyticsEvent[]
  }
}

export const EVENT_DEDUPE_MS = 200
export const PAGE_VIEW_DEBOUNCE_MS = 300

function vendorIds(): VendorIds | null {
  const analytics = clientConfig().analytics
  if (typeof window === 'undefined' || !analytics?.productionHost) return null
  if (window.location.hostname !== analytics.productionHost) return null
  if (!analytics.gaMeasurementId && !analytics.metaPixelId) return null
  return { gaMeasurementId: analytics.gaMeasurementId, metaPixelId: analytics.metaPixelId }
}

/** 'live' sends to GA4/Pixel (after consent); 'debug' fills window.__analyticsEvents. */
export function analyticsMode(): 'live' | 'debug' {
  return vendorIds() ? 'live' : 'debug'
}

/** The page the visitor is on, when its view came before any consent: sent if they accept while there. */
let unsentPageView: Record<string, unknown> | undefined

function deliver(event: string, params: Record<string, unknown>) {
  const ids = vendorIds()
  if (!ids) {
    window.__analyticsEvents ??= []
    window.__analyticsEvents.push({ event, params })
    return
  }
  if (event === 'page_view') unsentPageView = consentChoice() === 'granted' ? undefined : params
  if (consentChoice() === 'granted') sendToVendors(ids, event, params)
}

const lastSent = new Map<string, number>()

/** The product events that may be funnel steps (lib/funnel.ts decides). */
const FUNNEL_EVENTS = new Set(['assessment_started', 'invite_link_copied', 'invite_link_shared', 'invite_link_shared_whatsapp'])

export function track(event: string, params: Record<string, unknown> = {}) {
  if (typeof window === 'undefined') return
  const key = `${event}:${JSON.stringify(params)}`
  const now = Date.now()
  const previous = lastSent.get(key)
  lastSent.set(key, now)
  if (previous !== undefined && now - previous < EVENT_DEDUPE_MS) return
  deliver(event, params)
  // The events that are steps of the growth funnel are also counted by our own server (issue 47):
  // first-party, no identifier, whatever the cookie choice.
  // (Loaded with the first such event: nothing of it in any page's first load.)
  if (FUNNEL_EVENTS.has(event)) void import('./funnel').then((funnel) => funnel.reportFunnelEvent(event, params))
}

/** SPEC.md §7: user_signup, then the GA4 recommended sign_up, both with the method. */
export function trackSignUp(method: 'email' | 'google') {
  track('user_signup', { method })
  track('sign_up', { method })
}

let pendingPageView: (() => void) | undefined
let pageViewTimer: ReturnType<typeof setTimeout> | undefined

function flushPageView() {
  clearTimeout(pageViewTimer)
  const send = pendingPageView
  pendingPageView = undefined
  send?.()
}

/** A route change (SPEC.md §2: the pixel records a page view on each one). */
export function trackPageView(path: string) {
  if (typeof window === 'undefined') return
  clearTimeout(pageViewTimer)
  pendingPageView = () => deliver('page_view', { page_path: path, page_title: document.title })
  pageViewTimer = setTimeout(flushPageView, PAGE_VIEW_DEBOUNCE_MS)
}

let appliedChoice = 'unset'

function applyConsent() {
  const ids = vendorIds()
  const choice = consentChoice()
  if (!ids || choice === appliedChoice) return
  appliedChoice = choice
  if (choice === 'granted') {
    enableVendors(ids)
    // Accepting on the landing page: that page is counted too (only it — nothing earlier was kept).
    if (unsentPageView) sendToVendors(ids, 'page_view', unsentPageView)
    unsentPageView = undefined
  } else if (choice === 'denied') disableVendors(ids)
}

let started = false

/** Called once at start-up (components/consent/analytics-and-ads.tsx). */
export function startAnalytics() {
  if (started || typeof window === 'undefined') return
  started = true
  // Leaving the site (a payment page, a full reload) must not swallow the settled page's view.
  window.addEventListener('pagehide', flushPageView)
  const ids = vendorIds()
  if (!ids) return
  initConsentDefaults(ids)
  applyConsent()
  subscribeConsent(applyConsent)
}

/** An account created this recently by a Google sign-in counts as a sign-up (the flow itself expires in 10 min). */
const GOOGLE_SIGNUP_WINDOW_MS = 15 * 60 * 1000

/** The Google button was pressed (SPEC.md §7 google_signup_attempt). */
export function trackGoogleAttempt() {
  track('google_signup_attempt')
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.googleAttempt, String(Date.now()))
  } catch {
    // Storage disabled: the outcome simply goes unrecorded.
  }
}

/**
 * The first session check after the round trip: signed in with a new account is a sign-up, with an
 * existing one a login; not signed in, the attempt failed or was abandoned and is forgotten.
 */
export function resolveGoogleAttempt(user: { createdAt: string } | null) {
  let pending: string | null
  try {
    pending = window.sessionStorage.getItem(STORAGE_KEYS.googleAttempt)
    if (pending) window.sessionStorage.removeItem(STORAGE_KEYS.googleAttempt)
  } catch {
    return
  }
  if (!pending || !user || Date.now() - Number(pending) > GOOGLE_SIGNUP_WINDOW_MS) return
  const created = Date.parse(user.createdAt)
  if (Number.isFinite(created) && Date.now() - created < GOOGLE_SIGNUP_WINDOW_MS) trackSignUp('google')
  else track('user_login', { method: 'google' })
}
