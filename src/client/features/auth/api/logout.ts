import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '#client/lib/router'
import { api } from '#client/lib/api-client'
import { authSchemas, ME_QUERY_KEY } from '#client/lib/session'

export const logout = () => api.post('/api/auth/logout', {}, () => authSchemas().then((schemas) => schemas.LogoutResponseSchema))

/**
 * Logs out, goes home, then forgets the user: leaving the page first keeps a protected page from
 * seeing "no user" and redirecting to /login on the way out. Every cached answer is dropped so
 * nothing of the previous user stays in memory.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      await logout()
      // flushSync: React commits the home page before the session is cleared; in a transition the
      // protected page would still be mounted, see nobody signed in and send the visitor to /login.
      await navigate('/', { flushSync: true })
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] })
      queryClient.setQueryData(ME_QUERY_KEY, null)
    },
  })
}
