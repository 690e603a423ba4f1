import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { User } from '#shared/schemas/auth'
import { ApiError, api } from './api-client'

/** The session's query key: the server fills it in every page it renders (entry-server.tsx). */
export const ME_QUERY_KEY = ['auth', 'me'] as const

/** How long a known session is trusted before a newly shown part of the app asks again. */
const SESSION_FRESH_MS = 30_000

/** The auth calls' schemas, loaded while a request travels. */
export const authSchemas = () => import('#shared/schemas/auth')

/** GET /api/auth/me: the user, or null when logged out (401). Accepts `{ user }` too (SPEC.md §7). */
export async function getMe(): Promise<User | null> {
  try {
    const data = await api.get('/api/auth/me', () => authSchemas().then((schemas) => schemas.SessionResponseSchema))
    return 'user' in data ? data.user : data
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/**
 * The visitor's session as a TanStack query: known from the page the server painted, asked again when
 * older than 30 s. Nobody signed in stays so until a sign-in, a registration or a payment page asks
 * (`useSession`): asking on its own would only print the server's 401 in the console (issue 46).
 */
const meQuery = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: getMe,
  staleTime: (query) => (query.state.data === null ? Infinity : SESSION_FRESH_MS),
})

/**
 * What sign-in, sign-out, payments and e-mail confirmation do to the session: `set` it to what an
 * answer said, `refresh` it from the server (rejects when the server cannot be reached; `restart`
 * cancels a request already on its way, whose answer may predate a change just made), or `fetch` it
 * (asked again only when older than `freshMs`).
 */
export function useSession() {
  const client = useQueryClient()
  return useMemo(
    () => ({
      set: (user: User | null) => client.setQueryData(ME_QUERY_KEY, user),
      refresh: async ({ restart = false }: { restart?: boolean } = {}): Promise<User | null> => {
        if (restart) await client.cancelQueries({ queryKey: ME_QUERY_KEY, exact: true })
        return client.fetchQuery({ ...meQuery, staleTime: 0 })
      },
      fetch: (freshMs = SESSION_FRESH_MS): Promise<User | null> => client.fetchQuery({ ...meQuery, staleTime: freshMs }),
      /** Whether someone is signed in, as last known (no request). */
      known: (): boolean => Boolean(client.getQueryData(ME_QUERY_KEY)),
    }),
    [client],
  )
}

export type SessionActions = ReturnType<typeof useSession>

/** The signed-in user (null when nobody is), asked again when older than 30 s as a part of the app shows. */
export function useUser() {
  const query = useQuery(meQuery)
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isError: query.isError && query.data === undefined,
    refetch: query.refetch,
  }
}
