import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SurveySubmitResponseSchema, type SurveyResponse } from '#shared/schemas/survey'
import { api } from '#client/lib/api-client'
import { SURVEY_SHOULD_SHOW_KEY } from './get-survey-should-show'

export const submitSurvey = (answers: SurveyResponse) => api.post('/api/survey/submit', answers, SurveySubmitResponseSchema)

export function useSubmitSurvey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SURVEY_SHOULD_SHOW_KEY }),
  })
}
