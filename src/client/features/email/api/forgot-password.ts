import { useMutation } from '@tanstack/react-query'
import { MessageResponseSchema } from '#shared/schemas/email'
import { api } from '#client/lib/api-client'

/** POST /api/auth/forgot-password: the same answer whatever the address. */
export const forgotPassword = (email: string) => api.post('/api/auth/forgot-password', { email }, MessageResponseSchema)

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword })
