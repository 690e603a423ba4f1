import { PassThrough } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { api, collectLines, openTestDatabase, testConfig, testDatabaseKinds, type ConfigOverrides } from '#test/app'
import { READINESS_MESSAGES } from './health.routes'

for (const kind of testDatabaseKinds()) {
  describe(`health and readiness [${kind}]`, () => {
    const opened: { app?: FastifyInstance; database?: Database; closed?: boolean }[] = []
    afterEach(async () => {
      for (const item of opened.splice(0)) {
        await item.app?.close()
        if (!item.closed) await item.database?.close()
      }
    })

    async function start(overrides: ConfigOverrides = {}, logStream?: PassThrough) {
      const database = await openTestDatabase(kind)
      const app = await buildApp(testConfig(overrides), { database, ...(logStream ? { logStream } : { logger: false }) })
      const item: { app?: FastifyInstance; database?: Database; closed?: boolean } = { app, database }
      opened.push(item)
      return { app, database, closeDatabase: async () => ((item.closed = true), await database.close()) }
    }

    it('/healthz and /readyz answer 200 with no session, and are never rate-limited', async () => {
      const { app } = await start()
      for (let i = 0; i < 150; i++) {
        const health = await api(app, 'GET', '/healthz')
        expect(health.statusCode).toBe(200)
      }
      const ready = await api(app, 'GET', '/readyz')
      expect(ready.statusCode).toBe(200)
      expect(ready.json()).toEqual({ status: 'ok' })
      expect(ready.headers['cache-control']).toBe('no-store')
      expect(ready.headers['x-ratelimit-limit']).toBeUndefined()
    })

    it('/readyz answers 503 in Portuguese when the database is down, while /healthz stays 200', async () => {
      const { app, closeDatabase } = await start()
      expect((await api(app, 'GET', '/readyz')).statusCode).toBe(200)
      await closeDatabase()
      const ready = await api(app, 'GET', '/readyz')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'indisponível', error: READINESS_MESSAGES.databaseDown })
      expect(ready.headers['retry-after']).toBe('5')
      expect((await api(app, 'GET', '/healthz')).statusCode).toBe(200)
    })

    it('/readyz answers 503 when the database lacks this build’s newest migration', async () => {
      const { app, database } = await start()
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      )
      const ready = await api(app, 'GET', '/readyz')
      expect(ready.statusCode).toBe(503)
      expect(ready.json().error).toBe(READINESS_MESSAGES.migrationsPending)
    })

    it('/readyz answers 503 while the process drains (SIGTERM), and every answer then says Connection: close', async () => {
      const { app } = await start()
      expect((await api(app, 'GET', '/readyz')).headers.connection).not.toBe('close')
      app.beginDrain()
      const ready = await api(app, 'GET', '/readyz')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'indisponível', error: READINESS_MESSAGES.stopping })
      expect(ready.headers.connection).toBe('close')
      // What still reaches it is served, not refused with a 503.
      const health = await api(app, 'GET', '/healthz')
      expect(health.statusCode).toBe(200)
      expect(health.headers.connection).toBe('close')
    })

    it('probes are not in the access log at info level, only at debug', async () => {
      const lines: string[] = []
      const stream = collectLines(lines)
      const { app } = await start({ env: 'production', logLevel: 'info' }, stream)
      await api(app, 'GET', '/healthz')
      await api(app, 'GET', '/readyz')
      await new Promise((resolve) => setImmediate(resolve))
      expect(lines.filter((line) => line.includes('/healthz') || line.includes('/readyz'))).toEqual([])

      const debugLines: string[] = []
      const debugStream = collectLines(debugLines)
      const debug = await start({ env: 'production', logLevel: 'debug' }, debugStream)
      await api(debug.app, 'GET', '/healthz')
      await new Promise((resolve) => setImmediate(resolve))
      expect(debugLines.some((line) => line.includes('"url":"/healthz"') && line.includes('"status":200'))).toBe(true)
    })
  })
}
