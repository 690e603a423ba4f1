import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '#server/db/client'
import { rowsOf, toNumber } from '#server/db/rows'

export const READINESS_MESSAGES = {
  databaseDown: 'O banco de dados não respondeu.',
  databaseSlow: 'O banco de dados não respondeu a tempo.',
  migrationsPending: 'As migrações do banco de dados ainda não foram aplicadas.',
  stopping: 'O processo está sendo encerrado.',
} as const

/** How long /readyz waits for the database before calling the process not ready. */
const READY_TIMEOUT_MS = 2_000

/** The newest migration this build ships (drizzle's journal): the database must have it applied. */
function newestMigration(migrationsDir: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }
  return Math.max(0, ...journal.entries.map((entry) => entry.when))
}

async function readiness(database: Database, expected: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(READINESS_MESSAGES.databaseSlow), READY_TIMEOUT_MS)
  })
  // One query answers both questions: the database is up, and it has this build's migrations.
  const check = database.db
    .execute(sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`)
    .then((result) => {
      const [row] = rowsOf<{ newest: string }>(result)
      return toNumber(row?.newest) >= expected ? null : READINESS_MESSAGES.migrationsPending
    })
    .catch(() => READINESS_MESSAGES.databaseDown)
  try {
    return await Promise.race([check, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * For load balancers and orchestrators (DESIGN.md §11): /healthz says the process answers,
 * /readyz that it can serve (database reachable, migrations applied, not stopping), 503 with the
 * reason in Portuguese otherwise. No session, no rate limit, and logged only at debug level.
 */
export function healthRoutes(app: FastifyInstance, deps: { database: Database; migrationsDir: string; draining?: () => boolean }) {
  const expected = newestMigration(deps.migrationsDir)

  app.get('/healthz', { config: { accessLog: 'debug' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
    return { status: 'ok' }
  })

  app.get('/readyz', { config: { accessLog: 'debug' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
    // A draining process still finishes what reaches it, but should not be sent more (issue 35).
    const problem = deps.draining?.() ? READINESS_MESSAGES.stopping : await readiness(deps.database, expected)
    if (problem) return reply.status(503).header('Retry-After', '5').send({ status: 'indisponível', error: problem })
    return { status: 'ok' }
  })
}
