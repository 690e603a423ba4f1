import { useEffect } from 'react'
import { useLocation } from '#client/lib/router'
import {
  canonicalFor,
  matchRoute,
  NOT_FOUND_META,
  pageKeywords,
  pageTitle,
  robotsContent,
} from '#shared/seo/routes'

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector)
  if (element) element.setAttribute(attribute, value)
}

/** The address the server rendered the head for; its tags may be person-specific (invite links). */
const serverRenderedPath = typeof window !== 'undefined' ? window.location.pathname : null
/** Once the visitor leaves the first page, coming back to it uses the table like any other page. */
let navigatedAway = false

/**
 * Keeps the head right on client-side navigation, from the same table the server renders. The
 * first page keeps the server's head, which can be more specific than the table (an invite link
 * names its owner); a page may also set a more specific title itself afterwards.
 */
export function useRouteMeta() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname === serverRenderedPath && document.title && !navigatedAway) return
    navigatedAway = true
    const meta = matchRoute(pathname)?.meta ?? NOT_FOUND_META
    const title = pageTitle(meta.page)
    const canonical = document.head.querySelector('link[rel="canonical"]')
    const origin = canonical
      ? new URL(canonical.getAttribute('href') ?? '/', window.location.href).origin
      : 'https://www.espelho.app'
    const url = canonicalFor(origin, meta, pathname)
    document.title = title
    setMeta('meta[name="description"]', 'content', meta.description)
    setMeta('meta[name="keywords"]', 'content', pageKeywords(meta))
    setMeta('meta[name="robots"]', 'content', robotsContent(meta))
    setMeta('link[rel="canonical"]', 'href', url)
    setMeta('meta[property="og:title"]', 'content', title)
    setMeta('meta[property="og:description"]', 'content', meta.description)
    setMeta('meta[property="og:url"]', 'content', url)
    setMeta('meta[name="twitter:title"]', 'content', title)
    setMeta('meta[name="twitter:description"]', 'content', meta.description)
  }, [pathname])
}
