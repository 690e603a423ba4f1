import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { openTestDatabase, registerUser, testConfig, TEST_ORIGIN } from '#test/app'

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
    const stream = new PassThrough()
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)))
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
