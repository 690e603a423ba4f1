import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import {
  discAssessments,
  discParallelAssessments,
  feedback,
  feedbackAggregates,
  feedbackCharacteristics,
  feedbackGroupAggregates,
  feedbackRounds,
  normsConsents,
  normsRemovals,
  oceanAssessments,
  oceanOthersAggregates,
  oceanOthersRatings,
  payments,
  resultLinks,
  sessions,
  surveyResponses,
  users,
} from '#server/db/schema'
import { comparisons, gifts } from '#server/db/schema'
import { createCompareRepository, type ComparisonListRow } from '#server/modules/compare/compare.repository'
import { FREE_FEEDBACK_LIST_LIMIT, FREE_FEEDBACK_LIST_UNLOCK_AT } from '#shared/product'
import type { FeedbackListItem } from '#shared/schemas/feedback'
import { isPremium } from '#server/lib/premium'
import { createFeedbackRepository, toListItem } from '#server/modules/feedback/feedback.repository'
import { listRounds } from '#server/modules/feedback/feedback.rounds'
import { createOcean360Repository, type OthersOceanSums } from '#server/modules/ocean-360/ocean-360.repository'

export type AccountUser = typeof users.$inferSelect

/** More than anyone receives; the export reads the released list in one page. */
const EXPORT_FEEDBACK_LIMIT = 1_000_000

/** Everything the database holds about one person, as rows (account.export.ts shapes the file). */
export interface AccountData {
  user: AccountUser
  sessions: { createdAt: Date; expiresAt: Date }[]
  discSelf: (typeof discAssessments.$inferSelect)[]
  /** The parallel self form (the others' 24 questions answered about oneself), every take. */
  discParallel: (typeof discParallelAssessments.$inferSelect)[]
  ocean: (typeof oceanAssessments.$inferSelect)[]
  survey: (typeof surveyResponses.$inferSelect) | null
  /**
   * What others said, exactly as the owner's list shows it (issue 30): released feedback only, in
   * the list's order, the relationship only where the list shows it, the free tier's limit, and the
   * giver's DISC shares rather than their answers. Unfinished givers' answers are never included.
   */
  feedbackReceived: FeedbackListItem[]
  payments: (typeof payments.$inferSelect)[]
  /** The opt-in public result page (issue 15), when turned on; deleted with the account (cascade). */
  resultLink: (typeof resultLinks.$inferSelect) | null
  /** Big Five 360: the released raters' sums (averages shown only from the anonymity threshold). */
  oceanOthers: OthersOceanSums
  /** Big Five norms (issue 48): whether the latest Big Five counts in the reference sample; null if never asked. */
  normsConsent: { consent: boolean; updatedAt: Date } | null
  /**
   * Feedback rounds (issue 36), oldest first: dates, the released count, and each round's cards as
   * its list showed them (released only, the round's own relationship groups, the free limit).
   */
  rounds: { number: number; openedAt: Date; closedAt: Date | null; releasedCount: number; feedback: FeedbackListItem[] }[]
  // Payment area (issue 36, decision 0048): gifts bought and received (never their codes).
  giftsBought: (typeof gifts.$inferSelect)[]
  giftsReceived: (typeof gifts.$inferSelect)[]
  /** Comparisons (issue 47) the person is part of, active or invited; the other person by display name only. */
  comparisons: ComparisonListRow[]
}

export function createAccountRepository(db: Db) {
  return {
    /** The person's payments, newest first (the account page's history). */
    async payments(userId: number) {
      return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id))
    },

    /** The gifts the person paid for (decision 0048), for the same history: paid ones only. */
    async giftPayments(userId: number) {
      return db
        .select()
        .from(gifts)
        .where(and(eq(gifts.buyerId, userId), isNotNull(gifts.paidAt), isNotNull(gifts.providerPaymentId)))
        .orderBy(desc(gifts.paidAt), desc(gifts.id))
    },

    async collect(user: AccountUser): Promise<AccountData> {
      const ocean360 = createOcean360Repository(db)
      const feedbackRepo = createFeedbackRepository(db)
      // The free tier's list limit applies to the file too (SPEC.md §5): it tells nothing the page hides.
      const freeLimit = isPremium(user.premiumUntil) ? undefined : { limit: FREE_FEEDBACK_LIST_LIMIT, unlockAt: FREE_FEEDBACK_LIST_UNLOCK_AT }
      const [sessionRows, discSelf, discParallel, ocean, surveyRows, feedbackPage, paymentRows, oceanSums] = await Promise.all([
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
        feedbackRepo.listPage(user.id, { after: null, limit: EXPORT_FEEDBACK_LIMIT, delivered: 0 }, freeLimit),
        db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.id)),
        ocean360.sums(user.id),
      ])
      const [resultLink] = await db.select().from(resultLinks).where(eq(resultLinks.userId, user.id)).limit(1)
      const [normsConsent] = await db
        .select({ consent: normsConsents.consent, updatedAt: normsConsents.updatedAt })
        .from(normsConsents)
        .where(eq(normsConsents.userId, user.id))
        .limit(1)
      const rounds = []
      for (const round of await listRounds(db, user.id)) {
        const page = await feedbackRepo.listPage(user.id, { after: null, limit: EXPORT_FEEDBACK_LIMIT, delivered: 0, round: round.number }, freeLimit)
        rounds.push({
          number: round.number,
          openedAt: round.openedAt,
          closedAt: round.closedAt,
          releasedCount: round.sums.dominance.n,
          feedback: page.rows.map(toListItem),
        })
      }
      // Payment area (issue 36): gifts.
      const giftsBought = await db.select().from(gifts).where(eq(gifts.buyerId, user.id)).orderBy(asc(gifts.id))
      const giftsReceived = await db.select().from(gifts).where(eq(gifts.redeemedBy, user.id)).orderBy(asc(gifts.id))
      // Comparing with someone (issue 47): what the list shows, never the other person's email.
      const comparisonRows = await createCompareRepository(db).listFor(user.id)
      return {
        rounds,
        user,
        sessions: sessionRows,
        discSelf,
        discParallel,
        ocean,
        survey: surveyRows[0] ?? null,
        feedbackReceived: feedbackPage.rows.map(toListItem),
        payments: paymentRows,
        resultLink: resultLink ?? null,
        oceanOthers: oceanSums,
        normsConsent: normsConsent ?? null,
        giftsBought,
        giftsReceived,
        comparisons: comparisonRows,
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
        // Comparisons (issue 47) end for the other person too, at once.
        await tx.delete(comparisons).where(or(eq(comparisons.inviterId, userId), eq(comparisons.inviteeId, userId)))
        await tx.delete(oceanOthersRatings).where(eq(oceanOthersRatings.subjectUserId, userId))
        await tx.delete(oceanOthersAggregates).where(eq(oceanOthersAggregates.userId, userId))
        await tx.delete(feedback).where(eq(feedback.subjectUserId, userId))
        // The aggregates of that feedback go in the same transaction (they also cascade with the user).
        await tx.delete(feedbackAggregates).where(eq(feedbackAggregates.subjectUserId, userId))
        await tx.delete(feedbackGroupAggregates).where(eq(feedbackGroupAggregates.subjectUserId, userId))
        await tx.delete(feedbackCharacteristics).where(eq(feedbackCharacteristics.subjectUserId, userId))
        await tx.delete(feedbackRounds).where(eq(feedbackRounds.userId, userId))
        await tx
          .delete(discAssessments)
          .where(or(eq(discAssessments.userId, userId), eq(discAssessments.subjectUserId, userId)))
        await tx.delete(discParallelAssessments).where(eq(discParallelAssessments.userId, userId))
        // Out of the Big Five norms at their next computation (issue 48): the scores they count with
        // wait there to be taken out, linked to nobody. The row is locked first, so a computation in
        // progress finishes and what it counted is what comes out.
        await tx.execute(sql`
          insert into ${normsRemovals} (openness, conscientiousness, extraversion, agreeableness, neuroticism)
          select counted_openness, counted_conscientiousness, counted_extraversion, counted_agreeableness, counted_neuroticism
          from ${normsConsents}
          where user_id = ${userId} and counted_openness is not null
          for update`)
        await tx.delete(normsConsents).where(eq(normsConsents.userId, userId))
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
