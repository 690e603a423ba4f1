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

/**
 * The toasts (radix-toaster.tsx). No page shows a toast on its first paint, so Radix Toast's code
 * loads with the first toast, and then stays.
 */
export function Toaster() {
  const wanted = useToasts().length > 0
  const [View, setView] = useState<ComponentType | null>(() => loaded)

  useEffect(() => {
    if (View || !wanted) return
    let active = true
    void loadToaster().then(() => {
      if (active && loaded) setView(() => loaded)
    })
    return () => {
      active = false
    }
  }, [View, wanted])

  return View ? <View /> : null
}
