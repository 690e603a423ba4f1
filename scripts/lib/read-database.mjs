// The read-only scripts' way to the app's database (`npm run reliability`, `npm run norms`): PostgreSQL
// when DATABASE_URL is set, otherwise the embedded PGlite database in DATA_DIR (default ./data). PGlite
// allows one process at a time: stop the server first, or run on a copy of the folder. Runs no migrations.
import { existsSync } from 'node:fs'
import path from 'node:path'

/** Runs each query in order on one connection; answers where it read and each query's rows. */
export async function readFromDatabase(queries) {
  const url = process.env.DATABASE_URL?.trim()
  if (url) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
    await client.connect()
    try {
      const results = []
      for (const query of queries) results.push((await client.query(query)).rows)
      return { source: 'PostgreSQL (DATABASE_URL)', results }
    } finally {
      await client.end()
    }
  }
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR?.trim() || './data')
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`Nenhum banco PGlite encontrado em ${dataDir}. Defina DATA_DIR ou DATABASE_URL.`)
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const db = new PGlite(dataDir)
  try {
    const results = []
    for (const query of queries) results.push((await db.query(query)).rows)
    return { source: `PGlite (${dataDir})`, results }
  } finally {
    await db.close()
  }
}
