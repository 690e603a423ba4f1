import { useEffect, useState, type ComponentType } from 'react'
import { useToasts } from '#client/lib/toast-store'

let loaded: ComponentType | null = null
let loading: Promise<void> | null = null

function loadToaster(): Promise<void> {
  loading ??= import('./radix-toaster')
    .then((module) => {
      loaded = module.RadixToaster
    })
    .catch(() => {
      // Offline, say: try again with the next toast.
      loading = null
    })
  return loading
}

/** Runs `callback` when the browser has nothing better to do; returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 1500)
  return () => window.clearTimeout(id)
}

/**
 * The toasts (radix-toaster.tsx). Radix Toast is more than a tenth of the first-load JavaScript
 * budget (DESIGN.md §7) and no page shows a toast on its first paint, so its code loads once the
 * browser is idle after the first render — or at once when a toast comes first — and then stays.
 */
export function Toaster() {
  const wanted = useToasts().length > 0
  const [View, setView] = useState<ComponentType | null>(() => loaded)

  useEffect(() => {
    if (View) return
    let active = true
    const show = () => {
      void loadToaster().then(() => {
        if (active && loaded) setView(() => loaded)
      })
    }
    if (wanted) {
      show()
      return () => {
        active = false
      }
    }
    const cancel = whenIdle(show)
    return () => {
      active = false
      cancel()
    }
  }, [View, wanted])

  return View ? <View /> : null
}
