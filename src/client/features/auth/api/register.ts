import { useMutation } from '@tanstack/react-query'
import { UserSchema, type RegisterRequest } from '#shared/schemas/auth'
import { api } from '#client/lib/api-client'
import { clearAssessmentData } from '#client/lib/assessment-data'
import { useSession } from '#client/lib/session'
import { trackSignUp } from '#client/lib/analytics'

export const register = (input: RegisterRequest) => api.post('/api/auth/register', input, UserSchema)

export function useRegister() {
  const session = useSession()
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      trackSignUp('email')
      session.set(user)
      // The server claimed the anonymous DISC result at sign-in; the browser's copy is done.
      clearAssessmentData()
    },
  })
}
