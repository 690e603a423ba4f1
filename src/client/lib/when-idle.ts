/** Runs `callback` when the browser has nothing better to do; returns a cancel function. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 1500)
  return () => window.clearTimeout(id)
}
