import { Component, use, type ComponentType, type ReactNode } from 'react'
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router'
import { Layout } from './layout/layout'
import { RouteError } from './layout/route-error'

/** A page of the table: its path pattern, the file name in ./routes (the server preloads its chunk) and its code. */
interface PageRoute {
  path: string
  page: string
  load: () => Promise<ComponentType>
}

/**
 * Every screen of SPEC.md §2, found by its route: one table for React Router in the browser
 * (main.tsx, <BrowserRouter>) and in the server's render (entry-server.tsx, <StaticRouter>), matched
 * case-insensitively in React Router's ranking (decision 0051). Pages load lazily so the first visit
 * downloads only what it shows; the server loads the matched page before rendering, the browser
 * before hydrating (loadMatchedPage).
 */
const pages: readonly PageRoute[] = [
  { path: '/', page: 'home-page', load: async () => (await import('./routes/home-page')).HomePage },
  { path: '/login', page: 'login-page', load: async () => (await import('./routes/login-page')).LoginPage },
  { path: '/forgot-password', page: 'forgot-password-page', load: async () => (await import('./routes/forgot-password-page')).ForgotPasswordPage },
  { path: '/reset-password', page: 'reset-password-page', load: async () => (await import('./routes/reset-password-page')).ResetPasswordPage },
  { path: '/verify-email', page: 'verify-email-page', load: async () => (await import('./routes/verify-email-page')).VerifyEmailPage },
  { path: '/unsubscribe', page: 'unsubscribe-page', load: async () => (await import('./routes/unsubscribe-page')).UnsubscribePage },
  { path: '/register', page: 'register-page', load: async () => (await import('./routes/register-page')).RegisterPage },
  { path: '/assessment', page: 'assessment-page', load: async () => (await import('./routes/assessment-page')).AssessmentPage },
  { path: '/feedback/user/:uuid', page: 'feedback-page', load: async () => (await import('./routes/feedback-page')).FeedbackPage },
  { path: '/assessment/parallel', page: 'parallel-assessment-page', load: async () => (await import('./routes/parallel-assessment-page')).ParallelAssessmentPage },
  { path: '/account', page: 'account-page', load: async () => (await import('./routes/account-page')).AccountPage },
  { path: '/results', page: 'results-page', load: async () => (await import('./routes/results-page')).ResultsPage },
  { path: '/ocean-assessment', page: 'ocean-assessment-page', load: async () => (await import('./routes/ocean-assessment-page')).OceanAssessmentPage },
  { path: '/ocean-results', page: 'ocean-results-page', load: async () => (await import('./routes/ocean-results-page')).OceanResultsPage },
  { path: '/feedback/:uuid', page: 'feedback-redirect', load: async () => (await import('./routes/feedback-redirect')).FeedbackRedirect },
  { path: '/r/:token', page: 'public-result-page', load: async () => (await import('./routes/public-result-page')).PublicResultPage },
  { path: '/thank-you', page: 'thank-you-page', load: async () => (await import('./routes/thank-you-page')).ThankYouPage },
  { path: '/about', page: 'about-page', load: async () => (await import('./routes/about-page')).AboutPage },
  { path: '/disc', page: 'disc-page', load: async () => (await import('./routes/disc-page')).DiscPage },
  { path: '/ocean', page: 'ocean-page', load: async () => (await import('./routes/ocean-page')).OceanPage },
  { path: '/profile/dominance', page: 'dominance-profile-page', load: async () => (await import('./routes/dominance-profile-page')).DominanceProfilePage },
  { path: '/profile/influence', page: 'influence-profile-page', load: async () => (await import('./routes/influence-profile-page')).InfluenceProfilePage },
  { path: '/profile/steadiness', page: 'steadiness-profile-page', load: async () => (await import('./routes/steadiness-profile-page')).SteadinessProfilePage },
  { path: '/profile/compliance', page: 'compliance-profile-page', load: async () => (await import('./routes/compliance-profile-page')).ComplianceProfilePage },
  { path: '/privacy-policy', page: 'privacy-policy-page', load: async () => (await import('./routes/privacy-policy-page')).PrivacyPolicyPage },
  { path: '/privacy', page: 'privacy-policy-page', load: async () => (await import('./routes/privacy-policy-page')).PrivacyPolicyPage },
  { path: '/terms-of-service', page: 'terms-of-service-page', load: async () => (await import('./routes/terms-of-service-page')).TermsOfServicePage },
  { path: '/pricing', page: 'pricing-page', load: async () => (await import('./routes/pricing-page')).PricingPage },
  { path: '/checkout', page: 'checkout-page', load: async () => (await import('./routes/checkout-page')).CheckoutPage },
  { path: '/payment/success', page: 'payment-success-page', load: async () => (await import('./routes/payment-success-page')).PaymentSuccessPage },
  { path: '/payment/cancel', page: 'payment-cancel-page', load: async () => (await import('./routes/payment-cancel-page')).PaymentCancelPage },
  { path: '/payment/pending', page: 'payment-pending-page', load: async () => (await import('./routes/payment-pending-page')).PaymentPendingPage },
  // Payment area (issue 36, decision 0048): Premium as a gift.
  { path: '/gift', page: 'gift-page', load: async () => (await import('./routes/gift-page')).GiftPage },
  { path: '/gift/success', page: 'gift-success-page', load: async () => (await import('./routes/gift-success-page')).GiftSuccessPage },
  { path: '/gift/redeem', page: 'gift-redeem-page', load: async () => (await import('./routes/gift-redeem-page')).GiftRedeemPage },
  // Comparing with someone (issue 47, decision 0055).
  { path: '/comparar', page: 'compare-page', load: async () => (await import('./routes/compare-page')).ComparePage },
  { path: '/comparar/convite', page: 'compare-invitation-page', load: async () => (await import('./routes/compare-invitation-page')).CompareInvitationPage },
  { path: '/comparar/:id', page: 'comparison-page', load: async () => (await import('./routes/comparison-page')).ComparisonPage },
  { path: '*', page: 'not-found-page', load: async () => (await import('./routes/not-found-page')).NotFoundPage },
]

const loading = new Map<PageRoute, Promise<ComponentType>>()
const loaded = new Map<PageRoute, ComponentType>()
/** A page whose code failed to load, with the navigation that tried: the same navigation shows the error, the next one tries again. */
const failed = new Map<PageRoute, { attempt: string; load: Promise<ComponentType> }>()

/** Loads a page's code once; a failed download is kept for `attempt` (its navigation) and tried again by any other. */
function loadPage(route: PageRoute, attempt: string): Promise<ComponentType> {
  const failure = failed.get(route)
  if (failure?.attempt === attempt) return failure.load
  let load = loading.get(route)
  if (!load) {
    const started = route.load()
    load = started.then(
      (page) => {
        loaded.set(route, page)
        failed.delete(route)
        return page
      },
      (error: unknown) => {
        loading.delete(route)
        failed.set(route, { attempt, load: started })
        throw error
      },
    )
    loading.set(route, load)
  }
  return load
}

/** A page as a route's element: rendered at once once its code is here, else it suspends until it is. */
function LazyPage({ route }: { route: PageRoute }) {
  const { key } = useLocation()
  const Page = loaded.get(route) ?? use(loadPage(route, key))
  // One component per route, loaded once and kept: the same type on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />
}

/** The table as React Router reads it: every page under the layout. */
export const routes: RouteObject[] = [{ element: <Layout />, children: pages.map((route) => ({ path: route.path, element: <LazyPage route={route} />, handle: route })) }]

/**
 * The page `pathname` shows, its code loaded: the server renders it and the browser hydrates it
 * without suspending. Resolves to its name in ./routes (null when nothing matches); a page whose code
 * fails to load is left to the route error screen.
 */
export async function loadMatchedPage(pathname: string): Promise<string | null> {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route.handle as PageRoute | undefined
  if (!route) return null
  await loadPage(route, 'default').catch(() => undefined)
  return route.page
}

interface BoundaryProps {
  locationKey: string
  children: ReactNode
}

/** The route error screen when a page's code cannot load or something under it fails to render; the next navigation tries again. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; locationKey: string }> {
  state = { error: null as unknown, locationKey: this.props.locationKey }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown render error') }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey }
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children
  }
}

/** The whole app under the router: the layout with the matched page, or the route error screen. */
export function AppRoutes() {
  const { key } = useLocation()
  const element = useRoutes(routes)
  return <RouteErrorBoundary locationKey={key}>{element}</RouteErrorBoundary>
}
