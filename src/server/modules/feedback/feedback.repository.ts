import { and, eq, sql } from 'drizzle-orm'
import { largestRemainder } from '#shared/disc/scoring'
import { DISC_SCORE_KEYS, type DiscScores } from '#shared/disc/types'
import type { DiscAggregates, SelfSource } from '#shared/feedback/blind-spots'
import { RELATIONSHIP_GROUP_MIN, RELATIONSHIP_TYPES, type RelationshipType } from '#shared/product'
import type { Db } from '#server/db/client'
import { latestParallelSelfScores, latestSelfDiscScores } from '#server/db/queries'
import { discAssessments, feedback, users } from '#server/db/schema'
import { noteFeedbackForDigest } from '#server/modules/email/digests'

export interface LinkOwner {
  id: number
  publicId: string
  username: string
}

export interface FeedbackAggregate {
  count: number
  /**
   * Averages over the others' assessments that came with a submitted feedback, from their answers
   * (unrounded shares, largest-remainder rounding: the four total exactly 100).
   */
  averages: DiscScores
  /** One strengths list per feedback, for ranking characteristics. */
  strengthLists: string[][]
  /** n, Σ and Σ² of the raters' scores per dimension: rater agreement without loading every answer. */
  sums: DiscAggregates
}

/** Others' averages within one relationship group of RELATIONSHIP_GROUP_MIN or more feedbacks. */
export interface RelationshipGroupAggregate {
  relationshipType: RelationshipType
  count: number
  averages: DiscScores
}

/** The self side of the comparison with others, and which self test it comes from. */
export interface SelfComparison {
  scores: DiscScores
  source: SelfSource
}

export interface FeedbackRow {
  answers: Record<string, string>
  relationshipType: string
  /** How many of the owner's feedbacks share this relationship type. */
  relationshipGroupSize: number
  strengths: string[]
  improvements: string[]
}

export type InsertFeedbackResult = 'created' | 'used' | 'mismatch'

// The day, not the time: an exact timestamp could tell the owner who answered (DESIGN.md §5).
const startOfToday = sql`date_trunc('day', now())`

/** Drivers answer jsonb as parsed values and bigint/numeric as strings; both are read safely here. */
function toInt(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(parsed) ? parsed : 0
}

/** Like toInt, for averages and sums that may carry decimals. */
function toNumber(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(parsed) ? parsed : 0
}

function toAnswerMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

function toStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

export function createFeedbackRepository(db: Db) {
  return {
    /** The link's owner; the caller has checked that `publicId` is shaped like a uuid. */
    async findLinkOwner(publicId: string): Promise<LinkOwner | null> {
      const [row] = await db
        .select({ id: users.id, publicId: users.publicId, username: users.username })
        .from(users)
        .where(eq(users.publicId, publicId))
        .limit(1)
      return row ?? null
    },

    /** Stores others' answers about `subjectUserId`: no account, no anonymous id, only the day. */
    async createOthersAssessment(subjectUserId: number, scores: DiscScores, answers: Record<string, string>) {
      const [row] = await db
        .insert(discAssessments)
        .values({
          userId: null,
          subjectUserId,
          isSelf: false,
          ...scores,
          answers,
          anonId: null,
          createdAt: startOfToday,
        })
        .returning({ id: discAssessments.id })
      if (!row) throw new Error('insert returned no row')
      return row.id
    },

    /**
     * One statement: the feedback is written only when the assessment describes this link's
     * owner, was given by someone else and has not been used yet (assessment_id is unique, so two
     * racing submissions cannot both succeed). On refusal, one more query says why.
     */
    async insertFeedback(input: {
      subjectUserId: number
      assessmentId: number
      relationshipType: RelationshipType
      strengths: string[]
      improvements: string[]
    }): Promise<InsertFeedbackResult> {
      // The digest's note (issue 13) commits with the feedback, or not at all.
      const inserted = await db.transaction(async (tx) => {
        const result = await tx.execute(sql`
        insert into ${feedback} (subject_user_id, assessment_id, relationship_type, strengths, improvements)
        select ${input.subjectUserId}, ${discAssessments.id}, ${input.relationshipType},
               ${JSON.stringify(input.strengths)}::jsonb, ${JSON.stringify(input.improvements)}::jsonb
        from ${discAssessments}
        where ${discAssessments.id} = ${input.assessmentId}
          and ${discAssessments.subjectUserId} = ${input.subjectUserId}
          and ${discAssessments.isSelf} = false
        on conflict (assessment_id) do nothing
        returning id`)
        if (rowsOf(result).length > 0) await noteFeedbackForDigest(tx, input.subjectUserId)
        return result
      })
      if (rowsOf(inserted).length > 0) return 'created'
      const [used] = await db
        .select({ id: feedback.id })
        .from(feedback)
        .where(and(eq(feedback.assessmentId, input.assessmentId), eq(feedback.subjectUserId, input.subjectUserId)))
        .limit(1)
      return used ? 'used' : 'mismatch'
    },

    latestSelfScores: (userId: number): Promise<DiscScores | null> => latestSelfDiscScores(db, userId),

    /**
     * The one place the blind-spot comparison gets its self side: today the latest 10-item self
     * test ('short'); the parallel 24-item self form ('parallel') takes precedence once it exists.
     */
    async selfScoresForComparison(userId: number): Promise<SelfComparison | null> {
      const parallel = await latestParallelSelfScores(db, userId)
      if (parallel) return { scores: parallel, source: 'parallel' }
      const scores = await latestSelfDiscScores(db, userId)
      return scores ? { scores, source: 'short' } : null
    },

    /** Count, averages, sums and strengths of everything said about `userId`, in one query. */
    async aggregate(userId: number): Promise<FeedbackAggregate> {
      const result = await db.execute(sql`
        select count(*)::int as count,
               coalesce(avg(d.dominance), 0)::float8 as dominance,
               coalesce(avg(d.influence), 0)::float8 as influence,
               coalesce(avg(d.steadiness), 0)::float8 as steadiness,
               coalesce(avg(d.compliance), 0)::float8 as compliance,
               coalesce(sum(d.dominance), 0)::float8 as dominance_sum,
               coalesce(sum(d.influence), 0)::float8 as influence_sum,
               coalesce(sum(d.steadiness), 0)::float8 as steadiness_sum,
               coalesce(sum(d.compliance), 0)::float8 as compliance_sum,
               coalesce(sum(d.dominance * d.dominance), 0)::float8 as dominance_sq,
               coalesce(sum(d.influence * d.influence), 0)::float8 as influence_sq,
               coalesce(sum(d.steadiness * d.steadiness), 0)::float8 as steadiness_sq,
               coalesce(sum(d.compliance * d.compliance), 0)::float8 as compliance_sq,
               coalesce(jsonb_agg(f.strengths order by f.id), '[]'::jsonb) as strengths
        from ${feedback} f
        join ${discAssessments} d on d.id = f.assessment_id and d.is_self = false
        where f.subject_user_id = ${userId}`)
      const row = rowsOf(result)[0] ?? {}
      const lists = row.strengths
      const count = toInt(row.count)
      const sums = {} as DiscAggregates
      for (const key of DISC_SCORE_KEYS) {
        sums[key] = { n: count, sum: toNumber(row[`${key}_sum`]), sumSq: toNumber(row[`${key}_sq`]) }
      }
      // Unrounded means of the raters' shares, rounded once so the four always total 100.
      const [dominance = 0, influence = 0, steadiness = 0, compliance = 0] = largestRemainder(
        DISC_SCORE_KEYS.map((key) => toNumber(row[key])),
      )
      return {
        count,
        averages: { dominance, influence, steadiness, compliance },
        strengthLists: Array.isArray(lists) ? lists.map(toStringList) : [],
        sums,
      }
    },

    /** Others' averages per relationship type, for groups of RELATIONSHIP_GROUP_MIN or more only; one query. */
    async aggregateByRelationship(userId: number): Promise<RelationshipGroupAggregate[]> {
      const result = await db.execute(sql`
        select f.relationship_type, count(*)::int as count,
               avg(d.dominance)::float8 as dominance, avg(d.influence)::float8 as influence,
               avg(d.steadiness)::float8 as steadiness, avg(d.compliance)::float8 as compliance
        from ${feedback} f
        join ${discAssessments} d on d.id = f.assessment_id and d.is_self = false
        where f.subject_user_id = ${userId}
        group by f.relationship_type
        having count(*) >= ${RELATIONSHIP_GROUP_MIN}`)
      const groups = rowsOf(result).flatMap((row): RelationshipGroupAggregate[] => {
        const type = RELATIONSHIP_TYPES.find((candidate) => candidate === row.relationship_type)
        if (!type) return []
        const averages = {} as DiscScores
        for (const key of DISC_SCORE_KEYS) averages[key] = Math.round(toNumber(row[key]))
        return [{ relationshipType: type, count: toInt(row.count), averages }]
      })
      // Display order: colleagues, friends, family.
      return groups.sort((a, b) => RELATIONSHIP_TYPES.indexOf(a.relationshipType) - RELATIONSHIP_TYPES.indexOf(b.relationshipType))
    },

    /**
     * Everything said about `userId`, in one query, in the order of each row's random `list_key`:
     * stable across loads, unrelated to time (docs/decisions/0013-anonymity-thresholds.md). With
     * `freeLimit`, only the first `limit` rows unless there are at least `unlockAt` in total (SPEC.md §5).
     */
    async list(userId: number, freeLimit?: { limit: number; unlockAt: number }): Promise<FeedbackRow[]> {
      const limited = freeLimit !== undefined
      const result = await db.execute(sql`
        select answers, relationship_type, group_size, strengths, improvements
        from (
          select d.answers, f.relationship_type, f.strengths, f.improvements, f.id, f.list_key,
                 row_number() over (order by f.list_key, f.id) as position,
                 count(*) over () as total,
                 count(*) over (partition by f.relationship_type) as group_size
          from ${feedback} f
          join ${discAssessments} d on d.id = f.assessment_id and d.is_self = false
          where f.subject_user_id = ${userId}
        ) ranked
        where ${!limited} or ranked.total >= ${freeLimit?.unlockAt ?? 0} or ranked.position <= ${freeLimit?.limit ?? 0}
        order by ranked.list_key, ranked.id`)
      return rowsOf(result).map((row) => ({
        answers: toAnswerMap(row.answers),
        relationshipType: String(row.relationship_type),
        relationshipGroupSize: toInt(row.group_size),
        strengths: toStringList(row.strengths),
        improvements: toStringList(row.improvements),
      }))
    },
  }
}

/** Both drivers answer `execute` with `{ rows }`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
