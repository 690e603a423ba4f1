import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect, it } from 'vitest'
import { AUTH_MESSAGES } from '#shared/schemas/auth'
import { COMMON_PASSWORD_MESSAGE } from '#shared/schemas/common-passwords'
import { TEXT_MESSAGES } from '#shared/schemas/text'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { api, cookieFrom, describeWithApp, registerUser, rows, TEST_ORIGIN } from '#test/app'

const PATH = '/api/auth/change-password'
const NEW_PASSWORD = 'outra-senha-boa-456'

async function login(app: FastifyInstance, email: string, password: string) {
  return api(app, 'POST', '/api/auth/login', { body: { email, password } })
}

async function signedIn(app: FastifyInstance, cookie: string) {
  return (await api(app, 'GET', '/api/auth/me', { cookie })).statusCode === 200
}

const change = (app: FastifyInstance, cookie: string, body: Record<string, unknown>) => api(app, 'POST', PATH, { cookie, body })

describeWithApp('POST /api/auth/change-password', (ctx) => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const person = await registerUser(ctx.app)
    const response = await change(ctx.app, person.cookie, { currentPassword: person.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordChanged, otherSessionsEnded: 0 })
    expect((await login(ctx.app, person.email, person.password)).statusCode).toBe(401)
    expect((await login(ctx.app, person.email, NEW_PASSWORD)).statusCode).toBe(200)
    // Stored as a fresh argon2id hash, never the text.
    const [row] = await rows<{ password_hash: string }>(ctx.database.db, sql`select password_hash from users where email = ${person.email}`)
    expect(row?.password_hash).toMatch(/^\$argon2id\$/)
    expect(row?.password_hash).not.toContain(NEW_PASSWORD)
  })

  it('ends every other session of the person and keeps this one (and other people\'s)', async () => {
    const person = await registerUser(ctx.app)
    const phone = cookieFrom(await login(ctx.app, person.email, person.password))
    const laptop = cookieFrom(await login(ctx.app, person.email, person.password))
    const someoneElse = await registerUser(ctx.app)
    expect(await signedIn(ctx.app, phone)).toBe(true)
    expect(await signedIn(ctx.app, laptop)).toBe(true)

    const response = await change(ctx.app, person.cookie, { currentPassword: person.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(response.json().otherSessionsEnded).toBe(2)
    expect(await signedIn(ctx.app, person.cookie)).toBe(true)
    expect(await signedIn(ctx.app, phone)).toBe(false)
    expect(await signedIn(ctx.app, laptop)).toBe(false)
    expect(await signedIn(ctx.app, someoneElse.cookie)).toBe(true)
    // This session keeps working for what needs a session.
    expect((await api(ctx.app, 'GET', '/api/account', { cookie: person.cookie })).statusCode).toBe(200)
  })

  it('refuses a wrong current password with a Portuguese 400 and changes nothing', async () => {
    const person = await registerUser(ctx.app)
    const other = cookieFrom(await login(ctx.app, person.email, person.password))
    const response = await change(ctx.app, person.cookie, { currentPassword: 'nao-e-a-senha', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(AUTH_MESSAGES.currentPasswordWrong)
    expect((await login(ctx.app, person.email, person.password)).statusCode).toBe(200)
    expect((await login(ctx.app, person.email, NEW_PASSWORD)).statusCode).toBe(401)
    expect(await signedIn(ctx.app, other)).toBe(true)
  })

  it('refuses a confirmation that differs, naming the field', async () => {
    const person = await registerUser(ctx.app)
    const response = await change(ctx.app, person.cookie, { currentPassword: person.password, newPassword: NEW_PASSWORD, confirmPassword: 'outra-coisa-789' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(AUTH_MESSAGES.passwordsDiffer)
    expect(response.json().issues).toEqual([{ path: 'confirmPassword', message: AUTH_MESSAGES.passwordsDiffer }])
    expect((await login(ctx.app, person.email, person.password)).statusCode).toBe(200)
  })

  it.each([
    ['too short', '12345', AUTH_MESSAGES.passwordMin],
    ['too common', 'Flamengo', COMMON_PASSWORD_MESSAGE],
    ['too long', 'x'.repeat(200), AUTH_MESSAGES.passwordMax],
  ])('refuses a weak new password (%s) with the registration rule\'s message', async (_case, weak, message) => {
    const person = await registerUser(ctx.app)
    const response = await change(ctx.app, person.cookie, { currentPassword: person.password, newPassword: weak, confirmPassword: weak })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(message)
    expect((await login(ctx.app, person.email, person.password)).statusCode).toBe(200)
  })

  it('refuses the same password as the new one, and missing or hostile fields, in Portuguese', async () => {
    const person = await registerUser(ctx.app)
    const same = await change(ctx.app, person.cookie, { currentPassword: person.password, newPassword: person.password, confirmPassword: person.password })
    expect(same.statusCode).toBe(400)
    expect(same.json().error).toBe(AUTH_MESSAGES.newPasswordSame)
    const empty = await change(ctx.app, person.cookie, { currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toBe(AUTH_MESSAGES.currentPasswordRequired)
    const nul = await change(ctx.app, person.cookie, { currentPassword: person.password, newPassword: 'senha\u0000boa123', confirmPassword: 'senha\u0000boa123' })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().error).toBe(TEXT_MESSAGES.invalidCharacters)
    const nothing = await api(ctx.app, 'POST', PATH, { cookie: person.cookie, body: {} })
    expect(nothing.statusCode).toBe(400)
  })

  it('answers 401 in Portuguese without a session, before looking at the body', async () => {
    const response = await api(ctx.app, 'POST', PATH, { body: { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } })
    expect(response.statusCode).toBe(401)
    expect(response.json().error).toBe('Faça login para continuar.')
    const ended = await registerUser(ctx.app)
    await api(ctx.app, 'POST', '/api/auth/logout', { cookie: ended.cookie })
    expect((await change(ctx.app, ended.cookie, { currentPassword: ended.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(401)
  })

  it('tells an account without a password (Google) to set one through the email flow', async () => {
    const person = await registerUser(ctx.app)
    await ctx.database.db.execute(sql`update users set password_hash = null, google_sub = ${`google-${person.email}`} where email = ${person.email}`)
    expect((await api(ctx.app, 'GET', '/api/account', { cookie: person.cookie })).json()).toEqual({ hasPassword: false, hasGoogle: true })
    const response = await change(ctx.app, person.cookie, { currentPassword: 'qualquer-coisa', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(AUTH_MESSAGES.noPasswordYet)
    const [row] = await rows<{ password_hash: string | null }>(ctx.database.db, sql`select password_hash from users where email = ${person.email}`)
    expect(row?.password_hash).toBeNull()
  })

  it('is refused from another origin (CSRF)', async () => {
    const person = await registerUser(ctx.app)
    const response = await api(ctx.app, 'POST', PATH, {
      cookie: person.cookie,
      body: { currentPassword: person.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toBe(CSRF_MESSAGE)
    expect((await login(ctx.app, person.email, person.password)).statusCode).toBe(200)
  })
})

const LIMIT = 3

/** A change-password attempt from a given client address (no proxy is trusted: the socket address counts). */
function attempt(app: FastifyInstance, cookie: string, currentPassword: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: PATH,
    remoteAddress,
    headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
    payload: { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  })
}

describeWithApp(
  'POST /api/auth/change-password is rate-limited like login',
  (ctx) => {
    it('per person: a stolen session cannot guess from many addresses', async () => {
      const person = await registerUser(ctx.app)
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await attempt(ctx.app, person.cookie, `palpite-${i}`, `198.51.100.${i + 1}`)).statusCode).toBe(400)
      }
      const refused = await attempt(ctx.app, person.cookie, person.password, '198.51.100.50')
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error).toBe(ERROR_MESSAGES.tooManyRequests)
      expect((await login(ctx.app, person.email, NEW_PASSWORD)).statusCode).toBe(401)
    })

    it('per address: many accounts from one address are stopped too, other addresses are not', async () => {
      const address = '203.0.113.7'
      const people = await Promise.all(Array.from({ length: LIMIT + 1 }, () => registerUser(ctx.app)))
      for (const person of people.slice(0, LIMIT)) {
        expect((await attempt(ctx.app, person.cookie, 'palpite-errado', address)).statusCode).toBe(400)
      }
      const last = people[LIMIT]!
      const refused = await attempt(ctx.app, last.cookie, last.password, address)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error).toBe(ERROR_MESSAGES.tooManyRequests)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // The same person from another address is still served.
      expect((await attempt(ctx.app, last.cookie, last.password, '203.0.113.8')).statusCode).toBe(200)
    })
  },
  { loginRateLimit: LIMIT },
)
