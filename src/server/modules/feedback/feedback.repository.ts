import { and, eq, sql } from 'drizzle-orm'
import { dominantType, largestRemainder } from '#shared/disc/scoring'
import { DISC_SCORE_KEYS, type DiscScores, type DiscType } from '#shared/disc/types'
import type { DiscAggregates, SelfSource } from '#shared/feedback/blind-spots'
import type { CharacteristicTally } from '#shared/feedback/characteristics'
import { RELATIONSHIP_GROUP_MIN, RELATIONSHIP_TYPES, type RelationshipType } from '#shared/product'
import type { Db } from '#server/db/client'
import { latestParallelSelfScores, latestSelfDiscScores } from '#server/db/queries'
import { discAssessments, feedback, feedbackAggregates, feedbackGroupAggregates, users } from '#server/db/schema'
import { feedbackDigestNote } from '#server/modules/email/digests'
import { insertFeedbackWithAggregates, readAggregates, type AfterFeedback } from './feedback.aggregates'


/** The digest's note (issue 13), in the submission's statement. */
const DIGEST_NOTE: AfterFeedback = { name: 'digest-note', build: (totals, subject) => feedbackDigestNote(subject, totals) }

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
  /** How many feedbacks named each spelling of each characteristic, for ranking them. */
  characteristics: CharacteristicTally[]
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
  /** The giver's stored scores (what the stats average). */
  scores: DiscScores
  perceivedType: DiscType
  relationshipType: string
  /** How many of the owner's feedbacks share this relationship type. */
  relationshipGroupSize: number
  strengths: string[]
  improvements: string[]
}

export type InsertFeedbackResult = 'created' | 'used' | 'mismatch'

/** Where a page of the list starts: after this row in (list_key, id) order. */
export interface ListPosition {
  listKey: string
  id: number
}

export interface FeedbackPage {
  rows: FeedbackRow[]
  /** The last row's position when more rows follow, else null. */
  next: ListPosition | null
}

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

function scoresOf(row: Record<string, unknown>): DiscScores {
  return {
    dominance: toInt(row.dominance),
    influence: toInt(row.influence),
    steadiness: toInt(row.steadiness),
    compliance: toInt(row.compliance),
  }
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
     * One transaction: the feedback is written only when the assessment describes this link's
     * owner, was given by someone else and has not been used yet (assessment_id is unique, so two
     * racing submissions cannot both succeed), and the owner's aggregates take it in (issue 18).
     * On refusal, one more query says why.
     */
    async insertFeedback(input: {
      subjectUserId: number
      assessmentId: number
      relationshipType: RelationshipType
      strengths: string[]
      improvements: string[]
    }): Promise<InsertFeedbackResult> {
      // One statement: the feedback, its aggregates and the digest's note (issue 13) commit together.
      const created = await insertFeedbackWithAggregates(db, input, DIGEST_NOTE)
      if (created !== null) return 'created'
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

    /**
     * Count, averages, sums and characteristic tallies of everything said about `userId`, read from
     * the aggregates the inserts keep (one query, whatever the number of feedbacks).
     */
    async aggregate(userId: number): Promise<FeedbackAggregate> {
      const stored = await readAggregates(db, userId)
      const sums = {} as DiscAggregates
      for (const key of DISC_SCORE_KEYS) sums[key] = { n: stored.count, ...stored.sums[key] }
      // Unrounded means of the raters' shares, rounded once so the four always total 100.
      const means = DISC_SCORE_KEYS.map((key) => (stored.count > 0 ? stored.sums[key].sum / stored.count : 0))
      const [dominance = 0, influence = 0, steadiness = 0, compliance = 0] = largestRemainder(means)
      return {
        count: stored.count,
        averages: { dominance, influence, steadiness, compliance },
        characteristics: stored.characteristics,
        sums,
      }
    },

    /** Others' averages per relationship type, for groups of RELATIONSHIP_GROUP_MIN or more only; one query. */
    async aggregateByRelationship(userId: number): Promise<RelationshipGroupAggregate[]> {
      // The sums over the person's shards (feedback.aggregates.ts).
      const rows = rowsOf(
        await db.execute(sql`
          select relationship_type, sum(count)::int as count,
                 sum(dominance_sum) as dominance_sum, sum(influence_sum) as influence_sum,
                 sum(steadiness_sum) as steadiness_sum, sum(compliance_sum) as compliance_sum
          from ${feedbackGroupAggregates}
          where subject_user_id = ${userId}
          group by relationship_type
          having sum(count) >= ${RELATIONSHIP_GROUP_MIN}`),
      )
      const groups = rows.flatMap((row): RelationshipGroupAggregate[] => {
        const type = RELATIONSHIP_TYPES.find((candidate) => candidate === row.relationship_type)
        if (!type) return []
        const count = toInt(row.count)
        const averages: DiscScores = {
          dominance: Math.round(toNumber(row.dominance_sum) / count),
          influence: Math.round(toNumber(row.influence_sum) / count),
          steadiness: Math.round(toNumber(row.steadiness_sum) / count),
          compliance: Math.round(toNumber(row.compliance_sum) / count),
        }
        return [{ relationshipType: type, count, averages }]
      })
      // Display order: colleagues, friends, family.
      return groups.sort((a, b) => RELATIONSHIP_TYPES.indexOf(a.relationshipType) - RELATIONSHIP_TYPES.indexOf(b.relationshipType))
    },

    /**
     * One page of what was said about `userId`, in the order of each row's random `list_key`:
     * stable across loads, unrelated to time (docs/decisions/0013-anonymity-thresholds.md). Keyset
     * pagination on (list_key, id) through an index: no duplicates or gaps for the rows that existed
     * when paging started, whatever arrives meanwhile, and the same cost on every page. With
     * `freeLimit`, only the first `limit` rows unless there are at least `unlockAt` in total (SPEC.md
     * §5); `delivered` is how many rows the earlier pages gave. Group sizes and the total come from
     * the aggregates.
     */
    async listPage(
      userId: number,
      page: { after: ListPosition | null; limit: number; delivered: number },
      freeLimit?: { limit: number; unlockAt: number },
    ): Promise<FeedbackPage> {
      // A free list below `unlockAt` stops after its first `freeLimit.limit` rows, across pages.
      let cap = Number.POSITIVE_INFINITY
      if (freeLimit) {
        const [total] = rowsOf(
          await db.execute(sql`select coalesce(sum(count), 0)::int as count from ${feedbackAggregates} where subject_user_id = ${userId}`),
        )
        if (toInt(total?.count) < freeLimit.unlockAt) cap = Math.max(0, freeLimit.limit - page.delivered)
      }
      const limit = Math.min(page.limit, cap)
      if (limit <= 0) return { rows: [], next: null }
      const after = page.after
      const result = await db.execute(sql`
        select f.id, f.list_key, f.relationship_type, f.strengths, f.improvements,
               d.dominance, d.influence, d.steadiness, d.compliance,
               coalesce(g.count, 0) as group_size
        from ${feedback} f
        join ${discAssessments} d on d.id = f.assessment_id and d.is_self = false
        left join (
          select relationship_type, sum(count)::int as count from ${feedbackGroupAggregates}
          where subject_user_id = ${userId} group by relationship_type
        ) g on g.relationship_type = f.relationship_type
        where f.subject_user_id = ${userId}
          ${after ? sql`and (f.list_key, f.id) > (${after.listKey}::uuid, ${after.id})` : sql``}
        order by f.list_key, f.id
        limit ${limit + 1}`)
      const all = rowsOf(result)
      const rows = all.slice(0, limit)
      const last = rows.at(-1)
      const more = all.length > limit && limit < cap
      return {
        rows: rows.map((row) => {
          const scores = scoresOf(row)
          return {
            scores,
            perceivedType: dominantType(scores),
            relationshipType: String(row.relationship_type),
            relationshipGroupSize: toInt(row.group_size),
            strengths: toStringList(row.strengths),
            improvements: toStringList(row.improvements),
          }
        }),
        next: more && last ? { listKey: String(last.list_key), id: toInt(last.id) } : null,
      }
    },
  }
}

/** Both drivers answer `execute` with `{ rows }`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
