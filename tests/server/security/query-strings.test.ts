/**
 * Issue 31, item 7: `GET /sandbox/email?to=%00` answered 500 on PostgreSQL (the NUL reached the
 * query), and query strings (`?to=<email>`, tokens, ids) reached error log lines. Now a 4xx, and no
 * log line carries a query string: request lines, error lines, Fastify's own messages.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEXT_MESSAGES } from '#shared/schemas/text'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { withoutQuery } from '#server/plugins/log-redaction'
import { collectLines, openTestDatabase, testConfig, testDatabaseKinds } from '#test/app'

const SECRET = 'segredo-da-query'

for (const kind of testDatabaseKinds()) {
  describe(`query strings: never a 500, never in a log line [${kind}]`, () => {
    let app: FastifyInstance
    let database: Database
    const lines: string[] = []
    beforeAll(async () => {
      const stream = collectLines(lines)
      database = await openTestDatabase(kind)
      // Debug: every request's arrival and completion lines too.
      app = await buildApp(testConfig({ logLevel: 'debug' }), { database, logStream: stream })
      // A route that hands the database a text it cannot store, as a schema that forgot to refuse it would.
      app.get('/teste/texto-no-banco', async (request) => {
        const { texto = '' } = request.query as { texto?: string }
        await database.db.execute(sql`select ${texto}::text as texto`)
        return { ok: true }
      })
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
    })

    it('refuses a NUL in the sandbox mailbox’s ?to= with 400 in Portuguese', async () => {
      for (const to of ['%00', 'a%00b%40exemplo.com', '%1B']) {
        const response = await app.inject({ method: 'GET', url: `/sandbox/email?to=${to}` })
        expect(response.statusCode, to).toBe(400)
        expect(response.json().error).toBe(TEXT_MESSAGES.invalidCharacters)
      }
      expect((await app.inject({ method: 'GET', url: '/sandbox/email?to=alguem%40exemplo.com' })).statusCode).toBe(200)
    })

    it('answers 400, not 500, when text the database cannot store reaches a query', async () => {
      const response = await app.inject({ method: 'GET', url: `/teste/texto-no-banco?texto=a%00b&${SECRET}=1` })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(ERROR_MESSAGES.invalidData)
    })

    it('logs failures, 4xx and Fastify’s own messages with the path only', async () => {
      await database.db.execute(sql`alter table sandbox_emails rename to sandbox_emails_fora`)
      try {
        const failed = await app.inject({ method: 'GET', url: `/sandbox/email?to=${SECRET}%40exemplo.com&v=${SECRET}` })
        expect(failed.statusCode).toBe(500)
      } finally {
        await database.db.execute(sql`alter table sandbox_emails_fora rename to sandbox_emails`)
      }
      expect((await app.inject({ method: 'GET', url: `/api/nao-existe?token=${SECRET}` })).statusCode).toBe(404)
      expect((await app.inject({ method: 'GET', url: `/nao-existe?token=${SECRET}` })).statusCode).toBe(404)
      expect((await app.inject({ method: 'GET', url: `/sandbox/email/abc?to=${SECRET}` })).statusCode).toBe(400)
      // Fastify writes the raw URL into some of its own messages.
      app.log.warn(`Reply was already sent, did you forget to "return reply" in the "/sandbox/email?to=${SECRET}%40exemplo.com" (GET) route?`)
      app.log.warn({ url: `/api/payment/check-status?payment_id=${SECRET}` }, 'Pagamento não encontrado. Deseja tentar de novo?')

      const failure = lines.find((line) => line.includes('"request failed"') && line.includes('"err"'))
      expect(failure).toBeDefined()
      expect(failure).toContain('"url":"/sandbox/email"')
      const logged = lines.map((line) => JSON.parse(line) as { msg?: string; url?: string })
      expect(logged.some((line) => line.msg === 'Reply was already sent, did you forget to "return reply" in the "/sandbox/email" (GET) route?')).toBe(true)
      // A question mark in a sentence stays; only a path's query goes.
      expect(logged.some((line) => line.msg === 'Pagamento não encontrado. Deseja tentar de novo?' && line.url === '/api/payment/check-status')).toBe(true)
      const all = lines.join('\n')
      expect(all).not.toContain(SECRET)
      expect(all).not.toMatch(/\?(to|v|token|texto|payment_id)=/)
    })
  })
}

describe('query strings out of log texts', () => {
  it('drops a path’s query and keeps sentences, quotes and file positions', () => {
    expect(withoutQuery('GET /sandbox/email?to=a@b.c failed')).toBe('GET /sandbox/email failed')
    expect(withoutQuery('in the "/x?to=a" route, https://espelho.app/r/abc?v=2.')).toBe('in the "/x" route, https://espelho.app/r/abc')
    expect(withoutQuery('a?b/c?d e')).toBe('a?b/c e')
    expect(withoutQuery('Você já respondeu? Sim.')).toBe('Você já respondeu? Sim.')
  })

  it('takes linear time on a hostile text (a client may write a long path of slashes)', () => {
    const hostile = `${'/'.repeat(200_000)}?x ${'/a'.repeat(100_000)}`
    const started = performance.now()
    expect(withoutQuery(hostile)).toBe(`${'/'.repeat(200_000)} ${'/a'.repeat(100_000)}`)
    expect(performance.now() - started).toBeLessThan(250)
  })
})
