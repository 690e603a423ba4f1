import { queryOptions, useQuery } from '@tanstack/react-query'
import { OCEAN_ASSESSMENT_PATH, OCEAN_MESSAGES, OceanResultSchema, type OceanResult } from '#shared/schemas/ocean'
import { ApiError, api } from '#client/lib/api-client'

export const oceanAssessmentQueryKey = (id: string) => ['ocean-assessment', 'by-id', id] as const

/**
 * GET /api/ocean-assessment/:id, the owner's own only. Unknown, foreign and malformed ids all
 * give null ('Avaliação não encontrada'); other failures throw.
 */
export async function getOceanAssessment(id: string): Promise<OceanResult | null> {
  try {
    return await api.get(`${OCEAN_ASSESSMENT_PATH}/${encodeURIComponent(id)}`, OceanResultSchema)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw new Error(OCEAN_MESSAGES.fetchFailed, { cause: error })
  }
}

export const oceanAssessmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: oceanAssessmentQueryKey(id), queryFn: () => getOceanAssessment(id), retry: false })

export const useOceanAssessment = (id: string | null) =>
  useQuery({ ...oceanAssessmentQueryOptions(id ?? ''), enabled: id !== null })
