import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  ASSESSMENT_PATH,
  LatestDiscAssessmentAnswerSchema,
  type DiscAssessment,
} from '#shared/schemas/assessment'
import { api } from '#client/lib/api-client'

export const LATEST_ASSESSMENT_QUERY_KEY = ['assessment', 'latest'] as const

/** GET /api/assessment: the signed-in user's latest self DISC result, or null before the first. */
export async function getLatestAssessment(): Promise<DiscAssessment | null> {
  const data = await api.get(ASSESSMENT_PATH, LatestDiscAssessmentAnswerSchema)
  // SPEC.md §3: the answer is the object itself or wrapped under 'assessment'.
  return 'assessment' in data ? data.assessment : data
}

export const latestAssessmentQueryOptions = () =>
  queryOptions({ queryKey: LATEST_ASSESSMENT_QUERY_KEY, queryFn: getLatestAssessment, retry: false })

export const useLatestAssessment = () => useQuery(latestAssessmentQueryOptions())
