import { hydrate, QueryClient, useQueryClient, type DehydratedState } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiRequest } from './api-client'

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
 * The browser's one client (main.tsx), with what the server put in the page (the session among it).
 * That data is as fresh as the page: nothing asks /api/auth/me or an invite link's owner again on
 * the first load.
 */
export function createBrowserQueryClient(pageQueries: DehydratedState | null, loadedAt: number) {
  const client = createQueryClient()
  if (pageQueries) {
    hydrate(client, {
      ...pageQueries,
      queries: pageQueries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: loadedAt } })),
    })
  }
  return client
}

/**
 * What the server put in the page for a form flow under `key` (issue 32, decision 0035), read from
 * the query cache once when the component mounts; null when the page carries none. Never fetched.
 * The server checked it with the shared schema of its type before putting it in the page (as it
 * checks everything it renders), so it is read as that type, like the markup around it: checking
 * it again would put zod in the page's first load (decision 0052).
 */
export function usePageFormData<T>(key: readonly unknown[]): T | null {
  const client = useQueryClient()
  const [value] = useState(() => client.getQueryData<T>(key) ?? null)
  return value
}

/**
 * The progress the server kept for a visitor who answered before the page's code ran (issue 32).
 * Once the page runs, the wizard carries on from it in the browser, which keeps it from then on:
 * the server's copy is forgotten (DELETE on the form's endpoint), so a later reload restores the
 * browser's newer progress instead of the server's older one.
 */
export function useAdoptedFormProgress<T>(key: readonly unknown[], action: string): T | null {
  const client = useQueryClient()
  const kept = usePageFormData<T>(key)
  useEffect(() => {
    if (kept === null) return
    client.removeQueries({ queryKey: key, exact: true })
    // If this fails, the JSON submission clears it anyway.
    apiRequest('DELETE', action).catch(() => undefined)
    // Once per mount: `kept` never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return kept
}
