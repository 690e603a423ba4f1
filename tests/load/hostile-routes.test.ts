import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { randomToken, sha256 } from '#server/lib/tokens'
import { TEST_ORIGIN } from '#test/app'
import { othersAnswers } from '#test/feedback'
import { oceanAnswers, PROOF_LIMITS, seedFullUser, selfDiscAnswers, SURVEY_ANSWERS } from '#test/fixtures'
import { describeWithPayments } from '#test/payment'
import { encodePathPiece, listRoutes, queryString, type RouteEntry } from '#test/routes'

/**
 * The hostile-body fuzz at volume (issue 31), in the load-and-fault stage: at least
 * FUZZ_LOAD_REQUESTS (10,000) generated requests per database, spread over every route the app
 * registered (read from the app, so a route added later is fuzzed too), with hostile paths,
 * parameters, query strings, headers, client addresses and bodies, anonymous and signed in. Not
 * one answer may be a 5xx. tests/server/fuzz/bad-input.test.ts checks, on fewer requests, that a
 * refused request stores nothing.
 */
const REQUESTS = Number(process.env.FUZZ_LOAD_REQUESTS ?? 10_000)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 2)
/** Routes that render a PDF or an image (hundreds of milliseconds each) or hash a password. */
const HEAVY_ROUTES = new Set(['/api/report.pdf', '/api/share/disc-card', '/og/invite/:file', '/og/result/:file', '/api/payment/preference'])
const HEAVY_RUNS = 25

const UUID = '3f2b8c1e-9d4a-4e6b-8c2f-1a2b3c4d5e6f'
const HOSTILE_STRINGS = [
  '', ' ', '0', '-1', '1.5', '1e309', 'NaN', 'Infinity', 'null', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR 1=1 --", "'; drop table users; --", '$1', '%s%s%n',
  '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%00', '%', '%zz', '%E0%A4%A', '\u0000', '\u001B[31m', '\u007F', '\uFFFF', '\uD800', '\uDC00',
  '\uFEFF', '\u200B\u200C\u200D', '\u202Eevil', '\u2066\u2069', 'e\u0301', '👨‍👩‍👧', 'ç'.repeat(300), 'a'.repeat(70_000),
  UUID, UUID.toUpperCase(), `${UUID}0`, '00000000-0000-0000-0000-000000000000', '9999999999999999999999', '2147483648', '-2147483649',
  'EXCLUIR', 'monthly', 'quarterly', 'annual', 'friend', 'colleague', 'family', 'approve', 'q1', 'q1-a', 'o1', 'O1', 'D', 'S',
  'http://evil.example', '//evil.example', 'javascript:alert(1)', 'data:text/html,x', 'fe80::1%eth0', 'not-an-ip', '::ffff:127.0.0.1',
]

const text = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.uuid() },
)

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, 1, 5, 10, 24, 100, 101, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -0),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(text, tie('value'), { maxKeys: 5 }),
  ),
}))

const FIELD_NAMES = [
  'username', 'email', 'password', 'confirmPassword', 'currentPassword', 'newPassword', 'confirm', 'token', 'answers', 'isSelf',
  'dominance', 'influence', 'steadiness', 'compliance', 'altcha', 'assessmentId', 'relationshipType', 'strengths', 'improvements',
  'plan', 'paymentId', 'months', 'isPremium', 'howFoundEspelho', 'npsScore', 'npsReason', 'feedbackValue', 'whoAskedFeedback',
  'feedbackDigests', 'premiumReminders', 'showOcean', 'enabled', 'data', 'type', 'action', 'id', 'external_reference', '__proto__',
]

/** Bodies that pass validation, so changing one field reaches the code behind the schema. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/auth/register': { username: 'Fuzz', email: 'fuzz@exemplo.com.br', password: 'cavalo-bateria-77', confirmPassword: 'cavalo-bateria-77' },
  '/api/auth/login': { email: 'fuzz@exemplo.com.br', password: 'cavalo-bateria-77' },
  '/api/assessment': { answers: selfDiscAnswers('I'), isSelf: true },
  '/api/ocean-assessment': { answers: oceanAnswers(3), isSelf: true },
  '/api/survey/submit': SURVEY_ANSWERS,
  '/api/feedback/user/:uuid/assessment': { answers: othersAnswers(['D', 'I']), isSelf: false },
  '/api/feedback/user/:uuid': { assessmentId: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', relationshipType: 'friend', strengths: ['Gentil'], improvements: [] },
  '/api/payment/preference': { plan: 'monthly' },
  '/api/account': { confirm: 'EXCLUIR', password: 'errada-de-proposito' },
}

function bodyFor(route: RouteEntry) {
  const valid = VALID_BODIES[route.url]
  const answerKeys = [...DISC_OTHERS_QUESTIONS.slice(0, 3).map((q) => q.id), 'q1', 'O1', '__proto__']
  const variants: fc.Arbitrary<unknown>[] = [
    value,
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 }),
    fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', '[1,', 'null', '"x"', '{"__proto__":{"x":1}}', '{"a":1}'.repeat(50))).map((raw) => ({ raw })),
  ]
  if (valid) {
    variants.push(
      fc.tuple(fc.constantFrom(...Object.keys(valid), ...FIELD_NAMES), value).map(([key, v]) => ({ ...valid, [key]: v })),
      fc.dictionary(fc.oneof(fc.constantFrom(...answerKeys), text), value, { maxKeys: 30 }).map((answers) => ({ ...valid, answers })),
      fc.constant(valid),
    )
  }
  return fc.oneof(...variants)
}

const headerText = fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), fc.constantFrom(...HOSTILE_STRINGS.filter((item) => /^[\x20-\x7E]*$/.test(item) && item.length < 200)))
const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'garbage',
      '',
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', 'application/pdf', ''),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', '*', 'gzip;q=0, br;q=abc'),
    cookie: fc.oneof(
      headerText,
      headerText.map((v) => `espelho_session=${encodeURIComponent(v)}`),
      headerText.map((v) => `espelho_anon=${encodeURIComponent(v)}; espelho_giver=${encodeURIComponent(v)}.x; espelho_own=${encodeURIComponent(v)}`),
    ),
    'x-forwarded-for': headerText,
    'accept-language': headerText,
    'user-agent': headerText,
    'x-signature': headerText,
    'x-request-id': headerText,
    'if-none-match': headerText,
    'if-modified-since': headerText,
    range: headerText,
    authorization: headerText,
  },
  { requiredKeys: [] },
)

const remoteAddress = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom('127.0.0.1', '::1', '::ffff:127.0.0.1', '2001:db8::1', '2001:db8:1:2:3:4:5:6', '10.0.0.1'),
)

function requestFor(route: RouteEntry) {
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string)
  return fc.record({
    signedIn: fc.boolean(),
    params: fc.tuple(...paramNames.map(() => fc.oneof(text, fc.constant('<real>'), fc.constant('<real-upper>')))),
    query: fc.dictionary(
      fc.oneof(fc.constantFrom('payment_id', 'id', 'plan', 'status', 'data.id', 'type', 'redirect', 'email', 'to', 'v', 'for', 'token', 'cursor', 'limit', 'format', 'code', 'state'), text),
      fc.oneof(text, fc.array(text, { maxLength: 3 })),
      { maxKeys: 4 },
    ),
    headers,
    remoteAddress,
    body: route.method === 'GET' || route.method === 'DELETE' ? fc.option(bodyFor(route), { nil: undefined }) : bodyFor(route),
    rawJson: fc.boolean(),
  })
}

describeWithPayments(
  'hostile requests to every route, 10,000 per database',
  (ctx) => {
    let userId: number
    let publicId: string
    let routes: RouteEntry[]

    beforeAll(async () => {
      const owner = await seedFullUser(ctx.app, ctx.database.db, { username: 'Alvo da Carga' })
      userId = owner.userId
      publicId = owner.publicId
      routes = await listRoutes(ctx.app)
    })

    /** `count` fresh sessions in one insert, one per signed-in case: a fuzzed logout must not sign the next case out. */
    async function freshSessions(count: number) {
      const tokens = Array.from({ length: count }, () => randomToken(32))
      for (let start = 0; start < tokens.length; start += 1000) {
        const values = tokens.slice(start, start + 1000).map((token) => sql`(${sha256(token)}, ${userId}, now() + interval '1 day')`)
        if (values.length > 0) await ctx.database.db.execute(sql`insert into sessions (id, user_id, expires_at) values ${sql.join(values, sql`, `)}`)
      }
      return tokens.map((token) => `espelho_session=${token}`)
    }

    it('never answers a 5xx', async () => {
      // The few routes that render a PDF or an image take tens of times longer than the rest: they
      // get HEAVY_RUNS each, the others share the remainder, so the run stays near a minute.
      const heavy = routes.filter((route) => HEAVY_ROUTES.has(route.url))
      const perRoute = Math.ceil((REQUESTS - heavy.length * HEAVY_RUNS) / (routes.length - heavy.length))
      const cases = routes.flatMap((route) =>
        fc
          .sample(requestFor(route), { numRuns: HEAVY_ROUTES.has(route.url) ? HEAVY_RUNS : perRoute, seed: 31 + route.url.length })
          .map((input) => ({ route, input })),
      )
      const sessions = await freshSessions(cases.filter(({ input }) => input.signedIn).length)
      const failures: string[] = []
      const statuses = new Map<number, number>()
      let sent = 0
      const started = Date.now()

      const send = async ({ route, input }: (typeof cases)[number]) => {
        const real: Record<string, string> = { uuid: publicId, id: '1', preferenceId: 'x', file: `${publicId}.png`, token: 'x' }
        let index = 0
        const url =
          route.url.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => {
            const generated = input.params[index++] as string
            if (generated === '<real>') return real[name] ?? 'x'
            if (generated === '<real-upper>') return (real[name] ?? 'x').toUpperCase()
            return encodePathPiece(generated)
          }) + queryString(input.query)
        const requestHeaders: Record<string, string> = { ...input.headers, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }
        if (input.signedIn) requestHeaders.cookie = sessions.pop() ?? ''
        const payload =
          input.body === undefined
            ? undefined
            : typeof input.body === 'object' && input.body !== null && 'raw' in input.body && Object.keys(input.body).length === 1
              ? String((input.body as { raw: unknown }).raw)
              : JSON.stringify(input.body)
        if (payload !== undefined && !requestHeaders['content-type'] && !input.rawJson) requestHeaders['content-type'] = 'application/json'
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: requestHeaders,
          remoteAddress: input.remoteAddress,
          ...(payload !== undefined ? { payload } : {}),
        })
        sent += 1
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${route.method} ${url.slice(0, 200)} → ${response.body.slice(0, 200)}`)
      }

      let next = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < cases.length) {
            const item = cases[next++]
            if (item) await send(item)
          }
        }),
      )
      const seconds = (Date.now() - started) / 1000
      console.log(
        `[fuzz ${ctx.kind}] ${sent} pedidos em ${routes.length} rotas, ${seconds.toFixed(1)} s; respostas: ${[...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
      )
      expect(sent).toBeGreaterThanOrEqual(REQUESTS)
      expect(failures.slice(0, 20), `${failures.length} respostas 5xx`).toEqual([])
    }, 900_000)
  },
  () => ({
    ...PROOF_LIMITS,
    loginRateLimit: 1_000_000,
    loginNetworkRateLimit: 1_000_000,
    registerRateLimit: 1_000_000,
    paymentRateLimit: 1_000_000,
  }),
)
