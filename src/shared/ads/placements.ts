/**
 * Every ad placement of SPEC.md §3 ("Ad placement config") as data, with the timings and sizes of
 * SPEC.md §9. Client and server read the same table: the server answers the lookup call with one of
 * these (plus the AdSense ids it knows), the client lays the slot out from it.
 */

export const AD_PLACEMENT_IDS = [
  'assessment-top',
  'assessment-mid',
  'assessment-bottom',
  'results-top',
  'results-sidebar',
  'feedback-top',
  'feedback-bottom',
  'home-hero',
  'about-content',
  'disc-info',
  'ocean-assessment-top',
  'ocean-assessment-mid',
  'ocean-assessment-bottom',
  'ocean-results-top',
  'ocean-results-sidebar',
] as const
export type AdPlacementId = (typeof AD_PLACEMENT_IDS)[number]

/** SPEC.md §3 types; the slot kinds are its "assessment interstitial, horizontal banner, square banner". */
export type AdType = 'fullscreen-interstitial' | 'display-banner'
export type AdSlotKind = 'assessment-interstitial' | 'horizontal-banner' | 'square-banner'
/** AdSense `data-ad-format` values we use. */
export type AdFormat = 'horizontal' | 'rectangle'

export interface AdTiming {
  /** Wait before the ad appears (the interstitial lets the page settle first). */
  delayBeforeShow: number
  /**
   * How long an ad stays on screen before it counts as seen (the impression event) and before
   * the product itself may replace it (a banner's refresh on the next wizard step waits for it).
   */
  minDisplayTime: number
  /** The interstitial's close button stays disabled, counting down, for this long. 0: no close. */
  delayBeforeClose: number
}

export interface AdTargeting {
  showToFreeUsers: boolean
  showToPremiumUsers: boolean
  /** Views per placement per day, counted in memory for the page session (SPEC.md §9). */
  maxDailyViews: number
  skipIfAdBlocked: boolean
}

/** Analytics event names recorded for this placement (the placement travels as a parameter). */
export interface AdAnalyticsEvents {
  impression: string
  click: string
  close: string
  error: string
}

export interface AdPlacementConfig {
  id: string
  type: AdType
  slotKind: AdSlotKind
  placement: AdPlacementId
  /** Our stable name for the unit, used in AdSense reports and the debug panel. */
  adUnitId: string
  /** AdSense `data-ad-slot`; null here, filled in by the server from its settings. */
  adSlot: string | null
  format: AdFormat
  /** Reserved height in px, and the most the unit may grow to. */
  height: number
  maxHeight: number
  timing: AdTiming
  targeting: AdTargeting
  analytics: AdAnalyticsEvents
}

/** SPEC.md §9 "Ads". */
export const AD_INTERSTITIAL_TIMING: AdTiming = { delayBeforeShow: 500, minDisplayTime: 5000, delayBeforeClose: 3000 }
export const AD_BANNER_TIMING: AdTiming = { delayBeforeShow: 0, minDisplayTime: 2000, delayBeforeClose: 0 }
export const AD_MAX_DAILY_VIEWS = 2
export const AD_SIZES = {
  homeBanner: { height: 90, maxHeight: 90 },
  wizardBanner: { height: 70, maxHeight: 100 },
  inPageBanner: { height: 60, maxHeight: 90 },
  square: { height: 250, maxHeight: 300 },
} as const

/** The mid-assessment overlay (SPEC.md §2: question 5, index 4) and the OCEAN interstitials. */
export const ASSESSMENT_MID_AD_INDEX = 4
export const OCEAN_INTERSTITIAL_INDEXES = [12, 20] as const

/** Ad script (SPEC.md §7): load on the first interaction or after 3 s; poll 100 ms × 30; bait check 1 s after load. */
export const AD_SCRIPT_LOAD_FALLBACK_MS = 3000
export const AD_SCRIPT_POLL_INTERVAL_MS = 100
export const AD_SCRIPT_POLL_MAX_TICKS = 30
export const ADBLOCK_CHECK_DELAY_MS = 1000
/** SPEC.md §4: an interstitial whose script failed closes itself after 1 s. */
export const AD_FAILURE_CLOSE_MS = 1000

/** Page-level (automatic) ads: at most 2, never on these paths or below this width (SPEC.md §4, §9). */
export const PAGE_LEVEL_ADS_MAX = 2
export const PAGE_LEVEL_ADS_MIN_WIDTH = 768
export const PAGE_LEVEL_ADS_EXCLUDED_PATHS = ['/assessment', '/results'] as const

const BANNER_EVENTS: AdAnalyticsEvents = {
  impression: 'ad_impression',
  click: 'ad_click',
  close: 'ad_close',
  error: 'ad_error',
}
const INTERSTITIAL_EVENTS: AdAnalyticsEvents = {
  impression: 'interstitial_ad_impression',
  click: 'interstitial_ad_click',
  close: 'interstitial_ad_close',
  error: 'interstitial_ad_error',
}

const TARGETING: AdTargeting = {
  showToFreeUsers: true,
  showToPremiumUsers: false,
  maxDailyViews: AD_MAX_DAILY_VIEWS,
  skipIfAdBlocked: true,
}

type Size = { height: number; maxHeight: number }

function banner(placement: AdPlacementId, size: Size): AdPlacementConfig {
  return {
    id: `${placement}-banner`,
    type: 'display-banner',
    slotKind: 'horizontal-banner',
    placement,
    adUnitId: `espelho_${placement.replace(/-/g, '_')}`,
    adSlot: null,
    format: 'horizontal',
    ...size,
    timing: AD_BANNER_TIMING,
    targeting: TARGETING,
    analytics: BANNER_EVENTS,
  }
}

function square(placement: AdPlacementId): AdPlacementConfig {
  return { ...banner(placement, AD_SIZES.square), id: `${placement}-square`, slotKind: 'square-banner', format: 'rectangle' }
}

function interstitial(placement: AdPlacementId): AdPlacementConfig {
  return {
    ...banner(placement, AD_SIZES.square),
    id: `${placement}-interstitial`,
    type: 'fullscreen-interstitial',
    slotKind: 'assessment-interstitial',
    format: 'rectangle',
    timing: AD_INTERSTITIAL_TIMING,
    analytics: INTERSTITIAL_EVENTS,
  }
}

export const AD_PLACEMENTS: Readonly<Record<AdPlacementId, AdPlacementConfig>> = {
  'assessment-top': banner('assessment-top', AD_SIZES.wizardBanner),
  'assessment-mid': interstitial('assessment-mid'),
  'assessment-bottom': banner('assessment-bottom', AD_SIZES.wizardBanner),
  'results-top': banner('results-top', AD_SIZES.inPageBanner),
  'results-sidebar': square('results-sidebar'),
  'feedback-top': banner('feedback-top', AD_SIZES.inPageBanner),
  'feedback-bottom': banner('feedback-bottom', AD_SIZES.inPageBanner),
  'home-hero': banner('home-hero', AD_SIZES.homeBanner),
  'about-content': banner('about-content', AD_SIZES.inPageBanner),
  'disc-info': banner('disc-info', AD_SIZES.inPageBanner),
  'ocean-assessment-top': banner('ocean-assessment-top', AD_SIZES.wizardBanner),
  'ocean-assessment-mid': interstitial('ocean-assessment-mid'),
  'ocean-assessment-bottom': banner('ocean-assessment-bottom', AD_SIZES.wizardBanner),
  'ocean-results-top': banner('ocean-results-top', AD_SIZES.inPageBanner),
  'ocean-results-sidebar': square('ocean-results-sidebar'),
}

const IDS = new Set<string>(AD_PLACEMENT_IDS)

export function isAdPlacementId(value: string): value is AdPlacementId {
  return IDS.has(value)
}

export function adPlacement(value: string): AdPlacementConfig | undefined {
  return isAdPlacementId(value) ? AD_PLACEMENTS[value] : undefined
}

/** What the lookup accepts as a placement name: lower-case words joined by '-', at most 64 characters. */
export const AD_PLACEMENT_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const AD_PLACEMENT_MAX_LENGTH = 64
