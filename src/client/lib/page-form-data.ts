import { createContext, use, useEffect, useState } from 'react'
import type { PageData } from '#shared/ssr/page-state'
import { apiRequest } from './api-client'

const hashOf = (key: readonly unknown[]) => JSON.stringify(key)

/**
 * The data the server put in the page under its keys (the page state's queries): the browser's and
 * each server render's own. Read without TanStack Query, which the pages a visitor lands on do not
 * load before they can react (decision 0045).
 */
export class PageDataStore {
  private readonly values = new Map<string, unknown>()
  private readonly carriedEntries: PageData[] = []

  /** `carries`: a server render's store, whose `carry` entries go into the page for the browser. */
  constructor(
    entries: readonly PageData[] = [],
    private readonly carries = false,
  ) {
    for (const { key, value } of entries) this.values.set(hashOf(key), value)
  }

  get(key: readonly unknown[]): unknown {
    return this.values.get(hashOf(key))
  }

  /**
   * `value` under `key` from now on; on the server it is also written into the page (PageState's
   * `carried`), so the browser hydrates with the very data the server rendered, without its code.
   */
  carry(key: readonly unknown[], value: unknown) {
    if (this.values.has(hashOf(key))) return
    this.values.set(hashOf(key), value)
    if (this.carries) this.carriedEntries.push({ key, value })
  }

  /** What the render carried (see `carry`). */
  carried(): PageData[] {
    return [...this.carriedEntries]
  }

  /** Forgets `key`: a later mount does not read it again. */
  forget(key: readonly unknown[]) {
    this.values.delete(hashOf(key))
  }
}

let browserStore: PageDataStore | undefined

/** The browser's page data (main.tsx sets it from the page state before hydrating). */
export function browserPageData(entries?: readonly PageData[]): PageDataStore {
  browserStore ??= new PageDataStore(entries)
  return browserStore
}

export const PageDataContext = createContext<PageDataStore | null>(null)

export function usePageData(): PageDataStore {
  return use(PageDataContext) ?? browserPageData()
}

/**
 * What the server put in the page for a form flow (issue 32, decision 0035), read once when the
 * component mounts; null when the page carries none or it is not of the shape `is` checks. Never fetched.
 */
export function usePageFormData<T>(key: readonly unknown[], is: (value: unknown) => value is T): T | null {
  const pageData = usePageData()
  const [value] = useState(() => {
    const data = pageData.get(key)
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
  const pageData = usePageData()
  const kept = usePageFormData(key, is)
  useEffect(() => {
    if (kept === null) return
    pageData.forget(key)
    // If this fails, the JSON submission clears it anyway.
    apiRequest('DELETE', action).catch(() => undefined)
    // Once per mount: `kept` never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return kept
}
