import { useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { User } from '#shared/schemas/auth'
import { rememberPostLoginPath } from '#client/lib/post-login'
import { useUser } from '#client/lib/session'
import { Spinner } from './ui/spinner'

/**
 * SPEC.md §2: a spinner while the session is checked, then a replace-redirect to /login when
 * nobody is signed in (remembering where to come back to).
 */
export function ProtectedRoute({ children }: { children: (user: User) => ReactNode }) {
  const { user, isLoading } = useUser()
  const navigate = useNavigate()
  const location = useLocation()

  useEffect(() => {
    if (!isLoading && !user) {
      // Already on the way elsewhere (logout goes home): the router has moved the address bar before
      // React renders the next page (a transition), so this page must not send anyone to /login.
      if (window.location.pathname !== location.pathname) return
      rememberPostLoginPath(location.pathname + location.search)
      navigate('/login', { replace: true })
    }
  }, [isLoading, user, navigate, location.pathname, location.search])

  if (isLoading || !user) return <Spinner label="Verificando sua sessão..." className="min-h-[60vh]" />
  return <>{children(user)}</>
}
