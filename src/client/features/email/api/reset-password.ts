import { useMutation } from '@tanstack/react-query'
import { UserSchema } from '#shared/schemas/auth'
import type { ResetPasswordRequest } from '#shared/schemas/email'
import { api } from '#client/lib/api-client'
import { useSession } from '#client/lib/session'

/** POST /api/auth/reset-password: sets the new password and signs in on this browser. */
export const resetPassword = (input: ResetPasswordRequest) => api.post('/api/auth/reset-password', input, UserSchema)

export function useResetPassword() {
  const session = useSession()
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => session.set(user),
  })
}
