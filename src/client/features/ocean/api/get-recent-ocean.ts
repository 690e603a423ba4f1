import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { OceanAssessment } from '#shared/schemas/ocean'
import { getRecentOceanAssessment, OCEAN_RECENT_QUERY_KEY, saveOceanTempResult } from '#client/features/ocean/ocean-assessment'

/**
 * The latest OCEAN assessment for /results; null when there is none. A result left by an
 * anonymous test is saved to the account first: a Google sign-in lands here, not on
 * /ocean-results. If that save fails the result stays stored and /ocean-results offers the retry.
 */
async function getRecentOcean(queryClient: QueryClient): Promise<OceanAssessment | null> {
  const saved = await saveOceanTempResult(queryClient).catch(() => null)
  return saved ?? getRecentOceanAssessment()
}

export const recentOceanQueryOptions = (queryClient: QueryClient) =>
  queryOptions({ queryKey: OCEAN_RECENT_QUERY_KEY, queryFn: () => getRecentOcean(queryClient), retry: false })

export function useRecentOcean(enabled = true) {
  const queryClient = useQueryClient()
  return useQuery({ ...recentOceanQueryOptions(queryClient), enabled })
}
