import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, migrated PGlite database (tests/support/app.ts → openTestDatabase). */
    pgliteTemplate: string
    /** With TEST_DATABASE_URL: an empty, migrated PostgreSQL database each test database is copied from. */
    postgresTemplate: string
  }
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../src/server/db/migrations')

async function adminQuery(adminUrl: string, query: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(query)
  } finally {
    await admin.end()
  }
}

/**
 * Once per Vitest run, the migrated empty database every test database starts from:
 * - PGlite: one database is booted (initdb, the slow part: seconds on a busy 2-core machine) and
 *   migrated, then dumped to a file; each test database is loaded from that dump.
 * - PostgreSQL (TEST_DATABASE_URL): one database is created and migrated; each test database is
 *   `CREATE DATABASE … TEMPLATE` it.
 * The migrations still run on every test database and find nothing left to do. Both are deleted at
 * the end of the run.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-pglite-template-'))
  const file = path.join(dir, 'migrated.tar')
  const database = await openDatabase({ migrationsDir: MIGRATIONS_DIR })
  try {
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client
    const dump = await client.dumpDataDir('none')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
  project.provide('pgliteTemplate', file)

  const adminUrl = process.env.TEST_DATABASE_URL
  let postgresTemplate: string | undefined
  if (adminUrl) {
    postgresTemplate = `espelho_template_${process.pid}_${Date.now()}`
    await adminQuery(adminUrl, `CREATE DATABASE ${postgresTemplate}`)
    const url = new URL(adminUrl)
    url.pathname = `/${postgresTemplate}`
    const template = await openDatabase({ databaseUrl: url.href, migrationsDir: MIGRATIONS_DIR })
    await template.close()
    project.provide('postgresTemplate', postgresTemplate)
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true })
    if (adminUrl && postgresTemplate) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`)
  }
}
