import { createBrowserRouter } from 'react-router'
import { Layout } from './layout/layout'
import { RouteError } from './layout/route-error'
import { Spinner } from '../components/ui/spinner'

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
      { index: true, lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }) },
      { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }) },
      { path: 'register', lazy: async () => ({ Component: (await import('../features/auth/pages/register-page')).RegisterPage }) },
      { path: 'results', lazy: async () => ({ Component: (await import('../features/results/pages/results-page')).ResultsPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage }) },
    ],
  },
])
