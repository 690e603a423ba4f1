import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DiscAssessment } from '#shared/schemas/assessment'
import { ASSESSMENT_TEMP_PATH } from '#shared/schemas/assessment-constants'
import { ApiError, api } from '#client/lib/api-client'

/** The answer's schema, loaded while the request travels: zod is not on the page's first load (decision 0032). */
export const discAssessmentSchema = async () => (await import('#shared/schemas/assessment')).DiscAssessmentSchema

export const TEMP_ASSESSMENT_QUERY_KEY = ['assessment', 'temp'] as const

/** GET /api/assessment/temp: the visitor's temporary result; null when there is none (404, 401). */
export async function getTempAssessment(): Promise<DiscAssessment | null> {
  try {
    return await api.get(ASSESSMENT_TEMP_PATH, discAssessmentSchema)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null
    throw error
  }
}

export const tempAssessmentQueryOptions = () =>
  queryOptions({ queryKey: TEMP_ASSESSMENT_QUERY_KEY, queryFn: getTempAssessment, retry: false, staleTime: 0 })

/** Only asked when nobody is signed in (SPEC.md §4). */
export const useTempAssessment = (enabled: boolean) => useQuery({ ...tempAssessmentQueryOptions(), enabled })
