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
 * loads once the page is hydrated (an effect), outside the first load, and then stays.
 */
export function Toaster() {
  const wanted = useToasts().length > 0
  const [View, setView] = useState<ComponentType | null>(() => loaded)

  useEffect(() => {
    if (View) return
    let active = true
    void loadToaster().then(() => {
      if (active && loaded) setView(() => loaded)
    })
    return () => {
      active = false
    }
    // A toast shown before the code is here asks again (a failed download is retried).
  }, [View, wanted])

  return View ? <View /> : null
}
