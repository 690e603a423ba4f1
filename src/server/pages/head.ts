import { PRODUCT_NAME } from '#shared/product'
import { headValues, type HeadOverride, type RouteMeta } from '#shared/seo/routes'

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** JSON inside a <script> must not be able to close the tag. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export interface HeadInput extends HeadOverride {
  meta: RouteMeta
  pathname: string
  canonicalOrigin: string
}

export function renderHead({ meta, pathname, canonicalOrigin, ...override }: HeadInput): string {
  const { title: fullTitle, description: desc, keywords, robots, url, image, imageAlt } = headValues(meta, pathname, canonicalOrigin, override)
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
    `<meta name="keywords" content="${escapeHtml(keywords)}" />`,
    `<meta name="robots" content="${robots}" />`,
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
