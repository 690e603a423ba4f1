/**
 * A statement the server runs very often, built once and prepared once per connection. drizzle's
 * `db.execute` builds the SQL text on every call and sends it unnamed, so PostgreSQL parses,
 * analyses and plans it every time: for the feedback submission's one statement (five CTEs) that
 * was most of its cost, and the submission throughput halved (issue 18). Here the statement is
 * built once per database handle with `sql.placeholder`s, compiled once, and sent under a name
 * derived from its text, so each pooled connection parses it once and PostgreSQL then reuses its
 * plan. Each call only sends its values. PGlite runs it as any other query.
 */
import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'

type Statement = (values: Record<string, unknown>) => Promise<{ rows: Record<string, unknown>[] }>

const dialect = new PgDialect()
const statements = new WeakMap<Db, Map<string, Statement>>()

/** The statement `key` of `db`, built by `build` the first time. */
export function preparedStatement(db: Db, key: string, build: () => SQL): Statement {
  let byKey = statements.get(db)
  if (!byKey) {
    byKey = new Map()
    statements.set(db, byKey)
  }
  let statement = byKey.get(key)
  if (!statement) {
    const compiled = dialect.sqlToQuery(build())
    const name = `espelho_${createHash('sha256').update(compiled.sql).digest('hex').slice(0, 24)}`
    const prepared = db._.session.prepareQuery(compiled, undefined, name, false)
    statement = async (values) => {
      const result = (await prepared.execute(values)) as { rows?: unknown }
      return { rows: Array.isArray(result.rows) ? (result.rows as Record<string, unknown>[]) : [] }
    }
    byKey.set(key, statement)
  }
  return statement
}
