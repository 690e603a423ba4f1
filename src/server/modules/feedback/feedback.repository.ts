import { and, eq, sql } from 'drizzle-orm'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { averageDiscFromAnswers } from '#shared/disc/scoring'
import type { DiscScores } from '#shared/disc/types'
import type { RelationshipType } from '#shared/product'
import type { Db } from '#server/db/client'
import { latestSelfDiscScores } from '#server/db/queries'
import { discAssessments, feedback, users } from '#server/db/schema'

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
}

export interface FeedbackRow {
  answers: Record<string, string>
  relationshipType: string
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
      const inserted = await db.execute(sql`
        insert into ${feedback} (subject_user_id, assessment_id, relationship_type, strengths, improvements)
        select ${input.subjectUserId}, ${discAssessments.id}, ${input.relationshipType},
               ${JSON.stringify(input.strengths)}::jsonb, ${JSON.stringify(input.improvements)}::jsonb
        from ${discAssessments}
        where ${discAssessments.id} = ${input.assessmentId}
          and ${discAssessments.subjectUserId} = ${input.subjectUserId}
          and ${discAssessments.isSelf} = false
        on conflict (assessment_id) do nothing
        returning id`)
      if (rowsOf(inserted).length > 0) return 'created'
      const [used] = await db
        .select({ id: feedback.id })
        .from(feedback)
        .where(and(eq(feedback.assessmentId, input.assessmentId), eq(feedback.subjectUserId, input.subjectUserId)))
        .limit(1)
      return used ? 'used' : 'mismatch'
    },

    latestSelfScores: (userId: number): Promise<DiscScores | null> => latestSelfDiscScores(db, userId),

    /** Count, averages and strengths of everything said about `userId`, in one query. */
    async aggregate(userId: number): Promise<FeedbackAggregate> {
      const result = await db.execute(sql`
        select count(*)::int as count,
               coalesce(jsonb_agg(d.answers order by f.id), '[]'::jsonb) as answers,
               coalesce(jsonb_agg(f.strengths order by f.id), '[]'::jsonb) as strengths
        from ${feedback} f
        join ${discAssessments} d on d.id = f.assessment_id and d.is_self = false
        where f.subject_user_id = ${userId}`)
      const row = rowsOf(result)[0] ?? {}
      const lists = row.strengths
      const answerLists = Array.isArray(row.answers) ? row.answers.map(toAnswerMap) : []
      return {
        count: toInt(row.count),
        averages: averageDiscFromAnswers(DISC_OTHERS_QUESTIONS, answerLists),
        strengthLists: Array.isArray(lists) ? lists.map(toStringList) : [],
      }
    },

    /**
     * Everything said about `userId`, newest first, in one query. With `freeLimit`, only the first
     * `limit` rows unless there are at least `unlockAt` in total (SPEC.md §5).
     */
    async list(userId: number, freeLimit?: { limit: number; unlockAt: number }): Promise<FeedbackRow[]> {
      const limited = freeLimit !== undefined
      const result = await db.execute(sql`
        select answers, relationship_type, strengths, improvements
        from (
          select d.answers, f.relationship_type, f.strengths, f.improvements, f.id,
                 row_number() over (order by f.id desc) as position,
                 count(*) over () as total
          from ${feedback} f
          join ${discAssessments} d on d.id = f.assessment_id and d.is_self = false
          where f.subject_user_id = ${userId}
        ) ranked
        where ${!limited} or ranked.total >= ${freeLimit?.unlockAt ?? 0} or ranked.position <= ${freeLimit?.limit ?? 0}
        order by ranked.id desc`)
      return rowsOf(result).map((row) => ({
        answers: toAnswerMap(row.answers),
        relationshipType: String(row.relationship_type),
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
