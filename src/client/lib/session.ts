import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '#shared/schemas/auth'
import { ApiError, api } from './api-client'

export const ME_QUERY_KEY = ['auth', 'me'] as const

/** GET /api/auth/me: the user, or null when logged out (401). Accepts `{ user }` too (SPEC.md §7). */
export async function getMe(): Promise<User | null> {
  try {
    const data = await api.get<User | { user: User }>('/api/auth/me')
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
