import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { canonicalUrl, matchRoute, NOT_FOUND_META, pageTitle, robotsContent } from '../../../shared/seo/routes'

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector)
  if (element) element.setAttribute(attribute, value)
}

/**
 * Keeps the head right on client-side navigation, from the same table the server renders. A page
 * may set a more specific title afterwards (e.g. the invite link naming its owner).
 */
export function useRouteMeta() {
  const { pathname } = useLocation()
  useEffect(() => {
    const meta = matchRoute(pathname)?.meta ?? NOT_FOUND_META
    const title = pageTitle(meta.page)
    const canonical = document.head.querySelector('link[rel="canonical"]')
    const origin = canonical ? new URL(canonical.getAttribute('href') ?? '/', window.location.href).origin : 'https://www.espelho.app'
    document.title = title
    setMeta('meta[name="description"]', 'content', meta.description)
    setMeta('meta[name="robots"]', 'content', robotsContent(meta))
    setMeta('link[rel="canonical"]', 'href', canonicalUrl(origin, pathname))
    setMeta('meta[property="og:title"]', 'content', title)
    setMeta('meta[property="og:description"]', 'content', meta.description)
    setMeta('meta[property="og:url"]', 'content', canonicalUrl(origin, pathname))
    setMeta('meta[name="twitter:title"]', 'content', title)
    setMeta('meta[name="twitter:description"]', 'content', meta.description)
  }, [pathname])
}
