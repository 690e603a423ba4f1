import { useInfiniteQuery } from '@tanstack/react-query'
import { FeedbackListResponseSchema, type FeedbackListResponse } from '#shared/schemas/feedback'
import { api } from '#client/lib/api-client'

export const FEEDBACK_LIST_QUERY_KEY = ['feedback', 'list'] as const

/**
 * GET /api/feedback: one page of what each giver said (20 by default; free accounts: 2, in the
 * stable list order, until there are 10). `cursor` is the previous page's `nextCursor`.
 */
export function getFeedbackPage(cursor: string | null): Promise<FeedbackListResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  return api.get(`/api/feedback${query}`, FeedbackListResponseSchema)
}

/** The list page by page: `fetchNextPage` loads the next one while `hasNextPage` (issue 18). */
export function useFeedbackList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: FEEDBACK_LIST_QUERY_KEY,
    queryFn: ({ pageParam }) => getFeedbackPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    refetchOnMount: 'always',
  })
}
