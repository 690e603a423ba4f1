import { and, eq, sql } from 'drizzle-orm'
import { dominantType, largestRemainder } from '#shared/disc/scoring'
import type { FeedbackListItem } from '#shared/schemas/feedback'
import { DISC_SCORE_KEYS, type DiscScores, type DiscType } from '#shared/disc/types'
import { othersShares, roundedShares, type DiscAggregates, type SelfSource } from '#shared/feedback/blind-spots'
import type { CharacteristicTally } from '#shared/feedback/characteristics'
import { RELATIONSHIP_GROUP_MIN, RELATIONSHIP_TYPES, RELEASE_GROUP_SIZE, type RelationshipType } from '#shared/product'
import type { Db } from '#server/db/client'
import { latestParallelSelfScores, latestSelfDiscScores } from '#server/db/queries'
import { discAssessments, feedback, users } from '#server/db/schema'
import { randomToken, sha256 } from '#server/lib/tokens'
import { comparableGroups } from '#shared/feedback/relationship-groups'
import { currentRoundOf, insertWaitingFeedback, readCharacteristics, readGroups, readTotals, releaseWaiting, waitingCount } from './feedback.aggregates'
import { rowsOf, toNumber } from '#server/db/rows'

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
  /**
   * The relationship, only when it may be shown (DESIGN.md §10, issue 30): the feedback is counted
   * in its group's figures, and that group is one `comparableGroups` shows. Else null.
   */
  relationshipType: RelationshipType | null
  strengths: string[]
  improvements: string[]
}

/** 'unknown': no fresh others' answers of this person carry that secret (never sent, expired, another link). */
export type InsertFeedbackResult = 'created' | 'used' | 'unknown'

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


function scoresOf(row: Record<string, unknown>): DiscScores {
  return {
    dominance: toNumber(row.dominance),
    influence: toNumber(row.influence),
    steadiness: toNumber(row.steadiness),
    compliance: toNumber(row.compliance),
  }
}

/** A round's released total and relationship groups, counted from its rows (null: the round is the current one). */
async function closedRoundFigures(db: Db, userId: number, round: number) {
  const rows = rowsOf(
    await db.execute(sql`
      select f.relationship_type, count(*)::int as n, count(*) filter (where f.group_released)::int as in_group,
        ${currentRoundOf(userId)} as current
      from ${feedback} f where f.subject_user_id = ${userId} and f.released = true and f.round = ${round}
      group by f.relationship_type`),
  )
  if (rows.some((row) => toNumber(row.current) === round)) return null
  return {
    total: rows.reduce((sum, row) => sum + toNumber(row.n), 0),
    groups: rows.map((row) => ({ type: String(row.relationship_type), count: toNumber(row.in_group) })),
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

    /**
     * Stores others' answers about `subjectUserId`: no account, no anonymous id, only the day. Answers
     * the row's id (kept on the server) and the giver's secret: only its SHA-256 is stored, and
     * step 2 and the Big Five step must present it (issue 30).
     */
    async createOthersAssessment(subjectUserId: number, scores: DiscScores, answers: Record<string, string>) {
      const secret = randomToken(24)
      const [row] = await db
        .insert(discAssessments)
        .values({
          userId: null,
          subjectUserId,
          isSelf: false,
          ...scores,
          answers,
          anonId: null,
          giverKey: sha256(secret),
          createdAt: startOfToday,
        })
        .returning({ id: discAssessments.id })
      if (!row) throw new Error('insert returned no row')
      return { id: row.id, secret }
    },

    /** The id of this person's others' answers that carry `secret` (any age), or null. */
    async assessmentOfSecret(subjectUserId: number, secret: string): Promise<number | null> {
      const [row] = await db
        .select({ id: discAssessments.id })
        .from(discAssessments)
        .where(
          and(
            eq(discAssessments.giverKey, sha256(secret)),
            eq(discAssessments.subjectUserId, subjectUserId),
            eq(discAssessments.isSelf, false),
          ),
        )
        .limit(1)
      return row?.id ?? null
    },

    /**
     * Stores the feedback as waiting, only for fresh answers about this link's owner that carry the
     * giver's secret and have no feedback yet; then, when three or more wait, releases them all
     * together (issue 30). On refusal, one more query says why.
     */
    async insertFeedback(input: {
      subjectUserId: number
      secret: string
      relationshipType: RelationshipType
      strengths: string[]
      improvements: string[]
    }): Promise<InsertFeedbackResult> {
      const { secret, ...rest } = input
      const created = await insertWaitingFeedback(db, { ...rest, giverKeyHash: sha256(secret) })
      if (created !== null) {
        if ((await waitingCount(db, input.subjectUserId)) >= RELEASE_GROUP_SIZE) await releaseWaiting(db, input.subjectUserId)
        return 'created'
      }
      const [used] = await db
        .select({ id: feedback.id })
        .from(feedback)
        .innerJoin(discAssessments, eq(discAssessments.id, feedback.assessmentId))
        .where(and(eq(discAssessments.giverKey, sha256(secret)), eq(feedback.subjectUserId, input.subjectUserId)))
        .limit(1)
      return used ? 'used' : 'unknown'
    },

    /**
     * After a feedback is stored (issue 47's funnel): where its person came from when it is the first
     * feedback they ever got, null otherwise. Nothing about the giver.
     */
    async firstFeedbackSource(subjectUserId: number): Promise<'invite' | 'direct' | null> {
      const [row] = await db
        .select({
          received: sql<number>`(select count(*) from (select 1 from ${feedback} where ${feedback.subjectUserId} = ${subjectUserId} limit 2) as firsts)`.mapWith(Number),
          source: users.acquisitionSource,
        })
        .from(users)
        .where(eq(users.id, subjectUserId))
      if (row?.received !== 1) return null
      return row.source === 'invite' ? 'invite' : 'direct'
    },

    /**
     * How many feedbacks wait for the next release, at most RELEASE_GROUP_SIZE − 1 (a third one
     * releases them; between its insert and its release the owner still reads "2").
     */
    async waiting(userId: number): Promise<number> {
      return Math.min(await waitingCount(db, userId), RELEASE_GROUP_SIZE - 1)
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
     * the aggregates the releases keep (two queries, whatever the number of feedbacks).
     */
    async aggregate(userId: number): Promise<FeedbackAggregate> {
      const { count, sums: stored } = await readTotals(db, userId)
      const characteristics = await readCharacteristics(db, userId)
      const sums = {} as DiscAggregates
      for (const key of DISC_SCORE_KEYS) sums[key] = { n: count, ...stored[key] }
      // The one rounding every view prints (issue 46): unrounded means, largest remainder, total 100.
      return { count, averages: othersShares(sums), characteristics, sums }
    },

    /** Others' averages per relationship type, for groups of RELATIONSHIP_GROUP_MIN or more only. */
    async aggregateByRelationship(userId: number): Promise<RelationshipGroupAggregate[]> {
      const groups = (await readGroups(db, userId)).flatMap((group): RelationshipGroupAggregate[] => {
        const type = RELATIONSHIP_TYPES.find((candidate) => candidate === group.relationshipType)
        if (!type || group.count < RELATIONSHIP_GROUP_MIN) return []
        // The same one rounding as the overall average (issue 46): the four total 100.
        const averages = roundedShares(DISC_SCORE_KEYS.map((key) => group.sums[key] / group.count))
        return [{ relationshipType: type, count: group.count, averages }]
      })
      // Display order: colleagues, friends, family.
      return groups.sort((a, b) => RELATIONSHIP_TYPES.indexOf(a.relationshipType) - RELATIONSHIP_TYPES.indexOf(b.relationshipType))
    },

    /**
     * One page of what was *released* about `userId`, in the order of each row's random `list_key`:
     * stable across loads, unrelated to time, and a released group's cards land among the others
     * rather than after them (docs/decisions/0013-anonymity-thresholds.md, 0028). Keyset pagination
     * on (list_key, id) through an index: no duplicates or gaps for the rows that existed when paging
     * started, whatever arrives meanwhile, and the same cost on every page. With `freeLimit`, only
     * the first `limit` rows unless there are at least `unlockAt` in total (SPEC.md §5); `delivered`
     * is how many rows the earlier pages gave. The total and the groups come from the aggregates.
     */
    async listPage(
      userId: number,
      page: { after: ListPosition | null; limit: number; delivered: number; round?: number },
      freeLimit?: { limit: number; unlockAt: number },
    ): Promise<FeedbackPage> {
      // The current round from the live aggregates; a closed round (issue 36) from its own rows,
      // which are final: the same total and groups its list showed while it was current.
      const closed = page.round === undefined ? null : await closedRoundFigures(db, userId, page.round)
      const total = closed ? closed.total : (await readTotals(db, userId)).count
      const groupCounts = closed ? closed.groups : (await readGroups(db, userId)).map((group) => ({ type: group.relationshipType, count: group.count }))
      // The labels the stats' group comparison would show: never a lone or a pair of others left unlabelled.
      const labelled = new Set(comparableGroups(groupCounts, total).map((group) => group.type))
      // A free list below `unlockAt` stops after its first `freeLimit.limit` rows, across pages.
      let cap = Number.POSITIVE_INFINITY
      if (freeLimit && total < freeLimit.unlockAt) cap = Math.max(0, freeLimit.limit - page.delivered)
      const limit = Math.min(page.limit, cap)
      if (limit <= 0) return { rows: [], next: null }
      const after = page.after
      const result = await db.execute(sql`
        select f.id, f.list_key, f.relationship_type, f.group_released, f.strengths, f.improvements,
               d.dominance, d.influence, d.steadiness, d.compliance
        from ${feedback} f
        join ${discAssessments} d on d.id = f.assessment_id and d.is_self = false
        where f.subject_user_id = ${userId} and f.released = true
          and f.round = ${page.round ?? currentRoundOf(userId)}
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
          const type = RELATIONSHIP_TYPES.find((candidate) => candidate === row.relationship_type)
          return {
            scores,
            perceivedType: dominantType(scores),
            relationshipType: type && row.group_released === true && labelled.has(type) ? type : null,
            strengths: toStringList(row.strengths),
            improvements: toStringList(row.improvements),
          }
        }),
        next: more && last ? { listKey: String(last.list_key), id: toNumber(last.id) } : null,
      }
    },
  }
}


/**
 * The perceived letter and the giver's four shares (largest remainder: they total 100). The
 * relationship only when the repository says it may be shown (DESIGN.md §10, issue 30).
 */
export function toListItem(row: FeedbackRow): FeedbackListItem {
  const [dominance = 0, influence = 0, steadiness = 0, compliance = 0] = largestRemainder(DISC_SCORE_KEYS.map((key) => row.scores[key]))
  // Built key by key: nothing else about the giver can reach the owner (DESIGN.md §5).
  return {
    perceivedType: row.perceivedType,
    disc: { dominance, influence, steadiness, compliance },
    relationshipType: row.relationshipType,
    strengths: row.strengths,
    improvements: row.improvements,
  }
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
