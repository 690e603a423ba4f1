import { queryOptions, useQuery } from '@tanstack/react-query'
import { getRecentOceanAssessment, OCEAN_RECENT_QUERY_KEY } from '#client/features/ocean/ocean-assessment'

/** GET /api/ocean-assessment/recent: the latest assessment, null when none; no retry (SPEC.md §7). */
export const recentOceanAssessmentQueryOptions = () =>
  queryOptions({ queryKey: OCEAN_RECENT_QUERY_KEY, queryFn: getRecentOceanAssessment, retry: false })

export const useRecentOceanAssessment = (enabled: boolean) =>
  useQuery({ ...recentOceanAssessmentQueryOptions(), enabled })
