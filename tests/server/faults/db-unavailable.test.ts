import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { ERROR_MESSAGES, isDatabaseUnavailable } from '#server/plugins/error-handler'
import { api, openTestDatabase, registerUser, testConfig } from '#test/app'

/** Shaped like what node-postgres and Node's net module throw. */
function pgError(message: string, code?: string) {
  return Object.assign(new Error(message), code ? { code } : {})
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['refused on every address (AggregateError)', Object.assign(new AggregateError([pgError('x', 'ECONNREFUSED')], ''), { code: 'ECONNREFUSED' })],
    ['admin shutdown 57P01', pgError('terminating connection due to administrator command', '57P01')],
    ['crash shutdown 57P02', pgError('terminating connection because of crash of another server process', '57P02')],
    ['starting up 57P03', pgError('the database system is starting up', '57P03')],
    ['too many connections 53300', pgError('sorry, too many clients already', '53300')],
    ['connection terminated', pgError('Connection terminated unexpectedly')],
    ['pool connect timeout', pgError('timeout exceeded when trying to connect')],
    ['PGlite closed', pgError('PGlite is closed')],
    ['wrapped by Drizzle', new DrizzleQueryError('select 1', [], pgError('Connection terminated', undefined))],
  ])('recognises %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a syntax error', pgError('syntax error at or near "x"', '42601')],
    ['a unique violation', pgError('duplicate key value', '23505')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['nothing', undefined],
  ])('does not mistake %s for an outage', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('a request while the database is gone', () => {
  let database: Database
  let app: Awaited<ReturnType<typeof buildApp>>
  let cookie: string

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = await buildApp(testConfig(), { database, logger: false })
    cookie = (await registerUser(app)).cookie
    await database.close()
  })
  afterAll(async () => {
    await app?.close()
  })

  it.each([
    ['GET', '/api/auth/me'],
    ['GET', '/api/feedback/stats'],
    ['POST', '/api/ocean-assessment'],
    ['GET', '/api/account/export'],
  ] as const)('%s %s answers 503 with the Portuguese message and a Retry-After', async (method, url) => {
    const response = await api(app, method, url, { cookie, ...(method === 'POST' ? { body: { answers: {} } } : {}) })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ error: ERROR_MESSAGES.unavailable })
    expect(response.headers['retry-after']).toBe('5')
    expect(response.body).not.toMatch(/PGlite|closed|stack/i)
  })

  it('still serves what needs no database', async () => {
    expect((await api(app, 'GET', '/api/payment/config')).statusCode).toBe(200)
  })
})

describe('the error handler, end to end', () => {
  let app: Awaited<ReturnType<typeof buildApp>>
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = await buildApp(testConfig(), { database, logger: false })
    // Routes of this test only: each throws what a repository would.
    app.get('/test/outage', async () => {
      throw new DrizzleQueryError('select 1', [], pgError('terminating connection due to administrator command', '57P01'))
    })
    app.get('/test/bug', async () => {
      throw new DrizzleQueryError('select x', [], pgError('syntax error at or near "x"', '42601'))
    })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('answers an outage with 503 and a query bug with 500, both without internals', async () => {
    const outage = await app.inject({ method: 'GET', url: '/test/outage' })
    expect(outage.statusCode).toBe(503)
    expect(outage.json()).toEqual({ error: ERROR_MESSAGES.unavailable })
    const bug = await app.inject({ method: 'GET', url: '/test/bug' })
    expect(bug.statusCode).toBe(500)
    expect(bug.json()).toEqual({ error: ERROR_MESSAGES.internal })
    expect(bug.headers['retry-after']).toBeUndefined()
  })
})
