import type { FeedbackLinkInfo } from '#shared/schemas/feedback'
import { PAGE_QUERY_KEYS } from '#shared/ssr/page-state'
import { api } from '#client/lib/api-client'
import { usePageData } from '#client/lib/page-form-data'
import { useFetched } from '#client/lib/use-request'

/** The feedback calls' schemas, loaded while a request travels: zod is not on a giver's first load (decision 0032). */
export const feedbackSchemas = () => import('#shared/schemas/feedback')

/** GET /api/feedback/user/{uuid}: whose link this is (404 when unknown or malformed). */
export function getFeedbackLink(uuid: string): Promise<FeedbackLinkInfo> {
  return api.get(`/api/feedback/user/${encodeURIComponent(uuid)}`, () => feedbackSchemas().then((schemas) => schemas.FeedbackLinkInfoSchema))
}

/**
 * Whose link this is: what the server put in the page at once, asked again once mounted. Without
 * TanStack Query: a giver's page reacts before it is loaded (decision 0032).
 */
export function useFeedbackLink(uuid: string, enabled: boolean) {
  const painted = usePageData().get(PAGE_QUERY_KEYS.feedbackLink(uuid)) as FeedbackLinkInfo | undefined
  return useFetched(() => getFeedbackLink(uuid), { enabled, initial: painted })
}
