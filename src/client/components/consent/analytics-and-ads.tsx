import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from '#client/lib/router'
import { clientConfig } from '#client/lib/client-config'
import { resolveGoogleAttempt, startAnalytics, trackPageView } from '#client/lib/analytics'
import { useUser } from '#client/lib/session'
import { useHydrated } from '#client/lib/use-persisted-state'
import { PageLevelAds } from '#client/components/ads/page-level-ads'
import { ConsentBanner } from './consent-banner'

const AdsDebugPanel = lazy(() => import('#client/components/ads/ads-debug-panel'))

/** Ids in addresses (invite links, results) identify people: page views carry the route's shape instead. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/**
 * Site-wide pieces of ads, analytics and consent, mounted once by the layout: the cookie banner,
 * a page view per route change (no query string: it can carry e-mails and payment ids), the
 * outcome of a Google sign-in (sign-up or login), the
 * page-level ads, and — in development only — the ads debug panel.
 */
export function AnalyticsAndAds() {
  const { pathname } = useLocation()
  const { user, isLoading } = useUser()
  // The panel reads the browser's state: it joins after the server's markup is hydrated.
  const hydrated = useHydrated()

  useEffect(() => startAnalytics(), [])
  useEffect(() => trackPageView(pathname.replace(UUID, ':uuid')), [pathname])
  useEffect(() => {
    if (!isLoading) resolveGoogleAttempt(user)
  }, [user, isLoading])

  return (
    <>
      <ConsentBanner />
      <PageLevelAds />
      {hydrated && clientConfig().environment === 'development' ? (
        <Suspense fallback={null}>
          <AdsDebugPanel />
        </Suspense>
      ) : null}
    </>
  )
}
