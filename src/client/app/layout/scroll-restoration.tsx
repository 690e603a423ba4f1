import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType, type Location } from 'react-router'

const STORAGE_KEY = 'espelho-scroll-positions'

/**
 * The first history entry of a document has no key of its own ('default'): under it, every fresh load
 * would get the position some earlier document's first page was left at (issue 24: the return from
 * Mercado Pago opened at the footer). It is this document's own instead.
 */
const documentKey = `document-${Math.random().toString(36).slice(2, 10)}`
const scrollKey = (location: Pick<Location, 'key'>) => (location.key === 'default' ? documentKey : location.key)

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}')
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {}
  } catch {
    return {}
  }
}

/**
 * Where each page of the visit was left (React Router's declarative mode has no scroll restoration,
 * decision 0051): back and forward return to it, and so does a reload (positions are kept in this
 * tab's sessionStorage); a new address starts at the top, or at its #hash element; a navigation that
 * stays on the same path (the results tabs, a changed ?id=) keeps the position. The first render keeps
 * whatever the visitor already scrolled before hydration.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const action = useNavigationType()
  const positions = useRef<Record<string, number>>({})
  const shown = useRef<Location | null>(null)

  useEffect(() => {
    positions.current = readPositions()
    window.history.scrollRestoration = 'manual'
    const save = () => {
      if (shown.current) positions.current[scrollKey(shown.current)] = window.scrollY
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current))
      } catch {
        // Private mode or a full storage: positions are then kept for this document only.
      }
      // A reload of this document is the browser's to restore.
      window.history.scrollRestoration = 'auto'
    }
    // Kept as the visitor scrolls: by the time the next page is committed, the one left may no longer fit.
    const track = () => {
      if (shown.current) positions.current[scrollKey(shown.current)] = window.scrollY
    }
    window.addEventListener('pagehide', save)
    window.addEventListener('scroll', track, { passive: true })
    return () => {
      window.removeEventListener('pagehide', save)
      window.removeEventListener('scroll', track)
    }
  }, [])

  useLayoutEffect(() => {
    const previous = shown.current
    shown.current = location
    if (!previous) {
      // A reload returns to where this entry was left; a fresh page keeps its position.
      const saved = readPositions()[scrollKey(location)]
      if (location.key !== 'default' && typeof saved === 'number') window.scrollTo(0, saved)
      return
    }
    const saved = action === 'POP' ? positions.current[scrollKey(location)] : undefined
    if (typeof saved === 'number') {
      window.scrollTo(0, saved)
      return
    }
    if (location.hash) {
      let element: HTMLElement | null = null
      try {
        element = document.getElementById(decodeURIComponent(location.hash.slice(1)))
      } catch {
        // Not an element id.
      }
      if (element) {
        element.scrollIntoView()
        return
      }
    }
    if (location.pathname !== previous.pathname) window.scrollTo(0, 0)
  }, [location, action])

  return null
}
