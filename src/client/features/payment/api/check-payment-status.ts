import { useMutation } from '@tanstack/react-query'
import { CheckStatusResponseSchema, type CheckStatusResponse } from '#shared/schemas/payment'
import { api } from '#client/lib/api-client'

/** GET /api/payment/check-status: asks the server to look the payment up (and apply it if approved). */
export async function checkPaymentStatus(paymentId: string): Promise<CheckStatusResponse> {
  return api.get(`/api/payment/check-status?payment_id=${encodeURIComponent(paymentId)}`, CheckStatusResponseSchema)
}

export function useCheckPaymentStatus() {
  return useMutation({ mutationFn: checkPaymentStatus })
}
