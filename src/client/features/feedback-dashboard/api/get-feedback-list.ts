import { queryOptions, useQuery } from '@tanstack/react-query'
import { FeedbackListResponseSchema, type FeedbackListResponse } from '#shared/schemas/feedback'
import { api } from '#client/lib/api-client'

export const FEEDBACK_LIST_QUERY_KEY = ['feedback', 'list'] as const

/** GET /api/feedback: what each giver said (free accounts: 2, in the stable list order, until there are 10). */
export function getFeedbackList(): Promise<FeedbackListResponse> {
  return api.get('/api/feedback', FeedbackListResponseSchema)
}

export const feedbackListQueryOptions = () =>
  queryOptions({ queryKey: FEEDBACK_LIST_QUERY_KEY, queryFn: getFeedbackList })

export function useFeedbackList(enabled: boolean) {
  return useQuery({ ...feedbackListQueryOptions(), enabled, refetchOnMount: 'always' })
}
