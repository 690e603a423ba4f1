// Issue 35 — four app processes started at the same moment on one empty PostgreSQL database and
// one Redis, with a real SMTP peer: the migrations run once (advisory lock), every email goes out
// once (outbox claims, digests), and sessions, rate limits, proof-of-work replay protection and the
// per-network quota hold across the processes. Each request below names its process on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { othersAnswers } from '#test/feedback'
import { solveFeedbackChallenge } from '#test/proof-of-work'
import { startSmtpPeer, type SmtpPeer } from '#test/smtp'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import journal from '#server/db/migrations/meta/_journal.json'
import {
  builtServerMissing,
  call,
  createThrowawayDatabase,
  PASSWORD,
  sqlRows,
  startServer,
  uniqueEmail,
  until,
  type RunningServer,
} from './support'

const adminUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const missing = builtServerMissing() ?? (!adminUrl || !redisUrl ? 'TEST_DATABASE_URL e TEST_REDIS_URL precisam estar definidas' : null)
if (missing) console.log(`[quatro processos] pulado: ${missing}.`)

/** A random address of this run's own (TRUST_PROXY=1: the app believes one X-Forwarded-For hop). */
const randomAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

describe.skipIf(Boolean(missing))('four app processes started together on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>
  let smtp: SmtpPeer
  let apps: RunningServer[] = []

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl as string, 'espelho_four')
    smtp = await startSmtpPeer()
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl as string,
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      EMAIL_DISPATCH_INTERVAL_MS: '200',
      FEEDBACK_DIGEST_DELAY_MINUTES: '0',
      LOGIN_RATE_LIMIT: '4',
      REGISTER_RATE_LIMIT: '1000',
      FORGOT_PASSWORD_RATE_LIMIT: '1000',
      FEEDBACK_RATE_LIMIT_PER_IP: '1000',
      FEEDBACK_PER_NETWORK_PER_LINK: '3',
      FEEDBACK_PROOF_OF_WORK: 'on',
      FEEDBACK_PROOF_OF_WORK_DIFFICULTY: '500',
    }
    // The same moment: none waits for another, all four race to migrate the empty database.
    const started = await Promise.allSettled(Array.from({ length: 4 }, () => startServer(env, 150_000)))
    apps = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
    const failed = started.find((outcome) => outcome.status === 'rejected')
    if (failed) throw failed.reason
  }, 200_000)

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()))
    await database?.drop()
    await smtp?.stop()
  })

  const on = (app: RunningServer, method: string, url: string, options: { body?: unknown; cookie?: string; address?: string } = {}) =>
    call(app.url, method, url, { body: options.body, cookie: options.cookie, headers: { 'x-forwarded-for': options.address ?? randomAddress() } })

  async function registerOn(app: RunningServer, username: string) {
    const email = uniqueEmail('quatro')
    const response = await on(app, 'POST', '/api/auth/register', { body: { username, email, password: PASSWORD, confirmPassword: PASSWORD } })
    expect(response.status).toBe(201)
    const user = response.body as { userId: string }
    return { email, cookie: response.cookie as string, publicId: user.userId }
  }

  /** One giver's step 1 with a proof of work solved against `challengeFrom`'s challenge. */
  async function solve(challengeFrom: RunningServer, address: string) {
    return solveFeedbackChallenge((await on(challengeFrom, 'GET', '/api/feedback/challenge', { address })).body)
  }

  it('all four start and are ready, and each migration was applied once', async () => {
    for (const app of apps) expect((await call(app.url, 'GET', '/readyz')).status).toBe(200)
    const [applied] = await sqlRows<{ n: number; distinct: number }>(
      database.url,
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    )
    expect(applied).toEqual({ n: journal.entries.length, distinct: journal.entries.length })
    const errors = apps.flatMap((app) => app.lines.filter((line) => /"level":(50|60)/.test(line)))
    expect(errors).toEqual([])
  })

  it('sends every email exactly once with four dispatchers: confirmations, password resets and digests', async () => {
    smtp.messages.length = 0
    const people: Awaited<ReturnType<typeof registerOn>>[] = []
    for (let i = 0; i < 12; i++) people.push(await registerOn(apps[i % 4] as RunningServer, `Pessoa ${i}`))
    for (const [i, person] of people.entries()) {
      expect((await on(apps[(i + 1) % 4] as RunningServer, 'POST', '/api/auth/forgot-password', { body: { email: person.email } })).status).toBe(200)
    }
    const mine = (email: string) => smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email)
    await until('the confirmations and resets to arrive', async () => people.every((person) => mine(person.email).length >= 2), 60_000)

    // Four owners confirm their address, then receive feedback on every process: one digest each.
    const owners = people.slice(0, 4)
    for (const [i, owner] of owners.entries()) {
      const confirmation = mine(owner.email).find((mail) => mail.subject === 'Confirme seu e-mail no Espelho')
      const token = new URL(/https?:\/\/\S+verify-email\?token=[^\s"<>]+/.exec(confirmation?.text ?? '')?.[0] ?? 'http://x/').searchParams.get('token')
      expect(token).toBeTruthy()
      expect((await on(apps[(i + 2) % 4] as RunningServer, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200)
    }
    for (const [i, owner] of owners.entries()) {
      for (let k = 0; k < 4; k++) {
        const app = apps[(i + k) % 4] as RunningServer
        const address = randomAddress()
        const altcha = await solve(app, address)
        const step1 = await on(app, 'POST', `/api/feedback/user/${owner.publicId}/assessment`, { address, body: { answers: othersAnswers(['S']), isSelf: false, altcha } })
        expect(step1.status).toBe(201)
        const step2 = await on(apps[(i + k + 1) % 4] as RunningServer, 'POST', `/api/feedback/user/${owner.publicId}`, {
          address,
          body: { assessmentId: (step1.body as { id: string }).id, relationshipType: 'colleague', strengths: ['Calma'], improvements: [] },
        })
        expect(step2.status).toBe(201)
      }
    }
    await until(
      'the outbox to be empty',
      async () => {
        const [row] = await sqlRows<{ pending: number; digests: number }>(
          database.url,
          `select count(*) filter (where status <> 'sent')::int as pending, count(*) filter (where kind = 'feedback_digest')::int as digests from email_outbox`,
        )
        return row && row.pending === 0 && row.digests >= owners.length
      },
      90_000,
      200,
    )
    // A few more passes by all four dispatchers: nothing more may go out.
    await new Promise((resolve) => setTimeout(resolve, 1500))

    const [outbox] = await sqlRows<{ n: number }>(database.url, `select count(*)::int as n from email_outbox`)
    const ids = smtp.messages.map((mail) => mail.messageId)
    expect(new Set(ids).size, 'no Message-ID twice').toBe(ids.length)
    expect(smtp.messages.length, 'one message per outbox row').toBe(outbox?.n)
    for (const person of people) {
      const subjects = mine(person.email).map((mail) => mail.subject).sort()
      const isOwner = owners.includes(person)
      expect(subjects.filter((s) => s === 'Confirme seu e-mail no Espelho')).toHaveLength(1)
      expect(subjects.filter((s) => s === 'Redefina sua senha do Espelho')).toHaveLength(1)
      expect(subjects.length).toBe(isOwner ? 3 : 2)
    }
    // Housekeeping ran in one process only for this hour (the norms' computation keeps its own row: issue 48).
    const runs = await sqlRows<{ job: string }>(database.url, `select job from periodic_runs where job <> 'norms'`)
    expect(runs).toEqual([{ job: 'housekeeping' }])
  })

  it('a session, the login limit, a used proof of work and the per-network quota hold across the four', async () => {
    const [a, b, c, d] = apps as [RunningServer, RunningServer, RunningServer, RunningServer]
    // A login on one process is valid on every other; a logout on one ends it everywhere.
    const person = await registerOn(a, 'Quatro Casas')
    for (const app of [b, c, d]) expect((await on(app, 'GET', '/api/auth/me', { cookie: person.cookie })).status).toBe(200)
    expect((await on(c, 'POST', '/api/auth/logout', { cookie: person.cookie, body: {} })).status).toBe(200)
    for (const app of [a, b, d]) expect((await on(app, 'GET', '/api/auth/me', { cookie: person.cookie })).status).toBe(401)

    // Four wrong passwords in total from one address, not four per process.
    const attacker = randomAddress()
    const statuses: number[] = []
    for (const app of [a, b, c, d, a, b]) {
      statuses.push((await on(app, 'POST', '/api/auth/login', { address: attacker, body: { email: person.email, password: 'chute-errado-1' } })).status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])

    // A proof of work spent on one process is refused on another.
    const owner = await registerOn(b, 'Dona da Prova')
    const address = randomAddress()
    const altcha = await solve(a, address)
    const first = await on(a, 'POST', `/api/feedback/user/${owner.publicId}/assessment`, { address, body: { answers: othersAnswers(['D']), isSelf: false, altcha } })
    expect(first.status).toBe(201)
    const replay = await on(c, 'POST', `/api/feedback/user/${owner.publicId}/assessment`, { address: randomAddress(), body: { answers: othersAnswers(['D']), isSelf: false, altcha } })
    expect(replay.status).toBe(400)
    expect((replay.body as { error: string }).error).toBe(FEEDBACK_MESSAGES.proofUsed)

    // Three answers from one network per link, counted over all processes: the fourth is refused.
    const link = await registerOn(d, 'Dona da Cota')
    // (One IPv4 address is one network; a /64 for IPv6.)
    const from = randomAddress()
    const quota: number[] = []
    for (const app of [a, b, c, d]) {
      const proof = await solve(app, from)
      quota.push((await on(app, 'POST', `/api/feedback/user/${link.publicId}/assessment`, { address: from, body: { answers: othersAnswers(['I']), isSelf: false, altcha: proof } })).status)
    }
    expect(quota).toEqual([201, 201, 201, 429])
  })
})
