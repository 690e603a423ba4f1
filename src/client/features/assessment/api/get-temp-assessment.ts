import type { DiscAssessment } from '#shared/schemas/assessment'
import { ASSESSMENT_TEMP_PATH } from '#shared/schemas/assessment-texts'
import { TEMP_RESULT_KEY } from '#shared/forms/self-tests'
import { ApiError, api } from '#client/lib/api-client'
import { useQuery } from '@tanstack/react-query'

/** The answer's schema, loaded while the request travels: zod is not on the page's first load (decision 0032). */
export const discAssessmentSchema = async () => (await import('#shared/schemas/assessment')).DiscAssessmentSchema

/** The server fills it for a visitor who finished without JavaScript (issue 32). */
export const TEMP_ASSESSMENT_QUERY_KEY = TEMP_RESULT_KEY

/** GET /api/assessment/temp: the visitor's temporary result; null when there is none (404, 401). */
export async function getTempAssessment(): Promise<DiscAssessment | null> {
  try {
    return await api.get(ASSESSMENT_TEMP_PATH, discAssessmentSchema)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null
    throw error
  }
}

/**
 * Only asked when nobody is signed in (SPEC.md §4); the result the server painted into the page (the
 * query's data, from the page) is shown meanwhile and asked again once mounted.
 */
export function useTempAssessment(enabled: boolean) {
  return useQuery({ queryKey: TEMP_ASSESSMENT_QUERY_KEY, queryFn: getTempAssessment, enabled })
}
