import { queryOptions, useQuery } from '@tanstack/react-query'
import { InviteLinkResponseSchema, type InviteLinkResponse } from '#shared/schemas/feedback'
import { PAGE_QUERY_KEYS } from '#shared/ssr/page-state'
import { api } from '#client/lib/api-client'

/** The server fills it with /results (a giver without JavaScript lands there after signing up). */
export const INVITE_LINK_QUERY_KEY = PAGE_QUERY_KEYS.inviteLink

/** GET /api/feedback/invite-link: the signed-in user's personal feedback address. */
export async function getInviteLink(): Promise<InviteLinkResponse> {
  return api.get('/api/feedback/invite-link', InviteLinkResponseSchema)
}

export const inviteLinkQueryOptions = () => queryOptions({ queryKey: INVITE_LINK_QUERY_KEY, queryFn: getInviteLink })

/** Shared by the invite page and the /results sections, so the link is fetched once. */
export function useInviteLink(enabled = true) {
  return useQuery({ ...inviteLinkQueryOptions(), enabled })
}
