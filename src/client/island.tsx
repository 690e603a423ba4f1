/**
 * The browser's entry for the pages hydrated as an island (decision 0050): the DISC test and a
 * giver's link. Before they can react it loads React and the page alone — not the route table, the
 * navbar, the footer or anything the shell shows — hydrates the page, and only then loads and hydrates
 * the shell around it (app/shell.tsx). The server chose this entry for the page (entry-server.tsx);
 * the stylesheet is index.html's.
 */
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadPage, matchRoutes, PAGE_ISLAND_ID } from '#client/lib/router'
import { ISLAND_ID_PREFIX, islandRoutes, PageIsland } from './app/island'
import { AppProviders } from './app/providers'
import { boot } from './boot'

async function start() {
  const container = document.getElementById(PAGE_ISLAND_ID)
  const match = matchRoutes(islandRoutes, window.location.pathname)
  if (!container || !match) throw new Error('page island: no island or route for this page')
  const context = boot()
  // The page's code before the first render, as the server loaded it: hydration finds the server's page.
  await loadPage(match.route).catch(() => undefined)
  const hydrateShell = () =>
    void import('./app/shell').then(
      ({ hydrateShell }) => hydrateShell(context, container),
      // Offline for a moment: the page keeps working; the shell's links are plain links meanwhile.
      (error: unknown) => console.warn('page island: the shell could not load', error),
    )
  const page = (
    <StrictMode>
      <AppProviders session={context.session} pageData={context.pageData} seed={context.seed} afterHydration={hydrateShell}>
        <PageIsland route={match.route} />
      </AppProviders>
    </StrictMode>
  )
  // In a transition, like main.tsx: a tap during hydration is handled at once.
  startTransition(() => void hydrateRoot(container, page, { identifierPrefix: ISLAND_ID_PREFIX }))
}

void start()
