import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterRequest, User } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import { ME_QUERY_KEY } from '../../../lib/session'

export const register = (input: RegisterRequest) => api.post<User>('/api/auth/register', input)

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  })
}
