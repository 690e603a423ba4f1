import { useEffect, useState, type ComponentType } from 'react'
import { useToasts } from '#client/lib/toast-store'
import { whenIdle } from '#client/lib/when-idle'

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
