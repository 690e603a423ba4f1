import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '#shared/schemas/auth'
import { ApiError, api } from './api-client'

export const ME_QUERY_KEY = ['auth', 'me'] as const

/**
 * Every page asks for the session, so its schema is loaded on demand (while the request travels):
 * the schemas and zod stay out of the first-load JavaScript (docs/decisions/0005).
 */
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

export const meQueryOptions = () =>
  queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: 30_000, retry: false })

export function useUser() {
  const query = useQuery(meQueryOptions())
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError, refetch: query.refetch }
}
