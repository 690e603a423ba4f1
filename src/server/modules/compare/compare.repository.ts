import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { comparisons, users } from '#server/db/schema'

export type ComparisonRow = typeof comparisons.$inferSelect

/** What counts against the free plan's limit: active comparisons and invitations still open. */
const live = (now: Date) => or(isNotNull(comparisons.inviteeId), gt(comparisons.expiresAt, now))
const involves = (userId: number) => or(eq(comparisons.inviterId, userId), eq(comparisons.inviteeId, userId))

/** A unique-index violation (the pair already compares), on PostgreSQL and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

export interface ComparisonListRow {
  id: string
  inviterId: number
  inviteeId: number | null
  otherName: string | null
  expiresAt: Date | null
  acceptedAt: Date | null
  createdAt: Date
}

/** Comparisons between two people (issue 47): invitations, acceptance, the list and ending one. */
export function createCompareRepository(db: Db) {
  return {
    /** Active comparisons plus open invitations the person is part of. */
    async countLive(userId: number, now = new Date()): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparisons)
        .where(and(involves(userId), live(now)))
      return Number(row?.n ?? 0)
    },

    async createInvitation(inviterId: number, tokenHash: string, expiresAt: Date): Promise<ComparisonRow> {
      const [row] = await db.insert(comparisons).values({ inviterId, tokenHash, expiresAt }).returning()
      if (!row) throw new Error('insert into comparisons returned no row')
      return row
    },

    /** A pending invitation by its token's hash, with the inviter's name (expired ones too: the caller tells them apart). */
    async invitationByHash(tokenHash: string): Promise<(ComparisonRow & { inviterName: string }) | null> {
      const [row] = await db
        .select({ comparison: comparisons, inviterName: users.username })
        .from(comparisons)
        .innerJoin(users, eq(users.id, comparisons.inviterId))
        .where(and(eq(comparisons.tokenHash, tokenHash), isNull(comparisons.inviteeId)))
        .limit(1)
      return row ? { ...row.comparison, inviterName: row.inviterName } : null
    },

    /** Whether the two people already compare (either of them invited). */
    async pairActive(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ id: comparisons.id })
        .from(comparisons)
        .where(
          and(
            isNotNull(comparisons.inviteeId),
            or(
              and(eq(comparisons.inviterId, a), eq(comparisons.inviteeId, b)),
              and(eq(comparisons.inviterId, b), eq(comparisons.inviteeId, a)),
            ),
          ),
        )
        .limit(1)
      return row !== undefined
    },

    /**
     * Accepts the invitation once: only the statement that still finds the token pending and
     * unexpired fills in the invited person, so two acceptances of one link make one comparison.
     */
    async accept(tokenHash: string, inviteeId: number, now = new Date()): Promise<ComparisonRow | null> {
      const [row] = await db
        .update(comparisons)
        .set({ inviteeId, tokenHash: null, expiresAt: null, acceptedAt: now })
        .where(and(eq(comparisons.tokenHash, tokenHash), isNull(comparisons.inviteeId), gt(comparisons.expiresAt, now)))
        .returning()
      return row ?? null
    },

    /**
     * A new link for one's own pending, unexpired invitation (issue 47: the old link is shown only
     * once): the row keeps its place (and its count against the plan), the old token's hash is
     * replaced, so the old link stops working in the same statement. Null when the id is not such an
     * invitation of the person's.
     */
    async renewInvitation(id: string, inviterId: number, tokenHash: string, expiresAt: Date, now = new Date()): Promise<ComparisonRow | null> {
      const [row] = await db
        .update(comparisons)
        .set({ tokenHash, expiresAt, createdAt: now })
        .where(and(eq(comparisons.id, id), eq(comparisons.inviterId, inviterId), isNull(comparisons.inviteeId), gt(comparisons.expiresAt, now)))
        .returning()
      return row ?? null
    },

    /** Deletes a pending invitation by its token (refused); expired ones go too. */
    async deleteInvitation(tokenHash: string): Promise<boolean> {
      const deleted = await db
        .delete(comparisons)
        .where(and(eq(comparisons.tokenHash, tokenHash), isNull(comparisons.inviteeId)))
        .returning({ id: comparisons.id })
      return deleted.length > 0
    },

    /** The person's comparisons and open invitations, newest first, with the other person's name. */
    async listFor(userId: number, now = new Date()): Promise<ComparisonListRow[]> {
      const rows = await db
        .select({
          id: comparisons.id,
          inviterId: comparisons.inviterId,
          inviteeId: comparisons.inviteeId,
          expiresAt: comparisons.expiresAt,
          acceptedAt: comparisons.acceptedAt,
          createdAt: comparisons.createdAt,
          otherName: sql<string | null>`(select u.username from ${users} u where u.id = case when ${comparisons.inviterId} = ${userId} then ${comparisons.inviteeId} else ${comparisons.inviterId} end)`,
        })
        .from(comparisons)
        .where(and(involves(userId), live(now)))
        .orderBy(desc(sql`coalesce(${comparisons.acceptedAt}, ${comparisons.createdAt})`), desc(comparisons.id))
      return rows
    },

    /** An active comparison the person is part of; null for anyone else's, a pending one, or an unknown id. */
    async activeFor(id: string, userId: number): Promise<ComparisonRow | null> {
      const [row] = await db
        .select()
        .from(comparisons)
        .where(and(eq(comparisons.id, id), isNotNull(comparisons.inviteeId), involves(userId)))
        .limit(1)
      return row ?? null
    },

    /**
     * Ends a comparison for both (either person), or cancels one's own pending invitation. Answers
     * what was deleted, or null when the id is not the person's.
     */
    async end(id: string, userId: number): Promise<'ended' | 'cancelled' | null> {
      const [row] = await db
        .delete(comparisons)
        .where(
          and(
            eq(comparisons.id, id),
            or(and(isNotNull(comparisons.inviteeId), involves(userId)), and(isNull(comparisons.inviteeId), eq(comparisons.inviterId, userId))),
          ),
        )
        .returning({ inviteeId: comparisons.inviteeId })
      if (!row) return null
      return row.inviteeId === null ? 'cancelled' : 'ended'
    },

    async usernameOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1)
      return row?.username ?? null
    },
  }
}
export type CompareRepository = ReturnType<typeof createCompareRepository>
