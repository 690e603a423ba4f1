import { useNavigate } from 'react-router'
import { api } from '#client/lib/api-client'
import { loadedQueryClient } from '#client/lib/query-slot'
import { authSchemas, ME_QUERY_KEY, useSession } from '#client/lib/session'
import { useAction } from '#client/lib/use-request'

export const logout = () => api.post('/api/auth/logout', {}, () => authSchemas().then((schemas) => schemas.LogoutResponseSchema))

/**
 * Logs out, goes home, then forgets the user: leaving the page first keeps a protected page from
 * seeing "no user" and redirecting to /login on the way out. Every cached answer is dropped so
 * nothing of the previous user stays in memory. The navbar (on every page's first load) uses it, so
 * it needs no TanStack Query (decision 0032).
 */
export function useLogout() {
  const session = useSession()
  const navigate = useNavigate()
  return useAction(async () => {
    await logout()
    // flushSync: React commits the home page before the session is cleared; in a transition the
    // protected page would still be mounted, see nobody signed in and send the visitor to /login.
    await navigate('/', { flushSync: true })
    loadedQueryClient()?.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] })
    session.set(null)
  })
}
