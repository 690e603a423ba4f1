// Issue 10, item 3 — faults, with the production server as a child process:
//  (a) PostgreSQL stopped and started again under load: 503 in Portuguese while it is down,
//      recovery by itself, no half-written feedback or payment;
//  (b) SIGTERM under load: requests in flight finish, new ones are refused;
//  (c) two app processes on one PostgreSQL and one Redis: sessions and rate limits are shared.
import { request as httpRequest } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { othersAnswers } from '#test/feedback'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import {
  builtServerMissing,
  call,
  createThrowawayDatabase,
  errorCode,
  PASSWORD,
  register,
  sqlRows,
  startPrivatePostgres,
  startServer,
  tally,
  uniqueEmail,
  until,
  type PrivatePostgres,
  type RunningServer,
} from './support'

const buildMissing = builtServerMissing()
if (buildMissing) console.log(`[falhas] pulado: ${buildMissing}`)

const HIGH_LIMITS = {
  FEEDBACK_RATE_LIMIT_PER_IP: '100000000',
  // One network plays every giver: its per-link quota lifted, no proof of work to solve (issue 23).
  FEEDBACK_PER_NETWORK_PER_LINK: '100000000',
  FEEDBACK_PROOF_OF_WORK: 'off',
  PAYMENT_RATE_LIMIT: '100000000',
  REGISTER_RATE_LIMIT: '100000',
  LOGIN_RATE_LIMIT: '100000',
}

type Phase = 'before' | 'down' | 'after'

describe.skipIf(Boolean(buildMissing))('faults: PostgreSQL stopped and restarted under load', () => {
  let cluster: PrivatePostgres | null = null
  let server: RunningServer | undefined

  beforeAll(async () => {
    cluster = await startPrivatePostgres()
    if (!cluster) {
      console.log('[falhas] pulado: binários do PostgreSQL (/usr/lib/postgresql/*/bin) ausentes.')
      return
    }
    server = await startServer({ DATABASE_URL: cluster.url, ...HIGH_LIMITS }, 60_000, { retries: 1 })
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
    await cluster?.destroy()
  })

  it('answers 503 in Portuguese while down, recovers alone, and leaves nothing half-written', async (context) => {
    if (!cluster || !server) return context.skip()
    const app = server
    const owners = [await register(app, 'Dona Um'), await register(app, 'Dona Dois')]
    const payers = await Promise.all(Array.from({ length: 6 }, (_, i) => register(app, `Pagante ${i}`)))
    const reader = owners[0] as (typeof owners)[number]

    let phase: Phase = 'before'
    let running = true
    const outcomes: { phase: Phase; kind: string; status: number | string; body?: unknown }[] = []
    const acknowledgedFeedback: string[] = []
    const acknowledgedPayments: string[] = []
    const record = (kind: string, status: number | string, body?: unknown) => outcomes.push({ phase, kind, status, body })

    async function giver(index: number) {
      const owner = owners[index % owners.length] as (typeof owners)[number]
      for (let round = 0; running; round++) {
        try {
          const assessment = await app.call('POST', `/api/feedback/user/${owner.publicId}/assessment`, {
            body: { answers: othersAnswers(['D', 'S']), isSelf: false },
          })
          record('assessment', assessment.status, assessment.body)
          if (assessment.status !== 201) continue
          const marker = `f${index}-${round}`
          const feedback = await app.call('POST', `/api/feedback/user/${owner.publicId}`, {
            // The giver's secret from step 1 (issue 30).
            body: { assessmentId: (assessment.body as { id: string }).id, relationshipType: 'friend', strengths: [marker], improvements: ['Paciência'] },
          })
          record('feedback', feedback.status, feedback.body)
          if (feedback.status === 201) acknowledgedFeedback.push(marker)
        } catch (error) {
          record('feedback', errorCode(error))
        }
      }
    }

    async function payer(person: (typeof payers)[number]) {
      while (running) {
        try {
          const preference = await app.call('POST', '/api/payment/preference', { cookie: person.cookie, body: { plan: 'monthly' } })
          record('preference', preference.status, preference.body)
          if (preference.status !== 200) continue
          const id = (preference.body as { preference: { id: string } }).preference.id
          const checkout = await app.call('POST', `/sandbox/mercadopago/checkout/${id}`, {
            body: 'action=approve',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
          const paymentId = new URL(checkout.headers.get('location') ?? 'http://x/').searchParams.get('payment_id')
          if (checkout.status !== 303 || !paymentId) throw new Error(`sandbox checkout answered ${checkout.status}`)
          const activation = await app.call('PUT', '/api/user/premium', { cookie: person.cookie, body: { isPremium: true, months: 1, paymentId } })
          record('activation', activation.status, activation.body)
          if (activation.status === 200) acknowledgedPayments.push(paymentId)
        } catch (error) {
          record('payment', errorCode(error))
        }
      }
    }

    async function readerLoop() {
      while (running) {
        try {
          const me = await app.call('GET', '/api/auth/me', { cookie: reader.cookie })
          record('me', me.status, me.body)
        } catch (error) {
          record('me', errorCode(error))
        }
      }
    }

    const workers = [
      ...Array.from({ length: 24 }, (_, i) => giver(i)),
      ...payers.map((person) => payer(person)),
      readerLoop(),
      readerLoop(),
    ]
    await until('load to flow', async () => outcomes.filter((o) => o.status === 201).length > 100)

    phase = 'down'
    await cluster.stop()
    await until(
      '503 answers while PostgreSQL is down',
      async () => outcomes.filter((o) => o.phase === 'down' && o.status === 503).length > 50,
      60_000,
      100,
      () => `answers while down ${JSON.stringify(tally(outcomes.filter((o) => o.phase === 'down').map((o) => `${o.kind}:${o.status}`)))}`,
    )

    await cluster.start()
    phase = 'after'
    // Recovery without anybody touching the app: the next requests simply work again.
    await until('the API to recover by itself', async () => (await app.call('GET', '/api/auth/me', { cookie: reader.cookie })).status === 200, 30_000)
    const recoveredAt = outcomes.length
    await until('load to flow again', async () => outcomes.slice(recoveredAt).filter((o) => o.status === 201).length > 100)
    running = false
    await Promise.all(workers)

    console.log(
      `[falhas] PostgreSQL parado sob carga: ` +
        (['before', 'down', 'after'] as const).map((p) => `${p} ${JSON.stringify(tally(outcomes.filter((o) => o.phase === p).map((o) => o.status)))}`).join('; '),
    )

    // The process stayed up and only ever answered success, a known 4xx or the 503.
    expect(app.child.exitCode).toBeNull()
    const allowed: Record<string, number[]> = {
      assessment: [201, 503],
      feedback: [201, 503],
      preference: [200, 503],
      activation: [200, 409, 503],
      me: [200, 503],
    }
    const unexpected = outcomes.filter((o) => !(allowed[o.kind] ?? []).includes(o.status as number))
    expect(unexpected.slice(0, 5), `unexpected answers: ${JSON.stringify(tally(unexpected.map((o) => `${o.kind}:${o.status}`)))}`).toEqual([])
    const unavailable = outcomes.filter((o) => o.status === 503)
    expect(unavailable.length).toBeGreaterThan(0)
    for (const outcome of unavailable) expect(outcome.body).toEqual({ error: ERROR_MESSAGES.unavailable })
    expect(outcomes.filter((o) => o.phase === 'before' && o.status === 503)).toEqual([])

    // After recovery, a calm sequence of each kind of request succeeds.
    for (let i = 0; i < 10; i++) {
      expect((await app.call('GET', '/api/feedback/stats', { cookie: reader.cookie })).status).toBe(200)
      const assessment = await app.call('POST', `/api/feedback/user/${reader.publicId}/assessment`, { body: { answers: othersAnswers(['I']), isSelf: false } })
      expect(assessment.status).toBe(201)
    }

    // Nothing half-written: every feedback row has its own others' assessment; every
    // acknowledged one is stored; every payment row came with its month of premium and back.
    const url = cluster.url
    const [orphans] = await sqlRows<{ n: number }>(
      url,
      `select count(*)::int as n from feedback f left join disc_assessments d
         on d.id = f.assessment_id and d.subject_user_id = f.subject_user_id and not d.is_self
       where d.id is null or jsonb_array_length(f.strengths) = 0`,
    )
    expect(orphans?.n).toBe(0)
    const stored = new Set((await sqlRows<{ marker: string }>(url, `select strengths->>0 as marker from feedback`)).map((r) => r.marker))
    expect(acknowledgedFeedback.filter((marker) => !stored.has(marker))).toEqual([])
    const storedPayments = new Set((await sqlRows<{ id: string }>(url, `select provider_payment_id as id from payments`)).map((r) => r.id))
    expect(acknowledgedPayments.filter((id) => !storedPayments.has(id))).toEqual([])
    const premium = await sqlRows<{ n: number; ok: boolean }>(
      url,
      `select count(p.id)::int as n,
              case when count(p.id) = 0 then u.premium_until is null
                   else u.premium_until between min(p.applied_at) + make_interval(months => count(p.id)::int) - interval '4 days'
                                            and max(p.applied_at) + make_interval(months => count(p.id)::int) + interval '1 minute'
              end as ok
       from users u left join payments p on p.user_id = u.id
       where u.public_id = any($1::uuid[])
       group by u.id`,
      [payers.map((p) => p.publicId)],
    )
    expect(premium.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(0)
    expect(premium.filter((row) => !row.ok)).toEqual([])
  })
})

describe.skipIf(Boolean(buildMissing))('faults: SIGTERM under load', () => {
  it('finishes the requests in flight, refuses new ones and exits cleanly', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-sigterm-'))
    try {
      // Arrivals are logged at debug only (issue 18: production info logs skip successful requests).
      const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...HIGH_LIMITS })
      const IN_FLIGHT = 30
      const emails = Array.from({ length: IN_FLIGHT }, () => uniqueEmail('sigterm'))
      // Registrations hash a password with argon2id: slow enough to be in flight together.
      const inFlight = emails.map((email) =>
        server
          .call('POST', '/api/auth/register', { body: { username: 'Em Voo', email, password: PASSWORD, confirmPassword: PASSWORD } })
          .then((r) => r.status, errorCode),
      )
      const received = () => server.lines.filter((line) => line.includes('incoming request') && line.includes('/api/auth/register')).length
      await until('every request to reach the server', async () => received() >= IN_FLIGHT)

      server.child.kill('SIGTERM')
      await until('shutdown to begin', async () => server.lines.some((line) => line.includes('shutting down')))
      // Fresh connections from now on: none may be served.
      const late: (number | string)[] = []
      for (let i = 0; i < 10; i++) late.push(await freshConnectionStatus(server.port))

      const statuses = await Promise.all(inFlight)
      const exit = await server.exited
      console.log(`[falhas] SIGTERM: em andamento ${JSON.stringify(tally(statuses))}; novas ${JSON.stringify(tally(late))}; saída ${exit.code}`)
      expect(statuses).toEqual(emails.map(() => 201))
      expect(late.filter((status) => status !== 503 && !/ECONNREFUSED|ECONNRESET|socket hang up/.test(String(status)))).toEqual([])
      expect(exit).toEqual({ code: 0, signal: null })

      // And what they wrote is on disk.
      const db = await PGlite.create(dataDir)
      const rows = await db.query<{ n: number }>('select count(*)::int as n from users where email = any($1)', [emails])
      await db.close()
      expect(rows.rows[0]?.n).toBe(IN_FLIGHT)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

/** One request on a brand-new connection (no keep-alive reuse): its status, or the socket error. */
function freshConnectionStatus(port: number): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/auth/me', agent: false }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    req.end()
  })
}

const adminUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const twoMissing = buildMissing ?? (!adminUrl || !redisUrl ? 'TEST_DATABASE_URL e TEST_REDIS_URL precisam estar definidas' : null)
if (twoMissing && !buildMissing) console.log(`[falhas] dois processos: pulado: ${twoMissing}.`)

describe.skipIf(Boolean(twoMissing))('faults: two app processes on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>
  let a: RunningServer
  let b: RunningServer
  // A client address of our own (through TRUST_PROXY): this run's rate-limit keys in the shared
  // Redis cannot meet another run's.
  const clientIp = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl as string, 'espelho_two')
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl as string,
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '4',
      FEEDBACK_RATE_LIMIT_PER_IP: '3',
      // What is counted here is the per-address limit shared through Redis; the per-link network
      // quota and the proof of work (issue 23) have tests of their own.
      FEEDBACK_PER_NETWORK_PER_LINK: '100000000',
      FEEDBACK_PROOF_OF_WORK: 'off',
    }
    a = await startServer(env, 60_000, { retries: 1 })
    b = await startServer(env, 60_000, { retries: 1 })
  }, 300_000)

  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await database?.drop()
  })

  const on = (server: RunningServer, method: string, url: string, options: { body?: unknown; cookie?: string } = {}) =>
    call(server.url, method, url, { ...options, headers: { 'x-forwarded-for': clientIp } })

  it('a session started on one process works on the other, and logout on either ends it everywhere', async () => {
    const email = uniqueEmail('dois')
    const created = await on(a, 'POST', '/api/auth/register', { body: { username: 'Duas Casas', email, password: PASSWORD, confirmPassword: PASSWORD } })
    expect(created.status).toBe(201)
    const cookie = created.cookie as string
    const onB = await on(b, 'GET', '/api/auth/me', { cookie })
    expect(onB.status).toBe(200)
    expect((onB.body as { email: string }).email).toBe(email)
    expect((await on(b, 'POST', '/api/auth/logout', { cookie, body: {} })).status).toBe(200)
    expect((await on(a, 'GET', '/api/auth/me', { cookie })).status).toBe(401)
  })

  it('counts login attempts across both processes', async () => {
    const email = uniqueEmail('limite')
    expect((await on(a, 'POST', '/api/auth/register', { body: { username: 'Alvo', email, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(201)
    const statuses: number[] = []
    for (const server of [a, b, a, b, a, b]) {
      statuses.push((await on(server, 'POST', '/api/auth/login', { body: { email, password: 'chute-errado-1' } })).status)
    }
    // Four per address and account in total, not four per process.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
  })

  it('counts feedback submissions across both processes', async () => {
    const owner = await register({ call: (m, u, o) => on(a, m, u, o) }, 'Dona do Link')
    const statuses: number[] = []
    for (const server of [a, b, a, b]) {
      statuses.push((await on(server, 'POST', `/api/feedback/user/${owner.publicId}/assessment`, { body: { answers: othersAnswers(['C']), isSelf: false } })).status)
    }
    expect(statuses).toEqual([201, 201, 201, 429])
  })
})
