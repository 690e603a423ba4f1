import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A window just big enough for the analytics module, outside a browser (debug sink mode). */
function fakeWindow() {
  const listeners = new Map<string, (() => void)[]>()
  return {
    location: { hostname: 'localhost' },
    addEventListener: (name: string, listener: () => void) => listeners.set(name, [...(listeners.get(name) ?? []), listener]),
    dispatch: (name: string) => listeners.get(name)?.forEach((listener) => listener()),
    sessionStorage: new Map<string, string>(),
    __analyticsEvents: undefined as unknown,
  }
}

async function load() {
  vi.resetModules()
  const win = fakeWindow()
  vi.stubGlobal('window', win)
  vi.stubGlobal('document', { title: 'Início | Espelho', getElementById: () => null })
  const analytics = await import('./analytics')
  const events = () => (win.__analyticsEvents ?? []) as { event: string; params: Record<string, unknown> }[]
  return { analytics, win, events }
}

describe('track (debug sink)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('keeps events in order in window.__analyticsEvents, as {event, params}', async () => {
    const { analytics, events } = await load()
    expect(analytics.analyticsMode()).toBe('debug')
    analytics.track('assessment_started', { type: 'self' })
    analytics.track('assessment_completed', { type: 'self' })
    analytics.track('invite_link_copied')
    expect(events()).toEqual([
      { event: 'assessment_started', params: { type: 'self' } },
      { event: 'assessment_completed', params: { type: 'self' } },
      { event: 'invite_link_copied', params: {} },
    ])
  })

  it('records the same event with the same parameters once within 200 ms', async () => {
    const { analytics, events } = await load()
    analytics.track('ad_click', { placement: 'home-hero' })
    vi.advanceTimersByTime(150)
    analytics.track('ad_click', { placement: 'home-hero' })
    analytics.track('ad_click', { placement: 'results-top' })
    expect(events()).toHaveLength(2)
    vi.advanceTimersByTime(200)
    analytics.track('ad_click', { placement: 'home-hero' })
    expect(events()).toHaveLength(3)
  })

  it('records sign_up right after user_signup, with the method', async () => {
    const { analytics, events } = await load()
    analytics.trackSignUp('email')
    expect(events()).toEqual([
      { event: 'user_signup', params: { method: 'email' } },
      { event: 'sign_up', params: { method: 'email' } },
    ])
  })

  it('waits 300 ms for the route to settle: a redirect records only where the visitor lands', async () => {
    const { analytics, events } = await load()
    analytics.trackPageView('/results')
    vi.advanceTimersByTime(100)
    analytics.trackPageView('/login')
    vi.advanceTimersByTime(299)
    expect(events()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events()).toEqual([{ event: 'page_view', params: { page_path: '/login', page_title: 'Início | Espelho' } }])
  })

  it('does not lose the settled page view when the page is left before 300 ms', async () => {
    const { analytics, win, events } = await load()
    analytics.startAnalytics()
    analytics.trackPageView('/pricing')
    win.dispatch('pagehide')
    expect(events().map((e) => e.params.page_path)).toEqual(['/pricing'])
    vi.advanceTimersByTime(1000)
    expect(events()).toHaveLength(1)
  })
})
