import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl?: string
  /** Directory for PGlite's files; omitted means in memory. */
  dataDir?: string
  migrationsDir: string
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite (Postgres compiled to WASM) in the data
 * directory: one SQL dialect from a laptop to production. Migrations run before use.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A database that does not answer fails fast (503) instead of holding requests open.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 })
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder: options.migrationsDir })
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite()
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder: options.migrationsDir })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}
