import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { appSecrets } from '#server/db/schema'
import { randomToken } from './tokens'

/**
 * A secret the app makes for itself the first time it needs it and keeps in the database, so
 * every process sharing the database uses the same one and nothing has to be configured.
 * The first writer wins a race; everyone then reads that row.
 */
export function appSecret(db: Db, name: string): () => Promise<string> {
  let cached: Promise<string> | undefined
  const load = async () => {
    await db.insert(appSecrets).values({ name, value: randomToken(32) }).onConflictDoNothing({ target: appSecrets.name })
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1)
    if (!row) throw new Error(`app secret ${name} missing`)
    return row.value
  }
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined
      throw error
    })
    return cached
  }
}

/** HMAC-SHA-256 of `parts` joined by NUL, base64url: a keyed hash that cannot be reversed without the key. */
export function keyedHash(secret: string, ...parts: string[]) {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url')
}
