import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#test/memory-storage'

/** A document of the tab: a fresh counter module; `type` is how the browser arrived at it. */
async function openPage(sessionStorage: MemoryStorage, type: 'navigate' | 'reload' | 'back_forward' = 'navigate') {
  const handlers = new Map<string, () => void>()
  vi.stubGlobal('window', { sessionStorage, addEventListener: (event: string, handler: () => void) => handlers.set(event, handler) })
  vi.stubGlobal('performance', { getEntriesByType: (entryType: string) => (entryType === 'navigation' ? [{ type }] : []) })
  vi.resetModules()
  const counter = await import('./view-counter')
  return { counter, leave: () => handlers.get('espelho:leave-document')?.() }
}

describe('ad views across the documents of a visit (SPEC.md §9, decision 0050)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('the next document of the tab goes on counting; a reload starts a new page session', async () => {
    const tab = new MemoryStorage()
    const first = await openPage(tab)
    expect(first.counter.claimView('a', 'assessment-mid', 2)).toBe(1)
    first.leave()

    const second = await openPage(tab)
    expect(second.counter.viewsToday('assessment-mid')).toBe(1)
    expect(second.counter.claimView('b', 'assessment-mid', 2)).toBe(2)
    second.leave()

    const third = await openPage(tab, 'back_forward')
    expect(third.counter.claimView('c', 'assessment-mid', 2)).toBe('capped')
    third.leave()

    const reloaded = await openPage(tab, 'reload')
    expect(reloaded.counter.viewsToday('assessment-mid')).toBe(0)
  })

  it('ignores what is not a count of today', async () => {
    const tab = new MemoryStorage()
    for (const stored of ['{', '[3]', '{"1999-01-01:assessment-mid":2}', '{"x":"2"}']) {
      tab.setItem('espelho-ad-views', stored)
      const page = await openPage(tab)
      expect(page.counter.allViewsToday()).toEqual({})
    }
  })
})
