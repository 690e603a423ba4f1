import { describe, expect, it } from 'vitest'
import {
  adDayKey,
  baitLooksBlocked,
  bannerRefresh,
  closeCountdownSeconds,
  decideAd,
  pageLevelAdsAllowed,
  type AdDecisionInput,
} from './decide'
import { AD_PLACEMENTS } from './placements'

const free: AdDecisionInput = { placement: 'home-hero', isPremium: false, source: 'placeholder' }

describe('decideAd', () => {
  it('shows an ad to a free user (anonymous included) on a known placement', () => {
    expect(decideAd(free)).toEqual({ show: true, reason: 'eligible', config: AD_PLACEMENTS['home-hero'] })
    expect(decideAd({ ...free, source: 'adsense', hasSlot: true, consent: 'granted', adBlocked: false, viewsToday: 1 })).toMatchObject({
      show: true,
      reason: 'eligible',
    })
  })

  it('never shows an ad to a premium user, on any placement, whatever else holds', () => {
    for (const placement of Object.keys(AD_PLACEMENTS)) {
      expect(decideAd({ ...free, placement, isPremium: true })).toMatchObject({ show: false, reason: 'premium' })
      expect(
        decideAd({ placement, isPremium: true, source: 'adsense', hasSlot: true, consent: 'granted', viewsToday: 0 }),
      ).toMatchObject({ show: false, reason: 'premium' })
    }
  })

  it('shows nothing for an unknown placement, before looking at the user', () => {
    expect(decideAd({ ...free, placement: 'results-bottom' })).toEqual({ show: false, reason: 'unknown-placement' })
    expect(decideAd({ ...free, placement: 'results-bottom', isPremium: true }).reason).toBe('unknown-placement')
    expect(decideAd({ ...free, placement: '__proto__' }).reason).toBe('unknown-placement')
  })

  it('shows nothing when no ad source exists (production without AdSense)', () => {
    expect(decideAd({ ...free, source: 'none' })).toMatchObject({ show: false, reason: 'ads-disabled' })
  })

  it('needs a configured slot id for AdSense, not for the placeholders', () => {
    expect(decideAd({ ...free, source: 'adsense', hasSlot: false }).reason).toBe('missing-slot')
    expect(decideAd({ ...free, source: 'placeholder', hasSlot: false }).reason).toBe('eligible')
  })

  it('needs cookie consent for AdSense in the browser; the placeholders set no cookie', () => {
    const adsense = { ...free, source: 'adsense' as const, hasSlot: true }
    expect(decideAd({ ...adsense, consent: 'unset' }).reason).toBe('no-consent')
    expect(decideAd({ ...adsense, consent: 'denied' }).reason).toBe('no-consent')
    expect(decideAd({ ...adsense, consent: 'granted' }).reason).toBe('eligible')
    // The server cannot know the choice and leaves it to the browser.
    expect(decideAd(adsense).reason).toBe('eligible')
    expect(decideAd({ ...free, consent: 'denied' }).reason).toBe('eligible')
  })

  it('hides ads when a blocker is detected', () => {
    expect(decideAd({ ...free, adBlocked: true })).toMatchObject({ show: false, reason: 'ad-blocked' })
    expect(decideAd({ ...free, adBlocked: false }).show).toBe(true)
  })

  it('allows at most 2 views per placement per day', () => {
    expect(decideAd({ ...free, viewsToday: 0 }).show).toBe(true)
    expect(decideAd({ ...free, viewsToday: 1 }).show).toBe(true)
    expect(decideAd({ ...free, viewsToday: 2 })).toMatchObject({ show: false, reason: 'daily-cap' })
    expect(decideAd({ ...free, viewsToday: 7 }).reason).toBe('daily-cap')
  })

  it('applies the rules in a fixed order: premium, source, slot, consent, blocker, cap', () => {
    const everythingWrong: AdDecisionInput = {
      placement: 'results-top',
      isPremium: true,
      source: 'adsense',
      hasSlot: false,
      consent: 'denied',
      adBlocked: true,
      viewsToday: 5,
    }
    expect(decideAd(everythingWrong).reason).toBe('premium')
    expect(decideAd({ ...everythingWrong, isPremium: false }).reason).toBe('missing-slot')
    expect(decideAd({ ...everythingWrong, isPremium: false, hasSlot: true }).reason).toBe('no-consent')
    expect(decideAd({ ...everythingWrong, isPremium: false, hasSlot: true, consent: 'granted' }).reason).toBe('ad-blocked')
    expect(
      decideAd({ ...everythingWrong, isPremium: false, hasSlot: true, consent: 'granted', adBlocked: false }).reason,
    ).toBe('daily-cap')
    expect(decideAd({ ...everythingWrong, isPremium: false, source: 'none' }).reason).toBe('ads-disabled')
  })
})

describe('pageLevelAdsAllowed', () => {
  const wide = { viewportWidth: 1280, isPremium: false }

  it('allows page-level ads on ordinary pages at 768 px and wider', () => {
    expect(pageLevelAdsAllowed({ ...wide, pathname: '/' })).toBe(true)
    expect(pageLevelAdsAllowed({ ...wide, pathname: '/about', viewportWidth: 768 })).toBe(true)
  })

  it('turns them off below 768 px', () => {
    expect(pageLevelAdsAllowed({ ...wide, pathname: '/', viewportWidth: 767 })).toBe(false)
    expect(pageLevelAdsAllowed({ ...wide, pathname: '/', viewportWidth: 360 })).toBe(false)
  })

  it('turns them off on any path containing /assessment or /results', () => {
    for (const pathname of ['/assessment', '/results', '/results/x', '/a/assessment']) {
      expect(pageLevelAdsAllowed({ ...wide, pathname })).toBe(false)
    }
    // '/ocean-assessment' does not contain '/assessment' (the slash is a hyphen there).
    expect(pageLevelAdsAllowed({ ...wide, pathname: '/ocean-assessment' })).toBe(true)
    expect(pageLevelAdsAllowed({ ...wide, pathname: '/ocean-results' })).toBe(true)
  })

  it('never for premium users', () => {
    expect(pageLevelAdsAllowed({ ...wide, pathname: '/', isPremium: true })).toBe(false)
  })
})

describe('bannerRefresh', () => {
  const base = { minDisplayTime: 2000, viewsToday: 1, maxDailyViews: 2 }

  it('refreshes at once when the ad had its minimum display time', () => {
    expect(bannerRefresh({ ...base, shownForMs: 2000 })).toEqual({ action: 'now' })
    expect(bannerRefresh({ ...base, shownForMs: 9000 })).toEqual({ action: 'now' })
  })

  it('waits out the rest of the minimum display time', () => {
    expect(bannerRefresh({ ...base, shownForMs: 500 })).toEqual({ action: 'wait', ms: 1500 })
    expect(bannerRefresh({ ...base, shownForMs: 0 })).toEqual({ action: 'wait', ms: 2000 })
  })

  it('keeps the ad on screen when the day’s views are used up', () => {
    expect(bannerRefresh({ ...base, viewsToday: 2, shownForMs: 5000 })).toEqual({ action: 'keep' })
    expect(bannerRefresh({ ...base, viewsToday: 2, shownForMs: 0 })).toEqual({ action: 'keep' })
  })
})

describe('closeCountdownSeconds', () => {
  it('counts 3, 2, 1 and then 0 (close enabled) over 3 s', () => {
    expect(closeCountdownSeconds(0, 3000)).toBe(3)
    expect(closeCountdownSeconds(999, 3000)).toBe(3)
    expect(closeCountdownSeconds(1000, 3000)).toBe(2)
    expect(closeCountdownSeconds(2500, 3000)).toBe(1)
    expect(closeCountdownSeconds(3000, 3000)).toBe(0)
    expect(closeCountdownSeconds(60_000, 3000)).toBe(0)
    expect(closeCountdownSeconds(-50, 3000)).toBe(3)
  })
})

describe('baitLooksBlocked', () => {
  const visible = { attached: true, offsetHeight: 1, hasLayoutBox: true, display: 'block', visibility: 'visible' }

  it('is not blocked when the bait keeps its height', () => {
    expect(baitLooksBlocked(visible)).toBe(false)
  })

  it('is blocked when the bait has zero height, no box, is hidden or removed', () => {
    expect(baitLooksBlocked({ ...visible, offsetHeight: 0 })).toBe(true)
    expect(baitLooksBlocked({ ...visible, hasLayoutBox: false })).toBe(true)
    expect(baitLooksBlocked({ ...visible, display: 'none' })).toBe(true)
    expect(baitLooksBlocked({ ...visible, visibility: 'hidden' })).toBe(true)
    expect(baitLooksBlocked({ ...visible, attached: false })).toBe(true)
  })
})

describe('adDayKey', () => {
  it('names the local calendar day, so the cap starts again at midnight', () => {
    expect(adDayKey(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05')
    expect(adDayKey(new Date(2025, 0, 6, 0, 0))).toBe('2025-01-06')
    expect(adDayKey(new Date(2025, 11, 31, 12))).toBe('2025-12-31')
  })
})
