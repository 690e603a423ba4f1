import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from './api-client'
import { ME_QUERY_KEY } from './session'

export const logout = () => api.post<{ success: boolean }>('/api/auth/logout')

/** Logging out clears every cached answer: nothing of the previous user stays in memory. */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] })
      queryClient.setQueryData(ME_QUERY_KEY, null)
    },
  })
}
