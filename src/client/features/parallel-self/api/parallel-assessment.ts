import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  LatestParallelResponseSchema,
  PARALLEL_ASSESSMENT_PATH,
  ParallelAssessmentSchema,
  type ParallelAssessmentRequest,
} from '#shared/schemas/parallel'
import { api } from '#client/lib/api-client'

export const PARALLEL_QUERY_KEY = ['assessment', 'parallel'] as const

/** GET /api/assessment/parallel: the latest parallel self result, or null before the first. */
export const parallelQueryOptions = () =>
  queryOptions({
    queryKey: PARALLEL_QUERY_KEY,
    queryFn: async () => (await api.get(PARALLEL_ASSESSMENT_PATH, LatestParallelResponseSchema)).assessment,
    retry: false,
  })

export const useLatestParallel = () => useQuery(parallelQueryOptions())

/** POST /api/assessment/parallel: the server scores the 24 answers as it scores the others'. */
export function useSubmitParallel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ParallelAssessmentRequest) => api.post(PARALLEL_ASSESSMENT_PATH, input, ParallelAssessmentSchema),
    // The self-vs-others comparison may now use it: everything cached is refreshed.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
