import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { lockDataDir, type DataDirLock, type DataDirLockLostError } from './data-dir-lock'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** PostgreSQL only: the connection pool's state, for the metrics (issue 18). */
  poolStats?: () => PoolStats
}

export interface PoolStats {
  total: number
  idle: number
  waiting: number
  /** Errors of idle connections (lost server, network) since the start. */
  errors: number
}

export interface DatabaseOptions {
  databaseUrl?: string
  /** Directory for PGlite's files; omitted means in memory. */
  dataDir?: string
  /**
   * PGlite only: start from this dump (`dumpDataDir`) of a migrated database instead of an empty
   * cluster; the migrations still run (and find nothing left to do). Tests use it to skip initdb.
   */
  loadDataDir?: Blob
  migrationsDir: string
  /** Told about every query Drizzle sends (tests count them). */
  queryLogger?: { logQuery(query: string, params: unknown[]): void }
  /** PGlite in a directory: how long a lock whose holder cannot be seen from here stays valid untouched. */
  lockStaleAfterMs?: number
  /** PGlite in a directory: told once when the DATA_DIR lock stops being this process's (main.ts exits). */
  onLockLost?: (error: DataDirLockLostError) => void
}

/** Only a statement that starts with `select` is a read; anything else (with, insert, do, …) counts as a write. */
const isRead = (text: string) => /^\s*select\s/i.test(text)

/**
 * The PGlite client as Drizzle sees it: every statement first asks the DATA_DIR lock. A write
 * (anything but a plain `select`, every `exec`, every transaction) checks that the lock file is
 * still this process's; once it is not, every statement, reads included, fails with
 * DataDirLockLostError (503) and nothing more reaches the directory another process now owns.
 * A wrapper (a Proxy), not a patch: the PGlite object itself stays as the library made it.
 */
function guardedClient(client: PGlite, lock: DataDirLock): PGlite {
  const check = (write: boolean) => {
    if (write || lock.lost) lock.assertHeld()
  }
  const query: PGlite['query'] = async (text, params, options) => {
    check(!isRead(text))
    return client.query(text, params, options)
  }
  const exec: PGlite['exec'] = async (text, options) => {
    check(true)
    return client.exec(text, options)
  }
  const transaction: PGlite['transaction'] = async (callback) => {
    check(true)
    return client.transaction(callback)
  }
  const guarded: Partial<Record<PropertyKey, unknown>> = { query, exec, transaction }
  return new Proxy(client, {
    get(target, property) {
      if (property in guarded) return guarded[property]
      const value: unknown = Reflect.get(target, property, target)
      // PGlite's methods use private fields: they run on the object itself, never on the wrapper.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

/**
 * Any 64-bit number no other code of this database uses: the advisory lock the migrations run under
 * ("espelho" in ASCII). A PostgreSQL advisory lock is released with the session holding it, so a
 * process that dies while migrating never leaves it taken.
 */
const MIGRATION_LOCK_KEY = 0x657370656c686fn

/**
 * Migrations on PostgreSQL, once whatever the number of processes starting together (issue 35):
 * each process waits for the advisory lock on a connection of its own, then runs the migrator,
 * which applies only what the journal table does not list yet — the first process applies them,
 * the others find nothing left to do. Without the lock, processes starting at the same moment race
 * on `create schema drizzle` and on the migrations themselves, and all but one fail to start.
 */
export async function migrateOnce(databaseUrl: string, migrationsDir: string) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 })
  client.on('error', () => undefined)
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()])
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir })
  } finally {
    // Closing the session releases the lock even if the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => undefined)
    await client.end().catch(() => undefined)
  }
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
    let poolErrors = 0
    pool.on('error', () => void poolErrors++)
    // A checked-out client can lose its connection between queries (PostgreSQL restarted): its
    // 'error' event must not crash the process either; the query in flight gets the error itself.
    pool.on('connect', (client) => client.on('error', () => void poolErrors++))
    const db = drizzlePg(pool, { schema, logger: options.queryLogger })
    await migrateOnce(options.databaseUrl, options.migrationsDir)
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, errors: poolErrors }),
    }
  }
  // PGlite is one process's database: a second process on the same directory would corrupt it.
  let lock: DataDirLock | undefined
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true })
    lock = lockDataDir(options.dataDir, { staleAfterMs: options.lockStaleAfterMs, onLost: options.onLockLost })
  }
  try {
    const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir })
    const db = drizzlePglite(lock ? guardedClient(client, lock) : client, { schema, logger: options.queryLogger })
    await migratePglite(db, { migrationsFolder: options.migrationsDir })
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        try {
          // Closing writes to the directory (a checkpoint): not once it belongs to another process.
          if (!lock?.lost) await client.close()
        } finally {
          lock?.release()
        }
      },
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}
