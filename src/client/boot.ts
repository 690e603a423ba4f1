/** What the browser reads before it renders (main.tsx): the state the server rendered the page with. */
import type { DehydratedState } from '@tanstack/react-query'
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/ssr/page-state'
import { createBrowserQueryClient } from '#client/lib/query-client'

/**
 * The state the server rendered the page with, or null when it did not (Vite's dev server). Read
 * once, then taken out of the document: it can name a person (an invite link's owner), and the
 * document stays the same through every page the visitor opens next (issue 47).
 */
function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID)
  const text = element?.textContent
  element?.remove()
  if (!text) return null
  try {
    return JSON.parse(text) as PageState
  } catch {
    return null
  }
}

export function boot() {
  const loadedAt = Date.now()
  const state = readPageState()
  // The page's data (the session and a wizard's questions among it) in TanStack Query's cache.
  const queryClient = createBrowserQueryClient((state?.queries as DehydratedState | undefined) ?? null, loadedAt)
  return { painted: state !== null, queryClient, seed: state?.seed ?? null }
}
