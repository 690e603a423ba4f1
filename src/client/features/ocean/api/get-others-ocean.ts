import { queryOptions, useQuery } from '@tanstack/react-query'
import { OCEAN_OTHERS_PATH, OthersOceanSchema } from '#shared/schemas/ocean-others'
import { api } from '#client/lib/api-client'

export const OTHERS_OCEAN_QUERY_KEY = ['ocean', 'others'] as const

/** GET /api/ocean-assessment/others: how many people answered and, from 3, their averages. */
export const getOthersOcean = () => api.get(OCEAN_OTHERS_PATH, OthersOceanSchema)

export const othersOceanQueryOptions = () =>
  queryOptions({ queryKey: OTHERS_OCEAN_QUERY_KEY, queryFn: getOthersOcean, retry: false })

export const useOthersOcean = () => useQuery(othersOceanQueryOptions())
