import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { users } from '#server/db/schema'
import { describeWithApp, registerUser, uniqueEmail } from '#test/app'

const ORIGIN = 'https://www.espelho.app'
const UUID = '3f2b8c1e-9d4a-4e6b-8c2f-1a2b3c4d5e6f'

/**
 * Every route of SPEC.md §2's table, written out here (not read from the metadata table) so a
 * route missing from the table fails this test. `canonical` differs only where another address
 * holds the same content.
 */
const SPEC_ROUTES: { path: string; title: string; index: boolean; canonical?: string }[] = [
  { path: '/', title: 'Autoconhecimento com DISC, Big Five e feedback 360° | Espelho', index: true },
  { path: '/assessment', title: 'Teste DISC gratuito | Espelho', index: true },
  { path: '/thank-you', title: 'Obrigado pelo seu feedback | Espelho', index: true },
  { path: `/feedback/user/${UUID}`, title: 'Dê seu feedback anônimo | Espelho', index: false },
  { path: '/results', title: 'Meus resultados | Espelho', index: false },
  { path: '/account', title: 'Minha conta | Espelho', index: false },
  { path: '/register', title: 'Criar conta | Espelho', index: true },
  { path: '/login', title: 'Entrar | Espelho', index: true },
  { path: '/about', title: 'Sobre o Espelho | Espelho', index: true },
  { path: '/disc', title: 'Metodologia DISC | Espelho', index: true },
  { path: '/ocean', title: 'Metodologia OCEAN (Big Five) | Espelho', index: true },
  { path: '/ocean-assessment', title: 'Teste Big Five (OCEAN) | Espelho', index: true },
  { path: '/ocean-results', title: 'Resultados Big Five | Espelho', index: true },
  { path: '/profile/dominance', title: 'Perfil Dominância: O Realizador | Espelho', index: true },
  { path: '/profile/influence', title: 'Perfil Influência: O Inspirador | Espelho', index: true },
  { path: '/profile/steadiness', title: 'Perfil Estabilidade: O Harmonizador | Espelho', index: true },
  { path: '/profile/compliance', title: 'Perfil Conformidade: O Perfeccionista | Espelho', index: true },
  { path: '/pricing', title: 'Planos | Espelho', index: true },
  { path: '/checkout', title: 'Assinar Premium | Espelho', index: false },
  { path: '/privacy-policy', title: 'Política de Privacidade | Espelho', index: true },
  { path: '/terms-of-service', title: 'Termos de Uso | Espelho', index: true },
  { path: '/privacy', title: 'Política de Privacidade | Espelho', index: true, canonical: '/privacy-policy' },
  { path: '/payment/success', title: 'Pagamento confirmado | Espelho', index: false },
  { path: '/payment/cancel', title: 'Pagamento não concluído | Espelho', index: false },
  { path: '/payment/pending', title: 'Pagamento pendente | Espelho', index: false },
]

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Parsed <head> of a raw HTML answer, as a scraper without JavaScript sees it. */
function head(html: string) {
  const one = (pattern: RegExp) => {
    const matches = [...html.matchAll(new RegExp(pattern, 'g'))]
    if (matches.length !== 1) throw new Error(`expected exactly one match of ${pattern}, got ${matches.length}`)
    return decode(matches[0]?.[1] ?? '')
  }
  const meta = (attribute: 'name' | 'property', key: string) =>
    one(new RegExp(`<meta ${attribute}="${key.replace(/:/g, '\\:')}" content="([^"]*)" />`))
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? 'null'),
  )
  return {
    title: one(/<title>([^<]*)<\/title>/),
    canonical: one(/<link rel="canonical" href="([^"]*)" \/>/),
    meta,
    jsonLd,
  }
}

function expectCommonTags(response: LightMyRequestResponse, title: string, canonical: string, index: boolean) {
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  const html = response.body
  expect(html).toMatch(/<html lang="pt-BR">/)
  const tags = head(html)
  expect(tags.title).toBe(title)
  expect(tags.title).toMatch(/^.+ \| Espelho$/)
  expect(tags.canonical).toBe(`${ORIGIN}${canonical}`)
  expect(tags.meta('property', 'og:locale')).toBe('pt_BR')
  expect(tags.meta('property', 'og:title')).toBe(title)
  expect(tags.meta('property', 'og:url')).toBe(`${ORIGIN}${canonical}`)
  // Invite links have their own preview image (issue 15: src/server/modules/share); every other page the site's.
  if (/^Como você vê/.test(title)) expect(tags.meta('property', 'og:image')).toMatch(new RegExp(`^${ORIGIN}/og/invite/[0-9a-f-]{36}\\.png\\?v=[0-9a-f]{12}$`))
  else expect(tags.meta('property', 'og:image')).toBe(`${ORIGIN}/og-image.png`)
  expect(tags.meta('name', 'twitter:card')).toBe('summary_large_image')
  expect(tags.meta('name', 'twitter:title')).toBe(title)
  const description = tags.meta('name', 'description')
  expect(description.length).toBeGreaterThan(40)
  // Search results cut longer descriptions; per-person previews grow with the name.
  if (!/^Como você vê/.test(title)) expect(description.length).toBeLessThanOrEqual(160)
  expect(tags.meta('property', 'og:description')).toBe(description)
  expect(tags.meta('name', 'keywords')).toContain('teste DISC')
  expect(tags.meta('name', 'robots')).toBe(index ? 'index, follow' : 'noindex, nofollow')
  expect(response.headers['x-robots-tag']).toBe(index ? undefined : 'noindex, nofollow')
  expect(tags.jsonLd).toEqual([
    expect.objectContaining({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Espelho', url: `${ORIGIN}/` }),
  ])
  return tags
}

describeWithApp('page routes', (ctx) => {
  describe('metadata rendered on the server for every route of SPEC.md §2', () => {
    for (const route of SPEC_ROUTES) {
      it(`${route.path} → "${route.title}"`, async () => {
        const response = await ctx.app.inject({ method: 'GET', url: route.path })
        expect(response.statusCode).toBe(200)
        expectCommonTags(response, route.title, route.canonical ?? route.path, route.index)
      })
    }

    it('drops the query string from the canonical address', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/ocean-results?id=42&utm_source=whatsapp' })
      expect(response.statusCode).toBe(200)
      expectCommonTags(response, 'Resultados Big Five | Espelho', '/ocean-results', true)
    })
  })

  describe('unknown addresses', () => {
    for (const url of ['/nao-existe', '/profile/unknown', '/about/extra', '/feedback', '/disc.php?x=<script>']) {
      it(`${url} answers 404 with the 404 page's metadata`, async () => {
        const response = await ctx.app.inject({ method: 'GET', url })
        expect(response.statusCode).toBe(404)
        const tags = expectCommonTags(response, 'Página não encontrada | Espelho', url.split('?')[0] ?? '', false)
        expect(tags.meta('name', 'description')).toBe('O endereço que você procurou não existe ou mudou de lugar.')
        expect(response.body).not.toContain('<script>x')
      })
    }

    it('an unknown API path answers JSON, not the page', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/nao-existe' })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/application\/json/)
    })
  })

  describe('invite-link previews', () => {
    it('names the person who asks for feedback, and nothing private', async () => {
      const { user, email } = await registerUser(ctx.app, { username: 'Maria Clara' })
      const userId = String(user.userId)
      const response = await ctx.app.inject({ method: 'GET', url: `/feedback/user/${userId}` })
      expect(response.statusCode).toBe(200)
      const tags = expectCommonTags(response, 'Como você vê Maria Clara? | Espelho', `/feedback/user/${userId}`, false)
      const description = tags.meta('name', 'description')
      expect(description).toContain('Maria Clara quer descobrir como as pessoas próximas percebem seu jeito de ser')
      expect(tags.meta('property', 'og:description')).toBe(description)
      expect(tags.meta('name', 'twitter:description')).toBe(description)
      expect(response.body).not.toContain(email)
    })

    it('finds the person whatever the case of the id (on the lower-case address it redirects to)', async () => {
      const { user } = await registerUser(ctx.app, { username: 'João Pedro' })
      const redirected = await ctx.app.inject({ method: 'GET', url: `/feedback/user/${String(user.userId).toUpperCase()}` })
      expect(redirected.statusCode).toBe(301)
      const response = await ctx.app.inject({ method: 'GET', url: String(redirected.headers.location) })
      expect(head(response.body).title).toBe('Como você vê João Pedro? | Espelho')
    })

    it('escapes a username that contains HTML', async () => {
      const username = '<script>alert("oi")</script> & "Ana" \'B\''
      const [row] = await ctx.database.db
        .insert(users)
        .values({ username, email: uniqueEmail('xss') })
        .returning({ publicId: users.publicId })
      const response = await ctx.app.inject({ method: 'GET', url: `/feedback/user/${row?.publicId}` })
      expect(response.statusCode).toBe(200)
      expect(response.body).not.toContain('<script>alert')
      expect(response.body).not.toContain('"Ana"')
      expect(response.body).toContain('&lt;script&gt;alert(&quot;oi&quot;)&lt;/script&gt; &amp; &quot;Ana&quot; &#39;B&#39;')
      expect(head(response.body).title).toBe(`Como você vê ${username}? | Espelho`)
    })

    it('gives the generic preview for an unknown id', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/feedback/user/${UUID}` })
      expect(response.statusCode).toBe(200)
      expect(head(response.body).title).toBe('Dê seu feedback anônimo | Espelho')
    })

    it('never sends a malformed id to the database', async () => {
      const select = vi.spyOn(ctx.database.db, 'select')
      try {
        for (const id of ['abc', "1' OR '1'='1", '3f2b8c1e-9d4a-4e6b-8c2f-1a2b3c4d5e6', `${UUID}0`, 'x'.repeat(90), '%00']) {
          const response = await ctx.app.inject({ method: 'GET', url: `/feedback/user/${encodeURIComponent(id)}` })
          expect(response.statusCode).toBe(200)
          expect(head(response.body).title).toBe('Dê seu feedback anônimo | Espelho')
        }
        const long = await ctx.app.inject({ method: 'GET', url: `/feedback/user/${'x'.repeat(5000)}` })
        expect(long.statusCode).toBe(414)
        expect(select).not.toHaveBeenCalled()
        // A well-formed id is looked up: by the preview, and by the landing's no-JavaScript quota notice (issue 46).
        await ctx.app.inject({ method: 'GET', url: `/feedback/user/${UUID}` })
        expect(select.mock.calls.length).toBeGreaterThanOrEqual(1)
        expect(select.mock.calls.length).toBeLessThanOrEqual(2)
      } finally {
        select.mockRestore()
      }
    })
  })

  describe('the short invite address /feedback/{uuid}', () => {
    it('redirects permanently to /feedback/user/{uuid}, keeping the query', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/feedback/${UUID.toUpperCase()}?utm_source=whatsapp` })
      expect(response.statusCode).toBe(301)
      expect(response.headers.location).toBe(`/feedback/user/${UUID}?utm_source=whatsapp`)
    })

    it('sends any other spelling of /feedback/user/{uuid} to the lower-case one (issue 31)', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/feedback/user/${UUID.toUpperCase()}?utm_source=whatsapp` })
      expect(response.statusCode).toBe(301)
      expect(response.headers.location).toBe(`/feedback/user/${UUID}?utm_source=whatsapp`)
      const mixed = await ctx.app.inject({ method: 'GET', url: `/feedback/user/${UUID.slice(0, 4).toUpperCase()}${UUID.slice(4)}` })
      expect(mixed.headers.location).toBe(`/feedback/user/${UUID}`)
      expect((await ctx.app.inject({ method: 'GET', url: `/feedback/user/${UUID}` })).statusCode).toBe(200)
    })

    it('answers 404 for anything that is not an id (no open redirect)', async () => {
      for (const url of ['/feedback/user', '/feedback/%2F%2Fevil.example', '/feedback/abc']) {
        const response = await ctx.app.inject({ method: 'GET', url })
        expect(response.statusCode).toBe(404)
        expect(response.headers.location).toBeUndefined()
      }
    })
  })

  it('/favicon.ico leads to the site icon (the sandbox pages and files name none: no 404 in their console)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.ico' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/favicon.svg')
  })

  describe('robots.txt and sitemap.xml', () => {
    it('robots.txt keeps crawlers out of the API only and points to the sitemap', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
      const lines = response.body.trim().split('\n')
      expect(lines).toContain('User-agent: *')
      expect(lines).toContain('Disallow: /api/')
      expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/'])
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    })

    it('sitemap.xml lists exactly the indexable public pages on the canonical host', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
      const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
      const expected = SPEC_ROUTES.filter((route) => route.index && !route.canonical).map((route) => `${ORIGIN}${route.path}`)
      expect(locations.sort()).toEqual(expected.sort())
    })
  })
})

// With a built client: the head goes into the real index.html and assets get long-lived caching.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-pages-test-'))
mkdirSync(path.join(clientDir, 'assets'))
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <!--app-head-->\n    <script type="module" src="/assets/index-abc.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
)
writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), 'console.log(1)\n')
writeFileSync(path.join(clientDir, 'og-image.png'), 'png')

describeWithApp(
  'page routes with a built client',
  (ctx) => {
    it('renders the head into the built index.html with the client settings', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/disc' })
      expect(response.statusCode).toBe(200)
      // The entry is loaded by the boot script after the first paint, allowed by its hash in the CSP.
      expect(response.body).not.toContain('<script type="module"')
      const boot = /<script data-entry="([^"]+)" data-preload="[^"]*">([^<]+)<\/script>/.exec(response.body)
      expect(boot?.[1]).toBe('/assets/index-abc.js')
      const hash = `'sha256-${createHash('sha256').update(boot?.[2] ?? '').digest('base64')}'`
      expect(String(response.headers['content-security-policy'])).toContain(`script-src 'self' ${hash}`)
      expect(response.body).not.toContain('<!--app-head-->')
      expect(head(response.body).title).toBe('Metodologia DISC | Espelho')
      expect(response.body).toContain('<script type="application/json" id="espelho-config">{"blogUrl":"https://blog.espelho.app"')
    })

    it('serves hashed assets as immutable and other files for an hour', async () => {
      const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc.js' })
      expect(asset.statusCode).toBe(200)
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const image = await ctx.app.inject({ method: 'GET', url: '/og-image.png' })
      expect(image.statusCode).toBe(200)
      expect(image.headers['cache-control']).toBe('public, max-age=3600')
    })
  },
  { clientDir },
)
