import type { DehydratedState } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/ssr/page-state'
import { keyFirstHistoryEntry } from '#client/lib/history-entry-key'
import { browserPageData } from '#client/lib/page-form-data'
import { setPageQueries } from '#client/lib/query-slot'
import { loadPage, matchRoutes, Router } from '#client/lib/router'
import { browserSession, ME_QUERY_KEY } from '#client/lib/session'
import type { User } from '#shared/schemas/auth'
import { AppProviders } from './app/providers'
import { AppRoutes, routes } from './app/routes'
import './styles.css'

/** The state the server rendered the page with, or null when it did not (Vite's dev server). */
function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as PageState
  } catch {
    return null
  }
}

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
  // Before the router reads the history: see history-entry-key.ts.
  keyFirstHistoryEntry()

  const state = readPageState()
  const queries = (state?.queries as DehydratedState | undefined) ?? null
  // The page's data (the session among it) is as fresh as the page: nothing asks /api/auth/me again
  // on the first load (a cached anonymous page says null, which is right too).
  const entries = [
    ...(queries?.queries ?? []).map((query) => ({ key: query.queryKey, value: query.state.data })),
    // What the server's render read besides (a wizard's questions): the same markup without its code.
    ...(state?.carried ?? []),
  ]
  const pageData = browserPageData(entries)
  const session = browserSession(pageData.get(ME_QUERY_KEY) as User | null | undefined)
  // TanStack Query gets the rest when it is loaded (query-slot.ts).
  setPageQueries(queries)
  await loadMatchedPage()
  const app = (
    <StrictMode>
      <AppProviders session={session} pageData={pageData} seed={state?.seed ?? null}>
        <Router routes={routes}>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  )
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap during hydration is handled at once.
  if (state && container.firstChild) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
}

void start()
