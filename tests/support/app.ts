import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import { buildApp } from '#server/app'
import { loadConfig, type AppConfig } from '#server/config'
import type { sql } from 'drizzle-orm'
import { openDatabase, type Database, type DatabaseOptions, type Db } from '#server/db/client'
import { rowsOf } from '#server/db/rows'
import { randomToken } from '#server/lib/tokens'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const MIGRATIONS_DIR = path.join(ROOT, 'src/server/db/migrations')
export const TEST_ORIGIN = 'http://localhost:3000'

/** Test overrides: whole settings, or some fields of a nested group (`{ ads: { placeholders: false } }`). */
export type ConfigOverrides = {
  [K in keyof AppConfig]?: AppConfig[K] extends Record<string, unknown> ? Partial<AppConfig[K]> : AppConfig[K]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The production settings as loadConfig builds them (so every default is the real one), for an
 * in-memory database, no built client, quiet logs and sign-in limits out of the way.
 */
export function testConfig(overrides: ConfigOverrides = {}): AppConfig {
  const base: AppConfig = {
    ...loadConfig(
      {
        NODE_ENV: overrides.env ?? 'test',
        PORT: '3000',
        HOST: '127.0.0.1',
        PUBLIC_URL: TEST_ORIGIN,
        LOG_LEVEL: 'silent',
        LOGIN_RATE_LIMIT: '1000',
        LOGIN_NETWORK_RATE_LIMIT: '1000000',
        REGISTER_RATE_LIMIT: '1000',
      },
      ROOT,
    ),
    dataDir: '',
    clientDir: undefined,
    // Route suites give many feedbacks to one link from one address (the injected 127.0.0.1):
    // the giver guard's quota and proof of work are lifted here and turned on by the suites that
    // test them (src/server/modules/feedback/giver-guard.test.ts).
    feedbackPerNetworkPerLink: 1_000_000,
    feedbackProofOfWork: { enabled: false, difficulty: 1000 },
    migrationsDir: MIGRATIONS_DIR,
    inMemoryDb: true,
  }
  // No mail loop in route suites: the email tests run the dispatcher pass by pass.
  base.email = { ...base.email, dispatchIntervalMs: 0 }
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key]
    merged[key] = isRecord(value) && isRecord(current) ? { ...current, ...value } : value
  }
  return merged as AppConfig
}

export type DatabaseKind = 'pglite' | 'postgres'

/** PGlite always; the machine's PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

let pgliteTemplate: Blob | undefined

/**
 * The dump of a migrated PGlite database that tests/support/global-setup.ts made for this run, read
 * once per test process; undefined under a config without that setup (each database then boots
 * and migrates from nothing).
 */
function migratedPgliteDump(): Blob | undefined {
  if (pgliteTemplate) return pgliteTemplate
  const file = inject('pgliteTemplate')
  if (!file) return undefined
  pgliteTemplate = new Blob([readFileSync(file)])
  return pgliteTemplate
}

/**
 * A throw-away, empty PostgreSQL database on TEST_DATABASE_URL's server for `use(url)` (a script's
 * DATABASE_URL), dropped afterwards whatever happens. `prefix` names it in the server's list.
 */
export async function withScratchPostgres(prefix: string, use: (url: string) => Promise<void>): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL as string
  const name = `${prefix}_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    await use(url.href)
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

/** A fresh, migrated database; for PostgreSQL a throw-away database dropped on close. */
export async function openTestDatabase(kind: DatabaseKind, options: Pick<DatabaseOptions, 'queryLogger'> = {}): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ migrationsDir: MIGRATIONS_DIR, loadDataDir: migratedPgliteDump(), ...options })
  const adminUrl = process.env.TEST_DATABASE_URL as string
  const name = `espelho_test_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  // Copied from the run's migrated template when there is one (tests/support/global-setup.ts).
  const template = inject('postgresTemplate')
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.href, migrationsDir: MIGRATIONS_DIR, ...options })
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

export interface TestContext {
  app: FastifyInstance
  database: Database
  kind: DatabaseKind
}

/**
 * Runs a route test suite once per database kind, with one app and database per kind.
 * `ctx` is filled in beforeAll.
 */
export function describeWithApp(
  name: string,
  suite: (ctx: TestContext) => void,
  configOverrides: ConfigOverrides = {},
) {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      const ctx = { kind } as TestContext
      beforeAll(async () => {
        ctx.database = await openTestDatabase(kind)
        ctx.app = await buildApp(testConfig(configOverrides), { database: ctx.database, logger: false })
      })
      afterAll(async () => {
        await ctx.app?.close()
        await ctx.database?.close()
      })
      suite(ctx)
    })
  }
}

/** Same-origin JSON request, as the browser client sends it. */
export function api(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', ...options.headers }
  if (options.cookie) headers.cookie = options.cookie
  return app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  })
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== '' && !(c.expires && c.expires.getTime() < Date.now()))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ')
}

let counter = 0
export function uniqueEmail(prefix = 'pessoa') {
  counter += 1
  return `${prefix}.${Date.now()}.${counter}.${randomToken(4).toLowerCase()}@exemplo.com.br`
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
) {
  const email = overrides.email ?? uniqueEmail()
  const password = overrides.password ?? 'senha-segura-123'
  const response = await api(app, 'POST', '/api/auth/register', {
    body: { username: overrides.username ?? 'Maria Silva', email, password, confirmPassword: password },
  })
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`)
  return { email, password, cookie: cookieFrom(response), user: response.json() as Record<string, unknown> }
}

/** The rows of a raw SQL query, on either driver. */
export async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query))
}

/** A log stream for `buildApp({ logStream })` that appends each line the app writes to `lines`. */
export function collectLines(lines: string[]): PassThrough {
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)))
  return stream
}
