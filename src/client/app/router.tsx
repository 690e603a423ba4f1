import { createBrowserRouter } from 'react-router'
import { Layout } from './layout/layout'
import { RouteError } from './layout/route-error'
import { Spinner } from '#client/components/ui/spinner'
import { keyFirstHistoryEntry } from '#client/lib/history-entry-key'

// Before the router reads the history: see history-entry-key.ts.
keyFirstHistoryEntry()

/**
 * Every screen of SPEC.md §2, found by its route. Pages load lazily so the first visit downloads
 * only what it shows.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner className="min-h-dvh" />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home-page')).HomePage }) },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/login-page')).LoginPage }) },
      { path: 'forgot-password', lazy: async () => ({ Component: (await import('./routes/forgot-password-page')).ForgotPasswordPage }) },
      { path: 'reset-password', lazy: async () => ({ Component: (await import('./routes/reset-password-page')).ResetPasswordPage }) },
      { path: 'verify-email', lazy: async () => ({ Component: (await import('./routes/verify-email-page')).VerifyEmailPage }) },
      { path: 'unsubscribe', lazy: async () => ({ Component: (await import('./routes/unsubscribe-page')).UnsubscribePage }) },
      { path: 'register', lazy: async () => ({ Component: (await import('./routes/register-page')).RegisterPage }) },
      { path: 'assessment', lazy: async () => ({ Component: (await import('./routes/assessment-page')).AssessmentPage }) },
      { path: 'assessment/parallel', lazy: async () => ({ Component: (await import('./routes/parallel-assessment-page')).ParallelAssessmentPage }) },
      { path: 'account', lazy: async () => ({ Component: (await import('./routes/account-page')).AccountPage }) },
      { path: 'results', lazy: async () => ({ Component: (await import('./routes/results-page')).ResultsPage }) },
      { path: 'ocean-assessment', lazy: async () => ({ Component: (await import('./routes/ocean-assessment-page')).OceanAssessmentPage }) },
      { path: 'ocean-results', lazy: async () => ({ Component: (await import('./routes/ocean-results-page')).OceanResultsPage }) },
      { path: 'feedback/user/:uuid', lazy: async () => ({ Component: (await import('./routes/feedback-page')).FeedbackPage }) },
      { path: 'feedback/:uuid', lazy: async () => ({ Component: (await import('./routes/feedback-redirect')).FeedbackRedirect }) },
      { path: 'r/:token', lazy: async () => ({ Component: (await import('./routes/public-result-page')).PublicResultPage }) },
      { path: 'thank-you', lazy: async () => ({ Component: (await import('./routes/thank-you-page')).ThankYouPage }) },
      { path: 'about', lazy: async () => ({ Component: (await import('./routes/about-page')).AboutPage }) },
      { path: 'disc', lazy: async () => ({ Component: (await import('./routes/disc-page')).DiscPage }) },
      { path: 'ocean', lazy: async () => ({ Component: (await import('./routes/ocean-page')).OceanPage }) },
      { path: 'profile/dominance', lazy: async () => ({ Component: (await import('./routes/dominance-profile-page')).DominanceProfilePage }) },
      { path: 'profile/influence', lazy: async () => ({ Component: (await import('./routes/influence-profile-page')).InfluenceProfilePage }) },
      { path: 'profile/steadiness', lazy: async () => ({ Component: (await import('./routes/steadiness-profile-page')).SteadinessProfilePage }) },
      { path: 'profile/compliance', lazy: async () => ({ Component: (await import('./routes/compliance-profile-page')).ComplianceProfilePage }) },
      { path: 'privacy-policy', lazy: async () => ({ Component: (await import('./routes/privacy-policy-page')).PrivacyPolicyPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('./routes/privacy-policy-page')).PrivacyPolicyPage }) },
      { path: 'terms-of-service', lazy: async () => ({ Component: (await import('./routes/terms-of-service-page')).TermsOfServicePage }) },
      { path: 'pricing', lazy: async () => ({ Component: (await import('./routes/pricing-page')).PricingPage }) },
      { path: 'checkout', lazy: async () => ({ Component: (await import('./routes/checkout-page')).CheckoutPage }) },
      { path: 'payment/success', lazy: async () => ({ Component: (await import('./routes/payment-success-page')).PaymentSuccessPage }) },
      { path: 'payment/cancel', lazy: async () => ({ Component: (await import('./routes/payment-cancel-page')).PaymentCancelPage }) },
      { path: 'payment/pending', lazy: async () => ({ Component: (await import('./routes/payment-pending-page')).PaymentPendingPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }) },
    ],
  },
])
