import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { DiscAnswers } from '#shared/disc/scoring'
import type { DiscScores } from '#shared/disc/types'
import { TEMPORARY_RESULT_DAYS, type DiscAssessment } from '#shared/schemas/assessment'
import { HISTORY_LIMIT, type DiscHistoryEntry } from '#shared/schemas/history'
import type { ParallelAssessment } from '#shared/schemas/parallel'
import type { Db } from '#server/db/client'
import { latestParallelSelfScores } from '#server/db/queries'
import { discAssessments, discParallelAssessments } from '#server/db/schema'

type Row = typeof discAssessments.$inferSelect
type ParallelRow = typeof discParallelAssessments.$inferSelect

export const TEMPORARY_TTL_MS = TEMPORARY_RESULT_DAYS * 24 * 60 * 60 * 1000

export interface ScoredAnswers {
  scores: DiscScores
  answers: DiscAnswers
}

/** The SPEC.md §3 object; a temporary result answers with id 0 and the visitor's id as sessionId. */
export function toAssessmentView(row: Row, temporary = false): DiscAssessment {
  return {
    id: temporary ? 0 : row.id,
    dominance: row.dominance,
    influence: row.influence,
    steadiness: row.steadiness,
    compliance: row.compliance,
    answers: row.answers,
    isSelf: row.isSelf,
    sessionId: temporary ? row.anonId : null,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toParallelView(row: ParallelRow): ParallelAssessment {
  return {
    id: row.id,
    dominance: row.dominance,
    influence: row.influence,
    steadiness: row.steadiness,
    compliance: row.compliance,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Self assessments: saved for a user, or held for an anonymous visitor until they sign in. */
export function createAssessmentRepository(db: Db) {
  const temporaryOf = (anonIds: string[], now: Date) =>
    and(
      inArray(discAssessments.anonId, anonIds),
      isNull(discAssessments.userId),
      isNull(discAssessments.subjectUserId),
      eq(discAssessments.isSelf, true),
      gt(discAssessments.createdAt, new Date(now.getTime() - TEMPORARY_TTL_MS)),
    )

  return {
    /** A retake is a new row: the history stays, the latest one counts. */
    async saveForUser(userId: number, input: ScoredAnswers): Promise<Row> {
      const [row] = await db
        .insert(discAssessments)
        .values({ userId, isSelf: true, ...input.scores, answers: input.answers })
        .returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },

    /**
     * One temporary result per visitor: the previous one is replaced in the same transaction. The
     * advisory lock serialises two simultaneous submissions from the same browser, so they cannot
     * both survive. Results nobody claimed in time are forgotten by the hourly housekeeping
     * (modules/housekeeping), and are never read or claimed once expired (`temporaryOf`).
     */
    async replaceTemporary(anonId: string, input: ScoredAnswers): Promise<Row> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`disc-anon:${anonId}`}))`)
        await tx
          .delete(discAssessments)
          .where(
            and(
              eq(discAssessments.anonId, anonId),
              isNull(discAssessments.userId),
              isNull(discAssessments.subjectUserId),
            ),
          )
        const [row] = await tx
          .insert(discAssessments)
          .values({ userId: null, anonId, isSelf: true, ...input.scores, answers: input.answers })
          .returning()
        if (!row) throw new Error('insert returned no row')
        return row
      })
    },

    async latestForUser(userId: number): Promise<Row | null> {
      const [row] = await db
        .select()
        .from(discAssessments)
        .where(and(eq(discAssessments.userId, userId), eq(discAssessments.isSelf, true)))
        .orderBy(desc(discAssessments.createdAt), desc(discAssessments.id))
        .limit(1)
      return row ?? null
    },

    /** The user's self results of the 10-question test, newest first (at most HISTORY_LIMIT), and how many there are. */
    async historyForUser(userId: number): Promise<{ total: number; entries: DiscHistoryEntry[] }> {
      const own = and(eq(discAssessments.userId, userId), eq(discAssessments.isSelf, true))
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            createdAt: discAssessments.createdAt,
            dominance: discAssessments.dominance,
            influence: discAssessments.influence,
            steadiness: discAssessments.steadiness,
            compliance: discAssessments.compliance,
          })
          .from(discAssessments)
          .where(own)
          .orderBy(desc(discAssessments.createdAt), desc(discAssessments.id))
          .limit(HISTORY_LIMIT),
        db.select({ n: count() }).from(discAssessments).where(own),
      ])
      return {
        total: Number(counted?.n ?? 0),
        entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      }
    },

    /** A parallel self form (issue 20); a retake is a new row, the latest one counts. */
    async saveParallel(userId: number, input: ScoredAnswers): Promise<ParallelRow> {
      const [row] = await db
        .insert(discParallelAssessments)
        .values({ userId, ...input.scores, answers: input.answers })
        .returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },

    async latestParallel(userId: number): Promise<ParallelRow | null> {
      const [row] = await db
        .select()
        .from(discParallelAssessments)
        .where(eq(discParallelAssessments.userId, userId))
        .orderBy(desc(discParallelAssessments.createdAt), desc(discParallelAssessments.id))
        .limit(1)
      return row ?? null
    },

    /** The scores of the latest parallel self form, or null: what the self-vs-others comparison prefers. */
    latestParallelSelfScores(userId: number): Promise<DiscScores | null> {
      return latestParallelSelfScores(db, userId)
    },

    async temporaryFor(anonId: string, now = new Date()): Promise<Row | null> {
      const [row] = await db
        .select()
        .from(discAssessments)
        .where(temporaryOf([anonId], now))
        .orderBy(desc(discAssessments.createdAt), desc(discAssessments.id))
        .limit(1)
      return row ?? null
    },

    /**
     * Moves the visitor's temporary results to the account in one UPDATE. `user_id IS NULL` in the
     * WHERE makes it happen once: a concurrent or later sign-in finds nothing left to claim.
     * Returns how many results were claimed.
     */
    async claim(userId: number, anonIds: string[], now = new Date()): Promise<number> {
      if (anonIds.length === 0) return 0
      const rows = await db
        .update(discAssessments)
        .set({ userId, anonId: null })
        .where(temporaryOf(anonIds, now))
        .returning({ id: discAssessments.id })
      return rows.length
    },
  }
}

export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>
