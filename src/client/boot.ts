/** What the browser reads before it renders (main.tsx): the state the server rendered the page with, and the stores made from it. */
import type { DehydratedState } from '@tanstack/react-query'
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/ssr/page-state'
import { browserPageData, type PageDataStore } from '#client/lib/page-form-data'
import { setPageQueries } from '#client/lib/query-slot'
import { browserSession, ME_QUERY_KEY, type SessionStore } from '#client/lib/session'
import type { User } from '#shared/schemas/auth'

/** The state the server rendered the page with, or null when it did not (Vite's dev server). */
function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as PageState
  } catch {
    return null
  }
}

export interface BootContext {
  /** Whether the server painted the page (then it is hydrated, not rendered anew). */
  painted: boolean
  session: SessionStore
  pageData: PageDataStore
  seed: number | null
}

export function boot(): BootContext {
  const state = readPageState()
  const queries = (state?.queries as DehydratedState | undefined) ?? null
  // The page's data (the session among it) is as fresh as the page: nothing asks /api/auth/me again
  // on the first load (a cached anonymous page says null, which is right too).
  const entries = [
    ...(queries?.queries ?? []).map((query) => ({ key: query.queryKey, value: query.state.data })),
    // What the server's render read besides (a wizard's questions): the same markup without its code.
    ...(state?.carried ?? []),
  ]
  const pageData = browserPageData(entries)
  const session = browserSession(pageData.get(ME_QUERY_KEY) as User | null | undefined)
  // TanStack Query gets the rest when it is loaded (query-slot.ts).
  setPageQueries(queries)
  return { painted: state !== null, session, pageData, seed: state?.seed ?? null }
}
