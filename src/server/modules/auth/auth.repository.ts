import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { isPremium } from '#server/lib/premium'
import { latestSelfDiscScores } from '#server/db/queries'
import { discAssessments, sessions, users } from '#server/db/schema'
import { dominantType } from '#shared/disc/scoring'
import type { DiscScores } from '#shared/disc/types'
import type { User } from '#shared/schemas/auth'
import type { UserRow } from '#server/plugins/session'
import type { Executor } from '#server/modules/email/email-tokens'

export type { UserRow }

/** What of the person's row the user object shows (a whole UserRow fits). */
export type UserViewSource = Pick<UserRow, 'id' | 'publicId' | 'premiumUntil' | 'username' | 'email' | 'createdAt' | 'emailVerifiedAt'>

/** The user object of SPEC.md §3, as every auth call answers it. */
export function toUserView(row: UserViewSource, latestDisc: DiscScores | null, now = new Date()): User {
  return {
    id: row.id,
    userId: row.publicId,
    isPremium: isPremium(row.premiumUntil, now),
    premiumUntil: row.premiumUntil ? row.premiumUntil.toISOString() : null,
    username: row.username,
    email: row.email,
    strongestType: latestDisc ? dominantType(latestDisc) : null,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
  }
}

/**
 * GET /api/auth/me's query (issue 18): the session (primary key), its user (primary key) and the
 * latest self DISC scores (disc_user_idx, newest first) in one statement, prepared once under a
 * name so PostgreSQL parses and plans it once per connection. Only the columns the user object
 * shows travel (not the password hash nor the preferences). Asked on every request: a logout, a
 * payment or a new result shows in the very next answer (docs/decisions/0043-load-profile-and-write-path.md).
 */
function prepareSessionView(db: Db) {
  const latest = db
    .select({
      dominance: discAssessments.dominance,
      influence: discAssessments.influence,
      steadiness: discAssessments.steadiness,
      compliance: discAssessments.compliance,
    })
    .from(discAssessments)
    .where(and(eq(discAssessments.userId, users.id), eq(discAssessments.isSelf, true)))
    .orderBy(desc(discAssessments.createdAt), desc(discAssessments.id))
    .limit(1)
    .as('latest_disc')
  return db
    .select({
      id: users.id,
      publicId: users.publicId,
      username: users.username,
      email: users.email,
      premiumUntil: users.premiumUntil,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      dominance: latest.dominance,
      influence: latest.influence,
      steadiness: latest.steadiness,
      compliance: latest.compliance,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(sessions.id, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('espelho_session_view')
}

export function createAuthRepository(db: Db) {
  const sessionView = prepareSessionView(db)
  return {
    async viewOf(row: UserRow): Promise<User> {
      return toUserView(row, await latestSelfDiscScores(db, row.id))
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1)
      return row ?? null
    },

    async findByGoogleSub(sub: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1)
      return row ?? null
    },

    /**
     * Returns null when the email is already taken (unique index, case-insensitive). `afterCreate`
     * runs in the same transaction (the confirmation email's outbox row, issue 13). A Google
     * account's address is verified by Google.
     */
    async create(
      input: {
        username: string
        email: string
        passwordHash?: string | null
        googleSub?: string | null
        /** 'invite' for someone who signed up after giving feedback (issue 47); never whose link. */
        acquisitionSource?: 'invite' | null
      },
      afterCreate?: (tx: Executor, row: UserRow) => Promise<void>,
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(users)
          .values({
            username: input.username,
            email: input.email,
            passwordHash: input.passwordHash ?? null,
            googleSub: input.googleSub ?? null,
            emailVerifiedAt: input.googleSub ? sql`now()` : null,
            acquisitionSource: input.acquisitionSource ?? null,
          })
          .onConflictDoNothing()
          .returning()
        const row = rows[0] ?? null
        if (row && afterCreate) await afterCreate(tx, row)
        return row
      })
    },

    async linkGoogle(userId: number, sub: string): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ googleSub: sub, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, userId))
        .returning()
      if (!row) throw new Error(`user ${userId} vanished while linking`)
      return row
    },

    async createSession(tokenHash: string, userId: number, expiresAt: Date) {
      await db.insert(sessions).values({ id: tokenHash, userId, expiresAt })
    },

    async findSessionUser(tokenHash: string): Promise<UserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, tokenHash), gt(sessions.expiresAt, new Date())))
        .limit(1)
      return row?.user ?? null
    },

    /**
     * GET /api/auth/me in one indexed query (issue 18): the session (primary key), its user
     * (primary key) and the latest self DISC scores (disc_user_idx, newest first) together.
     */
    async findSessionView(tokenHash: string, now = new Date()): Promise<User | null> {
      const [row] = await sessionView.execute({ tokenHash, now: now.toISOString() })
      if (!row) return null
      const { dominance, influence, steadiness, compliance } = row
      const disc = dominance === null || influence === null || steadiness === null || compliance === null ? null : { dominance, influence, steadiness, compliance }
      return toUserView(row, disc, now)
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.id, tokenHash))
    },

    /**
     * A new password, and every other session of the person ended, in one transaction: whoever
     * knew the old password and signed in elsewhere is out. Answers how many sessions ended.
     */
    async changePassword(userId: number, passwordHash: string, keepSessionHash: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionHash)))
          .returning({ id: sessions.id })
        return ended.length
      })
    },

    async deleteExpiredSessions(now = new Date()) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now))
    },
  }
}

export type AuthRepository = ReturnType<typeof createAuthRepository>
