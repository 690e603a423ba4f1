import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FeedbackLinkInfo } from '#shared/schemas/feedback'
import { PAGE_QUERY_KEYS } from '#shared/ssr/page-state'
import { api } from '#client/lib/api-client'

/** The feedback calls' schemas, loaded while a request travels: zod is not on a giver's first load (decision 0032). */
export const feedbackSchemas = () => import('#shared/schemas/feedback')

/** GET /api/feedback/user/{uuid}: whose link this is (404 when unknown or malformed). */
export function getFeedbackLink(uuid: string): Promise<FeedbackLinkInfo> {
  return api.get(`/api/feedback/user/${encodeURIComponent(uuid)}`, () => feedbackSchemas().then((schemas) => schemas.FeedbackLinkInfoSchema))
}

export const feedbackLinkQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: PAGE_QUERY_KEYS.feedbackLink(uuid), queryFn: () => getFeedbackLink(uuid) })

export function useFeedbackLink(uuid: string, enabled: boolean) {
  return useQuery({ ...feedbackLinkQueryOptions(uuid), enabled })
}
