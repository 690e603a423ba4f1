import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { NORMS_CONSENT_PATH, NORMS_CONSENT_QUERY_KEY, NormsConsentResponseSchema } from '#shared/schemas/norms'
import { api } from '#client/lib/api-client'

const getNormsConsent = async () => (await api.get(NORMS_CONSENT_PATH, NormsConsentResponseSchema)).consent

export const normsConsentQueryOptions = () => queryOptions({ queryKey: NORMS_CONSENT_QUERY_KEY, queryFn: getNormsConsent })

/** GET /api/norms/consent (issue 48): whether the latest Big Five counts in the norms. */
export const useNormsConsent = (enabled = true) => useQuery({ ...normsConsentQueryOptions(), enabled })

export const saveNormsConsent = async (consent: boolean) =>
  (await api.put(NORMS_CONSENT_PATH, { consent }, NormsConsentResponseSchema)).consent

/** PUT /api/norms/consent; the answer is the new state, kept for every view that reads it. */
export function useSaveNormsConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveNormsConsent,
    onSuccess: (consent) => queryClient.setQueryData(NORMS_CONSENT_QUERY_KEY, consent),
  })
}
