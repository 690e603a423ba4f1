import type { WriteGeneration } from '#server/db/write-generation'

/** Sessions remembered at most; the oldest goes first. A few MB at most. */
const LIMIT = 10_000

/**
 * GET /api/auth/me's rows kept in memory for a database this process alone writes to
 * (docs/decisions/0024-session-view-cache.md). The rule that makes it safe: a row is stored only
 * if no write to the database completed between the moment its lookup began and the moment it is
 * stored, and every row is forgotten as soon as any write completes. So an answer from memory is
 * always what the database would answer now: a logout, a changed password, a payment, a new
 * result, a confirmed address or a deleted account (each a write) is seen by the very next request.
 */
export function createSessionViewCache<Row>(writeGeneration: WriteGeneration, limit = LIMIT) {
  const rows = new Map<string, Row>()
  let generation = writeGeneration()

  /** Forgets everything once a write has completed since the rows were read. */
  function current() {
    const now = writeGeneration()
    if (now !== generation) {
      rows.clear()
      generation = now
    }
  }

  return {
    get(tokenHash: string): Row | undefined {
      current()
      return rows.get(tokenHash)
    },
    /** The write generation a lookup starting now is read at; call it before sending the query. */
    begin(): number {
      return writeGeneration()
    },
    set(tokenHash: string, startedAt: number, row: Row) {
      current()
      // A write completed while the row was being read: it may already be stale.
      if (startedAt !== generation) return
      rows.set(tokenHash, row)
      if (rows.size > limit) rows.delete(rows.keys().next().value as string)
    },
    size: () => rows.size,
  }
}
