/**
 * The pages hydrated as an island (decision 0050): the DISC test and a giver's link, where a visitor
 * taps right away. Their server render is the page alone inside the shell's markup; the browser
 * hydrates the page first, with only its own code, and the shell (navbar, footer, consent, toasts)
 * right after it. Shared by the server's render (entry-server.tsx), the island's entry (island.tsx)
 * and the whole app's route table (routes.tsx, the same route objects: a page loads once).
 */
import type { AppRoute } from '#client/lib/router'
import { Outlet, RouteErrorBoundary, Router } from '#client/lib/router'
import { RouteError } from './layout/route-error'

export const assessmentRoute: AppRoute = {
  path: '/assessment',
  page: 'assessment-page',
  load: async () => (await import('./routes/assessment-page')).AssessmentPage,
}

export const giverRoute: AppRoute = {
  path: '/feedback/user/:uuid',
  page: 'feedback-page',
  load: async () => {
    const page = await import('./routes/feedback-page')
    // A question the server painted hydrates with its code already here.
    await page.loadPaintedSteps()
    return page.FeedbackPage
  },
}

export const islandRoutes: readonly AppRoute[] = [assessmentRoute, giverRoute]

/** Prefix of the island's useId values: the shell's root makes its own, which must not collide. */
export const ISLAND_ID_PREFIX = 'p'

/**
 * The island's tree under the providers: a router whose table is the page's route alone (any other
 * address loads a new document) and the page, or the error screen when it fails.
 */
export function PageIsland({ route, location }: { route: AppRoute; location?: string }) {
  return (
    <Router routes={[route]} location={location}>
      <RouteErrorBoundary fallback={(error) => <RouteError error={error} inPage />}>
        <Outlet />
      </RouteErrorBoundary>
    </Router>
  )
}
