import { describe, expect, it } from 'vitest'
import { headValues, invitePreview, matchRoute, PER_PAGE_HEAD_TAGS } from '#shared/seo/routes'
import { renderHead } from './head'

const ORIGIN = 'https://www.espelho.app'
const LINK = '0b6f2c1e-8f7a-4c1b-9d2e-3a4b5c6d7e8f'

/** Each tag of a rendered head with its value, keyed by the selector that finds it in a document. */
function tagsOf(head: string) {
  const tags = new Map<string, string>()
  for (const [, name, key, value] of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)) tags.set(`meta[${name}="${key}"]`, value!)
  for (const [, rel, href] of head.matchAll(/<link rel="([^"]+)" href="([^"]*)"/g)) tags.set(`link[rel="${rel}"]`, href!)
  return tags
}

const unescape = (value: string) => value.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

describe('renderHead', () => {
  it('writes every tag that can differ between pages from PER_PAGE_HEAD_TAGS, the list the browser resets on navigation', () => {
    const invitePath = `/feedback/user/${LINK}`
    const invite = tagsOf(
      renderHead({
        meta: matchRoute(invitePath)!.meta,
        pathname: invitePath,
        canonicalOrigin: ORIGIN,
        ...invitePreview('Rosalinda'),
        image: { url: `${ORIGIN}/og/invite/${LINK}.png`, alt: 'Convite do Espelho: como você vê Rosalinda?' },
      }),
    )
    const plainMeta = matchRoute('/thank-you')!.meta
    const plain = tagsOf(renderHead({ meta: plainMeta, pathname: '/thank-you', canonicalOrigin: ORIGIN }))
    const listed = new Map(PER_PAGE_HEAD_TAGS.map((tag) => [tag.selector, tag]))
    const differing = [...invite.keys()].filter((selector) => invite.get(selector) !== plain.get(selector))
    expect(differing.length).toBeGreaterThan(5)
    for (const selector of differing) expect(listed.has(selector), selector).toBe(true)
    // …and the list's values are the ones the server writes.
    const values = headValues(plainMeta, '/thank-you', ORIGIN)
    for (const { selector, value } of PER_PAGE_HEAD_TAGS) expect(unescape(plain.get(selector) ?? ''), selector).toBe(values[value])
  })
})
