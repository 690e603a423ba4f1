import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { collectLines, openTestDatabase, registerUser, TEST_ORIGIN, testConfig } from '#test/app'

const GIVER_ADDRESS = '203.0.113.77'
const GIVER_AGENT = 'NavegadorDoDoador/1.0 (identificável)'

/**
 * DESIGN.md §5: nothing that identifies a feedback giver is stored — request logs included. A
 * log line pairing the giver's address with the owner's link would do exactly that.
 */
describe('request logs of a feedback giver', () => {
  let app: FastifyInstance
  let database: Database
  const lines: string[] = []

  beforeAll(async () => {
    const stream = collectLines(lines)
    database = await openTestDatabase('pglite')
    app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream: stream })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('carry the method and path but neither the address nor the browser of the giver', async () => {
    const owner = await registerUser(app)
    const link = `/api/feedback/user/${owner.user.userId as string}`
    const headers = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'user-agent': GIVER_AGENT }
    const answers = Object.fromEntries(DISC_OTHERS_QUESTIONS.map((q) => [q.id, q.options[0]!.id]))
    const created = await app.inject({
      method: 'POST',
      url: `${link}/assessment`,
      remoteAddress: GIVER_ADDRESS,
      headers,
      payload: { answers, isSelf: false },
    })
    expect(created.statusCode).toBe(201)
    const sent = await app.inject({
      method: 'POST',
      url: link,
      remoteAddress: GIVER_ADDRESS,
      headers,
      payload: { assessmentId: created.json().id, relationshipType: 'friend', strengths: ['Generosa'], improvements: [] },
    })
    expect(sent.statusCode).toBe(201)

    const giverLines = lines.filter((line) => line.includes(link))
    expect(giverLines.length).toBeGreaterThan(0)
    const all = lines.join('\n')
    expect(all).not.toContain(GIVER_ADDRESS)
    expect(all).not.toContain(GIVER_AGENT)
    expect(all).not.toContain('remoteAddress')
  })
})

/**
 * Issue 18: in production, successful requests are not logged one by one at info; client errors
 * are (a short summary), and so are slow requests and server errors. No line names the giver.
 */
describe('request logs in production', () => {
  async function run(logLevel: 'info' | 'debug', logSlowMs = 60_000) {
    const lines: string[] = []
    const stream = collectLines(lines)
    const database = await openTestDatabase('pglite')
    const app = await buildApp(testConfig({ env: 'production', logLevel, ops: { logSlowMs } }), { database, logStream: stream })
    try {
      const owner = await registerUser(app)
      const link = `/api/feedback/user/${owner.user.userId as string}`
      const headers = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'user-agent': GIVER_AGENT }
      const ok = await app.inject({ method: 'GET', url: `${link}?ref=abc`, remoteAddress: GIVER_ADDRESS, headers })
      expect(ok.statusCode).toBe(200)
      const bad = await app.inject({ method: 'POST', url: link, remoteAddress: GIVER_ADDRESS, headers, payload: { assessmentId: 'x' } })
      expect(bad.statusCode).toBe(400)
      await new Promise((resolve) => setImmediate(resolve))
      return { lines, link, all: lines.join('\n') }
    } finally {
      await app.close()
      await database.close()
    }
  }
  const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

  it('at info: no line for a successful request, a one-line summary for a 4xx, nothing about the giver', async () => {
    const { lines, link, all } = await run('info')
    const entries = parsed(lines).filter((entry) => entry.url === link)
    expect(entries.filter((entry) => entry.status === 200)).toEqual([])
    const summary = entries.filter((entry) => entry.status === 400)
    expect(summary).toHaveLength(1)
    expect(summary[0]).toMatchObject({ method: 'POST', route: '/api/feedback/user/:uuid', msg: 'request completed' })
    expect(typeof summary[0]!.ms).toBe('number')
    expect(all).not.toContain('/api/auth/register')
    expect(all).not.toContain(GIVER_ADDRESS)
    expect(all).not.toContain(GIVER_AGENT)
    expect(all).not.toContain('ref=abc')
  })

  it('slow requests are logged at warn above LOG_SLOW_MS', async () => {
    const { lines } = await run('info', 1)
    // Registering hashes a password (tens of milliseconds): always above 1 ms.
    const slow = parsed(lines).find((entry) => entry.url === '/api/auth/register')
    expect(slow).toMatchObject({ level: 40, msg: 'slow request', status: 201 })
  })

  it('at debug: every request, still without the giver', async () => {
    const { lines, link, all } = await run('debug')
    expect(parsed(lines).some((entry) => entry.url === link && entry.status === 200)).toBe(true)
    expect(all).not.toContain(GIVER_ADDRESS)
    expect(all).not.toContain(GIVER_AGENT)
  })
})
