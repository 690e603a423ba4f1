import { lazy, Suspense } from 'react'
import { useHydrated } from '#client/lib/use-persisted-state'

// The banner, page views and page-level ads all wait for the browser anyway (the banner reads the
// visitor's stored choice, nothing of analytics or AdSense runs before consent): their code is
// fetched once the page is hydrated, not before it can react (issue 32, decision 0037).
const SiteExtras = lazy(() => import('./site-extras'))

/** Site-wide ads, analytics and the cookie banner (site-extras.tsx), mounted once by the layout. */
export function AnalyticsAndAds() {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <SiteExtras />
    </Suspense>
  ) : null
}
