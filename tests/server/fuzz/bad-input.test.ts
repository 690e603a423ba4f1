import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { buildApp } from '#server/app'
import { randomToken, sha256 } from '#server/lib/tokens'
import { othersAnswers, othersOceanAnswers } from '#test/feedback'
import { describeWithPayments } from '#test/payment'
import { openTestDatabase, TEST_ORIGIN, testConfig } from '#test/app'
import { oceanAnswers, PROOF_LIMITS, seedFullUser, selfDiscAnswers, SURVEY_ANSWERS, tableCounts } from '#test/fixtures'
import { encodePathPiece, listRoutes, queryString, type RouteEntry } from '#test/routes'

/**
 * Bad input at scale (issue 10, item 4): fast-check sends generated paths, query strings, headers
 * and bodies to every route the app registered, as an anonymous visitor and as a signed-in person.
 * Whatever arrives, the answer is never a 5xx, and a refused request (4xx) stores nothing.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 50)

// The route list, from a throw-away app: every route is fuzzed, including ones added later.
const ROUTES: RouteEntry[] = await (async () => {
  const database = await openTestDatabase('pglite')
  const app = await buildApp(testConfig(), { database, logger: false })
  try {
    return await listRoutes(app)
  } finally {
    await app.close()
    await database.close()
  }
})()

const KNOWN_STRINGS = [
  '', ' ', '0', '-1', '1.5', '1e309', 'NaN', 'null', 'true', '[]', '{}', '__proto__', 'constructor',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR 1=1 --", "'; drop table users; --",
  '../../etc/passwd', '%00', '\u0000', '\uFFFF', '\uD800', 'EXCLUIR', 'monthly', 'quarterly', 'annual',
  'friend', 'colleague', 'family', 'approve', 'q1', 'q1-a', 'o1', 'o1-a', 'O1', 'payment', 'ç'.repeat(200),
  '00000000-0000-0000-0000-000000000000', '9999999999999999999999', '2147483648',
]

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.string({ minLength: 2_000, maxLength: 20_000 }) },
)

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, 1, 5, 10, 24, 100, 101, -1, 2 ** 31, Number.MAX_SAFE_INTEGER),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(text, tie('value'), { maxKeys: 5 }),
  ),
}))

const FIELD_NAMES = [
  'username', 'email', 'password', 'confirmPassword', 'confirm', 'answers', 'isSelf', 'dominance', 'influence',
  'steadiness', 'compliance', 'openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism',
  'assessmentId', 'relationshipType', 'strengths', 'improvements', 'plan', 'paymentId', 'months', 'isPremium',
  'howFoundEspelho', 'npsScore', 'npsReason', 'feedbackValue', 'whoAskedFeedback', 'completedAt', 'currentStep',
  'data', 'type', 'action', 'items', 'external_reference', 'back_urls', 'sessionData',
]

/** A giver secret of the right shape (issue 30: 32 base64url characters), one step 1 never gave. */
const WELL_FORMED_SECRET = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'

/** Bodies that pass validation, so mutating one field reaches the code behind the schema. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/auth/register': { username: 'Fuzz', email: 'fuzz@exemplo.com.br', password: 'cavalo-bateria-77', confirmPassword: 'cavalo-bateria-77' },
  '/api/auth/login': { email: 'fuzz@exemplo.com.br', password: 'cavalo-bateria-77' },
  '/api/assessment': { answers: selfDiscAnswers('I'), isSelf: true },
  '/api/ocean-assessment': { answers: oceanAnswers(3), isSelf: true },
  '/api/survey/submit': SURVEY_ANSWERS,
  '/api/feedback/user/:uuid/assessment': { answers: othersAnswers(['D', 'I']), isSelf: false },
  '/api/feedback/user/:uuid': { assessmentId: WELL_FORMED_SECRET, relationshipType: 'friend', strengths: ['Gentil'], improvements: [] },
  '/api/feedback/user/:uuid/ocean': { assessmentId: WELL_FORMED_SECRET, answers: othersOceanAnswers() },
  '/api/payment/preference': { plan: 'monthly' },
  '/api/user/premium': { isPremium: true, months: 1, paymentId: '123' },
  '/api/account': { confirm: 'EXCLUIR', password: 'errada-de-proposito' },
}

function bodyFor(route: RouteEntry) {
  const valid = VALID_BODIES[route.url]
  const answerKeys = [...DISC_OTHERS_QUESTIONS.slice(0, 3).map((q) => q.id), 'q1', 'O1']
  const variants: fc.Arbitrary<unknown>[] = [
    value,
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 }),
    fc.string({ maxLength: 200 }).map((raw) => ({ raw })),
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

const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 })
const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'garbage',
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png'),
    cookie: fc.oneof(
      headerText,
      headerText.map((v) => `espelho_session=${encodeURIComponent(v)}`),
      headerText.map((v) => `espelho_anon=${encodeURIComponent(v)}; espelho_session=x`),
    ),
    'x-forwarded-for': headerText,
    'accept-language': headerText,
    'user-agent': headerText,
    'x-signature': headerText,
    'x-request-id': headerText,
    'if-none-match': headerText,
    range: headerText,
  },
  { requiredKeys: [] },
)

function requestFor(route: RouteEntry) {
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string)
  return fc.record({
    signedIn: fc.boolean(),
    params: fc.tuple(...paramNames.map(() => fc.oneof(text, fc.constant('<real>')))),
    query: fc.dictionary(fc.oneof(fc.constantFrom('payment_id', 'id', 'plan', 'status', 'data.id', 'type', 'redirect', 'email', 'sessionData', 'code', 'state'), text), fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 4 }),
    headers,
    body: route.method === 'GET' || route.method === 'DELETE' ? fc.option(bodyFor(route), { nil: undefined }) : bodyFor(route),
    rawJson: fc.boolean(),
  })
}

describeWithPayments(
  'bad input at scale (fast-check)',
  (ctx) => {
    let owner: Awaited<ReturnType<typeof seedFullUser>>
    let userId: number

    beforeAll(async () => {
      owner = await seedFullUser(ctx.app, ctx.database.db, { username: 'Alvo do Fuzz' })
      userId = owner.userId
    })

    /** A fresh session for the signed-in cases: a fuzzed logout must not sign out the next case. */
    async function freshSession() {
      const token = randomToken(32)
      await ctx.database.db.execute(
        sql`insert into sessions (id, user_id, expires_at) values (${sha256(token)}, ${userId}, now() + interval '1 day')`,
      )
      return `espelho_session=${token}`
    }

    for (const route of ROUTES) {
      it(`${route.method} ${route.url}: never a 5xx, nothing stored when refused`, async () => {
        await fc.assert(
          fc.asyncProperty(requestFor(route), async (input) => {
            const realParams: Record<string, string> = { uuid: owner.publicId, id: '1', preferenceId: 'x' }
            let index = 0
            const url =
              route.url.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => {
                const generated = input.params[index++] as string
                return encodePathPiece(generated === '<real>' ? (realParams[name] ?? 'x') : generated)
              }) + queryString(input.query)
            const requestHeaders: Record<string, string> = { ...input.headers, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }
            if (input.signedIn) requestHeaders.cookie = await freshSession()
            const payload =
              input.body === undefined ? undefined : typeof input.body === 'object' && input.body !== null && 'raw' in input.body && Object.keys(input.body).length === 1
                ? String((input.body as { raw: unknown }).raw)
                : JSON.stringify(input.body)
            if (payload !== undefined && !requestHeaders['content-type'] && !input.rawJson) requestHeaders['content-type'] = 'application/json'

            const before = await tableCounts(ctx.database.db)
            const response = await ctx.app.inject({
              method: route.method as 'GET',
              url,
              headers: requestHeaders,
              ...(payload !== undefined ? { payload } : {}),
            })
            expect(response.statusCode, `${route.method} ${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500)
            if (response.statusCode >= 400) {
              const after = await tableCounts(ctx.database.db)
              expect(after, `${route.method} ${url} answered ${response.statusCode} but changed data`).toEqual(before)
              if (String(response.headers['content-type']).startsWith('text/html')) {
                // A plain HTML form's route (issue 32) answers with its page (this app has no server
                // render; tests/server/self-test-forms.test.ts and giver-form.test.ts read the message).
                expect(response.body.startsWith('<!doctype html>'), 'a refused form step answers with its page').toBe(true)
              } else if (url.startsWith('/api/')) expect(typeof response.json().error, 'a 4xx from the API explains itself').toBe('string')
            }
          }),
          { numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: 60_000 },
        )
      }, 120_000)
    }
  },
  () => ({ ...PROOF_LIMITS, loginRateLimit: 1_000_000, registerRateLimit: 1_000_000, paymentRateLimit: 1_000_000 }),
)
