/**
 * The shell around a page island (decision 0050): the navbar, the footer, the toasts, consent, ads
 * and analytics — the whole app's layout, hydrated once the page is. Its <Outlet /> renders the
 * island's element with the island's current markup, which React does not write back, so the page's
 * own root keeps it; its router only reads the address (every navigation loads a new document).
 */
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { PageIslandContext, Router } from '#client/lib/router'
import type { BootContext } from '../boot'
import { AppProviders } from './providers'
import { AppRoutes, routes } from './routes'

export function hydrateShell({ session, pageData, seed }: BootContext, island: HTMLElement) {
  const container = document.getElementById('root')
  if (!container) return
  const shell = (
    <StrictMode>
      <AppProviders session={session} pageData={pageData} seed={seed}>
        <PageIslandContext value={island.innerHTML}>
          <Router routes={routes} documentNavigation>
            <AppRoutes />
          </Router>
        </PageIslandContext>
      </AppProviders>
    </StrictMode>
  )
  startTransition(() => void hydrateRoot(container, shell))
}
