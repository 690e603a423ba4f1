import type { FeedbackLinkInfo } from '#shared/schemas/feedback'
import { PAGE_QUERY_KEYS } from '#shared/ssr/page-state'
import { api } from '#client/lib/api-client'
import { feedbackSchemas } from '#client/lib/deferred-module'
import { useQuery } from '@tanstack/react-query'

/** GET /api/feedback/user/{uuid}: whose link this is (404 when unknown or malformed). */
export function getFeedbackLink(uuid: string): Promise<FeedbackLinkInfo> {
  return api.get(`/api/feedback/user/${encodeURIComponent(uuid)}`, () => feedbackSchemas.load().then((schemas) => schemas.FeedbackLinkInfoSchema))
}

/** Whose link this is: what the server put in the page (asked for only after a navigation in the app). */
export function useFeedbackLink(uuid: string, enabled: boolean) {
  return useQuery({ queryKey: PAGE_QUERY_KEYS.feedbackLink(uuid), queryFn: () => getFeedbackLink(uuid), enabled })
}
