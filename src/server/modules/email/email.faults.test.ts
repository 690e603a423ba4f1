import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { openTestDatabase, registerUser, rows, testConfig, testDatabaseKinds, uniqueEmail } from '#test/app'
import { startSmtpPeer, type SmtpPeer } from '#test/smtp'
import { claimDue } from './outbox'
import { backoffMs, MAX_ATTEMPTS } from './dispatcher'

const inFuture = (ms: number) => new Date(Date.now() + ms)

async function outboxOf(database: Database, email: string) {
  return rows<{ status: string; attempts: number; last_error: string | null; payload: Record<string, unknown> }>(
    database.db,
    sql`select status, attempts, last_error, payload from email_outbox where lower(to_address) = lower(${email}) order by id`,
  )
}

for (const kind of testDatabaseKinds()) {
  describe(`email faults [${kind}]`, () => {
    let smtp: SmtpPeer
    let database: Database
    const apps: FastifyInstance[] = []
    const newApp = async () => {
      const app = await buildApp(testConfig({ email: { smtpUrl: smtp.url } }), { database, logger: false })
      apps.push(app)
      return app
    }

    beforeAll(async () => {
      smtp = await startSmtpPeer()
      database = await openTestDatabase(kind)
    })
    afterAll(async () => {
      for (const app of apps) await app.close()
      await database?.close()
      await smtp?.stop()
    })

    const arrived = (email: string) => smtp.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === email)

    it('SMTP down, then back: the message waits with backoff and is delivered once', async () => {
      const app = await newApp()
      const { email } = await registerUser(app)
      await smtp.stop()
      const down = await app.emailDispatcher.runOnce()
      expect(down).toMatchObject({ sent: 0, retried: 1 })
      const [waiting] = await outboxOf(database, email)
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
      expect(waiting?.last_error).toBeTruthy()
      // Not due again before its backoff.
      expect(await app.emailDispatcher.runOnce()).toMatchObject({ sent: 0, retried: 0 })

      await smtp.start()
      expect(await app.emailDispatcher.runOnce(inFuture(backoffMs(1) + 1000))).toMatchObject({ sent: 1 })
      await app.emailDispatcher.runOnce(inFuture(backoffMs(8)))
      expect(arrived(email)).toHaveLength(1)
      const [sent] = await outboxOf(database, email)
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, payload: {} })
    })

    it('a permanent refusal (5xx) is recorded as failed at once and logged, never retried', async () => {
      const lines: string[] = []
      const logStream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) })
      const app = await buildApp(testConfig({ logLevel: 'info', email: { smtpUrl: smtp.url } }), { database, logStream })
      apps.push(app)
      const email = uniqueEmail('recusado')
      await database.db.execute(sql`insert into email_outbox (kind, to_address, payload) values ('verify_email', ${email}, ${JSON.stringify({ username: 'X', token: 'abc' })}::jsonb)`)
      expect(await app.emailDispatcher.runOnce()).toMatchObject({ failed: 1, sent: 0 })
      const [row] = await outboxOf(database, email)
      expect(row).toMatchObject({ status: 'failed', attempts: 1, payload: {} })
      expect(row?.last_error).toContain('550')
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'email permanently failed')
      expect(logged).toMatchObject({ level: 50, kind: 'verify_email' })
      expect(JSON.stringify(logged)).not.toContain(email)
      await app.emailDispatcher.runOnce(inFuture(backoffMs(MAX_ATTEMPTS) * 4))
      expect(arrived(email)).toHaveLength(0)
    })

    it('a message that keeps failing is given up after the last try', async () => {
      const app = await newApp()
      const email = uniqueEmail('persistente')
      await database.db.execute(sql`insert into email_outbox (kind, to_address, payload) values ('verify_email', ${email}, ${JSON.stringify({ username: 'X', token: 'abc' })}::jsonb)`)
      await smtp.stop()
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) await app.emailDispatcher.runOnce(inFuture(backoffMs(attempt) * 2))
      await smtp.start()
      const [row] = await outboxOf(database, email)
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
      await app.emailDispatcher.runOnce(inFuture(backoffMs(MAX_ATTEMPTS) * 4))
      expect(arrived(email)).toHaveLength(0)
    })

    it('process gone between commit and send: the next process delivers it', async () => {
      const first = await newApp()
      const email = uniqueEmail('reinicio')
      await registerUser(first, { email })
      // The first process takes the message (its lease starts) and dies before sending it.
      const claimed = await claimDue(database.db, new Date(), 60_000)
      expect(claimed.map((row) => row.toAddress)).toContain(email)
      await first.close()

      const second = await newApp()
      // Within the lease the message stays with the process that took it…
      await second.emailDispatcher.runOnce()
      expect(arrived(email)).toHaveLength(0)
      // …after it, the restarted app sends it, once.
      await second.emailDispatcher.runOnce(inFuture(61_000))
      await second.emailDispatcher.runOnce(inFuture(10 * 60_000))
      expect(arrived(email)).toHaveLength(1)
    })
  })
}

// Several processes on one PostgreSQL: each message is claimed by exactly one dispatcher.
describe.runIf(process.env.TEST_DATABASE_URL)('two dispatchers on one outbox [postgres]', () => {
  let smtp: SmtpPeer
  let database: Database
  let appA: FastifyInstance
  let appB: FastifyInstance

  beforeAll(async () => {
    smtp = await startSmtpPeer()
    database = await openTestDatabase('postgres')
    const config = testConfig({ email: { smtpUrl: smtp.url } })
    // Two apps with their own connection pools on the same database, like two processes.
    const other = await openTestDatabaseOnSameUrl(database)
    appA = await buildApp(config, { database, logger: false })
    appB = await buildApp(config, { database: other, logger: false })
  })
  afterAll(async () => {
    await appA?.close()
    await appB?.close()
    await database?.close()
    await smtp?.stop()
  })

  it('sends each of 40 messages once while both run', async () => {
    for (let i = 0; i < 40; i++) {
      await database.db.execute(
        sql`insert into email_outbox (kind, to_address, payload) values ('verify_email', ${`par${i}@exemplo.com.br`}, ${JSON.stringify({ username: `P${i}`, token: `tok${i}` })}::jsonb)`,
      )
    }
    await Promise.all([appA.emailDispatcher.runOnce(), appB.emailDispatcher.runOnce(), appA.emailDispatcher.runOnce(), appB.emailDispatcher.runOnce()])
    await Promise.all([appA.emailDispatcher.runOnce(inFuture(10 * 60_000)), appB.emailDispatcher.runOnce(inFuture(10 * 60_000))])
    const ids = smtp.messages.map((mail) => mail.messageId)
    expect(ids).toHaveLength(40)
    expect(new Set(ids).size).toBe(40)
    const [sent] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from email_outbox where status = 'sent'`)
    expect(Number(sent?.n)).toBe(40)
  })
})

async function openTestDatabaseOnSameUrl(database: Database): Promise<Database> {
  const { openDatabase } = await import('#server/db/client')
  const { MIGRATIONS_DIR } = await import('#test/app')
  const [row] = await rows<{ db: string }>(database.db, sql`select current_database() as db`)
  const url = new URL(process.env.TEST_DATABASE_URL as string)
  url.pathname = `/${row?.db}`
  return openDatabase({ databaseUrl: url.href, migrationsDir: MIGRATIONS_DIR })
}
