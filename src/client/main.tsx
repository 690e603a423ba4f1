import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { loadPage, matchRoutes, Router } from '#client/lib/router'
import { AppProviders } from './app/providers'
import { AppRoutes, routes } from './app/routes'
import { boot } from './boot'
import './styles.css'

/**
 * The matched route's lazy page, loaded before the first render: hydration then finds the
 * server's page, not a suspended one. A page whose code fails to load shows the route error screen.
 */
async function loadMatchedPage() {
  const match = matchRoutes(routes, window.location.pathname)
  if (match) await loadPage(match.route).catch(() => undefined)
}

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('missing #root')
  const { painted, session, pageData, seed } = boot()
  await loadMatchedPage()
  const app = (
    <StrictMode>
      <AppProviders session={session} pageData={pageData} seed={seed}>
        <Router routes={routes}>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  )
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap during hydration is handled at once.
  if (painted && container.firstChild) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
}

void start()
