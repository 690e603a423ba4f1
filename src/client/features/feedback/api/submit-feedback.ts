import type { FeedbackSubmission } from '#shared/schemas/feedback'
import { api } from '#client/lib/api-client'
import { useMutation } from '@tanstack/react-query'
import { feedbackSchemas } from '#client/lib/deferred-module'

/** POST /api/feedback/user/{uuid}: relationship, strengths and improvements for an answered assessment. */
export function submitFeedback(uuid: string, body: FeedbackSubmission) {
  return api.post(`/api/feedback/user/${encodeURIComponent(uuid)}`, body, () =>
    feedbackSchemas.load().then((schemas) => schemas.FeedbackSubmitResponseSchema),
  )
}

export function useSubmitFeedback(uuid: string) {
  return useMutation({ mutationFn: (body: FeedbackSubmission) => submitFeedback(uuid, body) })
}
