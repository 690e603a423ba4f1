import { useMutation } from '@tanstack/react-query'
import { UserSchema, type LoginRequest } from '#shared/schemas/auth'
import { api } from '#client/lib/api-client'
import { clearAssessmentData } from '#client/lib/assessment-data'
import { useSession } from '#client/lib/session'
import { track } from '#client/lib/analytics'

/** POST /api/auth/login, from the login page or the inline login on /ocean-results. */
export const login = (input: LoginRequest) => api.post('/api/auth/login', input, UserSchema)

export function useLogin() {
  const session = useSession()
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      track('user_login', { method: 'email' })
      session.set(user)
      // The server claimed the anonymous DISC result at sign-in; the browser's copy is done.
      clearAssessmentData()
    },
    onError: () => track('login_failed', { method: 'email' }),
  })
}
