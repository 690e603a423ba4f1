/**
 * The server's render of a page (docs/decisions/0023-react-and-server-rendering.md): the same
 * routes and providers as the browser (main.tsx), the router given the page's address, with the
 * visitor's session and the page's data in TanStack Query's cache, dehydrated into the page (decision
 * 0051). Vite builds this file into dist/ssr; the server loads it at start-up (src/server/main.ts)
 * and calls `renderPage` for every page route.
 */
import { Writable } from 'node:stream'
import { dehydrate } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import type { PageRenderer } from '#shared/ssr/page-state'
import { provideClientConfig, type ClientConfig } from '#client/lib/client-config'
import { createQueryClient } from '#client/lib/query-client'
import { ME_QUERY_KEY } from '#client/lib/session'
import { AppProviders } from './app/providers'
import { StaticRouter } from 'react-router'
import { AppRoutes, loadMatchedPage } from './app/routes'

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
  const { pathname, search, hash } = new URL(url)
  // The page's code before rendering, as the browser loads it before hydrating (main.tsx).
  const page = await loadMatchedPage(pathname)

  // The session and what the server looked up for the page, in the request's own client; a wizard's
  // question texts join it while rendering (lib/question-bank.ts). All of it goes into the page.
  const queryClient = createQueryClient()
  if (session !== undefined) queryClient.setQueryData(ME_QUERY_KEY, session)
  for (const { key, value } of data) queryClient.setQueryData(key, value)
  const html = await renderToHtml(
    <AppProviders queryClient={queryClient} seed={seed}>
      <StaticRouter location={`${pathname}${search}${hash}`}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  )
  // All of it is as fresh as the page: nothing is asked again when the page hydrates (an invite link
  // deleted meanwhile answers 404 when the giver sends, and the page says so).
  const queries = dehydrate(queryClient)
  queryClient.clear()

  return { html, state: { queries, seed }, pages: page ? [page] : [] }
}
