import { and, eq, sql } from 'drizzle-orm'
import { emptyOceanAggregates, type OceanAggregates, type OthersOceanAnswers } from '#shared/ocean/others-scoring'
import { OCEAN_SCORE_KEYS, type OceanScoreKey, type OceanScores } from '#shared/ocean/types'
import type { Db } from '#server/db/client'
import { discAssessments, feedback, giverMarks, oceanOthersAggregates, oceanOthersRatings } from '#server/db/schema'

/** The sum and sum-of-squares columns of each factor in ocean_others_aggregates. */
const COLUMNS = {
  openness: { sum: oceanOthersAggregates.opennessSum, sq: oceanOthersAggregates.opennessSq },
  conscientiousness: { sum: oceanOthersAggregates.conscientiousnessSum, sq: oceanOthersAggregates.conscientiousnessSq },
  extraversion: { sum: oceanOthersAggregates.extraversionSum, sq: oceanOthersAggregates.extraversionSq },
  agreeableness: { sum: oceanOthersAggregates.agreeablenessSum, sq: oceanOthersAggregates.agreeablenessSq },
  neuroticism: { sum: oceanOthersAggregates.neuroticismSum, sq: oceanOthersAggregates.neuroticismSq },
} as const satisfies Record<OceanScoreKey, unknown>

const FIELDS = {
  openness: { sum: 'opennessSum', sq: 'opennessSq' },
  conscientiousness: { sum: 'conscientiousnessSum', sq: 'conscientiousnessSq' },
  extraversion: { sum: 'extraversionSum', sq: 'extraversionSq' },
  agreeableness: { sum: 'agreeablenessSum', sq: 'agreeablenessSq' },
  neuroticism: { sum: 'neuroticismSum', sq: 'neuroticismSq' },
} as const satisfies Record<OceanScoreKey, { sum: string; sq: string }>

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
     * One transaction: the rating (once per assessment, by its unique key), the person's sums and
     * the spent follow-up mark. A second, racing request finds the key taken and changes nothing.
     */
    async record(input: {
      subjectUserId: number
      assessmentId: number
      scores: OceanScores
      answers: OthersOceanAnswers
      followUpKey: string
    }): Promise<RecordOutcome> {
      const { subjectUserId, assessmentId, scores, answers } = input
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(oceanOthersRatings)
          .values({ subjectUserId, assessmentId, ...scores, answers, createdOn: sql`date_trunc('day', now())` })
          .onConflictDoNothing({ target: oceanOthersRatings.assessmentId })
          .returning({ id: oceanOthersRatings.id })
        if (inserted.length === 0) return 'used'
        const values: Record<string, number> = { userId: subjectUserId, count: 1 }
        const set: Record<string, ReturnType<typeof sql>> = { count: sql`${oceanOthersAggregates.count} + 1` }
        for (const key of OCEAN_SCORE_KEYS) {
          const value = scores[key]
          values[FIELDS[key].sum] = value
          values[FIELDS[key].sq] = value * value
          set[FIELDS[key].sum] = sql`${COLUMNS[key].sum} + ${value}`
          set[FIELDS[key].sq] = sql`${COLUMNS[key].sq} + ${value * value}`
        }
        await tx
          .insert(oceanOthersAggregates)
          .values(values as typeof oceanOthersAggregates.$inferInsert)
          .onConflictDoUpdate({ target: oceanOthersAggregates.userId, set })
        await tx.delete(giverMarks).where(eq(giverMarks.key, input.followUpKey))
        return 'created'
      })
    },

    /** Count and sums of everything others answered about `userId`: one row, whatever the count. */
    async sums(userId: number): Promise<OthersOceanSums> {
      const [row] = await db.select().from(oceanOthersAggregates).where(eq(oceanOthersAggregates.userId, userId)).limit(1)
      return toSums(row)
    },

    /** For the LGPD export: every rating's answers and scores, in an order that says nothing about time. */
    async ratings(userId: number) {
      return db
        .select({
          openness: oceanOthersRatings.openness,
          conscientiousness: oceanOthersRatings.conscientiousness,
          extraversion: oceanOthersRatings.extraversion,
          agreeableness: oceanOthersRatings.agreeableness,
          neuroticism: oceanOthersRatings.neuroticism,
          answers: oceanOthersRatings.answers,
        })
        .from(oceanOthersRatings)
        .where(eq(oceanOthersRatings.subjectUserId, userId))
        .orderBy(sql`md5(${oceanOthersRatings.answers}::text || ${oceanOthersRatings.id}::text)`)
    },
  }
}

export type Ocean360Repository = ReturnType<typeof createOcean360Repository>
