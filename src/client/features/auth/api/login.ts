import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequest, User } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import { ME_QUERY_KEY } from '../../../lib/session'

export const login = (input: LoginRequest) => api.post<User>('/api/auth/login', input)

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  })
}
