import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { formProgress } from '#server/db/schema'
import { forgetExpired } from '#server/modules/housekeeping/housekeeping'
import { cookieFrom, openTestDatabase, testConfig, testDatabaseKinds, TEST_ORIGIN } from '#test/app'
import { FORM_COOKIE, GIVER_PROGRESS_TTL_MS, TEST_PROGRESS_TTL_MS } from './form-progress'

const form = (url: string, payload: string, cookie?: string) => ({
  method: 'POST' as const,
  url,
  payload,
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin: TEST_ORIGIN,
    'sec-fetch-site': 'same-origin',
    ...(cookie ? { cookie } : {}),
  },
})

for (const kind of testDatabaseKinds()) {
  describe(`no-JS form progress and pages.send [${kind}]`, () => {
    let app: FastifyInstance
    let database: Database
    beforeAll(async () => {
      database = await openTestDatabase(kind)
      app = await buildApp(testConfig(), { database, logger: false })
      // A form endpoint of the kind the tests and the giver flow use: it saves what it was sent and
      // answers a bad value with the page itself, status 400.
      app.post('/api/forms/probe', { config: { acceptsForm: true } }, async (request, reply) => {
        const body = request.body as Record<string, string | string[]>
        if (body.answer !== 'ok') {
          return app.pages.send(request, reply, { pattern: '/assessment', status: 400, data: [{ key: ['probe'], value: 'erro' }] })
        }
        await app.formProgress.write(request, reply, 'probe', { answers: body })
        return reply.redirect('/assessment', 303)
      })
      app.get('/api/forms/probe', async (request) => ({ progress: await app.formProgress.read(request, 'probe') }))
      app.delete('/api/forms/probe', async (request) => {
        await app.formProgress.clear(request, 'probe')
        return { ok: true }
      })
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
    })

    it('keeps a visitor’s progress under a random cookie, apart from other visitors and flows', async () => {
      const first = await app.inject(form('/api/forms/probe', 'answer=ok&word=a&word=b'))
      expect(first.statusCode).toBe(303)
      expect(first.headers.location).toBe('/assessment')
      const setCookie = first.cookies.find((cookie) => cookie.name === FORM_COOKIE)
      expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(setCookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const cookie = cookieFrom(first)

      const read = await app.inject({ method: 'GET', url: '/api/forms/probe', headers: { cookie } })
      expect(read.json()).toEqual({ progress: { answers: { answer: 'ok', word: ['a', 'b'] } } })
      // The database holds the cookie's hash, never the cookie.
      const stored = await database.db.select().from(formProgress)
      expect(stored.some((row) => row.visitor === setCookie?.value)).toBe(false)

      const stranger = await app.inject({ method: 'GET', url: '/api/forms/probe', headers: { cookie: `${FORM_COOKIE}=${'x'.repeat(43)}` } })
      expect(stranger.json()).toEqual({ progress: null })
      const malformed = await app.inject({ method: 'GET', url: '/api/forms/probe', headers: { cookie: `${FORM_COOKIE}=abc` } })
      expect(malformed.json()).toEqual({ progress: null })

      // A second answer replaces the first under the same cookie (no new cookie is set).
      const second = await app.inject(form('/api/forms/probe', 'answer=ok&word=c', cookie))
      expect(second.cookies.find((c) => c.name === FORM_COOKIE)).toBeUndefined()
      const again = await app.inject({ method: 'GET', url: '/api/forms/probe', headers: { cookie } })
      expect(again.json()).toEqual({ progress: { answers: { answer: 'ok', word: 'c' } } })

      await app.inject({ method: 'DELETE', url: '/api/forms/probe', headers: { cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' } })
      const cleared = await app.inject({ method: 'GET', url: '/api/forms/probe', headers: { cookie } })
      expect(cleared.json()).toEqual({ progress: null })
    })

    it('answers bad input with the page itself and a 400, not a redirect', async () => {
      const response = await app.inject(form('/api/forms/probe', 'answer=nope'))
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(response.body).toContain('<title>Teste DISC gratuito | Espelho</title>')
      expect(response.body).toContain('/assessment" />')
    })

    it('refuses a form posted from another site', async () => {
      const response = await app.inject({
        ...form('/api/forms/probe', 'answer=ok'),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(response.statusCode).toBe(403)
    })

    it('housekeeping forgets a giver’s progress after its days and a test’s after a week', async () => {
      // A database of its own, without an app: the app's own housekeeping pass (started when it is
      // ready) would otherwise race this one for the same rows.
      const own = await openTestDatabase(kind)
      const { db } = own
      const now = Date.now()
      await db.insert(formProgress).values([
        { visitor: 'v1', flow: 'giver:abc', data: {}, updatedAt: new Date(now - GIVER_PROGRESS_TTL_MS - 60_000) },
        { visitor: 'v2', flow: 'giver:abc', data: {}, updatedAt: new Date(now - 60_000) },
        { visitor: 'v3', flow: 'disc', data: {}, updatedAt: new Date(now - GIVER_PROGRESS_TTL_MS - 60_000) },
        { visitor: 'v4', flow: 'disc', data: {}, updatedAt: new Date(now - TEST_PROGRESS_TTL_MS - 60_000) },
      ])
      const result = await forgetExpired(db)
      expect(result.formProgress).toBe(2)
      const left = await db.select({ visitor: formProgress.visitor }).from(formProgress).where(eq(formProgress.data, {}))
      expect(left.map((row) => row.visitor).sort()).toEqual(['v2', 'v3'])
      await own.close()
    })
  })
}
