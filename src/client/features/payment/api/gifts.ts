import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { GiftsResponseSchema, RedeemGiftResponseSchema, type RedeemGiftResponse } from '#shared/schemas/payment'
import { api } from '#client/lib/api-client'

const GIFTS_KEY = ['payment', 'gifts'] as const

/** GET /api/gifts: the gifts the signed-in person bought and received (decision 0048). */
export function useGifts(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: GIFTS_KEY,
    queryFn: () => api.get('/api/gifts', GiftsResponseSchema),
    enabled: options.enabled ?? true,
  })
}

/** POST /api/gifts/redeem: the code's months added to the signed-in person's Premium. */
export function useRedeemGift() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string): Promise<RedeemGiftResponse> => api.post('/api/gifts/redeem', { code }, RedeemGiftResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GIFTS_KEY }),
  })
}
