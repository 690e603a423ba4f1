import { PRODUCT_NAME } from '#shared/product'
import { canonicalFor, pageKeywords, pageTitle, robotsContent, type RouteMeta } from '#shared/seo/routes'

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** JSON inside a <script> must not be able to close the tag. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export const OG_IMAGE_ALT = `${PRODUCT_NAME}: a verdade liberta. Autoconhecimento com DISC, Big Five e feedback 360° anônimo.`

export interface HeadInput {
  meta: RouteMeta
  pathname: string
  canonicalOrigin: string
  /** Overrides for per-person pages (an invite link names who asks): the page part of the title. */
  page?: string
  description?: string
  image?: { url: string; alt: string }
}

export function renderHead({ meta, pathname, canonicalOrigin, page, description, image: override }: HeadInput): string {
  const fullTitle = pageTitle(page ?? meta.page)
  const desc = description ?? meta.description
  const url = canonicalFor(canonicalOrigin, meta, pathname)
  const image = override?.url ?? `${canonicalOrigin}/og-image.png`
  const imageAlt = override?.alt ?? OG_IMAGE_ALT
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${canonicalOrigin}/`,
    logo: `${canonicalOrigin}/favicon.svg`,
    description: 'Autoconhecimento com DISC, Big Five e feedback 360° anônimo.',
  }
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(desc)}" />`,
    `<meta name="keywords" content="${escapeHtml(pageKeywords(meta))}" />`,
    `<meta name="robots" content="${robotsContent(meta)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:title" content="${escapeHtml(fullTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(desc)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(fullTitle)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(desc)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(imageAlt)}" />`,
    `<script type="application/ld+json">${safeJson(organization)}</script>`,
  ]
  return tags.join('\n    ')
}

export function renderClientConfig(config: Record<string, unknown>): string {
  return `<script type="application/json" id="espelho-config">${safeJson(config)}</script>`
}
