import type { DehydratedState, QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/**
 * TanStack Query in the browser, loaded when first needed (decision 0045): the pages a visitor lands
 * on most (/, /assessment, a giver's link) react without it, and it arrives right after they are
 * hydrated. Every other page's route (app/routes.tsx) and every part loaded later that asks queries
 * waits for `ensureQueryClient()` before it renders, so the client is always there for them.
 */
let client: QueryClient | undefined
let loading: Promise<QueryClient | undefined> | undefined
let pageQueries: DehydratedState | null = null
const loadedAt = Date.now()
const listeners = new Set<() => void>()

/** The data the server put in the page, for the client once it is created (main.tsx). */
export function setPageQueries(queries: DehydratedState | null) {
  pageQueries = queries
}

/** The client once loaded; undefined before (and always on the server, which renders with its own). */
export function loadedQueryClient(): QueryClient | undefined {
  return client
}

/** Loads TanStack Query and creates the browser's client, once; resolves at once on the server. */
export function ensureQueryClient(): Promise<QueryClient | undefined> {
  if (typeof window === 'undefined') return Promise.resolve(undefined)
  loading ??= import('./query-client').then(
    (module) => {
      client = module.createBrowserQueryClient(pageQueries, loadedAt)
      for (const listener of listeners) listener()
      return client
    },
    (error: unknown) => {
      // Offline for a moment: the next page asks again instead of failing for good.
      loading = undefined
      throw error
    },
  )
  return loading
}

/** `load()` once the client is there too: for lazily loaded parts that ask queries. */
export function withQueryClient<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), ensureQueryClient()]))[0]
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const current = () => client

/** The browser's client, or undefined until it is loaded (re-renders when it is). */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, current, current)
}
