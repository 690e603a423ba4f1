import { withQueryClient } from '#client/lib/query-slot'
import { RouteErrorBoundary, type AppRoute } from '#client/lib/router'
import { assessmentRoute, giverRoute } from './island'
import { Layout } from './layout/layout'
import { RouteError } from './layout/route-error'

/**
 * Every screen of SPEC.md §2, found by its route: one table for the browser's router (main.tsx)
 * and the server's render (entry-server.tsx), matched in order (docs/decisions/0037). Pages load
 * lazily so the first visit downloads only what it shows; the server resolves the matched page
 * before rendering, the browser before hydrating. The pages a visitor lands on most (/, /assessment,
 * a giver's link) need no TanStack Query; every other page waits for it (`withQueryClient`,
 * decision 0045).
 */
export const routes: readonly AppRoute[] = [
  { path: '/', page: 'home-page', load: async () => (await import('./routes/home-page')).HomePage },
  { path: '/login', page: 'login-page', load: withQueryClient(async () => (await import('./routes/login-page')).LoginPage) },
  { path: '/forgot-password', page: 'forgot-password-page', load: withQueryClient(async () => (await import('./routes/forgot-password-page')).ForgotPasswordPage) },
  { path: '/reset-password', page: 'reset-password-page', load: withQueryClient(async () => (await import('./routes/reset-password-page')).ResetPasswordPage) },
  { path: '/verify-email', page: 'verify-email-page', load: withQueryClient(async () => (await import('./routes/verify-email-page')).VerifyEmailPage) },
  { path: '/unsubscribe', page: 'unsubscribe-page', load: withQueryClient(async () => (await import('./routes/unsubscribe-page')).UnsubscribePage) },
  { path: '/register', page: 'register-page', load: withQueryClient(async () => (await import('./routes/register-page')).RegisterPage) },
  assessmentRoute,
  { path: '/assessment/parallel', page: 'parallel-assessment-page', load: withQueryClient(async () => (await import('./routes/parallel-assessment-page')).ParallelAssessmentPage) },
  { path: '/account', page: 'account-page', load: withQueryClient(async () => (await import('./routes/account-page')).AccountPage) },
  { path: '/results', page: 'results-page', load: withQueryClient(async () => (await import('./routes/results-page')).ResultsPage) },
  { path: '/ocean-assessment', page: 'ocean-assessment-page', load: withQueryClient(async () => (await import('./routes/ocean-assessment-page')).OceanAssessmentPage) },
  { path: '/ocean-results', page: 'ocean-results-page', load: withQueryClient(async () => (await import('./routes/ocean-results-page')).OceanResultsPage) },
  giverRoute,
  { path: '/feedback/:uuid', page: 'feedback-redirect', load: withQueryClient(async () => (await import('./routes/feedback-redirect')).FeedbackRedirect) },
  { path: '/r/:token', page: 'public-result-page', load: withQueryClient(async () => (await import('./routes/public-result-page')).PublicResultPage) },
  { path: '/thank-you', page: 'thank-you-page', load: withQueryClient(async () => (await import('./routes/thank-you-page')).ThankYouPage) },
  { path: '/about', page: 'about-page', load: withQueryClient(async () => (await import('./routes/about-page')).AboutPage) },
  { path: '/disc', page: 'disc-page', load: withQueryClient(async () => (await import('./routes/disc-page')).DiscPage) },
  { path: '/ocean', page: 'ocean-page', load: withQueryClient(async () => (await import('./routes/ocean-page')).OceanPage) },
  { path: '/profile/dominance', page: 'dominance-profile-page', load: withQueryClient(async () => (await import('./routes/dominance-profile-page')).DominanceProfilePage) },
  { path: '/profile/influence', page: 'influence-profile-page', load: withQueryClient(async () => (await import('./routes/influence-profile-page')).InfluenceProfilePage) },
  { path: '/profile/steadiness', page: 'steadiness-profile-page', load: withQueryClient(async () => (await import('./routes/steadiness-profile-page')).SteadinessProfilePage) },
  { path: '/profile/compliance', page: 'compliance-profile-page', load: withQueryClient(async () => (await import('./routes/compliance-profile-page')).ComplianceProfilePage) },
  { path: '/privacy-policy', page: 'privacy-policy-page', load: withQueryClient(async () => (await import('./routes/privacy-policy-page')).PrivacyPolicyPage) },
  { path: '/privacy', page: 'privacy-policy-page', load: withQueryClient(async () => (await import('./routes/privacy-policy-page')).PrivacyPolicyPage) },
  { path: '/terms-of-service', page: 'terms-of-service-page', load: withQueryClient(async () => (await import('./routes/terms-of-service-page')).TermsOfServicePage) },
  { path: '/pricing', page: 'pricing-page', load: withQueryClient(async () => (await import('./routes/pricing-page')).PricingPage) },
  { path: '/checkout', page: 'checkout-page', load: withQueryClient(async () => (await import('./routes/checkout-page')).CheckoutPage) },
  { path: '/payment/success', page: 'payment-success-page', load: withQueryClient(async () => (await import('./routes/payment-success-page')).PaymentSuccessPage) },
  { path: '/payment/cancel', page: 'payment-cancel-page', load: withQueryClient(async () => (await import('./routes/payment-cancel-page')).PaymentCancelPage) },
  { path: '/payment/pending', page: 'payment-pending-page', load: withQueryClient(async () => (await import('./routes/payment-pending-page')).PaymentPendingPage) },
  // Payment area (issue 36, decision 0048): Premium as a gift.
  { path: '/gift', page: 'gift-page', load: withQueryClient(async () => (await import('./routes/gift-page')).GiftPage) },
  { path: '/gift/success', page: 'gift-success-page', load: withQueryClient(async () => (await import('./routes/gift-success-page')).GiftSuccessPage) },
  { path: '/gift/redeem', page: 'gift-redeem-page', load: withQueryClient(async () => (await import('./routes/gift-redeem-page')).GiftRedeemPage) },
  { path: '*', page: 'not-found-page', load: withQueryClient(async () => (await import('./routes/not-found-page')).NotFoundPage) },
]

/** The whole app under the router: the layout with the matched page, or the route error screen. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary fallback={(error) => <RouteError error={error} />}>
      <Layout />
    </RouteErrorBoundary>
  )
}
