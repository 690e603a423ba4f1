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
import type { WriteGeneration } from '#server/db/write-generation'
import { createSessionViewCache } from './session-view-cache'
import { createBatchLookup } from './session-view-batch'

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
 * GET /api/auth/me's query (issue 18): the sessions (primary key), their users (primary key) and
 * each one's latest self DISC scores (disc_user_idx, newest first) in one statement, prepared once
 * under a name so PostgreSQL parses and plans it once per connection. It takes several sessions at
 * once: concurrent requests share one query (session-view-batch.ts). Only the columns the user
 * object shows travel (not the password hash nor the preferences), plus the session's expiry.
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
      tokenHash: sessions.id,
      expiresAt: sessions.expiresAt,
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
        sql`${sessions.id} = any(${sql.placeholder('tokenHashes')}::text[])`,
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('espelho_session_view')
}

/** One row of GET /api/auth/me's query: the session's expiry, the person, their latest self DISC scores. */
type SessionViewRow = UserViewSource & { expiresAt: Date } & { [K in keyof DiscScores]: number | null }

export interface AuthRepositoryOptions {
  /**
   * The database's write counter when this process owns it alone (PGlite, DATA_DIR lock): then
   * GET /api/auth/me answers from memory until any write completes (docs/decisions/0024-session-view-cache.md).
   * Absent for PostgreSQL, which other processes write to: every lookup asks the database.
   */
  writeGeneration?: WriteGeneration
}

export function createAuthRepository(db: Db, options: AuthRepositoryOptions = {}) {
  const sessionView = prepareSessionView(db)
  const viewCache = options.writeGeneration ? createSessionViewCache<SessionViewRow>(options.writeGeneration) : null
  const lookupView = createBatchLookup<SessionViewRow>(async (tokenHashes) => {
    const rows = await sessionView.execute({ tokenHashes, now: new Date().toISOString() })
    return new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, row]))
  })
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
      let row: SessionViewRow | undefined = viewCache?.get(tokenHash)
      if (!row) {
        const startedAt = viewCache?.begin()
        const found = await lookupView(tokenHash)
        if (!found) return null
        row = found
        if (viewCache && startedAt !== undefined) viewCache.set(tokenHash, startedAt, row)
      }
      // A remembered session still ends at its expiry, and Premium at its end, to the millisecond.
      if (row.expiresAt.getTime() <= now.getTime()) return null
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
