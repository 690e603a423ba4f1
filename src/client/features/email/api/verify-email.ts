import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { MessageResponseSchema, ResendVerificationResponseSchema } from '#shared/schemas/email'
import { api } from '#client/lib/api-client'
import { ME_QUERY_KEY } from '#client/lib/session'

/**
 * Reads the session again after the address changed state. A first /api/auth/me still in flight
 * (sent before the confirmation committed) is cancelled first: a refetch would join it otherwise.
 */
async function refreshSession(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY })
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })
}

/** POST /api/auth/verify-email: the token from the confirmation link. */
export const verifyEmail = (token: string) => api.post('/api/auth/verify-email', { token }, MessageResponseSchema)

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => refreshSession(queryClient),
  })
}

/** POST /api/auth/verify-email/resend: a new confirmation link for the signed-in person. */
export const resendVerification = () => api.post('/api/auth/verify-email/resend', undefined, ResendVerificationResponseSchema)

export function useResendVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: (answer) => {
      if (answer.alreadyVerified) void refreshSession(queryClient)
    },
  })
}
