import type { DiscScores } from '#shared/disc/types'
import type { OthersAssessmentRequest } from '#shared/schemas/feedback'
import { api } from '#client/lib/api-client'
import { useMutation } from '@tanstack/react-query'
import { feedbackSchemas } from '#client/lib/deferred-module'

/** POST /api/feedback/user/{uuid}/assessment: the giver's answers about the link's owner. */
export function submitOthersAssessment(uuid: string, scores: DiscScores, answers: Record<string, string>, altcha?: string) {
  const body: OthersAssessmentRequest = { ...scores, answers, isSelf: false, ...(altcha ? { altcha } : {}) }
  return api.post(`/api/feedback/user/${encodeURIComponent(uuid)}/assessment`, body, () =>
    feedbackSchemas.load().then((schemas) => schemas.OthersAssessmentResponseSchema),
  )
}

export function useSubmitOthersAssessment(uuid: string) {
  return useMutation({
    mutationFn: (input: { scores: DiscScores; answers: Record<string, string>; altcha?: string }) =>
      submitOthersAssessment(uuid, input.scores, input.answers, input.altcha),
  })
}
