import { queryOptions, useQuery } from '@tanstack/react-query'
import { FeedbackStatsSchema, type FeedbackStats } from '#shared/schemas/feedback'
import { api } from '#client/lib/api-client'

export const FEEDBACK_STATS_QUERY_KEY = ['feedback', 'stats'] as const

/** GET /api/feedback/stats: self vs others' DISC, how many gave feedback, top characteristics. */
export function getFeedbackStats(): Promise<FeedbackStats> {
  return api.get('/api/feedback/stats', FeedbackStatsSchema)
}

export const feedbackStatsQueryOptions = () =>
  queryOptions({ queryKey: FEEDBACK_STATS_QUERY_KEY, queryFn: getFeedbackStats })

/** Fetched again on every visit to /results: new feedback arrives while the person is elsewhere. */
export function useFeedbackStats() {
  return useQuery({ ...feedbackStatsQueryOptions(), refetchOnMount: 'always' })
}
