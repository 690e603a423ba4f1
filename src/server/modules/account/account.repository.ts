import { and, asc, desc, eq, notExists, or } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import {
  discAssessments,
  discParallelAssessments,
  feedback,
  feedbackAggregates,
  feedbackCharacteristics,
  feedbackGroupAggregates,
  oceanAssessments,
  oceanOthersAggregates,
  oceanOthersRatings,
  payments,
  resultLinks,
  sessions,
  surveyResponses,
  users,
} from '#server/db/schema'
import { createOcean360Repository, type OthersOceanSums } from '#server/modules/ocean-360/ocean-360.repository'

export type AccountUser = typeof users.$inferSelect

/** Everything the database holds about one person, as rows (account.export.ts shapes the file). */
export interface AccountData {
  user: AccountUser
  sessions: { createdAt: Date; expiresAt: Date }[]
  discSelf: (typeof discAssessments.$inferSelect)[]
  /** The parallel self form (the others' 24 questions answered about oneself), every take. */
  discParallel: (typeof discParallelAssessments.$inferSelect)[]
  ocean: (typeof oceanAssessments.$inferSelect)[]
  survey: (typeof surveyResponses.$inferSelect) | null
  /** What others said, with their DISC answers; nothing about who said it is stored. */
  feedbackReceived: {
    relationshipType: string
    strengths: string[]
    improvements: string[]
    dominance: number
    influence: number
    steadiness: number
    compliance: number
    answers: Record<string, string>
  }[]
  /** Others' DISC answers about the person whose giver never sent the texts. */
  unfinishedFeedback: { dominance: number; influence: number; steadiness: number; compliance: number; answers: Record<string, string> }[]
  payments: (typeof payments.$inferSelect)[]
  /** The opt-in public result page (issue 15), when turned on; deleted with the account (cascade). */
  resultLink: (typeof resultLinks.$inferSelect) | null
  /** Big Five 360: the sums, and each rater's answers (shown only from the anonymity threshold). */
  oceanOthers: OthersOceanSums & { ratings: Awaited<ReturnType<ReturnType<typeof createOcean360Repository>['ratings']>> }
}

export function createAccountRepository(db: Db) {
  return {
    /** The person's payments, newest first (the account page's history). */
    async payments(userId: number) {
      return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id))
    },

    async collect(user: AccountUser): Promise<AccountData> {
      const others = {
        dominance: discAssessments.dominance,
        influence: discAssessments.influence,
        steadiness: discAssessments.steadiness,
        compliance: discAssessments.compliance,
        answers: discAssessments.answers,
      }
      const ocean360 = createOcean360Repository(db)
      const [sessionRows, discSelf, discParallel, ocean, surveyRows, feedbackReceived, unfinishedFeedback, paymentRows, oceanSums, oceanRatings] = await Promise.all([
        db
          .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.userId, user.id))
          .orderBy(asc(sessions.createdAt)),
        db
          .select()
          .from(discAssessments)
          .where(and(eq(discAssessments.userId, user.id), eq(discAssessments.isSelf, true)))
          .orderBy(asc(discAssessments.id)),
        db
          .select()
          .from(discParallelAssessments)
          .where(eq(discParallelAssessments.userId, user.id))
          .orderBy(asc(discParallelAssessments.id)),
        db.select().from(oceanAssessments).where(eq(oceanAssessments.userId, user.id)).orderBy(asc(oceanAssessments.id)),
        db.select().from(surveyResponses).where(eq(surveyResponses.userId, user.id)).limit(1),
        db
          .select({
            relationshipType: feedback.relationshipType,
            strengths: feedback.strengths,
            improvements: feedback.improvements,
            ...others,
          })
          .from(feedback)
          .innerJoin(discAssessments, eq(discAssessments.id, feedback.assessmentId))
          .where(eq(feedback.subjectUserId, user.id))
          .orderBy(asc(feedback.id)),
        db
          .select(others)
          .from(discAssessments)
          .where(
            and(
              eq(discAssessments.subjectUserId, user.id),
              eq(discAssessments.isSelf, false),
              notExists(db.select({ id: feedback.id }).from(feedback).where(eq(feedback.assessmentId, discAssessments.id))),
            ),
          )
          .orderBy(asc(discAssessments.id)),
        db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.id)),
        ocean360.sums(user.id),
        ocean360.ratings(user.id),
      ])
      const [resultLink] = await db.select().from(resultLinks).where(eq(resultLinks.userId, user.id)).limit(1)
      return {
        user,
        sessions: sessionRows,
        discSelf,
        discParallel,
        ocean,
        survey: surveyRows[0] ?? null,
        feedbackReceived,
        unfinishedFeedback,
        payments: paymentRows,
        resultLink: resultLink ?? null,
        oceanOthers: { ...oceanSums, ratings: oceanRatings },
      }
    },

    /**
     * Deletes the person and everything about them in one transaction: sessions, their DISC and
     * OCEAN results, the survey, all feedback and answers others gave about them, then the user
     * row. Payments stay for accounting, unlinked (payments.user_id becomes null). Feedback this
     * person gave others was never linked to them and is not theirs to delete.
     */
    async deleteEverything(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, userId))
        await tx.delete(oceanOthersRatings).where(eq(oceanOthersRatings.subjectUserId, userId))
        await tx.delete(oceanOthersAggregates).where(eq(oceanOthersAggregates.userId, userId))
        await tx.delete(feedback).where(eq(feedback.subjectUserId, userId))
        // The aggregates of that feedback go in the same transaction (they also cascade with the user).
        await tx.delete(feedbackAggregates).where(eq(feedbackAggregates.subjectUserId, userId))
        await tx.delete(feedbackGroupAggregates).where(eq(feedbackGroupAggregates.subjectUserId, userId))
        await tx.delete(feedbackCharacteristics).where(eq(feedbackCharacteristics.subjectUserId, userId))
        await tx
          .delete(discAssessments)
          .where(or(eq(discAssessments.userId, userId), eq(discAssessments.subjectUserId, userId)))
        await tx.delete(discParallelAssessments).where(eq(discParallelAssessments.userId, userId))
        await tx.delete(oceanAssessments).where(eq(oceanAssessments.userId, userId))
        await tx.delete(surveyResponses).where(eq(surveyResponses.userId, userId))
        await tx.update(payments).set({ userId: null }).where(eq(payments.userId, userId))
        const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id })
        return deleted.length > 0
      })
    },
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>
