import {
  adPlacement,
  PAGE_LEVEL_ADS_EXCLUDED_PATHS,
  PAGE_LEVEL_ADS_MIN_WIDTH,
  type AdPlacementConfig,
} from './placements'

/**
 * Who sees which ad (SPEC.md §4 "Ad display"), as pure rules both sides share. The server knows
 * the user and its own settings; the browser adds what only it can know: the visitor's cookie
 * choice, whether an ad blocker ate the bait, and how many times this placement was shown today
 * (counted in memory for the page session, SPEC.md §9).
 */

/** Where ads come from: AdSense, the labelled stand-ins of DESIGN.md §6, or nowhere. */
export type AdSource = 'adsense' | 'placeholder' | 'none'
export type ConsentChoice = 'granted' | 'denied' | 'unset'

export type AdDecisionReason =
  | 'eligible'
  | 'unknown-placement'
  | 'premium'
  | 'not-targeted'
  | 'ads-disabled'
  | 'missing-slot'
  | 'no-consent'
  | 'ad-blocked'
  | 'daily-cap'

export interface AdDecisionInput {
  placement: string
  isPremium: boolean
  source: AdSource
  /** AdSense only: whether a `data-ad-slot` is configured for the placement. */
  hasSlot?: boolean
  /** Browser only (undefined on the server): the visitor's cookie choice. AdSense needs 'granted'. */
  consent?: ConsentChoice
  /** Browser only: the bait check found a blocker (or the script could not load). */
  adBlocked?: boolean
  /** Browser only: views of this placement already shown today. */
  viewsToday?: number
}

export interface AdDecision {
  show: boolean
  reason: AdDecisionReason
  config?: AdPlacementConfig
}

const no = (reason: AdDecisionReason, config?: AdPlacementConfig): AdDecision => ({ show: false, reason, config })

/** The rules, in order: the first that says no wins. */
export function decideAd(input: AdDecisionInput): AdDecision {
  const config = adPlacement(input.placement)
  if (!config) return no('unknown-placement')
  const { targeting } = config
  if (input.isPremium && !targeting.showToPremiumUsers) return no('premium', config)
  if (!input.isPremium && !targeting.showToFreeUsers) return no('not-targeted', config)
  if (input.source === 'none') return no('ads-disabled', config)
  if (input.source === 'adsense' && input.hasSlot === false) return no('missing-slot', config)
  // AdSense sets cookies: never before the visitor said yes (LGPD). Placeholders set none.
  if (input.source === 'adsense' && input.consent !== undefined && input.consent !== 'granted') {
    return no('no-consent', config)
  }
  if (input.adBlocked && targeting.skipIfAdBlocked) return no('ad-blocked', config)
  if ((input.viewsToday ?? 0) >= targeting.maxDailyViews) return no('daily-cap', config)
  return { show: true, reason: 'eligible', config }
}

/**
 * Page-level (automatic) ads: off on paths containing /assessment or /results, off below 768 px,
 * never for premium users (SPEC.md §4). How many may show is PAGE_LEVEL_ADS_MAX.
 */
export function pageLevelAdsAllowed(input: { pathname: string; viewportWidth: number; isPremium: boolean }): boolean {
  if (input.isPremium) return false
  if (input.viewportWidth < PAGE_LEVEL_ADS_MIN_WIDTH) return false
  return !PAGE_LEVEL_ADS_EXCLUDED_PATHS.some((excluded) => input.pathname.includes(excluded))
}

/**
 * A banner asked to refresh (the next wizard step, SPEC.md §4 "The banner remounts after each step"):
 * 'now' when the current ad had its minimum display time and a new view is allowed, 'wait' with the
 * remaining ms when it is still within its minimum display, 'keep' when today's views are used up —
 * the ad on screen then stays instead of disappearing mid-wizard.
 */
export type BannerRefresh = { action: 'now' } | { action: 'wait'; ms: number } | { action: 'keep' }

export function bannerRefresh(input: {
  shownForMs: number
  minDisplayTime: number
  viewsToday: number
  maxDailyViews: number
}): BannerRefresh {
  if (input.viewsToday >= input.maxDailyViews) return { action: 'keep' }
  const remaining = input.minDisplayTime - input.shownForMs
  return remaining > 0 ? { action: 'wait', ms: remaining } : { action: 'now' }
}

/** Whole seconds left on the interstitial's close countdown (3, 2, 1, then 0 = close enabled). */
export function closeCountdownSeconds(elapsedMs: number, delayBeforeClose: number): number {
  return Math.max(0, Math.ceil((delayBeforeClose - Math.max(0, elapsedMs)) / 1000))
}

/**
 * The bait check (SPEC.md §7): an element dressed as an ad, measured 1 s after the script loaded.
 * Blockers hide it (zero height, display none, no layout box) or remove it.
 */
export function baitLooksBlocked(bait: {
  attached: boolean
  offsetHeight: number
  hasLayoutBox: boolean
  display: string
  visibility: string
}): boolean {
  return (
    !bait.attached || bait.offsetHeight === 0 || !bait.hasLayoutBox || bait.display === 'none' || bait.visibility === 'hidden'
  )
}

/** The calendar day (local time) a view is counted under: 'YYYY-MM-DD'. */
export function adDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
