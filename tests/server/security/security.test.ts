import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { COMMON_PASSWORD_MESSAGE } from '#shared/schemas/common-passwords'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { giveFeedback, giveFeedbackAsBrowser, othersAnswers, othersOceanAnswers, postAssessment } from '#test/feedback'
import { describeWithPayments, payAtSandbox, payThroughCheckout } from '#test/payment'
import { api, cookieFrom, describeWithApp, registerUser, uniqueEmail, rows, TEST_ORIGIN } from '#test/app'
import { oceanAnswers, parallelAnswers, PROOF_LIMITS, seedFullUser, selfDiscAnswers, SURVEY_ANSWERS, tableCounts } from '#test/fixtures'
import { fillParams, listRoutes, UNSAFE_METHODS, type RouteEntry } from '#test/routes'
import type { Db } from '#server/db/client'
import { sha256 } from '#server/lib/tokens'
import { issueEmailToken } from '#server/modules/email/email-tokens'

interface Attempt {
  url: string
  body?: unknown
  cookie?: string
  /** A plain HTML form's route (issue 32): its body is a form's, and success is its 303. */
  form?: boolean
}

const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' }

/**
 * For each state-changing route, a request that succeeds when sent from our own origin. The CSRF
 * sweep sends it cross-site and expects a refusal, then same-origin and expects success, so the
 * refusal is proven to come from the origin check and nothing else. A route missing here fails
 * the sweep: every new route must be added.
 */
const VALID_REQUESTS: Record<string, (app: FastifyInstance) => Promise<Attempt>> = {
  'POST /api/auth/register': async () => {
    const email = uniqueEmail('csrf')
    return { url: '/api/auth/register', body: { username: 'Nova Pessoa', email, password: 'cavalo-bateria-77', confirmPassword: 'cavalo-bateria-77' } }
  },
  'POST /api/auth/login': async (app) => {
    const { email, password } = await registerUser(app)
    return { url: '/api/auth/login', body: { email, password } }
  },
  'POST /api/auth/logout': async (app) => ({ url: '/api/auth/logout', body: {}, cookie: (await registerUser(app)).cookie }),
  'POST /api/auth/change-password': async (app) => {
    const { cookie, password } = await registerUser(app)
    return { url: '/api/auth/change-password', body: { currentPassword: password, newPassword: 'cavalo-bateria-88', confirmPassword: 'cavalo-bateria-88' }, cookie }
  },
  'POST /api/assessment': async (app) => ({
    url: '/api/assessment',
    body: { answers: selfDiscAnswers('S'), isSelf: true },
    cookie: (await registerUser(app)).cookie,
  }),
  'POST /api/assessment/parallel': async (app) => ({
    url: '/api/assessment/parallel',
    body: { answers: parallelAnswers(['C']) },
    cookie: (await registerUser(app)).cookie,
  }),
  'POST /api/ocean-assessment': async (app) => ({
    url: '/api/ocean-assessment',
    body: { answers: oceanAnswers(2), isSelf: true },
    cookie: (await registerUser(app)).cookie,
  }),
  'POST /api/survey/submit': async (app) => ({ url: '/api/survey/submit', body: SURVEY_ANSWERS, cookie: (await registerUser(app)).cookie }),
  'POST /api/forms/disc': async () => ({
    url: '/api/forms/disc',
    body: `question=${DISC_SELF_QUESTIONS[0]!.id}&seed=1&answer=${DISC_SELF_QUESTIONS[0]!.options[0]!.id}`,
    form: true,
  }),
  'DELETE /api/forms/disc': async () => ({ url: '/api/forms/disc' }),
  'POST /api/forms/ocean': async (app) => ({
    url: '/api/forms/ocean',
    body: `question=${OCEAN_QUESTION_IDS[0]!}&seed=1&answer=3`,
    cookie: (await registerUser(app)).cookie,
    form: true,
  }),
  'DELETE /api/forms/ocean': async () => ({ url: '/api/forms/ocean' }),
  'POST /api/feedback/user/:uuid/form': async (app) => {
    const owner = await registerUser(app)
    return {
      url: `/api/feedback/user/${owner.user.userId as string}/form`,
      body: `step=question&index=0&seed=1&answer=${DISC_OTHERS_QUESTIONS[0]!.options[0]!.id}`,
      form: true,
    }
  },
  'POST /api/feedback/user/:uuid/assessment': async (app) => {
    const owner = await registerUser(app)
    return {
      url: `/api/feedback/user/${owner.user.userId as string}/assessment`,
      body: { answers: othersAnswers(['C']), isSelf: false },
      cookie: (await registerUser(app)).cookie,
    }
  },
  'POST /api/feedback/user/:uuid': async (app) => {
    const owner = await registerUser(app)
    const uuid = owner.user.userId as string
    const assessment = await postAssessment(app, uuid, ['D'])
    return {
      url: `/api/feedback/user/${uuid}`,
      body: { assessmentId: assessment.json().id, relationshipType: 'friend', strengths: ['Corajosa'], improvements: [] },
      cookie: (await registerUser(app)).cookie,
    }
  },
  'POST /api/payment/preference': async (app) => ({
    url: '/api/payment/preference',
    body: { plan: 'monthly' },
    cookie: (await registerUser(app)).cookie,
  }),
  // Payment area (issue 36): PIX.
  'POST /api/payment/pix': async (app) => ({
    url: '/api/payment/pix',
    body: { plan: 'monthly' },
    cookie: (await registerUser(app)).cookie,
  }),
  'POST /api/gifts/redeem': async (app) => {
    const buyer = await registerUser(app)
    const created = await api(app, 'POST', '/api/payment/preference', { cookie: buyer.cookie, body: { plan: 'monthly', gift: true } })
    const { paymentId } = await payAtSandbox(app, created.json().preference.id, 'approve')
    await api(app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie: buyer.cookie })
    const [gift] = (await api(app, 'GET', '/api/gifts', { cookie: buyer.cookie })).json().bought
    return { url: '/api/gifts/redeem', body: { code: gift.code }, cookie: (await registerUser(app)).cookie }
  },
  'PUT /api/user/premium': async (app) => {
    const { cookie } = await registerUser(app)
    const { paymentId } = await payThroughCheckout(app, cookie, 'monthly')
    return { url: '/api/user/premium', body: { isPremium: true, months: 1, paymentId }, cookie }
  },
  'DELETE /api/account': async (app) => {
    const { cookie, password } = await registerUser(app)
    return { url: '/api/account', body: { confirm: 'EXCLUIR', password }, cookie }
  },
  // Big Five 360 (issue 17): the optional step, from the browser that gave the feedback.
  'POST /api/feedback/user/:uuid/ocean': async (app) => {
    const uuid = (await registerUser(app)).user.userId as string
    const { assessmentId, cookie } = await giveFeedbackAsBrowser(app, uuid)
    // A signed-in giver: the browser's giver cookie and their own session, which must survive.
    const session = (await registerUser(app)).cookie
    return { url: `/api/feedback/user/${uuid}/ocean`, body: { assessmentId, answers: othersOceanAnswers() }, cookie: `${cookie}; ${session}` }
  },
  // Feedback rounds (issue 36): opening a new round.
  'POST /api/feedback/rounds': async (app) => ({ url: '/api/feedback/rounds', body: {}, cookie: (await registerUser(app)).cookie }),
  // Sharing (issue 15): turning the public result page on and off needs a DISC result.
  'POST /api/share/result-link': async (app) => {
    const { cookie } = await registerUser(app)
    await api(app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers('I'), isSelf: true }, cookie })
    return { url: '/api/share/result-link', body: {}, cookie }
  },
  'DELETE /api/share/result-link': async (app) => {
    const { cookie } = await registerUser(app)
    await api(app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers('I'), isSelf: true }, cookie })
    await api(app, 'POST', '/api/share/result-link', { body: {}, cookie })
    return { url: '/api/share/result-link', cookie }
  },
  // Comparing with someone (issue 47): both people need their self DISC and Big Five.
  'PUT /api/norms/consent': async (app) => ({ url: '/api/norms/consent', body: { consent: true }, cookie: (await registerUser(app)).cookie }),
  'POST /api/funnel/step': async () => ({ url: '/api/funnel/step', body: { step: 'test_started' } }),
  'POST /api/compare/invitations': async (app) => ({ url: '/api/compare/invitations', body: {}, cookie: (await personWithTests(app)).cookie }),
  'POST /api/compare/invitations/accept': async (app) => ({
    url: '/api/compare/invitations/accept',
    body: { token: await compareToken(app) },
    cookie: (await personWithTests(app)).cookie,
  }),
  'POST /api/compare/invitations/refuse': async (app) => ({
    url: '/api/compare/invitations/refuse',
    body: { token: await compareToken(app) },
    cookie: (await personWithTests(app)).cookie,
  }),
  'POST /api/compare/invitations/:id/renew': async (app) => {
    const { cookie } = await personWithTests(app)
    const created = await api(app, 'POST', '/api/compare/invitations', { body: {}, cookie })
    return { url: `/api/compare/invitations/${(created.json() as { id: string }).id}/renew`, body: {}, cookie }
  },
  'DELETE /api/compare/:id': async (app) => {
    const invitee = await personWithTests(app)
    const accepted = await api(app, 'POST', '/api/compare/invitations/accept', { body: { token: await compareToken(app) }, cookie: invitee.cookie })
    return { url: `/api/compare/${(accepted.json() as { id: string }).id}`, cookie: invitee.cookie }
  },
  // Email (issue 13): the tokens a person would find in their mail, read from the outbox.
  'POST /api/auth/forgot-password': async (app) => ({ url: '/api/auth/forgot-password', body: { email: (await registerUser(app)).email } }),
  'POST /api/auth/reset-password': async (app) => {
    const { email } = await registerUser(app)
    await api(app, 'POST', '/api/auth/forgot-password', { body: { email } })
    return { url: '/api/auth/reset-password', body: { token: await queuedToken(app, email, 'password_reset'), password: 'senha-nova-boa-1', confirmPassword: 'senha-nova-boa-1' } }
  },
  // Issue 45: the same three as plain HTML forms.
  'POST /api/forms/login': async (app) => {
    const { email, password } = await registerUser(app)
    return { url: '/api/forms/login', body: new URLSearchParams({ email, password }).toString(), form: true }
  },
  'POST /api/forms/register': async () => {
    const email = uniqueEmail('csrf-form')
    return { url: '/api/forms/register', body: new URLSearchParams({ username: 'Nova Pessoa', email, password: 'cavalo-bateria-77', confirmPassword: 'cavalo-bateria-77' }).toString(), form: true }
  },
  'POST /api/forms/reset-password': async (app) => {
    const { email } = await registerUser(app)
    await api(app, 'POST', '/api/auth/forgot-password', { body: { email } })
    const token = await queuedToken(app, email, 'password_reset')
    return { url: '/api/forms/reset-password', body: new URLSearchParams({ token, password: 'senha-nova-boa-1', confirmPassword: 'senha-nova-boa-1' }).toString(), form: true }
  },
  'POST /api/auth/verify-email': async (app) => {
    const { email } = await registerUser(app)
    return { url: '/api/auth/verify-email', body: { token: await queuedToken(app, email, 'verify_email') } }
  },
  'POST /api/auth/verify-email/resend': async (app) => ({ url: '/api/auth/verify-email/resend', cookie: (await registerUser(app)).cookie }),
  'PUT /api/email/preferences': async (app) => ({
    url: '/api/email/preferences',
    body: { feedbackDigests: false, premiumReminders: false },
    cookie: (await registerUser(app)).cookie,
  }),
  'POST /api/email/unsubscribe': async (app) => {
    const { user } = await registerUser(app)
    const token = await issueEmailToken(app.database.db, { userId: user.id as number, purpose: 'unsubscribe_digests' })
    return { url: '/api/email/unsubscribe', body: { token } }
  },
}

/** A link's token as the queued message carries it. */
async function queuedToken(app: FastifyInstance, email: string, kind: string) {
  const [row] = await rows<{ token: string }>(
    app.database.db,
    sql`select payload->>'token' as token from email_outbox where to_address = ${email} and kind = ${kind} order by id desc limit 1`,
  )
  return row?.token ?? ''
}

/** A signed-in person with a self DISC and a Big Five (issue 47: what comparing needs). */
async function personWithTests(app: FastifyInstance) {
  const account = await registerUser(app)
  await api(app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers('I'), isSelf: true }, cookie: account.cookie })
  await api(app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswers(4), isSelf: true }, cookie: account.cookie })
  return account
}

/** A fresh invitation's token, as its link carries it. */
async function compareToken(app: FastifyInstance) {
  const { cookie } = await personWithTests(app)
  const created = await api(app, 'POST', '/api/compare/invitations', { body: {}, cookie })
  return new URL((created.json() as { url: string }).url).hash.replace(/^#token=/, '')
}

/**
 * Signature-authenticated, posted by a mail provider with the link's token (RFC 8058 one-click
 * unsubscribe), or not part of the product's API: exempt from the origin rule by design.
 */
const CSRF_EXEMPT = (route: RouteEntry) =>
  route.url === '/api/payment/webhook' || route.url === '/api/email/unsubscribe/one-click' || !route.url.startsWith('/api/')

/** Spellings of an /api address that Fastify's router decodes to the same route (issue 45). */
function encodedSpellings(url: string) {
  return [url.replace(/^\/api\//, '/%61pi/'), url.replace(/^\/api\//, '/%61%70%69/')]
}

const CROSS_SITE_HEADERS: Record<string, Record<string, string>> = {
  'cross-site fetch': { origin: 'https://malicioso.example', 'sec-fetch-site': 'cross-site' },
  'same-site subdomain': { origin: 'https://blog.espelho.app', 'sec-fetch-site': 'same-site' },
  'foreign Origin only (old browser)': { origin: 'https://malicioso.example', 'sec-fetch-site': '' },
  'null Origin (sandboxed iframe)': { origin: 'null', 'sec-fetch-site': '' },
}

/** Everything an attack could change: row counts, and premium time (which changes no count). */
async function snapshot(db: Db) {
  const [premium] = await rows<{ total: string }>(
    db,
    sql`select coalesce(sum(extract(epoch from premium_until)), 0)::text as total from users`,
  )
  return { ...(await tableCounts(db)), premium: premium?.total }
}

describeWithPayments(
  'security: CSRF on every state-changing route',
  (ctx) => {
    it('refuses each one from another origin, changing nothing, and accepts it from ours', async () => {
      const routes = (await listRoutes(ctx.app)).filter((r) => UNSAFE_METHODS.has(r.method) && !CSRF_EXEMPT(r))
      expect(routes.length).toBeGreaterThanOrEqual(Object.keys(VALID_REQUESTS).length)
      const problems: string[] = []
      for (const route of routes) {
        const key = `${route.method} ${route.url}`
        const make = VALID_REQUESTS[key]
        if (!make) {
          problems.push(`${key}: no valid request known; add one to VALID_REQUESTS`)
          continue
        }
        const attempt = await make(ctx.app)
        // Each route's plain address and the spellings the router decodes to it (issue 45).
        for (const url of [attempt.url, ...encodedSpellings(attempt.url)]) {
          for (const [label, headers] of Object.entries(CROSS_SITE_HEADERS)) {
            const before = await snapshot(ctx.database.db)
            const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''))
            const response = await ctx.app.inject({
              method: route.method as 'POST',
              url,
              headers: { ...sent, ...(attempt.form ? FORM_HEADERS : {}), ...(attempt.cookie ? { cookie: attempt.cookie } : {}) },
              ...(attempt.body !== undefined ? { payload: attempt.body as object } : {}),
            })
            if (response.statusCode !== 403 || response.json().error !== CSRF_MESSAGE) {
              problems.push(`${key} as ${url} (${label}): ${response.statusCode} ${response.body.slice(0, 120)}`)
            }
            const after = await snapshot(ctx.database.db)
            if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${key} as ${url} (${label}) changed data`)
          }
        }
        if (attempt.cookie && (await api(ctx.app, 'GET', '/api/auth/me', { cookie: attempt.cookie })).statusCode !== 200) {
          problems.push(`${key}: the session did not survive the refused requests`)
        }
        const control = await api(ctx.app, route.method, attempt.url, {
          body: attempt.body,
          cookie: attempt.cookie,
          ...(attempt.form ? { headers: FORM_HEADERS } : {}),
        })
        if (control.statusCode >= (attempt.form ? 400 : 300)) problems.push(`${key}: same-origin control failed with ${control.statusCode} ${control.body.slice(0, 120)}`)
      }
      expect(problems).toEqual([])
      // Each route three times (its address and two encoded spellings) under four cross-site headers.
    }, 120_000)

    it('applies the origin and JSON-only rules to the route matched, whatever spelling of /api reaches it', async () => {
      const { email, password } = await registerUser(ctx.app)
      const form = `email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`
      const spellings = [
        '/%61pi/auth/login', '/%61%70%69/auth/login', '/api/%61uth/login', '/api/auth/l%6Fgin', '/%2561pi/auth/login',
        '/api%2Fauth/login', '/api/auth%2Flogin', '/API/auth/login', '/Api/auth/login', '//api/auth/login', '/api//auth/login',
        '/./api/auth/login', '/x/../api/auth/login', '/api/auth/login/', '/api/auth/login?', '/api/auth/login;x', '/api/auth/login%20',
      ]
      const before = await snapshot(ctx.database.db)
      for (const url of spellings) {
        for (const [label, headers] of Object.entries(CROSS_SITE_HEADERS)) {
          const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''))
          const response = await ctx.app.inject({ method: 'POST', url, headers: { ...sent, ...FORM_HEADERS }, payload: form })
          expect(response.statusCode, `${url} (${label}): ${response.body.slice(0, 120)}`).toBeGreaterThanOrEqual(400)
          expect(response.statusCode, `${url} (${label})`).toBeLessThan(500)
          expect(response.cookies.filter((c) => c.value !== ''), `${url} (${label}) gave a cookie`).toEqual([])
        }
        // From our own origin a form body is still refused on a JSON route, whatever the spelling.
        const own = await ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', ...FORM_HEADERS }, payload: form })
        expect(own.statusCode, `${url} (same origin, form body): ${own.body.slice(0, 120)}`).toBeGreaterThanOrEqual(400)
        expect(own.cookies.filter((c) => c.value !== ''), `${url} (same origin, form body) gave a cookie`).toEqual([])
      }
      const register = await ctx.app.inject({
        method: 'POST',
        url: '/%61pi/auth/register',
        headers: { ...CROSS_SITE_HEADERS['cross-site fetch'], ...FORM_HEADERS },
        payload: `username=X&email=${encodeURIComponent(uniqueEmail('enc'))}&password=cavalo-bateria-77&confirmPassword=cavalo-bateria-77`,
      })
      expect(register.statusCode).toBe(403)
      expect(await snapshot(ctx.database.db)).toEqual(before)
      // A same-origin JSON request with the encoded spelling still works: only the rules moved.
      const json = await api(ctx.app, 'POST', '/%61pi/auth/login', { body: { email, password } })
      expect(json.statusCode).toBe(200)
      // An unknown address under an encoded /api answers the API's JSON 404, not a page.
      const missing = await api(ctx.app, 'GET', '/%61pi/nada-aqui')
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error).toBe(ERROR_MESSAGES.notFound)
    })

    it('refuses form and text bodies, which a cross-site page can send without asking', async () => {
      const { cookie } = await registerUser(ctx.app)
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', 'plan=monthly'],
        ['text/plain', '{"plan":"monthly"}'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="plan"\r\n\r\nmonthly\r\n--x--'],
      ] as const) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/payment/preference',
          headers: { 'content-type': type, cookie, origin: TEST_ORIGIN },
          payload,
        })
        expect(response.statusCode, type).toBe(415)
        expect(response.json().error).toBe(ERROR_MESSAGES.mediaType)
      }
    })
  },
  () => PROOF_LIMITS,
)

describeWithApp(
  'security: session cookie on https',
  (ctx) => {
    it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
      const password = 'cavalo-bateria-77'
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'https://www.espelho.app', 'sec-fetch-site': 'same-origin' },
        payload: { username: 'Segura', email: uniqueEmail(), password, confirmPassword: password },
      })
      expect(response.statusCode).toBe(201)
      const header = String(response.headers['set-cookie'])
      expect(header).toMatch(/^__Host-espelho_session=[A-Za-z0-9_-]{43};/)
      expect(header).toMatch(/; Secure/)
      expect(header).toMatch(/; HttpOnly/)
      expect(header).toMatch(/; SameSite=Lax/)
      expect(header).toMatch(/; Path=\//)
      expect(header).not.toMatch(/Domain=/i)
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    })
  },
  { publicUrl: 'https://www.espelho.app', secureCookies: true },
)

describeWithApp('security: sessions and passwords', (ctx) => {
  it('sets an HttpOnly, SameSite=Lax cookie without Secure on plain http (localhost)', async () => {
    const response = await api(ctx.app, 'POST', '/api/auth/register', {
      body: { username: 'Local', email: uniqueEmail(), password: 'cavalo-bateria-77', confirmPassword: 'cavalo-bateria-77' },
    })
    const header = String(response.headers['set-cookie'])
    expect(header).toMatch(/^espelho_session=[A-Za-z0-9_-]{43}; .*HttpOnly/)
    expect(header).toMatch(/SameSite=Lax/)
    expect(header).not.toMatch(/Secure/)
  })

  it('never keeps a session token chosen before login (fixation), and ends the old one', async () => {
    const { email, password, cookie: earlier } = await registerUser(ctx.app)
    const planted = 'espelho_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    for (const cookie of [planted, earlier]) {
      const response = await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password }, cookie })
      expect(response.statusCode).toBe(200)
      const issued = cookieFrom(response)
      expect(issued).toMatch(/^espelho_session=/)
      expect(issued).not.toBe(cookie)
      expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(401)
      expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie: issued })).statusCode).toBe(200)
    }
  })

  it('logout deletes the session on the server: a copied cookie stops working', async () => {
    const { cookie } = await registerUser(ctx.app)
    const before = await tableCounts(ctx.database.db)
    expect((await api(ctx.app, 'POST', '/api/auth/logout', { cookie })).statusCode).toBe(200)
    expect((await tableCounts(ctx.database.db)).sessions).toBe(before.sessions - 1)
    for (const url of ['/api/auth/me', '/api/feedback/stats', '/api/account/export']) {
      expect((await api(ctx.app, 'GET', url, { cookie })).statusCode, url).toBe(401)
    }
  })

  it('stores passwords only as argon2id hashes with the OWASP parameters', async () => {
    await registerUser(ctx.app)
    const hashes = await rows<{ password_hash: string }>(ctx.database.db, sql`select password_hash from users where password_hash is not null`)
    expect(hashes.length).toBeGreaterThan(0)
    for (const { password_hash } of hashes) expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/)
  })

  it.each(['123456', 'senha123', 'Flamengo', 'BRASIL', ' qwerty123 ', 'corinthians', '12345678', 'password'])(
    'refuses the common password %j at registration, creating nothing',
    async (password) => {
      const before = await tableCounts(ctx.database.db)
      const response = await api(ctx.app, 'POST', '/api/auth/register', {
        body: { username: 'Comum', email: uniqueEmail(), password, confirmPassword: password },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(COMMON_PASSWORD_MESSAGE)
      expect(await tableCounts(ctx.database.db)).toEqual(before)
    },
  )

  it('still lets an existing account log in with any password it already has', async () => {
    // The list applies to choosing a password, not to logging in.
    const { email } = await registerUser(ctx.app)
    const { hashPassword } = await import('#server/modules/auth/password')
    await ctx.database.db.execute(sql`update users set password_hash = ${await hashPassword('senha123')} where email = ${email}`)
    expect((await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'senha123' } })).statusCode).toBe(200)
  })
})

describeWithApp(
  'security: login brute force',
  (ctx) => {
    it('stops guessing after the limit, for the right password too, and says so in Portuguese', async () => {
      const { email, password } = await registerUser(ctx.app)
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) {
        statuses.push((await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password: `chute-${i}-xyz` } })).statusCode)
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
      const right = await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })
      expect(right.statusCode).toBe(429)
      expect(right.json().error).toBe(ERROR_MESSAGES.tooManyRequests)
      // Changing the email's case or spacing is the same account.
      const variant = await api(ctx.app, 'POST', '/api/auth/login', { body: { email: ` ${email.toUpperCase()}`, password } })
      expect(variant.statusCode).toBe(429)
    })
  },
  { loginRateLimit: 5 },
)

/** Values only the victim's data contains; none may reach another person. */
function markersOf(victim: { email: string; username: string; publicId: string; secret: string }) {
  return [victim.email, victim.username, victim.publicId, victim.secret]
}

describeWithPayments(
  'security: no endpoint returns another person\'s data',
  (ctx) => {
    it('answers every GET route, with the victim\'s ids filled in, without any of the victim\'s data', async () => {
      const secret = `Marcador${Date.now()}`
      const victim = await seedFullUser(ctx.app, ctx.database.db, { username: `Vitima ${secret.slice(-6)}` })
      await giveFeedback(ctx.app, victim.publicId, { strengths: [secret] })
      const { paymentId } = await payThroughCheckout(ctx.app, victim.cookie, 'monthly')
      const [ocean] = await rows<{ id: number }>(ctx.database.db, sql`select id from ocean_assessments where user_id = ${victim.userId}`)
      const intruder = await seedFullUser(ctx.app, ctx.database.db, { username: 'Intrusa Curiosa' })
      const markers = markersOf({ email: victim.email, username: victim.user.username as string, publicId: victim.publicId, secret })

      const params = { uuid: victim.publicId, id: String(ocean?.id), preferenceId: 'x', userId: victim.publicId }
      const queries = `?payment_id=${paymentId}&id=${victim.userId}&userId=${victim.publicId}`
      const problems: string[] = []
      const routes = (await listRoutes(ctx.app)).filter((r) => r.method === 'GET')
      for (const route of routes) {
        const url = fillParams(route.url, params) + queries
        for (const [who, cookie] of [['intruder', intruder.cookie], ['anonymous', undefined]] as const) {
          const response = await api(ctx.app, 'GET', url, { cookie })
          // The invite link is public by design: it names its owner (username and link id), nothing else.
          const allowed = route.url === '/api/feedback/user/:uuid' || route.url === '/feedback/user/:uuid' ? [markers[1], markers[2]] : []
          for (const marker of markers) {
            if (!allowed.includes(marker) && response.body.includes(marker)) problems.push(`${who} GET ${url} (${response.statusCode}) leaks "${marker}"`)
          }
        }
      }
      // The id-bearing routes answer as if the record did not exist.
      const oceanById = await api(ctx.app, 'GET', `/api/ocean-assessment/${ocean?.id}`, { cookie: intruder.cookie })
      expect(oceanById.statusCode).toBe(404)
      const status = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie: intruder.cookie })
      expect(status.statusCode).toBeGreaterThanOrEqual(400)
      expect(status.statusCode).toBeLessThan(500)
      expect(problems).toEqual([])
    })

    it('refuses to let one person use another\'s payment or another link\'s answers', async () => {
      const victim = await seedFullUser(ctx.app, ctx.database.db)
      const intruder = await seedFullUser(ctx.app, ctx.database.db)
      const { paymentId } = await payThroughCheckout(ctx.app, victim.cookie, 'quarterly')
      const before = await snapshot(ctx.database.db)
      const stolen = await api(ctx.app, 'PUT', '/api/user/premium', { cookie: intruder.cookie, body: { isPremium: true, months: 3, paymentId } })
      expect(stolen.statusCode).toBeGreaterThanOrEqual(400)
      expect(stolen.statusCode).toBeLessThan(500)
      expect(await snapshot(ctx.database.db)).toEqual(before)

      // Answers given on the victim's link cannot become feedback on the intruder's.
      const answers = await postAssessment(ctx.app, victim.publicId, ['I'])
      const secret = answers.json().id as string
      const writtenFor = async (giverSecret: string) =>
        rows<{ subject_user_id: number; strengths: string[] }>(
          ctx.database.db,
          sql`select f.subject_user_id, f.strengths from feedback f join disc_assessments d on d.id = f.assessment_id
              where d.giver_key = ${sha256(giverSecret)}`,
        )
      const moved = await api(ctx.app, 'POST', `/api/feedback/user/${intruder.publicId}`, {
        body: { assessmentId: secret, relationshipType: 'friend', strengths: ['Emprestado'], improvements: [] },
      })
      expect(moved.statusCode).toBe(400)
      expect(moved.json().error).toBe(FEEDBACK_MESSAGES.assessmentMismatch)
      expect(await writtenFor(secret)).toEqual([])

      // Issue 30: a stranger cannot attach their words to a giver's pending answers on the same link.
      // The giver sees no sequential id; guessing the row's id (or any number) is refused as malformed,
      // and a made-up secret as unknown; nothing is written, and the real giver's step 2 still works.
      expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/)
      const [pending] = await rows<{ id: number }>(ctx.database.db, sql`select id from disc_assessments where giver_key = ${sha256(secret)}`)
      expect(pending).toBeDefined()
      for (const guess of [pending?.id, String(pending?.id), (pending?.id ?? 0) + 1]) {
        const hijack = await api(ctx.app, 'POST', `/api/feedback/user/${victim.publicId}`, {
          body: { assessmentId: guess, relationshipType: 'family', strengths: ['Arrogante'], improvements: ['Mentiroso'] },
        })
        expect(hijack.statusCode, String(guess)).toBe(400)
        expect(hijack.json().error).toContain(FEEDBACK_MESSAGES.assessmentIdInvalid)
      }
      const madeUp = await api(ctx.app, 'POST', `/api/feedback/user/${victim.publicId}`, {
        body: { assessmentId: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', relationshipType: 'family', strengths: ['Arrogante'], improvements: [] },
      })
      expect(madeUp.statusCode).toBe(400)
      expect(madeUp.json().error).toBe(FEEDBACK_MESSAGES.assessmentMismatch)
      expect(await writtenFor(secret)).toEqual([])
      const own = await api(ctx.app, 'POST', `/api/feedback/user/${victim.publicId}`, {
        body: { assessmentId: secret, relationshipType: 'friend', strengths: ['Sincera'], improvements: [] },
      })
      expect(own.statusCode).toBe(201)
      expect(await writtenFor(secret)).toEqual([{ subject_user_id: victim.userId, strengths: ['Sincera'] }])
    })
  },
  () => PROOF_LIMITS,
)
