import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ASSESSMENT_PATH, DiscAssessmentSchema, type DiscAssessmentRequest } from '#shared/schemas/assessment'
import { api } from '#client/lib/api-client'

/** POST /api/assessment: the server scores the answers again and answers with the saved result. */
export const submitAssessment = (input: DiscAssessmentRequest) => api.post(ASSESSMENT_PATH, input, DiscAssessmentSchema)

export function useSubmitAssessment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitAssessment,
    // A new self result changes the dashboard, the self-vs-others comparison and strongestType:
    // everything cached from before is refreshed.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
