import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { OceanAssessment } from '#shared/schemas/ocean'
import { OCEAN_RECENT_QUERY_KEY, postOceanAssessment, saveOceanTempResult } from '#client/features/ocean/ocean-assessment'
import { oceanAssessmentQueryKey } from './get-ocean-assessment'

/** A just-saved assessment is the latest one: both cached reads answer it without a refetch. */
export function cacheSavedOcean(queryClient: QueryClient, saved: OceanAssessment) {
  queryClient.setQueryData(OCEAN_RECENT_QUERY_KEY, saved)
  queryClient.setQueryData(oceanAssessmentQueryKey(String(saved.id)), saved)
}

/** POST /api/ocean-assessment for a signed-in person finishing the test. */
export function useSaveOceanAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postOceanAssessment,
    onSuccess: (saved) => cacheSavedOcean(queryClient, saved),
  })
}

/** Saves the anonymous result kept in session storage to the account that just signed in. */
export function useSaveOceanTempResult() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => saveOceanTempResult(queryClient),
    onSuccess: (saved) => {
      if (saved) cacheSavedOcean(queryClient, saved)
    },
  })
}
