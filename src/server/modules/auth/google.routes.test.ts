import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { api, cookieFrom, openTestDatabase, registerUser, testConfig, testDatabaseKinds } from '#test/app'

/**
 * The whole Google sign-in round trip against a local OpenID Connect server: our app redirects
 * to it, it redirects back with a code, our app exchanges the code and checks the ID token.
 */
for (const kind of testDatabaseKinds()) {
  describe(`google sign-in [${kind}]`, () => {
    const oidc = new OAuth2Server()
    let app: FastifyInstance
    let database: Database
    let nextClaims: Record<string, unknown> = {}

    beforeAll(async () => {
      await oidc.issuer.keys.generate('RS256')
      await oidc.start(0, '127.0.0.1')
      oidc.service.on('beforeTokenSigning', (token) => {
        Object.assign(token.payload, nextClaims)
      })
      database = await openTestDatabase(kind)
      app = await buildApp(
        testConfig({ google: { clientId: 'espelho-test', clientSecret: 'segredo', issuer: oidc.issuer.url as string } }),
        { database, logger: false },
      )
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
      await oidc.stop()
    })

    /** Follows the redirects a browser would, returning our callback's answer. */
    async function signIn(claims: Record<string, unknown>, options: { sessionData?: string; tamperState?: boolean } = {}) {
      nextClaims = claims
      const query = options.sessionData ? `?sessionData=${encodeURIComponent(options.sessionData)}` : ''
      const start = await api(app, 'GET', `/api/auth/google${query}`)
      expect(start.statusCode).toBe(303)
      const authorizeUrl = new URL(start.headers.location as string)
      expect(authorizeUrl.origin).toBe(new URL(oidc.issuer.url as string).origin)
      expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy()
      const authorize = await fetch(authorizeUrl, { redirect: 'manual' })
      const back = new URL(authorize.headers.get('location') as string)
      if (options.tamperState) back.searchParams.set('state', 'estado-forjado')
      const callback: LightMyRequestResponse = await api(app, 'GET', `${back.pathname}${back.search}`, {
        cookie: cookieFrom(start),
      })
      return callback
    }

    it('creates a new account for a first-time Google user and signs them in', async () => {
      const callback = await signIn({ sub: 'google-novo-1', email: 'nova.pessoa@gmail.com', email_verified: true, name: 'Nova Pessoa' })
      expect(callback.statusCode).toBe(303)
      expect(callback.headers.location).toBe('/results')
      const me = await api(app, 'GET', '/api/auth/me', { cookie: cookieFrom(callback) })
      expect(me.statusCode).toBe(200)
      // Google verified the address: no confirmation email is needed (issue 13).
      expect(me.json()).toMatchObject({ email: 'nova.pessoa@gmail.com', username: 'Nova Pessoa', emailVerified: true })
    })

    it('signs a returning Google user into the same account', async () => {
      const first = await signIn({ sub: 'google-volta-1', email: 'volta@gmail.com', email_verified: true, name: 'Volta' })
      const firstUser = (await api(app, 'GET', '/api/auth/me', { cookie: cookieFrom(first) })).json()
      const second = await signIn({ sub: 'google-volta-1', email: 'volta@gmail.com', email_verified: true, name: 'Volta' })
      const secondUser = (await api(app, 'GET', '/api/auth/me', { cookie: cookieFrom(second) })).json()
      expect(secondUser.id).toBe(firstUser.id)
    })

    it('links to an existing password account with the same verified email', async () => {
      const existing = await registerUser(app, { email: 'Ja.Tenho.Conta@gmail.com' })
      const callback = await signIn({ sub: 'google-link-1', email: 'ja.tenho.conta@gmail.com', email_verified: true })
      const me = (await api(app, 'GET', '/api/auth/me', { cookie: cookieFrom(callback) })).json()
      expect(me.id).toBe(existing.user.id)
      expect(me.emailVerified).toBe(true)
      // The password still works after linking.
      const login = await api(app, 'POST', '/api/auth/login', { body: { email: existing.email, password: existing.password } })
      expect(login.statusCode).toBe(200)
    })

    it('does not link an account when Google has not verified the email', async () => {
      const existing = await registerUser(app)
      const callback = await signIn({ sub: 'google-unverified-1', email: existing.email, email_verified: false })
      expect(callback.statusCode).toBe(303)
      expect(callback.headers.location).toBe('/login?error=google_unverified')
      expect(callback.cookies.some((c) => c.name === 'espelho_session' && c.value)).toBe(false)
    })

    it('refuses a tampered state', async () => {
      const callback = await signIn({ sub: 'google-tamper-1', email: 'tamper@gmail.com', email_verified: true }, { tamperState: true })
      expect(callback.statusCode).toBe(303)
      expect(callback.headers.location).toBe('/login?error=google_failed')
      expect(callback.cookies.some((c) => c.name === 'espelho_session' && c.value)).toBe(false)
    })

    it('refuses a callback replayed without the browser cookie', async () => {
      nextClaims = { sub: 'google-replay', email: 'replay@gmail.com', email_verified: true }
      const start = await api(app, 'GET', '/api/auth/google')
      const authorize = await fetch(new URL(start.headers.location as string), { redirect: 'manual' })
      const back = new URL(authorize.headers.get('location') as string)
      const callback = await api(app, 'GET', `${back.pathname}${back.search}`)
      expect(callback.headers.location).toBe('/login?error=google_failed')
    })

    it('keeps malformed sessionData from breaking the flow', async () => {
      const callback = await signIn(
        { sub: 'google-session-data', email: 'dados@gmail.com', email_verified: true },
        { sessionData: '{"dominance": 50, "sessionId": ' },
      )
      expect(callback.headers.location).toBe('/results')
    })
  })
}

describe('google sign-in when not configured', () => {
  it('sends the visitor back to login with an explanation instead of failing', async () => {
    const database = await openTestDatabase('pglite')
    const app = await buildApp(testConfig(), { database, logger: false })
    const response = await api(app, 'GET', '/api/auth/google')
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/login?error=google_unavailable')
    await app.close()
    await database.close()
  })
})
