import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '#shared/schemas/auth'
import { CLIENT_USER } from '#test/client-user'
import { SessionStore } from './session'

const USER = CLIENT_USER

/** The server's answers to GET /api/auth/me, one per request, each released when the test says. */
function meAnswers() {
  const pending: { resolve: (response: Response) => void }[] = []
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => pending.push({ resolve })))
  vi.stubGlobal('fetch', fetchMock)
  const answer = (index: number, user: User | null) =>
    pending[index]!.resolve(
      user
        ? new Response(JSON.stringify(user), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response('{"error":"Não autenticado"}', { status: 401 }),
    )
  return { fetchMock, answer }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the session store', () => {
  it('trusts the session the page carried for 30 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { fetchMock, answer } = meAnswers()
    const store = new SessionStore(USER)
    await expect(store.fetch()).resolves.toEqual(USER)
    expect(fetchMock).not.toHaveBeenCalled()

    vi.setSystemTime(Date.now() + 31_000)
    const asked = store.fetch()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answer(0, null)
    await expect(asked).resolves.toBeNull()
    expect(store.snapshot()).toEqual({ user: null, error: false })
  })

  it('tells its subscribers when the session changes, on the next task, once per task', async () => {
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
    const store = new SessionStore(null)
    const seen: (User | null | undefined)[] = []
    const stop = store.subscribe(() => seen.push(store.snapshot().user))
    store.set(USER)
    // Read at once, heard later (a sign-in form's own handler runs before the page re-renders).
    expect(store.snapshot().user).toEqual(USER)
    expect(seen).toEqual([])
    await nextTask()
    store.set({ ...USER, isPremium: true })
    store.set(null)
    await nextTask()
    stop()
    store.set(USER)
    await nextTask()
    expect(seen).toEqual([USER, null])
  })

  it('joins a request on its way, unless asked to restart: then only the newest answer counts', async () => {
    const { fetchMock, answer } = meAnswers()
    const store = new SessionStore()
    const first = store.refresh()
    const joined = store.refresh()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const restarted = store.refresh({ restart: true })
    expect(fetchMock).toHaveBeenCalledTimes(2)

    // The newer answer (email confirmed) arrives first; the older one must not overwrite it.
    const confirmed = { ...USER, emailVerified: true }
    answer(1, confirmed)
    await expect(restarted).resolves.toEqual(confirmed)
    answer(0, { ...USER, emailVerified: false })
    await Promise.all([first, joined])
    expect(store.snapshot().user).toEqual(confirmed)
  })

  it('a sign-in made while a request travels wins over its answer', async () => {
    const { answer } = meAnswers()
    const store = new SessionStore()
    const asked = store.refresh()
    store.set(USER)
    answer(0, null)
    await asked
    expect(store.snapshot().user).toEqual(USER)
  })

  it('reports an error only while nobody is known yet', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))
    const unknown = new SessionStore()
    await expect(unknown.refresh()).rejects.toThrow(TypeError)
    expect(unknown.snapshot()).toEqual({ user: undefined, error: true })

    const known = new SessionStore(USER)
    await expect(known.refresh()).rejects.toThrow(TypeError)
    expect(known.snapshot()).toEqual({ user: USER, error: false })
  })
})
