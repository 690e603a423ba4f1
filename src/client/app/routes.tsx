import type { RouteObject } from 'react-router'
import { Layout } from './layout/layout'
import { RouteError } from './layout/route-error'
import { Spinner } from '#client/components/ui/spinner'

/** What the server needs to know about a matched route: its page module, to preload its code. */
export interface PageHandle {
  /** The file name in src/client/app/routes (without .tsx). */
  page: string
}

const page = (name: string): PageHandle => ({ page: name })

/**
 * Every screen of SPEC.md §2, found by its route: one table for the browser's router (main.tsx)
 * and the server's render (entry-server.tsx). Pages load lazily so the first visit downloads only
 * what it shows; the server resolves the matched page before rendering, the browser before
 * hydrating.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner className="min-h-dvh" />,
    children: [
      { index: true, handle: page('home-page'), lazy: async () => ({ Component: (await import('./routes/home-page')).HomePage }) },
      { path: 'login', handle: page('login-page'), lazy: async () => ({ Component: (await import('./routes/login-page')).LoginPage }) },
      { path: 'forgot-password', handle: page('forgot-password-page'), lazy: async () => ({ Component: (await import('./routes/forgot-password-page')).ForgotPasswordPage }) },
      { path: 'reset-password', handle: page('reset-password-page'), lazy: async () => ({ Component: (await import('./routes/reset-password-page')).ResetPasswordPage }) },
      { path: 'verify-email', handle: page('verify-email-page'), lazy: async () => ({ Component: (await import('./routes/verify-email-page')).VerifyEmailPage }) },
      { path: 'unsubscribe', handle: page('unsubscribe-page'), lazy: async () => ({ Component: (await import('./routes/unsubscribe-page')).UnsubscribePage }) },
      { path: 'register', handle: page('register-page'), lazy: async () => ({ Component: (await import('./routes/register-page')).RegisterPage }) },
      { path: 'assessment', handle: page('assessment-page'), lazy: async () => ({ Component: (await import('./routes/assessment-page')).AssessmentPage }) },
      { path: 'assessment/parallel', handle: page('parallel-assessment-page'), lazy: async () => ({ Component: (await import('./routes/parallel-assessment-page')).ParallelAssessmentPage }) },
      { path: 'account', handle: page('account-page'), lazy: async () => ({ Component: (await import('./routes/account-page')).AccountPage }) },
      { path: 'results', handle: page('results-page'), lazy: async () => ({ Component: (await import('./routes/results-page')).ResultsPage }) },
      { path: 'ocean-assessment', handle: page('ocean-assessment-page'), lazy: async () => ({ Component: (await import('./routes/ocean-assessment-page')).OceanAssessmentPage }) },
      { path: 'ocean-results', handle: page('ocean-results-page'), lazy: async () => ({ Component: (await import('./routes/ocean-results-page')).OceanResultsPage }) },
      { path: 'feedback/user/:uuid', handle: page('feedback-page'), lazy: async () => ({ Component: (await import('./routes/feedback-page')).FeedbackPage }) },
      { path: 'feedback/:uuid', handle: page('feedback-redirect'), lazy: async () => ({ Component: (await import('./routes/feedback-redirect')).FeedbackRedirect }) },
      { path: 'r/:token', handle: page('public-result-page'), lazy: async () => ({ Component: (await import('./routes/public-result-page')).PublicResultPage }) },
      { path: 'thank-you', handle: page('thank-you-page'), lazy: async () => ({ Component: (await import('./routes/thank-you-page')).ThankYouPage }) },
      { path: 'about', handle: page('about-page'), lazy: async () => ({ Component: (await import('./routes/about-page')).AboutPage }) },
      { path: 'disc', handle: page('disc-page'), lazy: async () => ({ Component: (await import('./routes/disc-page')).DiscPage }) },
      { path: 'ocean', handle: page('ocean-page'), lazy: async () => ({ Component: (await import('./routes/ocean-page')).OceanPage }) },
      { path: 'profile/dominance', handle: page('dominance-profile-page'), lazy: async () => ({ Component: (await import('./routes/dominance-profile-page')).DominanceProfilePage }) },
      { path: 'profile/influence', handle: page('influence-profile-page'), lazy: async () => ({ Component: (await import('./routes/influence-profile-page')).InfluenceProfilePage }) },
      { path: 'profile/steadiness', handle: page('steadiness-profile-page'), lazy: async () => ({ Component: (await import('./routes/steadiness-profile-page')).SteadinessProfilePage }) },
      { path: 'profile/compliance', handle: page('compliance-profile-page'), lazy: async () => ({ Component: (await import('./routes/compliance-profile-page')).ComplianceProfilePage }) },
      { path: 'privacy-policy', handle: page('privacy-policy-page'), lazy: async () => ({ Component: (await import('./routes/privacy-policy-page')).PrivacyPolicyPage }) },
      { path: 'privacy', handle: page('privacy-policy-page'), lazy: async () => ({ Component: (await import('./routes/privacy-policy-page')).PrivacyPolicyPage }) },
      { path: 'terms-of-service', handle: page('terms-of-service-page'), lazy: async () => ({ Component: (await import('./routes/terms-of-service-page')).TermsOfServicePage }) },
      { path: 'pricing', handle: page('pricing-page'), lazy: async () => ({ Component: (await import('./routes/pricing-page')).PricingPage }) },
      { path: 'checkout', handle: page('checkout-page'), lazy: async () => ({ Component: (await import('./routes/checkout-page')).CheckoutPage }) },
      { path: 'payment/success', handle: page('payment-success-page'), lazy: async () => ({ Component: (await import('./routes/payment-success-page')).PaymentSuccessPage }) },
      { path: 'payment/cancel', handle: page('payment-cancel-page'), lazy: async () => ({ Component: (await import('./routes/payment-cancel-page')).PaymentCancelPage }) },
      { path: 'payment/pending', handle: page('payment-pending-page'), lazy: async () => ({ Component: (await import('./routes/payment-pending-page')).PaymentPendingPage }) },
      { path: '*', handle: page('not-found-page'), lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }) },
    ],
  },
]
