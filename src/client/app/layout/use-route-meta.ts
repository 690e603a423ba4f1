import { useEffect } from 'react'
import { useLocation } from 'react-router'

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector)
  if (element) element.setAttribute(attribute, value)
}

/** The address the server rendered the head for; its tags may be person-specific (invite links). */
const serverRenderedPath = typeof window !== 'undefined' ? window.location.pathname : null
type SeoTable = typeof import('#shared/seo/routes')
let seo: SeoTable | null = null
const loadSeo = async () => (seo = await import('#shared/seo/routes'))

/** Once the visitor leaves the first page, coming back to it uses the table like any other page. */
let navigatedAway = false

/**
 * Keeps the head right on client-side navigation, from the same table the server renders. The
 * first page keeps the server's head, which can be more specific than the table (an invite link
 * names its owner); a page may also set a more specific title itself afterwards. The table is
 * loaded on the first navigation, not with the first page (issue 32, decision 0037).
 */
export function useRouteMeta() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname === serverRenderedPath && document.title && !navigatedAway) {
      // Fetched after hydration, so that the next page's head is set as synchronously as before.
      void loadSeo()
      return
    }
    navigatedAway = true
    if (seo) {
      applyMeta(seo, pathname)
      return
    }
    let current = true
    void loadSeo().then((loaded) => {
      if (current) applyMeta(loaded, pathname)
    })
    return () => {
      current = false
    }
  }, [pathname])
}

/** Sets every per-page tag of the head to the table's value for `pathname` (PER_PAGE_HEAD_TAGS). */
export function applyMeta(table: SeoTable, pathname: string) {
  const { headValues, matchRoute, NOT_FOUND_META, PER_PAGE_HEAD_TAGS } = table
  const meta = matchRoute(pathname)?.meta ?? NOT_FOUND_META
  const canonical = document.head.querySelector('link[rel="canonical"]')
  const origin = canonical
    ? new URL(canonical.getAttribute('href') ?? '/', window.location.href).origin
    : 'https://www.espelho.app'
  const values = headValues(meta, pathname, origin)
  document.title = values.title
  for (const { selector, attribute, value } of PER_PAGE_HEAD_TAGS) setMeta(selector, attribute, values[value])
}
