import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RESULT_LINK_PATH, ResultLinkSchema, type ResultLink, type ResultLinkRequest } from '#shared/schemas/share'
import { api } from '#client/lib/api-client'

export const RESULT_LINK_QUERY_KEY = ['share', 'result-link'] as const

/** GET /api/share/result-link: the person's public result page, if turned on. */
export const getResultLink = (): Promise<ResultLink> => api.get(RESULT_LINK_PATH, ResultLinkSchema)

export const resultLinkQueryOptions = () => queryOptions({ queryKey: RESULT_LINK_QUERY_KEY, queryFn: getResultLink, retry: false })

export const useResultLink = () => useQuery(resultLinkQueryOptions())

/** POST (turn on, or change the OCEAN choice) and DELETE (turn off) /api/share/result-link. */
export function useResultLinkMutations() {
  const client = useQueryClient()
  const onSuccess = (data: ResultLink) => client.setQueryData(RESULT_LINK_QUERY_KEY, data)
  return {
    enable: useMutation({ mutationFn: (body: ResultLinkRequest) => api.post(RESULT_LINK_PATH, body, ResultLinkSchema), onSuccess }),
    revoke: useMutation({ mutationFn: () => api.delete(RESULT_LINK_PATH, undefined, ResultLinkSchema), onSuccess }),
  }
}
