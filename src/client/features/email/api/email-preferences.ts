import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { EmailPreferencesSchema, UnsubscribeResponseSchema, type EmailPreferences } from '#shared/schemas/email'
import { api } from '#client/lib/api-client'

const PREFERENCES_PATH = '/api/email/preferences'
export const EMAIL_PREFERENCES_QUERY_KEY = ['email', 'preferences'] as const

export const getEmailPreferences = () => api.get(PREFERENCES_PATH, EmailPreferencesSchema)

export const emailPreferencesQueryOptions = () => queryOptions({ queryKey: EMAIL_PREFERENCES_QUERY_KEY, queryFn: getEmailPreferences })

export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions())

export const saveEmailPreferences = (preferences: EmailPreferences) => api.put(PREFERENCES_PATH, preferences, EmailPreferencesSchema)

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(EMAIL_PREFERENCES_QUERY_KEY, saved),
  })
}

/** POST /api/email/unsubscribe: the token from an email's link, no login needed. */
export const unsubscribe = (token: string) => api.post('/api/email/unsubscribe', { token }, UnsubscribeResponseSchema)

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe })
