import { sql } from 'drizzle-orm'
import { OAuth2Server } from 'oauth2-mock-server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { ANON_COOKIE } from '#shared/schemas/assessment'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { api, cookieFrom, openTestDatabase, testConfig, testDatabaseKinds } from '#test/app'

const ALL_C = Object.fromEntries(
  DISC_SELF_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.type === 'C')?.id as string]),
)

/** Google sign-in carries the visitor's anonymous id through `sessionData` (SPEC.md §7). */
for (const kind of testDatabaseKinds()) {
  describe(`claiming the temporary result with Google sign-in [${kind}]`, () => {
    const oidc = new OAuth2Server()
    let app: FastifyInstance
    let database: Database
    let nextClaims: Record<string, unknown> = {}

    beforeAll(async () => {
      await oidc.issuer.keys.generate('RS256')
      await oidc.start(0, '127.0.0.1')
      oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, nextClaims))
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

    async function signIn(claims: Record<string, unknown>, sessionData: string | undefined, cookie?: string) {
      nextClaims = claims
      const query = sessionData ? `?sessionData=${encodeURIComponent(sessionData)}` : ''
      const start = await api(app, 'GET', `/api/auth/google${query}`, { cookie })
      const authorize = await fetch(new URL(start.headers.location as string), { redirect: 'manual' })
      const back = new URL(authorize.headers.get('location') as string)
      const flowCookie = cookieFrom(start)
      return api(app, 'GET', `${back.pathname}${back.search}`, {
        cookie: [flowCookie, cookie].filter(Boolean).join('; '),
      })
    }

    async function latestOf(callbackCookie: string) {
      return (await api(app, 'GET', '/api/assessment', { cookie: callbackCookie })).json().assessment
    }

    it('claims the result named by sessionData.sessionId, even without the cookie', async () => {
      const taken = await api(app, 'POST', '/api/assessment', { body: { answers: ALL_C, isSelf: true } })
      const { sessionId, dominance, influence, steadiness, compliance } = taken.json()
      const sessionData = JSON.stringify({ dominance, influence, steadiness, compliance, sessionId })

      const callback = await signIn({ sub: 'google-claim-1', email: 'claim@gmail.com', email_verified: true }, sessionData)
      expect(callback.headers.location).toBe('/results')
      const session = cookieFrom(callback)
      expect(await latestOf(session)).toMatchObject({ compliance: 100, dominance: 0 })
      const me = (await api(app, 'GET', '/api/auth/me', { cookie: session })).json()
      expect(me.strongestType).toBe('C')

      // A second Google sign-in with the same sessionData claims nothing new.
      const again = await signIn({ sub: 'google-claim-1', email: 'claim@gmail.com', email_verified: true }, sessionData)
      const rows = await database.db.execute(
        sql`select count(*)::int as n from disc_assessments where user_id = ${me.id as number}`,
      )
      expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(1)
      expect(again.headers.location).toBe('/results')
    })

    it('claims the result of the anonymous cookie sent with the sign-in', async () => {
      const taken = await api(app, 'POST', '/api/assessment', { body: { answers: ALL_C, isSelf: true } })
      const anonCookie = cookieFrom(taken)
      const callback = await signIn({ sub: 'google-claim-2', email: 'cookie@gmail.com', email_verified: true }, undefined, anonCookie)
      expect(await latestOf(cookieFrom(callback))).toMatchObject({ compliance: 100 })
      expect(callback.cookies.find((c) => c.name === ANON_COOKIE)?.value).toBe('')
    })

    it('ignores a sessionId that is not an anonymous id we issue', async () => {
      const sessionData = JSON.stringify({ sessionId: "' or 1=1 --" })
      const callback = await signIn({ sub: 'google-claim-3', email: 'forjado@gmail.com', email_verified: true }, sessionData)
      expect(callback.headers.location).toBe('/results')
      expect(await latestOf(cookieFrom(callback))).toBeNull()
    })
  })
}
