// Issue 45, item 2: login, register and reset-password as posted HTML forms (never GET with the
// password in the address), their refusals carried back without the password, the same-origin rule
// on them, no Referer from the auth and gift pages, and gift links with the code in the fragment.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { AUTH_FORM_ACTIONS, isAuthFormState, type AuthFormState } from '#shared/forms/auth-forms'
import { AUTH_MESSAGES } from '#shared/schemas/auth'
import { api, cookieFrom, describeWithApp, registerUser, rows, TEST_ORIGIN, uniqueEmail, type TestContext } from '#test/app'

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const SAME_ORIGIN = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }

function post(ctx: TestContext, url: string, fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...FORM, ...headers, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  })
}

/** The refusal the page is told about (the cookie scoped to it), decoded. */
function flashOf(response: LightMyRequestResponse): { state: AuthFormState; raw: string; path: string | undefined } {
  const cookie = response.cookies.find((c) => c.name === 'espelho_auth_form' && c.value !== '')
  if (!cookie) throw new Error(`no refusal cookie: ${JSON.stringify(response.headers)}`)
  const state: unknown = JSON.parse(Buffer.from(cookie.value, 'base64url').toString('utf8'))
  if (!isAuthFormState(state)) throw new Error('not a refusal')
  return { state, raw: cookie.value, path: cookie.path }
}

const sessionOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name.endsWith('espelho_session') && c.value !== '')

async function resetToken(ctx: TestContext, email: string) {
  await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
  await ctx.app.emailDispatcher.runOnce()
  const [message] = await rows<{ text: string }>(
    ctx.database.db,
    sql`select text from sandbox_emails where to_address = ${email} and text like ${'%/reset-password?token=%'} order by id desc limit 1`,
  )
  const token = message?.text.match(/token=([\w-]+)/)?.[1]
  if (!token) throw new Error(`no reset mail for ${email}`)
  return token
}

describeWithApp('auth forms without JavaScript (issue 45)', (ctx) => {
  describe('POST /api/forms/login', () => {
    it('signs in and answers 303 to /results, or to the page it came for', async () => {
      const { email, password } = await registerUser(ctx.app)
      const signedIn = await post(ctx, AUTH_FORM_ACTIONS.login, { email, password })
      expect(signedIn.statusCode).toBe(303)
      expect(signedIn.headers.location).toBe('/results')
      expect(signedIn.headers['referrer-policy']).toBe('strict-origin')
      const me = await api(ctx.app, 'GET', '/api/auth/me', { cookie: cookieFrom(signedIn) })
      expect(me.statusCode).toBe(200)
      expect(me.json().email).toBe(email)

      const back = await post(ctx, AUTH_FORM_ACTIONS.login, { email, password, redirect: '/gift/redeem' })
      expect(back.headers.location).toBe('/gift/redeem')
      // Never another site.
      for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/a\r\nSet-Cookie: x=1']) {
        const answer = await post(ctx, AUTH_FORM_ACTIONS.login, { email, password, redirect })
        expect(answer.statusCode).toBe(303)
        expect(answer.headers.location).toBe('/results')
      }
    })

    it('refused: 303 back to /login with the message and the e-mail, never the password, in a cookie of that page', async () => {
      const { email } = await registerUser(ctx.app)
      const password = 'senha-errada-SEGREDO'
      const refused = await post(ctx, AUTH_FORM_ACTIONS.login, { email, password, redirect: '/gift/redeem' })
      expect(refused.statusCode).toBe(303)
      expect(refused.headers.location).toBe('/login?redirect=%2Fgift%2Fredeem')
      expect(sessionOf(refused)).toBeUndefined()
      const flash = flashOf(refused)
      expect(flash.path).toBe('/login')
      expect(flash.state).toEqual({ form: 'login', title: AUTH_MESSAGES.loginFailedTitle, description: AUTH_MESSAGES.invalidCredentials, email })
      expect(JSON.stringify(refused.headers)).not.toContain('SEGREDO')
      expect(Buffer.from(flash.raw, 'base64url').toString('utf8')).not.toContain('SEGREDO')

      // The page shows it once: its GET forgets it; its Referer is the origin only.
      const page = await ctx.app.inject({ method: 'GET', url: '/login', headers: { cookie: `espelho_auth_form=${flash.raw}` } })
      expect(page.statusCode).toBe(200)
      expect(page.headers['referrer-policy']).toBe('strict-origin')
      const cleared = page.cookies.find((c) => c.name === 'espelho_auth_form')
      expect(cleared?.value).toBe('')
      expect(cleared?.path).toBe('/login')
    })

    it('a malformed post (repeated fields) is refused in Portuguese, never a 500', async () => {
      const answer = await ctx.app.inject({ method: 'POST', url: AUTH_FORM_ACTIONS.login, headers: { ...FORM, ...SAME_ORIGIN }, payload: 'email=a%40b.c&email=d%40e.f&password=x' })
      expect(answer.statusCode).toBe(303)
      expect(flashOf(answer).state.description).toBe(AUTH_MESSAGES.invalidCredentials)
    })

    it('refuses another site (the same-origin rule of every API post): 403, no session', async () => {
      const { email, password } = await registerUser(ctx.app)
      const sites: Record<string, string>[] = [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site' }]
      for (const headers of sites) {
        const answer = await post(ctx, AUTH_FORM_ACTIONS.login, { email, password }, headers)
        expect(answer.statusCode).toBe(403)
        expect(sessionOf(answer)).toBeUndefined()
      }
    })
  })

  describe('POST /api/forms/register', () => {
    it('creates the account, signs in and answers 303', async () => {
      const email = uniqueEmail('form')
      const password = 'cavalo-bateria-77'
      const created = await post(ctx, AUTH_FORM_ACTIONS.register, { username: 'Ana Form', email, password, confirmPassword: password })
      expect(created.statusCode).toBe(303)
      expect(created.headers.location).toBe('/results')
      const me = await api(ctx.app, 'GET', '/api/auth/me', { cookie: cookieFrom(created) })
      expect(me.json().email).toBe(email)
    })

    it('refused (e-mail taken, passwords differ): back to /register with the JSON route message and the e-mail', async () => {
      const { email } = await registerUser(ctx.app)
      const taken = await post(ctx, AUTH_FORM_ACTIONS.register, { username: 'Outra', email, password: 'cavalo-bateria-77', confirmPassword: 'cavalo-bateria-77' })
      expect(taken.statusCode).toBe(303)
      expect(taken.headers.location).toBe('/register')
      expect(flashOf(taken).state).toEqual({ form: 'register', title: AUTH_MESSAGES.registerFailedTitle, description: AUTH_MESSAGES.emailTaken, email })
      const differ = await post(ctx, AUTH_FORM_ACTIONS.register, { username: 'Outra', email: uniqueEmail(), password: 'cavalo-bateria-77', confirmPassword: 'outra-senha-99' })
      expect(flashOf(differ).state.description).toBe(AUTH_MESSAGES.passwordsDiffer)
    })

    it('refuses another site: 403, no account', async () => {
      const email = uniqueEmail('evil')
      const answer = await post(ctx, AUTH_FORM_ACTIONS.register, { username: 'X', email, password: 'cavalo-bateria-77', confirmPassword: 'cavalo-bateria-77' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
      expect(answer.statusCode).toBe(403)
      const found = await rows(ctx.database.db, sql`select 1 from users where email = ${email}`)
      expect(found).toHaveLength(0)
    })
  })

  describe('POST /api/forms/reset-password', () => {
    it('sets the new password, signs in and answers 303 to /results', async () => {
      const { email } = await registerUser(ctx.app)
      const token = await resetToken(ctx, email)
      const password = 'nova-senha-forte-31'
      const reset = await post(ctx, AUTH_FORM_ACTIONS.resetPassword, { token, password, confirmPassword: password })
      expect(reset.statusCode).toBe(303)
      expect(reset.headers.location).toBe('/results')
      expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie: cookieFrom(reset) })).statusCode).toBe(200)
      const login = await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })
      expect(login.statusCode).toBe(200)
    })

    it('refused: back to the same link with the message (a used link says so)', async () => {
      const { email } = await registerUser(ctx.app)
      const token = await resetToken(ctx, email)
      const differ = await post(ctx, AUTH_FORM_ACTIONS.resetPassword, { token, password: 'nova-senha-forte-31', confirmPassword: 'outra' })
      expect(differ.statusCode).toBe(303)
      expect(differ.headers.location).toBe(`/reset-password?token=${token}`)
      expect(flashOf(differ).state).toMatchObject({ form: 'resetPassword', description: AUTH_MESSAGES.passwordsDiffer, email: '' })
      expect(flashOf(differ).path).toBe('/reset-password')
      const bogus = await post(ctx, AUTH_FORM_ACTIONS.resetPassword, { token: 'nao-existe', password: 'nova-senha-forte-31', confirmPassword: 'nova-senha-forte-31' })
      expect(flashOf(bogus).state.description).toMatch(/link/i)
    })

    it('refuses another site: 403, the password unchanged', async () => {
      const { email, password: before } = await registerUser(ctx.app)
      const token = await resetToken(ctx, email)
      const answer = await post(ctx, AUTH_FORM_ACTIONS.resetPassword, { token, password: 'nova-senha-forte-31', confirmPassword: 'nova-senha-forte-31' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
      expect(answer.statusCode).toBe(403)
      expect((await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password: before } })).statusCode).toBe(200)
    })
  })

  describe('Referrer-Policy and gift links', () => {
    it('the auth and gift pages send only their origin as Referer; other pages keep the default', async () => {
      for (const url of ['/login', '/register', '/forgot-password', '/reset-password?token=abc', '/verify-email?token=abc', '/gift', '/gift/redeem']) {
        const page = await ctx.app.inject({ method: 'GET', url })
        expect(page.headers['referrer-policy'], url).toBe('strict-origin')
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/pricing' })).headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    })

    it('an old ?code= gift link moves the code into the fragment (303), a bad one is dropped', async () => {
      const code = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ23-4567-89AB'
      const moved = await ctx.app.inject({ method: 'GET', url: `/gift/redeem?code=${code.toLowerCase().replaceAll('-', '')}` })
      expect(moved.statusCode).toBe(303)
      expect(moved.headers.location).toBe(`/gift/redeem#code=${code}`)
      expect(moved.headers['referrer-policy']).toBe('strict-origin')
      const bad = await ctx.app.inject({ method: 'GET', url: '/gift/redeem?code=%3Cscript%3E' })
      expect(bad.statusCode).toBe(303)
      expect(bad.headers.location).toBe('/gift/redeem')
    })
  })
})
