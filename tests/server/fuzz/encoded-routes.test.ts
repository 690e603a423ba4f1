import { sql } from 'drizzle-orm'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { randomToken, sha256 } from '#server/lib/tokens'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { injectingFetch } from '#test/payment'
import { openTestDatabase, testConfig, testDatabaseKinds, TEST_ORIGIN } from '#test/app'
import { PROOF_LIMITS, seedFullUser } from '#test/fixtures'
import { ENGLISH_FRAMEWORK_TEXT, listRoutes, type RouteEntry } from '#test/routes'

/**
 * Issue 45's proof: at least 10,000 requests per database through the whole app, to every route
 * the app registered (read from the app, so routes added later are in), under percent-encoded and
 * other spellings of its address, with random methods, headers and bodies. Whatever arrives: never
 * a 5xx, never Fastify's or Node's English, and a cross-site write to an /api route under any
 * spelling never succeeds (the origin rule follows the route the router matched).
 */
const RUNS = Number(process.env.ENCODED_FUZZ_RUNS ?? 10_000)
const SEED = Number(process.env.ENCODED_FUZZ_SEED ?? 45)

/** Routes that authenticate otherwise than by the browser's cookie, or are not the product's API. */
const CSRF_EXEMPT = new Set(['/api/payment/webhook', '/api/email/unsubscribe/one-click'])
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** A small seeded generator (mulberry32): the same seed replays the same requests. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return { next, int, pick, chance: (p: number) => next() < p }
}
type Random = ReturnType<typeof generator>

const hex = (code: number, upper: boolean) => {
  const text = code.toString(16).padStart(2, '0')
  return `%${upper ? text.toUpperCase() : text}`
}

/** Percent-encodes some of the letters and digits of a path (the router decodes them back). */
function encodeSome(path: string, random: Random, share: number) {
  const upper = random.chance(0.5)
  return [...path].map((ch) => (/[A-Za-z0-9._~-]/.test(ch) && random.chance(share) ? hex(ch.charCodeAt(0), upper) : ch)).join('')
}

/** The spellings an attacker tries: most still reach the route, the rest must be refused cleanly. */
const SPELLINGS: ((path: string, random: Random) => string)[] = [
  (path) => path,
  (path, random) => encodeSome(path, random, 0.3),
  (path, random) => encodeSome(path, random, 1),
  (path) => path.replace(/^\/api\//, '/%61pi/'),
  (path) => path.replace(/^\/(.)/, (_all, ch: string) => `/${hex(ch.charCodeAt(0), false)}`),
  (path) => path.toUpperCase(),
  (path) => path.replace(/\//g, '//'),
  (path) => path.replace(/\/([^/]*)$/, '%2F$1'),
  (path) => `${path}/`,
  (path) => `/./${path.slice(1)}`,
  (path) => `/x/..${path}`,
  (path) => `${path}%00`,
  (path) => `${path}%ZZ`,
  (path) => `${path};jsessionid=1`,
  (path) => path.replace(/^\/(.)/, (_all, ch: string) => `/%25${ch.charCodeAt(0).toString(16)}`),
  (path, random) => `${path}${'é'.repeat(random.int(3))}`,
]

const TEXTS = ['', 'x', '0', '-1', '1e309', 'null', '<script>', "' OR 1=1 --", '../../etc/passwd', '%00', '\u0000', 'ç'.repeat(150), 'a'.repeat(120), '00000000-0000-0000-0000-000000000000', '9999999999999999999999']

function paramValue(name: string, random: Random, real: Record<string, string>) {
  if (random.chance(0.5) && real[name]) return real[name] as string
  return encodeURIComponent(random.pick(TEXTS)).replace(/%25/g, random.chance(0.5) ? '%25' : '%')
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/xml',
  'garbage',
  '',
]
const BODIES = [
  '{}',
  '{"email":"fuzz@exemplo.com.br","password":"x"}',
  '{"plan":"monthly"}',
  '{"answers":{"q1":"q1-a"},"isSelf":true}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":',
  '[]',
  'null',
  'email=a%40b.c&password=x',
  'question=q1&answer=q1-a&nav=finish',
  'plan=monthly',
  '--x\r\nContent-Disposition: form-data; name="plan"\r\n\r\nmonthly\r\n--x--',
  '\u0000\u0001',
]

function headersFor(random: Random, cookie: string | undefined) {
  const headers: Record<string, string> = {}
  const type = random.pick(CONTENT_TYPES)
  if (type) headers['content-type'] = type
  const site = random.pick(['same-origin', 'same-origin', 'cross-site', 'same-site', 'none', ''])
  if (site) headers['sec-fetch-site'] = site
  const origin = random.pick([TEST_ORIGIN, TEST_ORIGIN, 'https://malicioso.example', 'null', ''])
  if (origin) headers.origin = origin
  headers.accept = random.pick(['application/json', 'text/html,*/*', '*/*', 'image/png'])
  if (cookie) headers.cookie = cookie
  else if (random.chance(0.1)) headers.cookie = `espelho_session=${random.pick(TEXTS)}`
  if (random.chance(0.1)) headers['accept-language'] = random.pick(TEXTS.slice(0, 8))
  if (random.chance(0.05)) headers['x-forwarded-for'] = random.pick(['1.2.3.4', 'x', '::1, 10.0.0.1'])
  return headers
}

/** The header each route's own hook adds: a request that carries it got past every app-wide hook into a route. */
const ROUTED = 'x-fuzz-routed'

/** Each route gets an onRequest hook of its own, which runs after the app's (the origin rule among them). */
function markRouted(route: RouteOptions) {
  const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]
  const mark = async (_request: unknown, reply: { header: (name: string, value: string) => unknown }) => {
    reply.header(ROUTED, route.url)
  }
  route.onRequest = [mark, ...own] as RouteOptions['onRequest']
}

for (const kind of testDatabaseKinds()) {
  describe(`encoded spellings of every route, ${RUNS} requests [${kind}]`, () => {
    const ctx = {} as { app: FastifyInstance; database: Database }
    beforeAll(async () => {
      ctx.database = await openTestDatabase(kind)
      const limits = { ...PROOF_LIMITS, loginRateLimit: 1_000_000, registerRateLimit: 1_000_000, paymentRateLimit: 1_000_000 }
      ctx.app = await buildApp(testConfig(limits), {
        database: ctx.database,
        logger: false,
        paymentFetch: injectingFetch(() => ctx.app, { deliver: false, dropped: 0 }),
        onRoute: markRouted,
      })
    })
    afterAll(async () => {
      await ctx.app?.close()
      await ctx.database?.close()
    })
    let routes: RouteEntry[]
    let real: Record<string, string>
    let sessions: string[]

    beforeAll(async () => {
      routes = await listRoutes(ctx.app)
      const owner = await seedFullUser(ctx.app, ctx.database.db, { username: 'Alvo das Grafias' })
      real = { uuid: owner.publicId, id: '1', token: 'x', preferenceId: 'x' }
      // Signed-in requests take one of these sessions of the owner's.
      sessions = Array.from({ length: 500 }, () => randomToken(32))
      const values = sessions.map((token) => sql`(${sha256(token)}, ${owner.userId}, now() + interval '1 day')`)
      await ctx.database.db.execute(sql`insert into sessions (id, user_id, expires_at) values ${sql.join(values, sql`, `)}`)
    })

    it(`${RUNS} requests: never a 5xx, never English, never a cross-site write`, async () => {
      const random = generator(SEED)
      // The requests first, from the seed alone (the same seed, the same requests), then sent a few
      // at a time: PostgreSQL's round trips overlap, and so does the app's waiting on PGlite.
      const requests = Array.from({ length: RUNS }, (_unused, run) => {
        const route = random.pick(routes)
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => paramValue(name, random, real))
        const spelled = random.pick(SPELLINGS)(path, random)
        const query = random.chance(0.3) ? `?${random.pick(['payment_id=1', 'id=%ZZ', 'x=%00', 'code=a&code=b', 'redirect=//evil.example', `q=${'ç'.repeat(50)}`])}` : ''
        const method = random.chance(0.75) ? (route.method as (typeof METHODS)[number]) : random.pick(METHODS)
        // A fuzzed logout ends one session of the pool; later requests with it go out anonymous.
        const cookie = random.chance(0.3) ? `espelho_session=${random.pick(sessions)}` : undefined
        const headers = headersFor(random, cookie)
        const body = method === 'GET' || method === 'HEAD' ? undefined : random.chance(0.05) ? 'x'.repeat(70_000) : random.pick(BODIES)
        // Each request from its own address: the rate limits are not what this proof is about.
        const remoteAddress = `10.${random.int(250)}.${random.int(250)}.${1 + random.int(250)}`
        return { run, route, method, url: spelled + query, headers, body, remoteAddress }
      })
      const problems: string[] = []
      const counts = { total: 0, reachedRoute: 0, crossSiteWrites: 0, refusedByOrigin: 0 }
      let next = 0
      const worker = async () => {
        while (next < requests.length && problems.length < 20) {
          const { run, route, method, url, headers, body, remoteAddress } = requests[next++]!
          const response = await ctx.app.inject({ method, url, headers, remoteAddress, ...(body !== undefined ? { payload: body } : {}) })
          counts.total += 1
          const label = `#${run} ${method} ${url} (${route.method} ${route.url}) → ${response.statusCode} ${response.body.slice(0, 160)}`
          if (response.statusCode >= 500) problems.push(`5xx: ${label}`)
          if (response.statusCode >= 400 && ENGLISH_FRAMEWORK_TEXT.test(response.body)) problems.push(`English: ${label}`)
          if (response.statusCode !== 404 && response.statusCode !== 400 && response.statusCode !== 414) counts.reachedRoute += 1
          const crossSite = headers['sec-fetch-site'] === 'cross-site' || headers.origin === 'https://malicioso.example' || headers.origin === 'null'
          if (crossSite && UNSAFE.has(method) && method === route.method && route.url.startsWith('/api/') && !CSRF_EXEMPT.has(route.url)) {
            counts.crossSiteWrites += 1
            // Refused by the origin rule before anything of the route ran, or not routed at all.
            if (response.headers[ROUTED] !== undefined) problems.push(`cross-site write reached the route: ${label}`)
            else if (response.statusCode === 403 && response.body.includes(CSRF_MESSAGE)) counts.refusedByOrigin += 1
          }
        }
      }
      const started = process.cpuUsage()
      await Promise.all(Array.from({ length: 4 }, worker))
      const cpu = process.cpuUsage(started)
      console.log(`${counts.total} requests, ${Math.round((cpu.user + cpu.system) / 1000)} ms of CPU`)
      expect(problems).toEqual([])
      expect(counts.total).toBe(RUNS)
      // Most requests reached a route or a refusal made for it: the spellings were not all dead ends.
      expect(counts.reachedRoute).toBeGreaterThan(RUNS / 4)
      expect(counts.crossSiteWrites).toBeGreaterThan(RUNS / 50)
      // And many of those were spellings that reached an /api route and met the origin rule there.
      expect(counts.refusedByOrigin).toBeGreaterThan(RUNS / 200)
    }, 300_000)
  })
}
