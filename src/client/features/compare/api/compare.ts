import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  COMPARE_ACCEPT_PATH,
  COMPARE_INVITATIONS_PATH,
  COMPARE_PATH,
  COMPARE_PREVIEW_PATH,
  COMPARE_REFUSE_PATH,
  compareRenewPath,
  CompareAcceptedSchema,
  CompareDoneSchema,
  CompareInvitationCreatedSchema,
  CompareListSchema,
  ComparePreviewSchema,
  ComparisonSchema,
} from '#shared/schemas/compare'
import { isUuid } from '#shared/schemas/feedback-texts'
import { api } from '#client/lib/api-client'

const COMPARE_KEY = ['compare'] as const
const LIST_KEY = [...COMPARE_KEY, 'list'] as const

/** GET /api/compare: one's comparisons and pending invitations, and the plan's limit. */
export function useComparisons() {
  return useQuery({ queryKey: LIST_KEY, queryFn: () => api.get(COMPARE_PATH, CompareListSchema) })
}

/**
 * GET /api/compare/{id}: the comparison page; a 404 (ended, or never one's own) is not retried. An
 * address that cannot be a comparison's (not a uuid) asks nothing: the page says it was not found.
 */
export function useComparison(id: string) {
  return useQuery({
    queryKey: [...COMPARE_KEY, 'one', id],
    queryFn: () => api.get(`${COMPARE_PATH}/${encodeURIComponent(id)}`, ComparisonSchema),
    enabled: isUuid(id),
    retry: false,
  })
}

/** GET /api/compare/invitations/preview?token=…: what accepting would share. */
export function useInvitationPreview(token: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...COMPARE_KEY, 'preview', token],
    queryFn: () => api.get(`${COMPARE_PREVIEW_PATH}?token=${encodeURIComponent(token ?? '')}`, ComparePreviewSchema),
    enabled: enabled && token !== null,
    retry: false,
  })
}

export function useCreateInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post(COMPARE_INVITATIONS_PATH, {}, CompareInvitationCreatedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  })
}

/** POST /api/compare/invitations/{id}/renew: a new link for one's pending invitation; the old one stops working. */
export function useRenewInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post(compareRenewPath(id), {}, CompareInvitationCreatedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  })
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api.post(COMPARE_ACCEPT_PATH, { token }, CompareAcceptedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  })
}

export function useRefuseInvitation() {
  return useMutation({ mutationFn: (token: string) => api.post(COMPARE_REFUSE_PATH, { token }, CompareDoneSchema) })
}

/** DELETE /api/compare/{id}: ends a comparison for both, or cancels one's own pending invitation. */
export function useEndComparison() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`${COMPARE_PATH}/${encodeURIComponent(id)}`, undefined, CompareDoneSchema),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: [...COMPARE_KEY, 'one', id] })
      return queryClient.invalidateQueries({ queryKey: LIST_KEY })
    },
  })
}
