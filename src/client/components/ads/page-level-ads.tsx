import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { pageLevelAdsAllowed } from '#shared/ads/decide'
import { clientAdClient } from '#client/lib/ads/ad-source'
import { setPageLevelAds } from '#client/lib/ads/page-level-ads'
import { useAdAudience } from './use-ad-audience'
import { useConsent } from '#client/lib/consent-store'

function subscribeToResize(listener: () => void) {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

/** Page-level AdSense ads, for free users who accepted cookies, where SPEC.md §4 allows them. */
export function PageLevelAds() {
  const { pathname } = useLocation()
  const width = useSyncExternalStore(subscribeToResize, () => window.innerWidth, () => 0)
  const consent = useConsent()
  const audience = useAdAudience()
  const adClient = clientAdClient()
  const allowed =
    Boolean(adClient) &&
    consent === 'granted' &&
    audience === 'free' &&
    pageLevelAdsAllowed({ pathname, viewportWidth: width, isPremium: false })

  useEffect(() => {
    if (adClient) setPageLevelAds(adClient, allowed)
  }, [adClient, allowed])
  return null
}
