import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '#client/lib/api-client'
import { authSchemas, ME_QUERY_KEY, useSession } from '#client/lib/session'

export const logout = () => api.post('/api/auth/logout', {}, () => authSchemas().then((schemas) => schemas.LogoutResponseSchema))

/**
 * Logs out, goes home, then forgets the user: leaving the page first keeps a protected page from
 * seeing "no user" and redirecting to /login on the way out. Every cached answer is dropped so
 * nothing of the previous user stays in memory.
 */
export function useLogout() {
  const session = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await logout()
      // The address moves first: a protected page still on screen sees it and does not send the
      // visitor to /login when the session is cleared (components/protected-route.tsx).
      await navigate('/')
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] })
      session.set(null)
    },
  })
}
