import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
// The DOM build of the provider: navigations may ask for ReactDOM.flushSync (see auth/api/logout.ts).
import { RouterProvider } from 'react-router/dom'
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/ssr/page-state'
import { keyFirstHistoryEntry } from '#client/lib/history-entry-key'
import { createQueryClient } from '#client/lib/query-client'
import { AppProviders } from './app/providers'
import { routes } from './app/routes'
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
 * The matched routes' lazy pages, loaded before hydrating (React Router's pattern for lazy routes
 * under server rendering): the first render then shows the server's page, not a fallback.
 */
async function loadMatchedPages() {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('missing #root')
  // Before the router reads the history: see history-entry-key.ts.
  keyFirstHistoryEntry()

  const state = readPageState()
  const queryClient = createQueryClient()
  if (state) {
    // The page's data is as fresh as the page: the session in it counts from now, so nothing asks
    // /api/auth/me again on the first load (a cached anonymous page says null, which is right too).
    // Other data the server put in (marked invalidated) is asked again when its page mounts.
    const now = Date.now()
    const queries = state.queries as DehydratedState
    hydrate(queryClient, {
      ...queries,
      queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
    })
    await loadMatchedPages()
  }
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined)
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} seed={state?.seed ?? null}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap during hydration is handled at once.
  if (state && container.firstChild) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
}

void start()
