import {
  ActivatePremiumResponseSchema,
  type ActivatePremiumRequest,
  type ActivatePremiumResponse,
} from '#shared/schemas/payment'
import { api } from '#client/lib/api-client'

/**
 * PUT /api/user/premium (SPEC.md §7). The server ignores isPremium and months and trusts only the
 * payment it verifies with Mercado Pago; they are sent because the contract names them.
 */
export async function activatePremium(body: ActivatePremiumRequest): Promise<ActivatePremiumResponse> {
  return api.put('/api/user/premium', body, ActivatePremiumResponseSchema)
}
