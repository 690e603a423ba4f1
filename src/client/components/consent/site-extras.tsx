import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'react-router'
import { clientConfig } from '#client/lib/client-config'
import { resolveGoogleAttempt, startAnalytics, trackPageView } from '#client/lib/analytics'
import { useUser } from '#client/lib/session'
import { PageLevelAds } from '#client/components/ads/page-level-ads'
import { ConsentBanner } from './consent-banner'

const AdsDebugPanel = lazy(() => import('#client/components/ads/ads-debug-panel'))

/** Ids in addresses (invite links, results) identify people: page views carry the route's shape instead. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/**
 * Site-wide pieces of ads, analytics and consent, mounted once by the layout after hydration
 * (analytics-and-ads.tsx): the cookie banner,
 * a page view per route change (no query string: it can carry e-mails and payment ids), the
 * outcome of a Google sign-in (sign-up or login), the
 * page-level ads, and — in development only — the ads debug panel.
 */
export default function SiteExtras() {
  const { pathname } = useLocation()
  const { user, isLoading } = useUser()

  useEffect(() => startAnalytics(), [])
  useEffect(() => trackPageView(pathname.replace(UUID, ':uuid')), [pathname])
  useEffect(() => {
    if (!isLoading) resolveGoogleAttempt(user)
  }, [user, isLoading])

  return (
    <>
      <ConsentBanner />
      <PageLevelAds />
      {clientConfig().environment === 'development' ? (
        <Suspense fallback={null}>
          <AdsDebugPanel />
        </Suspense>
      ) : null}
    </>
  )
}
