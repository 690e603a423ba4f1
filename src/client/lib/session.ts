import { createContext, use, useEffect, useSyncExternalStore } from 'react'
import type { User } from '#shared/schemas/auth'
import { ApiError, api } from './api-client'

/** Where the page carries the session among the data the server put in it (entry-server.tsx). */
export const ME_QUERY_KEY = ['auth', 'me'] as const

/** How long a known session is trusted before a newly shown part of the app asks again. */
const SESSION_FRESH_MS = 30_000

/**
 * Every page asks for the session, so its schema is loaded on demand (while the request travels):
 * the schemas and zod stay out of the first-load JavaScript (docs/decisions/0005).
 */
export const authSchemas = () => import('#shared/schemas/auth')

/** GET /api/auth/me: the user, or null when logged out (401). Accepts `{ user }` too (SPEC.md §7). */
export async function getMe(): Promise<User | null> {
  try {
    const data = await api.get('/api/auth/me', () => authSchemas().then((schemas) => schemas.SessionResponseSchema))
    return 'user' in data ? data.user : data
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** What `useUser` shows: `user` undefined while not known yet. */
interface SessionState {
  user: User | null | undefined
  error: boolean
}

/**
 * The visitor's session (GET /api/auth/me), known from the page the server painted or asked once,
 * shared by every part of the app. Its own small store, not TanStack Query's cache: the navbar and
 * the pages a visitor lands on read it before they can react, and TanStack Query is not on their
 * first load (decision 0045). Sign-in, sign-out, payments and e-mail confirmation set or refresh it.
 */
export class SessionStore {
  private state: SessionState
  private fetchedAt: number
  private pending: Promise<User | null> | null = null
  private sequence = 0
  private notifying = false
  private readonly listeners = new Set<() => void>()

  constructor(initial?: User | null) {
    this.state = { user: initial, error: false }
    this.fetchedAt = initial === undefined ? 0 : Date.now()
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  readonly snapshot = (): SessionState => this.state

  /**
   * The new state is read at once (a page mounted next sees it); the parts on screen hear of it on
   * the next task, as TanStack Query's cache notified them: a form's own "signed in" handler runs
   * before the page that showed the form re-renders without it.
   */
  private publish(state: SessionState) {
    this.state = state
    if (this.notifying || this.listeners.size === 0) return
    this.notifying = true
    setTimeout(() => {
      this.notifying = false
      for (const listener of this.listeners) listener()
    }, 0)
  }

  /** The session is now `user` (signed in, or null once signed out). */
  set(user: User | null) {
    // An answer still on its way predates this: it no longer counts.
    this.sequence++
    this.fetchedAt = Date.now()
    this.publish({ user, error: false })
  }

  /**
   * Asks the server again; rejects when the server cannot be reached. A request already on its way
   * is joined, unless `restart` (the answer may predate a change just made, e.g. a confirmed address):
   * then a new one is sent and only the newest answer counts.
   */
  refresh({ restart = false }: { restart?: boolean } = {}): Promise<User | null> {
    if (this.pending && !restart) return this.pending
    const sequence = ++this.sequence
    const request = getMe().then(
      (user) => {
        if (sequence === this.sequence) this.set(user)
        return user
      },
      (error: unknown) => {
        if (sequence === this.sequence) {
          this.fetchedAt = Date.now()
          this.publish({ user: this.state.user, error: this.state.user === undefined })
        }
        throw error
      },
    )
    this.pending = request
    void request.catch(() => undefined).finally(() => {
      if (this.pending === request) this.pending = null
    })
    return request
  }

  /** The session, asked again only when older than `freshMs`. */
  async fetch(freshMs = SESSION_FRESH_MS): Promise<User | null> {
    const { user } = this.state
    if (user !== undefined && !this.state.error && Date.now() - this.fetchedAt < freshMs) return user
    return this.refresh()
  }
}

let browserStore: SessionStore | undefined

/** The browser's one session store (main.tsx seeds it from the page). */
export function browserSession(initial?: User | null): SessionStore {
  browserStore ??= new SessionStore(initial)
  return browserStore
}

/** The server render gives each request its own store; the browser has one. */
export const SessionContext = createContext<SessionStore | null>(null)

export function useSession(): SessionStore {
  return use(SessionContext) ?? browserSession()
}

/** The signed-in user (null when nobody is), asked again when older than 30 s as a part of the app shows. */
export function useUser() {
  const store = useSession()
  const state = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot)
  useEffect(() => {
    store.fetch().catch(() => undefined)
  }, [store])
  return {
    user: state.user ?? null,
    isLoading: state.user === undefined && !state.error,
    isError: state.error,
    refetch: () => store.refresh(),
  }
}
