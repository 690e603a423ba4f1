import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { DiscAnswers } from '#shared/disc/scoring'
import type { DiscScores } from '#shared/disc/types'
import { TEMPORARY_RESULT_DAYS, type DiscAssessment } from '#shared/schemas/assessment'
import type { Db } from '#server/db/client'
import { discAssessments } from '#server/db/schema'

type Row = typeof discAssessments.$inferSelect

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
