import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import { openDatabase, type Database } from '#server/db/client'
import { api, cookieFrom, MIGRATIONS_DIR, registerUser, testConfig, testDatabaseKinds, uniqueEmail, withScratchPostgres } from '#test/app'
import { giveFeedback, giveFeedbackAsBrowser } from '#test/feedback'
import { selfDiscAnswers } from '#test/fixtures'

const run = promisify(execFile)
const ROOT = path.resolve(import.meta.dirname, '../../../..')
const SCRIPT = path.join(ROOT, 'scripts/funnel.mjs')

/** `npm run funnel` as an operator runs it: a child process with only the database in its environment. */
async function funnel(env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env } })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/**
 * Seeded journeys through the app: two people who came by themselves (one with an account), three
 * givers for the first one's link (one signs up after giving), and that giver's own link answered twice.
 * Sharers: the owner (twice: one account), the giver, and one more person whose link nobody answered.
 */
async function seedJourneys(app: FastifyInstance) {
  const person = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' }
  await api(app, 'GET', '/', { headers: person })
  await api(app, 'GET', '/', { headers: person })
  const owner = await registerUser(app, { username: 'Helena Duarte' })
  const ownerLink = owner.user.userId as string
  for (let i = 0; i < 3; i++) await api(app, 'GET', `/feedback/user/${ownerLink}`, { headers: person })
  await api(app, 'POST', '/api/funnel/step', { body: { step: 'link_shared' }, cookie: owner.cookie })
  await api(app, 'POST', '/api/funnel/step', { body: { step: 'link_shared' }, cookie: owner.cookie })
  const quiet = await registerUser(app, { username: 'Sofia Campos' })
  await api(app, 'POST', '/api/funnel/step', { body: { step: 'link_shared' }, cookie: quiet.cookie })

  const giver = await giveFeedbackAsBrowser(app, ownerLink)
  await giveFeedback(app, ownerLink)
  const cookie = `${giver.cookie}; espelho_origem=convite`
  await api(app, 'POST', '/api/funnel/step', { body: { step: 'test_started' }, cookie })
  const test = await api(app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers('C'), isSelf: true }, cookie })
  const registered = await api(app, 'POST', '/api/auth/register', {
    body: { username: 'Otávio Lima', email: uniqueEmail('doador'), password: 'senha-segura-123', confirmPassword: 'senha-segura-123' },
    cookie: `${cookie}; ${cookieFrom(test)}`,
  })
  expect(registered.statusCode).toBe(201)
  const giverLink = (registered.json() as { userId: string }).userId
  await api(app, 'POST', '/api/funnel/step', { body: { step: 'link_shared' }, cookie: cookieFrom(registered) })
  await giveFeedback(app, giverLink)
  await giveFeedback(app, giverLink)
}

interface Report {
  since: string
  until: string
  paths: Record<'invite' | 'direct', { step: string; count: number; conversion: number | null }[]>
  viral: { newAccountsFromGivers: number; accountsThatShared: number; coefficient: number | null }
}

const countsOf = (report: Report, source: 'invite' | 'direct') => Object.fromEntries(report.paths[source].map((entry) => [entry.step, entry.count]))

/** Runs the journeys on a database the script then reads, and checks what it prints. */
async function checkScript(database: Database, env: Record<string, string>, beforeScript: () => Promise<void>) {
  const app = await buildApp(testConfig(), { database, logger: false })
  await seedJourneys(app)
  // A day outside the default window: only an explicit window shows it.
  await database.db.execute(sql`insert into funnel_daily (day, step, source, count) values ('2020-01-15', 'home_viewed', 'direct', 100)`)
  // Closing the app writes what it counted in memory.
  await app.close()
  await beforeScript()

  const json = await funnel(env, ['--json'])
  expect(json.stderr).toBe('')
  expect(json.code).toBe(0)
  const report = JSON.parse(json.stdout) as Report
  expect(countsOf(report, 'direct')).toEqual({ home_viewed: 2, test_started: 0, test_finished: 0, account_created: 2, link_shared: 3, first_feedback: 1 })
  expect(countsOf(report, 'invite')).toEqual({
    invite_viewed: 3,
    feedback_step1: 4,
    feedback_finished: 4,
    test_started: 1,
    test_finished: 1,
    account_created: 1,
    link_shared: 1,
    first_feedback: 1,
  })
  expect(report.paths.invite[1]?.conversion).toBeCloseTo(4 / 3)
  expect(report.paths.invite[3]?.conversion).toBeCloseTo(1 / 4)
  expect(report.paths.direct[1]?.conversion).toBe(0)
  // One new account from a giver ÷ three accounts that shared their link (the owner twice, counted
  // once; Sofia, whose link nobody answered, counts too: sharing is the step, not being answered).
  expect(report.viral).toEqual({ newAccountsFromGivers: 1, accountsThatShared: 3, coefficient: 1 / 3 })

  const text = await funnel(env)
  expect(text.code).toBe(0)
  expect(text.stdout).toContain('Quem veio de um convite')
  expect(text.stdout).toMatch(/Link de convite aberto\s+3/)
  expect(text.stdout).toMatch(/Feedback concluído\s+4\s+100,0%/)
  expect(text.stdout).toContain('Coeficiente viral: 0,33 (1 contas novas de quem deu feedback ÷ 3 contas que compartilharam o próprio link pela primeira vez no período)')
  // Aggregate only: nobody's name, email or link.
  for (const secret of ['Helena', 'Otávio', 'Sofia', '@exemplo.com.br', 'feedback/user']) expect(text.stdout).not.toContain(secret)

  const old = JSON.parse((await funnel(env, ['--json', '--since', '2020-01-01', '--until', '2020-01-31'])).stdout) as Report
  expect(countsOf(old, 'direct').home_viewed).toBe(100)
  expect(old.viral).toEqual({ newAccountsFromGivers: 0, accountsThatShared: 0, coefficient: null })

  const bad = await funnel(env, ['--since', '31/01/2020'])
  expect(bad.code).toBe(2)
  expect(bad.stderr).toContain('--since precisa ser uma data no formato AAAA-MM-DD')
}

describe('npm run funnel (issue 47)', () => {
  it('prints the seeded journeys from an embedded database in DATA_DIR, and refuses one its server holds', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-funnel-'))
    try {
      const database = await openDatabase({ dataDir, migrationsDir: MIGRATIONS_DIR })
      let closed = false
      try {
        const held = await funnel({ DATA_DIR: dataDir })
        expect(held.code).toBe(2)
        expect(held.stderr).toContain('está em uso pelo servidor')
        await checkScript(database, { DATA_DIR: dataDir }, async () => {
          await database.close()
          closed = true
        })
      } finally {
        if (!closed) await database.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it.runIf(testDatabaseKinds().includes('postgres'))('prints the seeded journeys from PostgreSQL (DATABASE_URL)', async () => {
    await withScratchPostgres('espelho_funnel', async (url) => {
      const database = await openDatabase({ databaseUrl: url, migrationsDir: MIGRATIONS_DIR })
      try {
        await checkScript(database, { DATABASE_URL: url }, async () => undefined)
      } finally {
        await database.close()
      }
    })
  }, 120_000)
})
