/**
 * Issue 31, item 1: every percent-encoded spelling of a content page (`/pr%69cing`, …) was rendered
 * and kept in the anonymous page cache under its own key, so anyone could fill the server's memory
 * without logging in. Now a spelling that is not the route's own address is redirected (301) to it
 * or answered 404, and the cache is keyed by route with a fixed size. Sent here through the whole
 * app with the real server render, as production serves pages.
 */
import http from 'node:http'
import v8 from 'node:v8'
import vm from 'node:vm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES } from '#shared/seo/routes'
import { renderPage } from '#client/entry-server'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { openTestDatabase, registerUser, testConfig } from '#test/app'

const METRICS_TOKEN = 'token-de-metricas-das-paginas'
const STATIC_PATHS = ROUTES.map((meta) => meta.path).filter((path) => !path.includes(':'))

// A real collection before each heap reading: the flag turned on at run time, gc taken from a fresh context.
v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/** After app.inject's own leftovers are let go (it holds each response until a timer runs). */
async function heapUsed() {
  await new Promise((resolve) => setTimeout(resolve, 500))
  for (let i = 0; i < 3; i += 1) gc()
  return process.memoryUsage().heapUsed
}

/** The n-th percent-encoded spelling of `path`: bit i of `mask` encodes character i, hex in either case. */
function spelling(path: string, mask: number, lowerHex: boolean) {
  let out = ''
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i] as string
    const encode = char !== '/' && (mask >> i) % 2 === 1
    const hex = char.charCodeAt(0).toString(16).padStart(2, '0')
    out += encode ? `%${lowerHex ? hex.toLowerCase() : hex.toUpperCase()}` : char
  }
  return out
}

/** `count` distinct spellings of the content pages, round robin over the routes, none the address itself. */
function spellings(count: number): string[] {
  const out = new Set<string>()
  for (let mask = 1; out.size < count && mask < 1 << 20; mask += 1) {
    for (const path of STATIC_PATHS) {
      if (mask >= 2 ** path.length) continue
      for (const lowerHex of [false, true]) {
        const written = spelling(path, mask, lowerHex)
        if (written !== path) out.add(written)
      }
      if (out.size >= count) break
    }
  }
  return [...out].slice(0, count)
}

/** The anonymous and signed-in page cache sizes, as /metrics reports them. */
async function cacheSizes(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  const read = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(response.body)?.[1] ?? NaN)
  return { anonymous: read('espelho_page_cache_anonymous_entries'), session: read('espelho_page_cache_session_entries') }
}

describe('spellings of a page address (issue 31)', () => {
  let app: FastifyInstance
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = await buildApp(testConfig({ ops: { metricsToken: METRICS_TOKEN } }), { database, logger: false, renderPage })
  }, 180_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('redirects a percent-encoded spelling to the page’s address, keeping the query string', async () => {
    for (const [written, location] of [
      ['/pr%69cing', '/pricing'],
      ['/terms-of-servic%65', '/terms-of-service'],
      ['/%70rofile/dominance?utm_source=x&v=2', '/profile/dominance?utm_source=x&v=2'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: written })
      expect(response.statusCode, written).toBe(301)
      expect(response.headers.location, written).toBe(location)
    }
    // The address itself is served, and the redirect's target answers 200.
    expect((await app.inject({ method: 'GET', url: '/pricing' })).statusCode).toBe(200)
  })

  it('answers 404 to case variants, trailing slashes, doubled slashes, dot segments and encoded slashes', async () => {
    for (const written of ['/PRICING', '/Pricing', '/pr%49cing', '/pricing/', '/pricing//', '//pricing', '/pricing/.', '/pricing%2F', '/%2Fpricing', '/profile%2Fdominance', '/profile//dominance', '/pricing%2e']) {
      const response = await app.inject({ method: 'GET', url: written })
      expect(response.statusCode, written).toBe(404)
      expect(response.headers.etag, written).toBeUndefined()
    }
  })

  it('answers the same over a real socket, where dot segments and doubled slashes arrive as written', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const get = (path: string) =>
      new Promise<{ status?: number; location?: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path }, (response) => {
            response.resume()
            response.on('end', () => resolve({ status: response.statusCode, location: response.headers.location }))
          })
          .on('error', reject)
      })
    for (const written of ['/./pricing', '/a/../pricing', '/pricing/.', '/pricing/..', '//pricing', '/%2Fpricing', '/pricing/']) {
      expect((await get(written)).status, written).toBe(404)
    }
    expect(await get('/pr%69cing?a=1')).toEqual({ status: 301, location: '/pricing?a=1' })
    expect(await get('/r/%61bc')).toEqual({ status: 301, location: '/r/abc' })
  })

  it('keeps at most one anonymous page per route and a flat heap after 5,000 distinct spellings', async () => {
    // Every page rendered and kept once, and the code paths warmed up, before the first reading.
    for (const path of STATIC_PATHS) await app.inject({ method: 'GET', url: path })
    for (const written of spellings(200)) await app.inject({ method: 'GET', url: `${written}?aquecer=1` })
    const before = await heapUsed()
    const statuses = new Map<number, number>()
    const all = spellings(5_200).slice(200)
    expect(new Set(all).size).toBe(5_000)
    for (const written of all) {
      const response = await app.inject({ method: 'GET', url: written })
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
      if (response.statusCode === 301) expect(STATIC_PATHS).toContain(response.headers.location)
    }
    const grown = (await heapUsed()) - before
    expect([...statuses.keys()].every((status) => status === 301 || status === 404)).toBe(true)
    expect(grown).toBeLessThan(30 * 1024 * 1024)
    const sizes = await cacheSizes(app)
    expect(sizes.anonymous).toBeGreaterThan(0)
    expect(sizes.anonymous).toBeLessThanOrEqual(STATIC_PATHS.length)
  }, 300_000)

  it('keeps a signed-in visitor’s pages by route too: spellings add nothing', async () => {
    const { cookie } = await registerUser(app)
    await app.inject({ method: 'GET', url: '/about', headers: { cookie } })
    const before = (await cacheSizes(app)).session
    for (const written of spellings(300)) {
      const response = await app.inject({ method: 'GET', url: written, headers: { cookie } })
      expect([301, 404]).toContain(response.statusCode)
    }
    expect((await cacheSizes(app)).session).toBe(before)
  })
})
