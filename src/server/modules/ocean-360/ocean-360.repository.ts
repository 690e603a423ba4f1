import { and, eq, sql } from 'drizzle-orm'
import { emptyOceanAggregates, type OceanAggregates, type OthersOceanAnswers } from '#shared/ocean/others-scoring'
import { OCEAN_SCORE_KEYS, type OceanScores } from '#shared/ocean/types'
import { releaseOceanWaiting } from '#server/modules/feedback/feedback.aggregates'
import type { Db } from '#server/db/client'
import { discAssessments, feedback, giverMarks, oceanOthersAggregates, oceanOthersRatings } from '#server/db/schema'

const FIELDS = {
  openness: { sum: 'opennessSum', sq: 'opennessSq' },
  conscientiousness: { sum: 'conscientiousnessSum', sq: 'conscientiousnessSq' },
  extraversion: { sum: 'extraversionSum', sq: 'extraversionSq' },
  agreeableness: { sum: 'agreeablenessSum', sq: 'agreeablenessSq' },
  neuroticism: { sum: 'neuroticismSum', sq: 'neuroticismSq' },
} as const satisfies Record<(typeof OCEAN_SCORE_KEYS)[number], { sum: string; sq: string }>

type AggregateRow = typeof oceanOthersAggregates.$inferSelect

export interface OthersOceanSums {
  count: number
  sums: OceanAggregates
}

export function toSums(row: AggregateRow | undefined): OthersOceanSums {
  const sums = emptyOceanAggregates()
  if (!row) return { count: 0, sums }
  for (const key of OCEAN_SCORE_KEYS) {
    sums[key] = { n: row.count, sum: row[FIELDS[key].sum], sumSq: row[FIELDS[key].sq] }
  }
  return { count: row.count, sums }
}

export type RecordOutcome = 'created' | 'used'

export function createOcean360Repository(db: Db) {
  return {
    /** True when `assessmentId` is an others' assessment about `subjectUserId` whose feedback was sent. */
    async feedbackSent(subjectUserId: number, assessmentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: feedback.id })
        .from(feedback)
        .innerJoin(discAssessments, and(eq(discAssessments.id, feedback.assessmentId), eq(discAssessments.isSelf, false)))
        .where(and(eq(feedback.assessmentId, assessmentId), eq(feedback.subjectUserId, subjectUserId)))
        .limit(1)
      return row !== undefined
    },

    async alreadyRated(assessmentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: oceanOthersRatings.id })
        .from(oceanOthersRatings)
        .where(eq(oceanOthersRatings.assessmentId, assessmentId))
        .limit(1)
      return row !== undefined
    },

    /**
     * One transaction: the rating, waiting (once per assessment, by its unique key), and the spent
     * follow-up mark; a second, racing request finds the key taken and changes nothing. Then the
     * waiting ratings are released when three or more of them wait (issue 30): only then do they
     * enter the person's sums.
     */
    async record(input: {
      subjectUserId: number
      assessmentId: number
      scores: OceanScores
      answers: OthersOceanAnswers
      followUpKey: string
    }): Promise<RecordOutcome> {
      const { subjectUserId, assessmentId, scores, answers } = input
      const outcome = await db.transaction(async (tx): Promise<RecordOutcome> => {
        const inserted = await tx
          .insert(oceanOthersRatings)
          .values({ subjectUserId, assessmentId, ...scores, answers, createdOn: sql`date_trunc('day', now())` })
          .onConflictDoNothing({ target: oceanOthersRatings.assessmentId })
          .returning({ id: oceanOthersRatings.id })
        if (inserted.length === 0) return 'used'
        await tx.delete(giverMarks).where(eq(giverMarks.key, input.followUpKey))
        return 'created'
      })
      if (outcome === 'created') await releaseOceanWaiting(db, subjectUserId)
      return outcome
    },

    /** Count and sums of everything others answered about `userId`: one row, whatever the count. */
    async sums(userId: number): Promise<OthersOceanSums> {
      const [row] = await db.select().from(oceanOthersAggregates).where(eq(oceanOthersAggregates.userId, userId)).limit(1)
      return toSums(row)
    },

  }
}

export type Ocean360Repository = ReturnType<typeof createOcean360Repository>
