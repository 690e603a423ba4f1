import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#test/memory-storage'

/** A document of its own: a fresh store module over the tab's sessionStorage. */
async function openPage(sessionStorage: MemoryStorage) {
  const handlers = new Map<string, () => void>()
  vi.stubGlobal('window', { sessionStorage, addEventListener: (type: string, handler: () => void) => handlers.set(type, handler) })
  vi.resetModules()
  const store = { ...(await import('./toast-store')), ...(await import('./carried-toasts')) }
  function Shown() {
    return <>{store.useToasts().map((item) => `${item.variant ?? 'default'}:${item.title}/${item.description ?? ''}`).join('|')}</>
  }
  return { store, shown: () => renderToStaticMarkup(<Shown />), leave: () => handlers.get('espelho:leave-document')?.() }
}

describe('toasts carried to the next document (decision 0050)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') }))
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('a toast shown just before the page goes comes back once on the next page; one with an action does not', async () => {
    const tab = new MemoryStorage()
    const first = await openPage(tab)
    first.store.toast({ title: 'Desfazer?', action: { label: 'Desfazer', onClick: () => undefined } })
    first.store.toast({ title: 'Obrigado!', description: 'Enviado.', variant: 'success' })
    first.leave()

    // A slow next page still shows it.
    vi.advanceTimersByTime(12_000)
    const second = await openPage(tab)
    expect(second.shown()).toBe('')
    second.store.showCarriedToasts()
    expect(second.shown()).toBe('success:Obrigado!/Enviado.')
    // Once: a reload later shows nothing again.
    const third = await openPage(tab)
    third.store.showCarriedToasts()
    expect(third.shown()).toBe('')
  })

  it('nothing comes along when the next page is late, the toast is old, or the stored value is not ours', async () => {
    const tab = new MemoryStorage()
    const first = await openPage(tab)
    first.store.toast({ title: 'Antigo' })
    vi.advanceTimersByTime(6000)
    first.leave()
    expect(tab.getItem('espelho-toasts')).toBeNull()

    first.store.toast({ title: 'Recente' })
    first.leave()
    vi.advanceTimersByTime(31_000)
    const late = await openPage(tab)
    late.store.showCarriedToasts()
    expect(late.shown()).toBe('')

    for (const stored of ['{', '[]', '{"at":"x","toasts":[]}', `{"at":${Date.now()},"toasts":[{"title":1},{"title":"Ok","variant":"<script>"}]}`]) {
      tab.setItem('espelho-toasts', stored)
      const page = await openPage(tab)
      page.store.showCarriedToasts()
      expect(page.shown()).toBe(stored.includes('"Ok"') ? 'default:Ok/' : '')
    }
  })
})
