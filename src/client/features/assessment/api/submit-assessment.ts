import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DiscAssessmentRequest } from '#shared/schemas/assessment'
import { ASSESSMENT_PATH } from '#shared/schemas/assessment-constants'
import { api } from '#client/lib/api-client'
import { discAssessmentSchema } from './get-temp-assessment'

/** POST /api/assessment: the server scores the answers again and answers with the saved result. */
export const submitAssessment = (input: DiscAssessmentRequest) => api.post(ASSESSMENT_PATH, input, discAssessmentSchema)

export function useSubmitAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitAssessment,
    // A new self result changes the dashboard, the self-vs-others comparison and strongestType:
    // everything cached from before is refreshed.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
