import { queryOptions, useQuery } from '@tanstack/react-query'
import { SurveyShouldShowSchema, type SurveyShouldShow } from '#shared/schemas/survey'
import { ApiError, api } from '#client/lib/api-client'

export const SURVEY_SHOULD_SHOW_KEY = ['survey', 'should-show'] as const

/** GET /api/survey/should-show; 401 gives null (SPEC.md §7). */
export async function getSurveyShouldShow(): Promise<SurveyShouldShow | null> {
  try {
    return await api.get('/api/survey/should-show', SurveyShouldShowSchema)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const surveyShouldShowQueryOptions = () =>
  queryOptions({ queryKey: SURVEY_SHOULD_SHOW_KEY, queryFn: getSurveyShouldShow, staleTime: 30_000 })

export const useSurveyShouldShow = () => useQuery(surveyShouldShowQueryOptions())
