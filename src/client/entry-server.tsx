/**
 * The server's render of a page (docs/decisions/0023-react-and-server-rendering.md): the same
 * routes and providers as the browser (main.tsx), through React Router's static handler, with the
 * visitor's session already in TanStack Query's cache. Vite builds this file into dist/ssr; the
 * server loads it at start-up (src/server/main.ts) and calls `renderPage` for every page route.
 */
import { Writable } from 'node:stream'
import { dehydrate } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { PageRenderer } from '#shared/ssr/page-state'
import { provideClientConfig, type ClientConfig } from '#client/lib/client-config'
import { createQueryClient } from '#client/lib/query-client'
import { ME_QUERY_KEY } from '#client/lib/session'
import { AppProviders } from './app/providers'
import { routes, type PageHandle } from './app/routes'

const handler = createStaticHandler(routes)

/** Gives up on a render that has not finished by then (it falls back to the client's render). */
const RENDER_TIMEOUT_MS = 10_000

/** The whole markup of `element` once every Suspense boundary has resolved (no streaming scripts). */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
        callback()
      },
      final(callback) {
        clearTimeout(timer)
        resolve(Buffer.concat(chunks).toString('utf8'))
        callback()
      },
    })
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: a boundary over React's chunk size would otherwise go
      // out as its fallback, its content hidden behind an inline script the CSP does not run (and
      // a visitor without JavaScript never sees it — issue 32).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
      onError: (error) => {
        // A failing part of the page is left to the browser to render; the rest is served.
        console.error('server render: part of the page failed', error)
      },
    })
    const timer = setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS)
  })
}

export const renderPage: PageRenderer = async ({ url, session, seed, data = [], clientConfig }) => {
  provideClientConfig(clientConfig as Partial<ClientConfig>)
  const context = await handler.query(new Request(url))
  // No route has a loader or an action, so the handler never answers with a redirect of its own.
  if (context instanceof Response) throw new Error(`server render: unexpected response ${context.status} for ${url}`)
  const router = createStaticRouter(handler.dataRoutes, context)

  const queryClient = createQueryClient()
  if (session !== undefined) queryClient.setQueryData(ME_QUERY_KEY, session)
  for (const { key, value } of data) queryClient.setQueryData(key, value)
  const queries = dehydrate(queryClient)
  // What the server looked up besides the session is checked again in the browser (main.tsx).
  for (const query of queries.queries) query.state.isInvalidated = query.queryHash !== JSON.stringify(ME_QUERY_KEY)

  const html = await renderToHtml(
    <AppProviders queryClient={queryClient} seed={seed}>
      {/* hydrate={false}: the hydration data travels in the page's JSON state (the CSP allows no inline script). */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  )
  queryClient.clear()

  const pages = context.matches
    .map((match) => (match.route.handle as PageHandle | undefined)?.page)
    .filter((page): page is string => typeof page === 'string')
  return {
    html,
    state: { queries, seed, router: { loaderData: context.loaderData, actionData: context.actionData, errors: null } },
    pages,
  }
}
