import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { resultLinks, users } from '#server/db/schema'
import { randomToken } from '#server/lib/tokens'

export type ResultLinkRow = typeof resultLinks.$inferSelect

/** The opt-in public result page (issue 15): at most one per person. */
export function createShareRepository(db: Db) {
  return {
    async linkFor(userId: number): Promise<ResultLinkRow | null> {
      const [row] = await db.select().from(resultLinks).where(eq(resultLinks.userId, userId)).limit(1)
      return row ?? null
    },

    /** Keeps an existing page's token (only its OCEAN choice changes); a new page gets a new random token. */
    async enable(userId: number, showOcean: boolean): Promise<ResultLinkRow> {
      const [row] = await db
        .insert(resultLinks)
        .values({ userId, token: randomToken(32), showOcean })
        .onConflictDoUpdate({ target: resultLinks.userId, set: { showOcean } })
        .returning()
      if (!row) throw new Error('upsert returned no row')
      return row
    },

    async revoke(userId: number): Promise<void> {
      await db.delete(resultLinks).where(eq(resultLinks.userId, userId))
    },

    /** Who a public token belongs to, with their name; null for unknown or revoked tokens. */
    async byToken(token: string): Promise<{ userId: number; username: string; showOcean: boolean } | null> {
      const [row] = await db
        .select({ userId: resultLinks.userId, username: users.username, showOcean: resultLinks.showOcean })
        .from(resultLinks)
        .innerJoin(users, eq(users.id, resultLinks.userId))
        .where(eq(resultLinks.token, token))
        .limit(1)
      return row ?? null
    },

    async usernameByPublicId(publicId: string): Promise<string | null> {
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.publicId, publicId)).limit(1)
      return row?.username ?? null
    },
  }
}
export type ShareRepository = ReturnType<typeof createShareRepository>
