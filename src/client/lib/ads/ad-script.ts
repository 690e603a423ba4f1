import { useSyncExternalStore } from 'react'
import { baitLooksBlocked } from '#shared/ads/decide'
import {
  AD_SCRIPT_LOAD_FALLBACK_MS,
  AD_SCRIPT_POLL_INTERVAL_MS,
  AD_SCRIPT_POLL_MAX_TICKS,
  ADBLOCK_CHECK_DELAY_MS,
} from '#shared/ads/placements'
import { track } from '#client/lib/analytics'

/**
 * The ad script, loaded on demand (SPEC.md §7): armed by the first slot that may show an ad, it
 * loads on the visitor's first interaction or after 3 s, whichever comes first. 1 s after it
 * loaded, a bait element dressed as an ad is measured: zero height means a blocker.
 *
 * With the placeholders (no AdSense) there is no script to load, but the same trigger and bait
 * check run, so a real blocker — or a test that hides the bait — behaves as it would in production.
 */
export const ADSENSE_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js'
/** Class names filter lists hide; the bait wears them all. */
export const AD_BAIT_CLASS = 'adsbox ad-banner ad-placement pub_300x250 pub_728x90 text-ad textAd banner-ads'

export type AdScriptStatus = 'idle' | 'armed' | 'loading' | 'ready' | 'failed'

export interface AdScriptState {
  status: AdScriptStatus
  /** A blocker was detected (bait hidden) or the script could not load. */
  adBlocked: boolean
}

type AdsByGoogle = unknown[] & { loaded?: boolean }
declare global {
  interface Window {
    adsbygoogle?: AdsByGoogle
  }
}

let state: AdScriptState = { status: 'idle', adBlocked: false }
const listeners = new Set<() => void>()

function update(next: Partial<AdScriptState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function adScriptState(): AdScriptState {
  return state
}

export function useAdScript(): AdScriptState {
  return useSyncExternalStore(subscribe, adScriptState, adScriptState)
}

function reportBlocked(method: 'bait' | 'script') {
  if (state.adBlocked) return
  update({ adBlocked: true })
  track('adblock_detected', { method })
}

function placeBait(): HTMLElement {
  const bait = document.createElement('div')
  bait.className = AD_BAIT_CLASS
  bait.setAttribute('aria-hidden', 'true')
  bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;pointer-events:none;'
  document.body.appendChild(bait)
  return bait
}

function checkBait(bait: HTMLElement) {
  const style = window.getComputedStyle(bait)
  const blocked = baitLooksBlocked({
    attached: bait.isConnected,
    offsetHeight: bait.offsetHeight,
    hasLayoutBox: bait.getClientRects().length > 0,
    display: style.display,
    visibility: style.visibility,
  })
  bait.remove()
  if (blocked) reportBlocked('bait')
}

function startBaitCheck() {
  const bait = placeBait()
  setTimeout(() => checkBait(bait), ADBLOCK_CHECK_DELAY_MS)
}

function load(adClient: string | null) {
  if (state.status !== 'armed') return
  if (!adClient) {
    // Placeholders: nothing to download; "loaded" at once, the bait check still runs.
    update({ status: 'ready' })
    startBaitCheck()
    return
  }
  update({ status: 'loading' })
  window.adsbygoogle ??= []
  const script = document.createElement('script')
  script.async = true
  script.crossOrigin = 'anonymous'
  script.src = `${ADSENSE_SCRIPT}?client=${encodeURIComponent(adClient)}`
  script.addEventListener('load', () => {
    update({ status: 'ready' })
    startBaitCheck()
  })
  script.addEventListener('error', () => {
    update({ status: 'failed' })
    reportBlocked('script')
  })
  document.head.appendChild(script)
}

const TRIGGER_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const

/** Arms the loader once: load on the first interaction or after 3 s. Later calls do nothing. */
export function armAdScript(adClient: string | null) {
  if (state.status !== 'idle' || typeof window === 'undefined') return
  update({ status: 'armed' })
  const fire = () => {
    clearTimeout(timer)
    for (const name of TRIGGER_EVENTS) window.removeEventListener(name, fire, true)
    load(adClient)
  }
  const timer = setTimeout(fire, AD_SCRIPT_LOAD_FALLBACK_MS)
  for (const name of TRIGGER_EVENTS) window.addEventListener(name, fire, { capture: true, passive: true })
}

/**
 * A slot waits for the script: until loading starts (the trigger may take up to 3 s), then
 * polling every 100 ms, 30 times at most. True when ready, false when it failed or timed out.
 */
export function waitForAdScript(signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    let ticks = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (ok: boolean) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(ok)
    }
    const poll = () => {
      if (signal.aborted) return finish(false)
      if (state.status === 'ready' || window.adsbygoogle?.loaded === true) return finish(true)
      if (state.status === 'failed') return finish(false)
      if (state.status === 'idle' || state.status === 'armed') return // the trigger has not fired yet
      ticks += 1
      if (ticks > AD_SCRIPT_POLL_MAX_TICKS) return finish(false)
      timer = setTimeout(poll, AD_SCRIPT_POLL_INTERVAL_MS)
    }
    const unsubscribe = subscribe(() => {
      if (ticks === 0 && timer === undefined) poll()
    })
    signal.addEventListener('abort', () => finish(false), { once: true })
    poll()
  })
}
