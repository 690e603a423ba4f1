import { afterEach, describe, expect, it, vi } from 'vitest'
import * as seo from '#shared/seo/routes'

const ORIGIN = 'https://www.espelho.app'
const OWNER = 'Rosalinda Figueiró'
const OWNER_LINK = '0b6f2c1e-8f7a-4c1b-9d2e-3a4b5c6d7e8f'

/**
 * A head as the server wrote it for an invite link: each per-page tag with the value the server
 * gives it, the owner's name and link id among them (server/pages/head.ts writes the same tags).
 */
function inviteHead() {
  const values = seo.headValues(seo.matchRoute(`/feedback/user/${OWNER_LINK}`)!.meta, `/feedback/user/${OWNER_LINK}`, ORIGIN, {
    ...seo.invitePreview(OWNER),
    image: { url: `${ORIGIN}/og/invite/${OWNER_LINK}.png`, alt: `Convite do Espelho: como você vê ${OWNER}?` },
  })
  const tags = new Map<string, Map<string, string>>()
  for (const { selector, attribute, value } of seo.PER_PAGE_HEAD_TAGS) {
    tags.set(selector, new Map([[attribute, values[value]]]))
  }
  const head = {
    querySelector: (selector: string) => {
      const attributes = tags.get(selector)
      return attributes
        ? { getAttribute: (name: string) => attributes.get(name) ?? null, setAttribute: (name: string, value: string) => attributes.set(name, value) }
        : null
    },
  }
  const document = { title: values.title, head }
  const written = () => [document.title, ...[...tags.values()].flatMap((attributes) => [...attributes.values()])].join('\n')
  return { document, tags, written }
}

describe('applyMeta (navigation in the browser)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("leaves nothing of an invite link's head on the next page: every per-page tag, the images too (issue 47)", async () => {
    const { document, tags, written } = inviteHead()
    expect(written()).toContain(OWNER)
    expect(written()).toContain(OWNER_LINK)
    vi.stubGlobal('document', document)
    vi.stubGlobal('window', { location: { href: `${ORIGIN}/feedback/user/${OWNER_LINK}` } })
    const { applyMeta } = await import('./use-route-meta')

    applyMeta(seo, '/thank-you')

    expect(written()).not.toContain(OWNER)
    expect(written()).not.toContain(OWNER_LINK)
    const site = seo.headValues(seo.matchRoute('/thank-you')!.meta, '/thank-you', ORIGIN)
    expect(document.title).toBe(site.title)
    expect(tags.get('meta[property="og:image"]')?.get('content')).toBe(`${ORIGIN}/og-image.png`)
    expect(tags.get('meta[name="twitter:image"]')?.get('content')).toBe(`${ORIGIN}/og-image.png`)
    expect(tags.get('meta[property="og:image:alt"]')?.get('content')).toBe(seo.OG_IMAGE_ALT)
    expect(tags.get('link[rel="canonical"]')?.get('href')).toBe(`${ORIGIN}/thank-you`)
    expect(tags.get('meta[name="robots"]')?.get('content')).toBe('index, follow')
  })
})
