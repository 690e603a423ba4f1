import { queryOptions } from '@tanstack/react-query'
import type { AdPlacementId } from '#shared/ads/placements'
import type { AdConfigResponse } from '#shared/ads/schemas'
import { api } from '#client/lib/api-client'

/** GET /api/ads/config?placement=… (SPEC.md §7 "Ad configuration lookup"). */
export async function getAdConfig(placement: AdPlacementId): Promise<AdConfigResponse> {
  // The schema loads while the request travels: zod is not on a page's first load (decision 0032).
  const schema = async () => (await import('#shared/ads/schemas')).AdConfigResponseSchema
  return api.get(`/api/ads/config?placement=${encodeURIComponent(placement)}`, schema)
}

/** One lookup per placement and visitor for the page session (the user id changes on login and logout). */
export const adConfigQueryOptions = (placement: AdPlacementId, userKey: string) =>
  queryOptions({
    queryKey: ['ads', 'config', placement, userKey],
    queryFn: () => getAdConfig(placement),
    staleTime: Infinity,
    retry: false,
  })
