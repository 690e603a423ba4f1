import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from '#test/app'
import { migrateOnce } from './client'
import journal from './migrations/meta/_journal.json'

const adminUrl = process.env.TEST_DATABASE_URL

/** Issue 35: processes starting at the same moment on one empty PostgreSQL database. */
describe.skipIf(!adminUrl)('migrations under the advisory lock [postgres]', () => {
  const name = `espelho_migrate_${process.pid}_${Date.now()}`
  let url: string

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const parsed = new URL(adminUrl as string)
    parsed.pathname = `/${name}`
    url = parsed.href
  })

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  it('eight migrators started together all succeed, and each migration is applied once', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => migrateOnce(url, MIGRATIONS_DIR)))
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([])
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
      expect(applied.rows[0]?.n).toBe(journal.entries.length)
      // The lock is not left behind: a later start takes it at once.
      const held = await client.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`)
      expect(held.rows[0]?.n).toBe(0)
    } finally {
      await client.end()
    }
  })
})
