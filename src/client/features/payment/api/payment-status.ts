import { useQuery } from '@tanstack/react-query'
import { PaymentStatusResponseSchema, type PaymentStatusResponse } from '#shared/schemas/payment'
import { ApiError, api } from '#client/lib/api-client'

/** Statuses that may still turn into an approval: the pending page keeps asking while it sees one. */
const WAITING_STATUSES = new Set(['pending', 'in_process', 'authorized'])
const POLL_MS = 4000

/**
 * GET /api/payment/status, asked again every few seconds while the payment waits: the pending
 * page moves on by itself when the (verified) approval arrives. Nothing lives only in the page:
 * a reload asks the server again from the payment id in the address.
 */
export function usePaymentStatus(paymentId: string | null) {
  return useQuery<PaymentStatusResponse>({
    queryKey: ['payment', 'status', paymentId],
    queryFn: () => api.get(`/api/payment/status?payment_id=${encodeURIComponent(paymentId ?? '')}`, PaymentStatusResponseSchema),
    enabled: paymentId !== null,
    refetchInterval: (query) => {
      const { data, error } = query.state
      // A refusal (signed out, someone else's payment, no such payment) will not change by asking again.
      if (error instanceof ApiError && error.status < 500) return false
      return data && !WAITING_STATUSES.has(data.status) ? false : POLL_MS
    },
    refetchIntervalInBackground: false,
    retry: 1,
  })
}
