import type { PGlite } from '@electric-sql/pglite'

/**
 * A counter of completed writes to a database that this process alone owns (PGlite: the DATA_DIR
 * lock keeps every other process out, src/server/db/data-dir-lock.ts). Every statement other than
 * a plain `select`, every `exec` and every transaction bumps it once it has finished (committed or
 * not), whoever sent it: the Drizzle session, a migration or raw SQL on the client. A value read
 * before a query therefore proves that no write completed between that moment and the moment the
 * counter still reads the same (docs/decisions/0024-session-view-cache.md).
 */
export type WriteGeneration = () => number

/** Only a statement that starts with `select` is a read; anything else (with, insert, do, …) counts as a write. */
const READ = /^\s*select\s/i

/** Whether a statement only reads (a plain `select`); anything else counts as a write. */
export const isRead = (text: string) => READ.test(text)

export function trackWrites(client: PGlite): WriteGeneration {
  let generation = 0
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = async function (text, params, options) {
    try {
      return await query(text, params, options)
    } finally {
      if (!isRead(text)) generation += 1
    }
  } as PGlite['query']
  client.exec = async function (text, options) {
    try {
      return await exec(text, options)
    } finally {
      generation += 1
    }
  } as PGlite['exec']
  client.transaction = async function (callback) {
    try {
      return await transaction(callback)
    } finally {
      generation += 1
    }
  } as PGlite['transaction']
  return () => generation
}
