import { PAGE_LEVEL_ADS_MAX } from '#shared/ads/placements'
import { armAdScript } from './ad-script'

/**
 * AdSense page-level (automatic) ads, under SPEC.md §4's rules: no bottom overlay, at most 2 on a
 * page, none on /assessment and /results paths or below 768 px (decided by pageLevelAdsAllowed).
 * AdSense places them itself; this keeps the ones beyond the limit, or on a page where they are
 * not allowed, hidden — the page may change without a reload.
 */
const AUTO_PLACED = '.google-auto-placed, ins.adsbygoogle[data-anchor-status], ins.adsbygoogle[data-vignette-loaded]'

let requested = false
let allowed = false
let observer: MutationObserver | undefined

function enforce() {
  const ads = Array.from(document.querySelectorAll<HTMLElement>(AUTO_PLACED))
  ads.forEach((ad, index) => {
    const show = allowed && index < PAGE_LEVEL_ADS_MAX
    ad.style.setProperty('display', show ? '' : 'none', show ? '' : 'important')
  })
}

export function setPageLevelAds(adClient: string, nowAllowed: boolean) {
  allowed = nowAllowed
  if (nowAllowed && !requested) {
    requested = true
    armAdScript(adClient)
    ;(window.adsbygoogle ??= []).push({ google_ad_client: adClient, enable_page_level_ads: true, overlays: { bottom: false } })
    observer = new MutationObserver(enforce)
    observer.observe(document.body, { childList: true, subtree: true })
  }
  if (requested) enforce()
}
