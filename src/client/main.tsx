import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders } from './app/providers'
import { AppRoutes, loadMatchedPage } from './app/routes'
import { boot } from './boot'
import './styles.css'

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('missing #root')
  const { painted, queryClient, seed } = boot()
  // The matched page's code before the first render: hydration then finds the server's page, not a
  // suspended one.
  await loadMatchedPage(window.location.pathname)
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} seed={seed}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  )
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap during hydration is handled at once.
  if (painted && container.firstChild) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
}

void start()
