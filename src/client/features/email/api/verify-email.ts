import { useMutation } from '@tanstack/react-query'
import { MessageResponseSchema, ResendVerificationResponseSchema } from '#shared/schemas/email'
import { api } from '#client/lib/api-client'
import { useSession, type SessionActions } from '#client/lib/session'

/**
 * Reads the session again after the address changed state. A first /api/auth/me still in flight
 * (sent before the confirmation committed) is cancelled first: a refetch would join it otherwise.
 */
async function refreshSession(session: SessionActions) {
  await session.refresh({ restart: true }).catch(() => undefined)
}

/** POST /api/auth/verify-email: the token from the confirmation link. */
export const verifyEmail = (token: string) => api.post('/api/auth/verify-email', { token }, MessageResponseSchema)

export function useVerifyEmail() {
  const session = useSession()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => refreshSession(session),
  })
}

/** POST /api/auth/verify-email/resend: a new confirmation link for the signed-in person. */
export const resendVerification = () => api.post('/api/auth/verify-email/resend', undefined, ResendVerificationResponseSchema)

export function useResendVerification() {
  const session = useSession()
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: (answer) => {
      if (answer.alreadyVerified) void refreshSession(session)
    },
  })
}
