import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiRequest } from './api-client'

/**
 * What the server put in the page for a form flow (issue 32, decision 0035), read once when the
 * component mounts; null when the page carries none or it is not of the shape `is` checks. Never fetched.
 */
export function usePageFormData<T>(key: readonly unknown[], is: (value: unknown) => value is T): T | null {
  const queryClient = useQueryClient()
  const [value] = useState(() => {
    const data = queryClient.getQueryData(key)
    return is(data) ? data : null
  })
  return value
}

/**
 * The progress the server kept for a visitor who answered before the page's code ran (issue 32).
 * Once the page runs, the wizard carries on from it in the browser, which keeps it from then on:
 * the server's copy is forgotten (DELETE on the form's endpoint), so a later reload restores the
 * browser's newer progress instead of the server's older one.
 */
export function useAdoptedFormProgress<T>(key: readonly unknown[], is: (value: unknown) => value is T, action: string): T | null {
  const queryClient = useQueryClient()
  const kept = usePageFormData(key, is)
  useEffect(() => {
    if (kept === null) return
    queryClient.removeQueries({ queryKey: key, exact: true })
    // If this fails, the JSON submission clears it anyway.
    apiRequest('DELETE', action).catch(() => undefined)
    // Once per mount: `kept` never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return kept
}
