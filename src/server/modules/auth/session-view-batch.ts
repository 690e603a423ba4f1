/** Lookups sent together at most; more wait for the next query. */
const BATCH_LIMIT = 100

interface Waiting<Row> {
  key: string
  resolve(row: Row | null): void
  reject(error: unknown): void
}

/**
 * Coalesces concurrent lookups by key into one query (GET /api/auth/me under load, issue 18).
 * The first lookup is sent at once; lookups arriving while `inFlight` queries are running wait
 * for one to finish and then go together in the next. Every lookup is answered by a query sent
 * after it arrived, never by one already on its way: a logout or a password change that completed
 * before a request came in is always seen by it, exactly as with one query per request.
 */
export function createBatchLookup<Row>(run: (keys: string[]) => Promise<Map<string, Row>>, inFlight = 1) {
  let queue: Waiting<Row>[] = []
  let running = 0

  function pump() {
    while (running < inFlight && queue.length > 0) {
      const batch = queue.slice(0, BATCH_LIMIT)
      queue = queue.slice(BATCH_LIMIT)
      running += 1
      // The slot is free before anyone hears back, so what they do next is sent at once.
      run([...new Set(batch.map((item) => item.key))]).then(
        (rows) => {
          running -= 1
          for (const item of batch) item.resolve(rows.get(item.key) ?? null)
          pump()
        },
        (error: unknown) => {
          running -= 1
          for (const item of batch) item.reject(error)
          pump()
        },
      )
    }
  }

  return (key: string): Promise<Row | null> =>
    new Promise((resolve, reject) => {
      queue.push({ key, resolve, reject })
      pump()
    })
}
