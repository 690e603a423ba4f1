import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '#shared/schemas/auth'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { api, cookieFrom, describeWithApp, registerUser, TEST_ORIGIN, uniqueEmail } from '#test/app'

async function userCount(ctx: { database: { db: import('#server/db/client').Db } }) {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n from users`)
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n)
}

describeWithApp('auth routes', (ctx) => {
  describe('register', () => {
    it('creates the account, starts a session and answers the user object', async () => {
      const email = uniqueEmail()
      const response = await api(ctx.app, 'POST', '/api/auth/register', {
        body: { username: 'Ana Souza', email, password: 'segredo1', confirmPassword: 'segredo1' },
      })
      expect(response.statusCode).toBe(201)
      const user = response.json()
      expect(user).toMatchObject({ username: 'Ana Souza', email, isPremium: false, strongestType: null })
      expect(user.userId).toMatch(/^[0-9a-f-]{36}$/)
      expect(typeof user.id).toBe('number')
      expect(user).not.toHaveProperty('passwordHash')
      expect(JSON.stringify(user)).not.toContain('segredo1')

      const cookie = cookieFrom(response)
      expect(cookie).toMatch(/^espelho_session=/)
      const me = await api(ctx.app, 'GET', '/api/auth/me', { cookie })
      expect(me.statusCode).toBe(200)
      expect(me.json()).toMatchObject({ email, userId: user.userId })
    })

    it('sets an HttpOnly, SameSite=Lax session cookie and stores only its hash', async () => {
      const email = uniqueEmail()
      const response = await api(ctx.app, 'POST', '/api/auth/register', {
        body: { username: 'Bia', email, password: 'segredo1', confirmPassword: 'segredo1' },
      })
      const session = response.cookies.find((c) => c.name === 'espelho_session')
      expect(session).toBeDefined()
      expect(session?.httpOnly).toBe(true)
      expect(session?.sameSite).toBe('Lax')
      expect(session?.path).toBe('/')
      const rows = await ctx.database.db.execute(sql`select id from sessions`)
      const ids = (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)
      expect(ids).not.toContain(session?.value)
      expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true)
    })

    it('stores the password as an argon2id hash', async () => {
      const { email } = await registerUser(ctx.app)
      const rows = await ctx.database.db.execute(sql`select password_hash from users where email = ${email}`)
      const hash = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]?.password_hash
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    })

    it('refuses an email already taken, whatever its case, with a Portuguese 409', async () => {
      const { email } = await registerUser(ctx.app)
      const before = await userCount(ctx)
      const response = await api(ctx.app, 'POST', '/api/auth/register', {
        body: { username: 'Outra', email: email.toUpperCase(), password: 'segredo1', confirmPassword: 'segredo1' },
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toBe(AUTH_MESSAGES.emailTaken)
      expect(await userCount(ctx)).toBe(before)
    })

    it.each([
      [{ username: 'ab' }, AUTH_MESSAGES.usernameMin],
      [{ username: '   ab   ' }, AUTH_MESSAGES.usernameMin],
      [{ email: 'não-é-email' }, AUTH_MESSAGES.email],
      [{ password: '12345', confirmPassword: '12345' }, AUTH_MESSAGES.passwordMin],
      [{ confirmPassword: 'diferente' }, AUTH_MESSAGES.passwordsDiffer],
      [{ username: '<script>alert(1)</script>' }, AUTH_MESSAGES.usernameChars],
    ])('rejects %j with its SPEC message and stores nothing', async (patch, message) => {
      const before = await userCount(ctx)
      const body = { username: 'Carla', email: uniqueEmail(), password: 'segredo1', confirmPassword: 'segredo1', ...patch }
      const response = await api(ctx.app, 'POST', '/api/auth/register', { body })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(message)
      expect(await userCount(ctx)).toBe(before)
    })

    it.each([
      ['missing fields', {}],
      ['wrong types', { username: 123, email: ['x'], password: { $ne: 1 }, confirmPassword: null }],
      ['SQL fragments', { username: "x'; drop table users;--", email: "a'@b.c' or 1=1", password: 'a', confirmPassword: 'a' }],
      ['an array body', [1, 2, 3]],
      ['a null body', null],
    ])('answers %s with a 400 in Portuguese', async (_label, body) => {
      const before = await userCount(ctx)
      const response = await api(ctx.app, 'POST', '/api/auth/register', { body })
      expect(response.statusCode).toBe(400)
      expect(typeof response.json().error).toBe('string')
      expect(response.json().error).not.toMatch(/expected|invalid input|required/i)
      expect(await userCount(ctx)).toBe(before)
    })

    it('answers a 1 MB field with 413 and a Portuguese message', async () => {
      const response = await api(ctx.app, 'POST', '/api/auth/register', {
        body: { username: 'x'.repeat(1024 * 1024), email: uniqueEmail(), password: 'segredo1', confirmPassword: 'segredo1' },
      })
      expect(response.statusCode).toBe(413)
      expect(response.json().error).toBe(ERROR_MESSAGES.tooLarge)
    })

    it('answers malformed JSON and other content types with a 4xx in Portuguese', async () => {
      const broken = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      })
      expect(broken.statusCode).toBe(400)
      expect(broken.json().error).toBe(ERROR_MESSAGES.invalidJson)
      const form = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=abc',
      })
      expect(form.statusCode).toBe(415)
      expect(form.json().error).toBe(ERROR_MESSAGES.mediaType)
    })
  })

  describe('login', () => {
    it('signs in with the right password, case-insensitive email, and rotates the session', async () => {
      const { email, password, cookie: first } = await registerUser(ctx.app)
      const response = await api(ctx.app, 'POST', '/api/auth/login', {
        body: { email: `  ${email.toUpperCase()} `, password },
        cookie: first,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().email).toBe(email)
      const second = cookieFrom(response)
      expect(second).not.toBe(first)
      // The session from before login no longer works.
      expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie: first })).statusCode).toBe(401)
      expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie: second })).statusCode).toBe(200)
    })

    it('gives a wrong password and an unknown email exactly the same answer', async () => {
      const { email } = await registerUser(ctx.app)
      const wrong = await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'errada123' } })
      const unknown = await api(ctx.app, 'POST', '/api/auth/login', {
        body: { email: uniqueEmail('ninguem'), password: 'errada123' },
      })
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.body).toBe(unknown.body)
      expect(wrong.json().error).toBe(AUTH_MESSAGES.invalidCredentials)
      expect(wrong.cookies).toHaveLength(0)
    })

    it('answers bad shapes with a 4xx, never a 500', async () => {
      for (const body of [{}, { email: 1, password: 2 }, { email: 'a'.repeat(400), password: 'x' }, 'texto']) {
        const response = await api(ctx.app, 'POST', '/api/auth/login', { body })
        expect(response.statusCode).toBeGreaterThanOrEqual(400)
        expect(response.statusCode).toBeLessThan(500)
      }
    })
  })

  describe('logout and me', () => {
    it('answers 401 to /me when logged out', async () => {
      const response = await api(ctx.app, 'GET', '/api/auth/me')
      expect(response.statusCode).toBe(401)
      expect(response.json().error).toBeTypeOf('string')
    })

    it('ignores a forged or oversized session cookie', async () => {
      for (const cookie of ['espelho_session=forjado', `espelho_session=${'a'.repeat(5000)}`]) {
        expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(401)
      }
    })

    it('logout deletes the session on the server, not only the cookie', async () => {
      const { cookie } = await registerUser(ctx.app)
      const response = await api(ctx.app, 'POST', '/api/auth/logout', { cookie })
      expect(response.statusCode).toBe(200)
      expect(response.cookies.find((c) => c.name === 'espelho_session')?.value).toBe('')
      // Replaying the old cookie must not work.
      expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(401)
    })
  })

  describe('CSRF', () => {
    it('refuses a state-changing call from another site', async () => {
      const before = await userCount(ctx)
      const body = { username: 'Eva', email: uniqueEmail(), password: 'segredo1', confirmPassword: 'segredo1' }
      const crossSite = await api(ctx.app, 'POST', '/api/auth/register', {
        body,
        headers: { origin: 'https://malicioso.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(crossSite.statusCode).toBe(403)
      expect(crossSite.json().error).toBe(CSRF_MESSAGE)
      const foreignOrigin = await api(ctx.app, 'POST', '/api/auth/register', {
        body,
        headers: { origin: 'https://malicioso.example', 'sec-fetch-site': 'same-origin' },
      })
      expect(foreignOrigin.statusCode).toBe(403)
      expect(await userCount(ctx)).toBe(before)
    })

    it('refuses a cross-site logout', async () => {
      const { cookie } = await registerUser(ctx.app)
      const response = await api(ctx.app, 'POST', '/api/auth/logout', {
        cookie,
        headers: { origin: 'https://malicioso.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(response.statusCode).toBe(403)
      expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(200)
    })
  })
})

describeWithApp(
  'login rate limit',
  (ctx) => {
    it('limits attempts per address and account without blocking other accounts', async () => {
      const { email, password } = await registerUser(ctx.app)
      for (let i = 0; i < 3; i += 1) {
        const attempt = await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'errada123' } })
        expect(attempt.statusCode).toBe(401)
      }
      const limited = await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error).toBe(ERROR_MESSAGES.tooManyRequests)
      expect(limited.headers['retry-after']).toBeDefined()

      const other = await registerUser(ctx.app)
      const fine = await api(ctx.app, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } })
      expect(fine.statusCode).toBe(200)
    })

    const loginFrom = (address: string, body: { email: string; password: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
        payload: body,
      })

    it('counts an IPv6 /64 as one address: a sibling address does not start afresh', async () => {
      const { email, password } = await registerUser(ctx.app)
      for (let i = 1; i <= 3; i += 1) expect((await loginFrom(`2001:db8:aa:1::${i}`, { email, password: 'errada123' })).statusCode).toBe(401)
      const sibling = await loginFrom('2001:db8:aa:1:ffff:ffff:ffff:fffe', { email, password })
      expect(sibling.statusCode).toBe(429)
      expect(sibling.json().error).toBe(ERROR_MESSAGES.tooManyRequests)
      // Another /64 (another home) can still sign in to the same account.
      expect((await loginFrom('2001:db8:aa:2::1', { email, password })).statusCode).toBe(200)
    })

    it('stops password spraying: many accounts from one address or /64 get 429 after LOGIN_NETWORK_RATE_LIMIT tries', async () => {
      const victims = []
      for (let i = 0; i < 3; i += 1) victims.push(await registerUser(ctx.app))
      const statuses = []
      for (let i = 0; i < 25; i += 1) {
        statuses.push((await loginFrom('198.51.100.66', { email: uniqueEmail('spray'), password: 'senha-comum-1' })).statusCode)
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
      expect(statuses.slice(20)).toEqual(Array(5).fill(429))
      // Even a right password waits: nothing is learnt from that address for now.
      const refused = await loginFrom('198.51.100.66', { email: victims[0]!.email, password: victims[0]!.password })
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error).toBe(ERROR_MESSAGES.tooManyRequests)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // The same through the addresses of one IPv6 /64.
      const v6 = []
      for (let i = 0; i < 21; i += 1) v6.push((await loginFrom(`2001:db8:bb:1::${i + 1}`, { email: uniqueEmail('spray'), password: 'x-y-z-1' })).statusCode)
      expect(v6.at(-1)).toBe(429)
      // Other addresses and networks are not touched.
      expect((await loginFrom('198.51.100.67', { email: victims[1]!.email, password: victims[1]!.password })).statusCode).toBe(200)
      expect((await loginFrom('2001:db8:bb:2::1', { email: victims[2]!.email, password: victims[2]!.password })).statusCode).toBe(200)
    })
  },
  { loginRateLimit: 3, loginNetworkRateLimit: 20 },
)
