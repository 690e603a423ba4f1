import { queryOptions, useQuery } from '@tanstack/react-query'
import { PUBLIC_RESULT_PATH, PublicResultSchema, type PublicResult } from '#shared/schemas/share'
import { api } from '#client/lib/api-client'

/** GET /api/share/public/{token}: what a person chose to show on their public page. */
export const getPublicResult = (token: string): Promise<PublicResult> =>
  api.get(`${PUBLIC_RESULT_PATH}/${encodeURIComponent(token)}`, PublicResultSchema)

export const publicResultQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['share', 'public', token], queryFn: () => getPublicResult(token), retry: false })

export const usePublicResult = (token: string, enabled = true) => useQuery({ ...publicResultQueryOptions(token), enabled })
