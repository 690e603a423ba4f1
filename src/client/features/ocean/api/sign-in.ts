import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequest, User } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import { ME_QUERY_KEY } from '../../../lib/session'
import { track } from '../../../lib/analytics'

/** POST /api/auth/login from the inline form on /ocean-results; the session then holds the user. */
export const signIn = (input: LoginRequest) => api.post<User>('/api/auth/login', input)

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      track('user_login', { method: 'email' })
      queryClient.setQueryData(ME_QUERY_KEY, user)
    },
    onError: () => track('login_failed', { method: 'email' }),
  })
}
