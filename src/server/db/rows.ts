/**
 * Reading raw `db.execute` answers the same way on PGlite and node-postgres: both answer
 * `{ rows }`, jsonb comes back parsed, bigint and numeric come back as strings.
 */

/** The rows of an `execute` answer; none when the answer has no row list. */
export function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null)?.rows
  return Array.isArray(rows) ? (rows as Row[]) : []
}

/** A count, sum or average as a number, whether the driver sent a number or a string; 0 when unreadable. */
export function toNumber(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(parsed) ? parsed : 0
}
