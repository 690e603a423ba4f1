/**
 * The router (router.tsx) remembers the scroll position of each history entry by its key (as
 * React Router's <ScrollRestoration> did), but the first entry of a freshly loaded document has
 * none (its key is 'default'): every
 * full page load — the return from Mercado Pago to /payment/success, say — then got the position
 * the previous document's first page had been left at (issue 24: the success page opened at the
 * footer on phones). Giving that entry a key of its own, kept in history.state, makes a fresh load start at the top while reload and
 * back/forward still find their entry's position.
 */
export function keyFirstHistoryEntry() {
  if (typeof window === 'undefined') return
  const state: unknown = window.history.state
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
  if (typeof current.key === 'string' && current.key !== 'default') return
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '')
}
