import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { UserSchema } from '#shared/schemas/auth'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { createAuthRepository } from './auth.repository'
import { sha256 } from '#server/lib/tokens'
import { api, openTestDatabase, registerUser, rows, testConfig, testDatabaseKinds } from '#test/app'
import { insertSelfAssessment } from '#test/feedback'

/** Issue 18: GET /api/auth/me in one indexed query (session, user, Premium, strongest type). */
for (const kind of testDatabaseKinds()) {
  describe(`GET /api/auth/me cost [${kind}]`, () => {
    const queries: string[] = []
    let app: FastifyInstance
    let database: Database
    beforeAll(async () => {
      database = await openTestDatabase(kind, { queryLogger: { logQuery: (query) => void queries.push(query) } })
      app = await buildApp(testConfig(), { database, logger: false })
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
    })

    /** Registration queues a confirmation email: the dispatcher's own queries end before the count starts. */
    const settle = async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        queries.length = 0
        await new Promise((resolve) => setTimeout(resolve, 50))
        if (queries.length === 0) return
      }
    }

    const me = async (cookie?: string) => {
      await settle()
      queries.length = 0
      const response = await api(app, 'GET', '/api/auth/me', cookie ? { cookie } : {})
      return { response, queries: [...queries] }
    }

    it('answers the whole user object with exactly one query', async () => {
      const { cookie, user } = await registerUser(app)
      const plain = await me(cookie)
      expect(plain.response.statusCode).toBe(200)
      expect(plain.queries).toHaveLength(1)
      expect(UserSchema.parse(plain.response.json())).toMatchObject({ id: user.id, isPremium: false, premiumUntil: null, strongestType: null })

      // Two self results, the newest counting; Premium until next month.
      await insertSelfAssessment(database.db, user.id as number, { dominance: 10, influence: 70, steadiness: 10, compliance: 10 })
      await database.db.execute(sql`update disc_assessments set created_at = now() - interval '1 day' where user_id = ${user.id as number}`)
      await insertSelfAssessment(database.db, user.id as number, { dominance: 10, influence: 10, steadiness: 10, compliance: 70 })
      const until = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)
      await database.db.execute(sql`update users set premium_until = ${until.toISOString()}::timestamptz where id = ${user.id as number}`)
      const full = await me(cookie)
      expect(full.queries).toHaveLength(1)
      expect(full.response.json()).toMatchObject({ isPremium: true, premiumUntil: until.toISOString(), strongestType: 'C' })
    })

    it('ignores others’ assessments about the person and expired Premium', async () => {
      const { cookie, user } = await registerUser(app)
      await database.db.execute(sql`
        insert into disc_assessments (subject_user_id, is_self, dominance, influence, steadiness, compliance, answers)
        values (${user.id as number}, false, 70, 10, 10, 10, '{}'::jsonb)`)
      await database.db.execute(sql`update users set premium_until = now() - interval '1 minute' where id = ${user.id as number}`)
      const { response, queries: used } = await me(cookie)
      expect(used).toHaveLength(1)
      expect(response.json()).toMatchObject({ isPremium: false, strongestType: null })
    })

    it('answers 401 with no query for a missing cookie and one query for an unknown or expired session', async () => {
      const none = await me()
      expect(none.response.statusCode).toBe(401)
      expect(none.response.json().error).toBe('Faça login para continuar.')
      expect(none.queries).toHaveLength(0)
      const unknown = await me('espelho_session=nao-existe')
      expect(unknown.response.statusCode).toBe(401)
      expect(unknown.queries).toHaveLength(1)
      const { cookie, user } = await registerUser(app)
      await database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id as number}`)
      const expired = await me(cookie)
      expect(expired.response.statusCode).toBe(401)
      expect(expired.queries).toHaveLength(1)
    })

    // Decision 0043: nothing is remembered between requests, on either database.
    it('asks the database on every lookup', async () => {
      const { cookie } = await registerUser(app)
      const first = await me(cookie)
      expect(first.queries).toHaveLength(1)
      const again = await me(cookie)
      expect(again.response.json()).toEqual(first.response.json())
      expect(again.queries).toHaveLength(1)
    })

    it('ends a session at its expiry and Premium at its end, to the millisecond', async () => {
      const { cookie, user } = await registerUser(app)
      const until = new Date(Date.now() + 60_000)
      await database.db.execute(sql`update users set premium_until = ${until.toISOString()}::timestamptz where id = ${user.id as number}`)
      const repo = createAuthRepository(database.db)
      const token = cookie.split('; ').find((part) => part.startsWith('espelho_session='))?.slice('espelho_session='.length) ?? ''
      const tokenHash = sha256(decodeURIComponent(token))
      const now = await repo.findSessionView(tokenHash)
      expect(now).toMatchObject({ id: user.id, isPremium: true })
      // Read at a later time: Premium has ended, then the session.
      expect(await repo.findSessionView(tokenHash, new Date(until.getTime() + 1))).toMatchObject({ id: user.id, isPremium: false })
      const [session] = await rows<{ expires_at: string | Date }>(database.db, sql`select expires_at from sessions where id = ${tokenHash}`)
      const expiry = new Date(session?.expires_at as string).getTime()
      expect(await repo.findSessionView(tokenHash, new Date(expiry))).toBeNull()
    })
  })
}
