import { QueryClient } from '@tanstack/react-query'

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
