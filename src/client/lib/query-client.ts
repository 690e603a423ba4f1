import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query'
import { ME_QUERY_KEY } from './session'

/** SPEC.md §7/§9: no retries, no refetch on focus, data fresh until told otherwise. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  })
}

/**
 * The browser's client, with the data the server put in the page (the session aside: it lives in
 * session.ts). That data is as fresh as the page; what the server marked invalidated is asked again
 * when its page mounts.
 */
export function createBrowserQueryClient(pageQueries: DehydratedState | null, loadedAt: number) {
  const client = createQueryClient()
  if (pageQueries) {
    const meHash = JSON.stringify(ME_QUERY_KEY)
    hydrate(client, {
      ...pageQueries,
      queries: pageQueries.queries
        .filter((query) => query.queryHash !== meHash)
        .map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: loadedAt } })),
    })
  }
  client.mount()
  return client
}
