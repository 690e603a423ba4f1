/**
 * Flat costs (issue 18): per person, the constant-size aggregates GET /api/feedback/stats reads
 * instead of every feedback row. Since issue 30 they hold only *released* feedback: a submission is
 * a plain insert of a waiting row, and the figures change only in `releaseWaiting`, once per group
 * of three or more released together (docs/decisions/0028-release-in-groups.md). They disappear
 * with the person (foreign keys ON DELETE CASCADE, and explicitly in the account deletion). `recountAggregates` rebuilds the same figures from the rows:
 * the backfill after the migration and the tests that prove both always agree use it.
 */
import { sql, type SQL } from 'drizzle-orm'
import { DISC_SCORE_KEYS, type DiscScoreKey, type DiscScores } from '#shared/disc/types'
import { characteristicsOfFeedback, type CharacteristicTally } from '#shared/feedback/characteristics'
import { PENDING_ANSWERS_DAYS, RELEASE_GROUP_SIZE } from '#shared/product'
import type { Db } from '#server/db/client'
import {
  discAssessments,
  feedback,
  feedbackAggregates,
  feedbackCharacteristics,
  feedbackDigests,
  feedbackGroupAggregates,
  oceanOthersAggregates,
  oceanOthersRatings,
} from '#server/db/schema'

/** A characteristic's first sighting: feedback id × this + its position in the feedback's list. */
const POSITIONS_PER_FEEDBACK = 1000

/**
 * How many rows each person's aggregates may be split into (migration 0008). Releases write shard 0
 * only: they happen once per group of three under the person's release lock, so no row is hot any
 * more. Readers still sum a person's shards (rows written before issue 30 may sit in any of them).
 */
export const AGGREGATE_SHARDS = 16

export interface DimensionSums {
  sum: number
  sumSq: number
}

export interface GroupAggregate {
  relationshipType: string
  count: number
  sums: DiscScores
}

/** Everything stored about one person's feedback, in a canonical order (comparable with toEqual). */
export interface PersonAggregates {
  count: number
  sums: Record<DiscScoreKey, DimensionSums>
  /** By relationship type, alphabetical. */
  groups: GroupAggregate[]
  /** By key, then spelling. */
  characteristics: CharacteristicTally[]
}

type Executor = Pick<Db, 'execute'>

function toNumber(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(parsed) ? parsed : 0
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []
}

function emptySums(): Record<DiscScoreKey, DimensionSums> {
  return {
    dominance: { sum: 0, sumSq: 0 },
    influence: { sum: 0, sumSq: 0 },
    steadiness: { sum: 0, sumSq: 0 },
    compliance: { sum: 0, sumSq: 0 },
  }
}

function canonical(aggregates: PersonAggregates): PersonAggregates {
  return {
    ...aggregates,
    groups: [...aggregates.groups].sort((a, b) => a.relationshipType.localeCompare(b.relationshipType)),
    characteristics: [...aggregates.characteristics].sort(
      (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.display < b.display ? -1 : a.display > b.display ? 1 : 0),
    ),
  }
}

/** The characteristic rows one feedback adds: each grouping key once, in the order typed. */
function characteristicRows(feedbackId: number, strengths: readonly string[]) {
  return characteristicsOfFeedback(strengths).map(({ key, display }, position) => ({
    key,
    display,
    first_seen: feedbackId * POSITIONS_PER_FEEDBACK + position,
  }))
}

/** A feedback to store: what the giver sent, about whom, and the secret step 1 gave the giver. */
export interface NewFeedback {
  subjectUserId: number
  /** SHA-256 of the secret step 1 returned (disc_assessments.giver_key). */
  giverKeyHash: string
  relationshipType: string
  strengths: readonly string[]
  improvements: readonly string[]
}


/**
 * The others' answers step 2 may still complete: given today or yesterday (their day is all that is
 * stored). Older ones have expired (`forgetExpiredAnswers` deletes them) and are never shown.
 */
export const pendingAnswersFresh = (column: SQL) =>
  sql`${column} >= date_trunc('day', now()) - make_interval(days => ${PENDING_ANSWERS_DAYS - 1})`

/**
 * Stores one feedback as *waiting* (issue 30): a plain insert, nothing about it is counted or shown
 * yet. Only for fresh others' answers about this person that carry the giver's secret and have no
 * feedback yet (assessment_id is unique, so two racing submissions cannot both succeed). Answers
 * the new feedback's id, or null when nothing was stored.
 */
export async function insertWaitingFeedback(db: Executor, input: NewFeedback): Promise<number | null> {
  const result = await db.execute(sql`
    insert into ${feedback} (subject_user_id, assessment_id, relationship_type, strengths, improvements)
    select ${input.subjectUserId}::int, d.id, ${input.relationshipType}, ${JSON.stringify(input.strengths)}::jsonb, ${JSON.stringify(input.improvements)}::jsonb
    from ${discAssessments} d
    where d.giver_key = ${input.giverKeyHash}
      and d.subject_user_id = ${input.subjectUserId}
      and d.is_self = false
      and ${pendingAnswersFresh(sql`d.created_at`)}
    on conflict (assessment_id) do nothing
    returning id`)
  const [row] = rowsOf(result)
  return row ? toNumber(row.id) : null
}

/** How many of `userId`'s feedbacks wait for a release (read through the partial index). */
export async function waitingCount(db: Executor, userId: number): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*)::int as n from ${feedback}
      where subject_user_id = ${userId} and group_released = false and released = false`),
  )
  return toNumber(row?.n)
}

interface ReleasedRow {
  id: number
  relationshipType: string
  strengths: string[]
  scores: DiscScores
}

function releasedRows(result: unknown): ReleasedRow[] {
  return rowsOf(result).map((row) => ({
    id: toNumber(row.id),
    relationshipType: String(row.relationship_type),
    strengths: Array.isArray(row.strengths) ? row.strengths.filter((item): item is string => typeof item === 'string') : [],
    scores: {
      dominance: toNumber(row.dominance),
      influence: toNumber(row.influence),
      steadiness: toNumber(row.steadiness),
      compliance: toNumber(row.compliance),
    },
  }))
}

const RELEASE_LOCK = 30

/** Serialises the releases of one person (the transaction's lock, freed at its end). */
async function lockReleases(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${RELEASE_LOCK}, ${userId}::int)`)
}

/**
 * Releases `userId`'s waiting feedbacks when at least RELEASE_GROUP_SIZE wait (issue 30): in one
 * transaction, all of them become visible together and enter the person's figures; then each
 * relationship group with RELEASE_GROUP_SIZE or more released members not yet in its figures takes
 * them in together; the Big Five 360 answers follow the same rule; the digest learns that a release
 * happened. One person's releases are serialised by an advisory lock, so two racing submissions
 * never release one feedback twice and none is left behind (the last one to commit sees them all).
 * Answers how many feedbacks were released (0 when fewer than three waited).
 */
export async function releaseWaiting(db: Db, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockReleases(tx, userId)
    const released = releasedRows(
      await tx.execute(sql`
        with waiting as (
          select id from ${feedback}
          where subject_user_id = ${userId} and group_released = false and released = false
          for update
        ), enough as (select count(*) >= ${RELEASE_GROUP_SIZE} as ok from waiting)
        update ${feedback} f set released = true
        from ${discAssessments} d, enough
        where enough.ok and f.id in (select id from waiting) and d.id = f.assessment_id
        returning f.id, f.relationship_type, f.strengths, d.dominance, d.influence, d.steadiness, d.compliance`),
    )
    // Nothing released (a racing submission released this group first): groups and Big Five
    // answers cannot have changed either, and the transaction writes nothing.
    if (released.length === 0) return 0
    await addToTotals(tx, userId, released)
    await addToCharacteristics(tx, userId, released)
    await noteForDigest(tx, userId)
    await releaseGroups(tx, userId)
    await releaseOceanRatings(tx, userId)
    return released.length
  })
}

/**
 * Housekeeping: releases what a failed release left waiting (the feedback row committed, then the
 * process or the database failed before its release), so three waiting answers never stay hidden
 * until the next one arrives. Answers how many people had something released.
 */
export async function releaseStranded(db: Db): Promise<number> {
  const people = rowsOf(
    await db.execute(sql`
      select subject_user_id from ${feedback} where group_released = false and released = false
      group by subject_user_id having count(*) >= ${RELEASE_GROUP_SIZE}
      union
      select r.subject_user_id from ${oceanOthersRatings} r
      join ${feedback} f on f.assessment_id = r.assessment_id and f.released = true
      where r.released = false
      group by r.subject_user_id having count(*) >= ${RELEASE_GROUP_SIZE}`),
  )
  for (const person of people) {
    await releaseWaiting(db, toNumber(person.subject_user_id))
    await releaseOceanWaiting(db, toNumber(person.subject_user_id))
  }
  return people.length
}

/** The Big Five 360 answers' own release, after one is stored (same lock, same rule). */
export async function releaseOceanWaiting(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await lockReleases(tx, userId)
    await releaseOceanRatings(tx, userId)
  })
}

function sumsOf(rows: readonly ReleasedRow[]) {
  const sums = emptySums()
  for (const row of rows) {
    for (const key of DISC_SCORE_KEYS) {
      sums[key].sum += row.scores[key]
      sums[key].sumSq += row.scores[key] * row.scores[key]
    }
  }
  return sums
}

async function addToTotals(tx: Executor, userId: number, rows: readonly ReleasedRow[]) {
  const sums = sumsOf(rows)
  await tx.execute(sql`
    insert into ${feedbackAggregates} as a (subject_user_id, shard, count,
      dominance_sum, influence_sum, steadiness_sum, compliance_sum,
      dominance_sq, influence_sq, steadiness_sq, compliance_sq)
    values (${userId}, 0, ${rows.length},
      ${sums.dominance.sum}, ${sums.influence.sum}, ${sums.steadiness.sum}, ${sums.compliance.sum},
      ${sums.dominance.sumSq}, ${sums.influence.sumSq}, ${sums.steadiness.sumSq}, ${sums.compliance.sumSq})
    on conflict (subject_user_id, shard) do update set
      count = a.count + excluded.count,
      dominance_sum = a.dominance_sum + excluded.dominance_sum,
      influence_sum = a.influence_sum + excluded.influence_sum,
      steadiness_sum = a.steadiness_sum + excluded.steadiness_sum,
      compliance_sum = a.compliance_sum + excluded.compliance_sum,
      dominance_sq = a.dominance_sq + excluded.dominance_sq,
      influence_sq = a.influence_sq + excluded.influence_sq,
      steadiness_sq = a.steadiness_sq + excluded.steadiness_sq,
      compliance_sq = a.compliance_sq + excluded.compliance_sq`)
}

async function addToCharacteristics(tx: Executor, userId: number, rows: readonly ReleasedRow[]) {
  const tallies = new Map<string, { key: string; display: string; count: number; first_seen: number }>()
  for (const row of rows) {
    for (const entry of characteristicRows(row.id, row.strengths)) {
      const id = `${entry.key}\u0000${entry.display}`
      const tally = tallies.get(id) ?? { key: entry.key, display: entry.display, count: 0, first_seen: entry.first_seen }
      tally.count += 1
      tally.first_seen = Math.min(tally.first_seen, entry.first_seen)
      tallies.set(id, tally)
    }
  }
  if (tallies.size === 0) return
  await tx.execute(sql`
    insert into ${feedbackCharacteristics} as c (subject_user_id, key, display, shard, count, first_seen)
    select ${userId}::int, t.key, t.display, 0, t.count, t.first_seen
    from jsonb_to_recordset(${JSON.stringify([...tallies.values()])}::jsonb) as t(key text, display text, count int, first_seen bigint)
    on conflict (subject_user_id, key, display, shard) do update set
      count = c.count + excluded.count,
      first_seen = least(c.first_seen, excluded.first_seen)`)
}

/** The digest learns that answers were released (never which, nor when each arrived). */
async function noteForDigest(tx: Executor, userId: number) {
  await tx.execute(sql`
    insert into ${feedbackDigests} (user_id, pending_since)
    values (${userId}, date_trunc('hour', now()))
    on conflict (user_id) do update
      set pending_since = coalesce(${feedbackDigests.pendingSince}, excluded.pending_since)`)
}

/** Each relationship group takes in its released members only RELEASE_GROUP_SIZE or more at a time. */
async function releaseGroups(tx: Executor, userId: number) {
  const joined = releasedRows(
    await tx.execute(sql`
      with ready as (
        select relationship_type from ${feedback}
        where subject_user_id = ${userId} and group_released = false and released = true
        group by relationship_type
        having count(*) >= ${RELEASE_GROUP_SIZE}
      )
      update ${feedback} f set group_released = true
      from ${discAssessments} d
      where f.subject_user_id = ${userId} and f.group_released = false and f.released = true
        and f.relationship_type in (select relationship_type from ready) and d.id = f.assessment_id
      returning f.id, f.relationship_type, f.strengths, d.dominance, d.influence, d.steadiness, d.compliance`),
  )
  const byType = new Map<string, ReleasedRow[]>()
  for (const row of joined) byType.set(row.relationshipType, [...(byType.get(row.relationshipType) ?? []), row])
  for (const [type, members] of byType) {
    const sums = sumsOf(members)
    await tx.execute(sql`
      insert into ${feedbackGroupAggregates} as g (subject_user_id, relationship_type, shard, count,
        dominance_sum, influence_sum, steadiness_sum, compliance_sum)
      values (${userId}, ${type}, 0, ${members.length}, ${sums.dominance.sum}, ${sums.influence.sum}, ${sums.steadiness.sum}, ${sums.compliance.sum})
      on conflict (subject_user_id, relationship_type, shard) do update set
        count = g.count + excluded.count,
        dominance_sum = g.dominance_sum + excluded.dominance_sum,
        influence_sum = g.influence_sum + excluded.influence_sum,
        steadiness_sum = g.steadiness_sum + excluded.steadiness_sum,
        compliance_sum = g.compliance_sum + excluded.compliance_sum`)
  }
}

/**
 * The Big Five 360 answers whose feedback is released wait, like the feedback, until
 * RELEASE_GROUP_SIZE of them wait; then all enter the person's Big Five 360 figures together.
 */
async function releaseOceanRatings(tx: Executor, userId: number) {
  const result = await tx.execute(sql`
    with waiting as (
      select r.id from ${oceanOthersRatings} r
      join ${feedback} f on f.assessment_id = r.assessment_id and f.released = true
      where r.subject_user_id = ${userId} and r.released = false
      for update of r
    ), enough as (select count(*) >= ${RELEASE_GROUP_SIZE} as ok from waiting)
    update ${oceanOthersRatings} r set released = true
    from enough
    where enough.ok and r.id in (select id from waiting)
    returning r.openness, r.conscientiousness, r.extraversion, r.agreeableness, r.neuroticism`)
  const ratings = rowsOf(result)
  if (ratings.length === 0) return
  const total = (key: string, square: boolean) =>
    ratings.reduce((sum, row) => sum + (square ? toNumber(row[key]) ** 2 : toNumber(row[key])), 0)
  await tx.execute(sql`
    insert into ${oceanOthersAggregates} as o (user_id, count,
      openness_sum, openness_sq, conscientiousness_sum, conscientiousness_sq, extraversion_sum, extraversion_sq,
      agreeableness_sum, agreeableness_sq, neuroticism_sum, neuroticism_sq)
    values (${userId}, ${ratings.length},
      ${total('openness', false)}, ${total('openness', true)}, ${total('conscientiousness', false)}, ${total('conscientiousness', true)},
      ${total('extraversion', false)}, ${total('extraversion', true)}, ${total('agreeableness', false)}, ${total('agreeableness', true)},
      ${total('neuroticism', false)}, ${total('neuroticism', true)})
    on conflict (user_id) do update set
      count = o.count + excluded.count,
      openness_sum = o.openness_sum + excluded.openness_sum, openness_sq = o.openness_sq + excluded.openness_sq,
      conscientiousness_sum = o.conscientiousness_sum + excluded.conscientiousness_sum, conscientiousness_sq = o.conscientiousness_sq + excluded.conscientiousness_sq,
      extraversion_sum = o.extraversion_sum + excluded.extraversion_sum, extraversion_sq = o.extraversion_sq + excluded.extraversion_sq,
      agreeableness_sum = o.agreeableness_sum + excluded.agreeableness_sum, agreeableness_sq = o.agreeableness_sq + excluded.agreeableness_sq,
      neuroticism_sum = o.neuroticism_sum + excluded.neuroticism_sum, neuroticism_sq = o.neuroticism_sq + excluded.neuroticism_sq`)
}

/** What is stored for `userId` (the sums over their shards); zeros and empty lists when nothing is. */
export async function readAggregates(db: Executor, userId: number): Promise<PersonAggregates & { characteristicsReady: boolean }> {
  const result = await db.execute(sql`
    select a.*,
      (select coalesce(jsonb_agg(jsonb_build_object('relationshipType', g.relationship_type, 'count', g.count,
          'dominance', g.dominance_sum, 'influence', g.influence_sum, 'steadiness', g.steadiness_sum, 'compliance', g.compliance_sum)), '[]'::jsonb)
        from (
          select relationship_type, sum(count) as count, sum(dominance_sum) as dominance_sum, sum(influence_sum) as influence_sum,
                 sum(steadiness_sum) as steadiness_sum, sum(compliance_sum) as compliance_sum
          from ${feedbackGroupAggregates} where subject_user_id = ${userId}
          group by relationship_type
        ) g) as groups,
      (select coalesce(jsonb_agg(jsonb_build_object('key', c.key, 'display', c.display, 'count', c.count, 'firstSeen', c.first_seen)), '[]'::jsonb)
        from (
          select key, display, sum(count) as count, min(first_seen) as first_seen
          from ${feedbackCharacteristics} where subject_user_id = ${userId}
          group by key, display
          having sum(count) > 0
        ) c) as characteristics
    from (
      select sum(count) as count,
             sum(dominance_sum) as dominance_sum, sum(influence_sum) as influence_sum,
             sum(steadiness_sum) as steadiness_sum, sum(compliance_sum) as compliance_sum,
             sum(dominance_sq) as dominance_sq, sum(influence_sq) as influence_sq,
             sum(steadiness_sq) as steadiness_sq, sum(compliance_sq) as compliance_sq,
             bool_and(characteristics_ready) as characteristics_ready
      from ${feedbackAggregates} where subject_user_id = ${userId}
    ) a`)
  const row = rowsOf(result)[0] ?? {}
  const sums = emptySums()
  for (const key of DISC_SCORE_KEYS) sums[key] = { sum: toNumber(row[`${key}_sum`]), sumSq: toNumber(row[`${key}_sq`]) }
  const groups = (Array.isArray(row.groups) ? (row.groups as Record<string, unknown>[]) : []).map((group) => ({
    relationshipType: String(group.relationshipType),
    count: toNumber(group.count),
    sums: {
      dominance: toNumber(group.dominance),
      influence: toNumber(group.influence),
      steadiness: toNumber(group.steadiness),
      compliance: toNumber(group.compliance),
    },
  }))
  const characteristics = (Array.isArray(row.characteristics) ? (row.characteristics as Record<string, unknown>[]) : []).map(
    (tally) => ({ key: String(tally.key), display: String(tally.display), count: toNumber(tally.count), firstSeen: toNumber(tally.firstSeen) }),
  )
  return {
    ...canonical({ count: toNumber(row.count), sums, groups, characteristics }),
    characteristicsReady: row.characteristics_ready !== false,
  }
}

/** The same figures counted from the feedback rows themselves (tests and the backfill). */
export async function recountAggregates(db: Executor, userId: number): Promise<PersonAggregates> {
  const result = await db.execute(sql`
    select f.id, f.relationship_type, f.strengths, f.group_released, d.dominance, d.influence, d.steadiness, d.compliance
    from feedback f
    join disc_assessments d on d.id = f.assessment_id and d.is_self = false
    where f.subject_user_id = ${userId} and f.released = true
    order by f.id`)
  const sums = emptySums()
  const groups = new Map<string, GroupAggregate>()
  const tallies = new Map<string, CharacteristicTally>()
  let count = 0
  for (const row of rowsOf(result)) {
    count += 1
    const type = String(row.relationship_type)
    const group = groups.get(type) ?? { relationshipType: type, count: 0, sums: { dominance: 0, influence: 0, steadiness: 0, compliance: 0 } }
    if (row.group_released === true) group.count += 1
    for (const key of DISC_SCORE_KEYS) {
      const value = toNumber(row[key])
      sums[key].sum += value
      sums[key].sumSq += value * value
      if (row.group_released === true) group.sums[key] += value
    }
    if (row.group_released === true) groups.set(type, group)
    const strengths = Array.isArray(row.strengths) ? row.strengths.filter((item): item is string => typeof item === 'string') : []
    for (const entry of characteristicRows(toNumber(row.id), strengths)) {
      const id = `${entry.key}\u0000${entry.display}`
      const tally = tallies.get(id) ?? { key: entry.key, display: entry.display, count: 0, firstSeen: entry.first_seen }
      tally.count += 1
      tally.firstSeen = Math.min(tally.firstSeen, entry.first_seen)
      tallies.set(id, tally)
    }
  }
  return canonical({ count, sums, groups: [...groups.values()], characteristics: [...tallies.values()] })
}

/**
 * Rewrites `userId`'s aggregates from the rows into shard 0 (the other shards start again from
 * zero), holding every shard's totals row so no feedback about them lands in between. For the
 * backfill of migration 0004 and for tests that insert rows directly.
 */
export async function rebuildAggregates(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${feedbackAggregates} (subject_user_id, shard)
      select ${userId}::int, shard from generate_series(0, ${AGGREGATE_SHARDS - 1}) as shard
      on conflict (subject_user_id, shard) do nothing`)
    await tx.execute(sql`select 1 from ${feedbackAggregates} where subject_user_id = ${userId} order by shard for update`)
    const counted = await recountAggregates(tx, userId)
    const sq = (key: DiscScoreKey) => counted.sums[key].sumSq
    const sum = (key: DiscScoreKey) => counted.sums[key].sum
    await tx.execute(sql`
      update ${feedbackAggregates} set count = ${counted.count},
        dominance_sum = ${sum('dominance')}, influence_sum = ${sum('influence')},
        steadiness_sum = ${sum('steadiness')}, compliance_sum = ${sum('compliance')},
        dominance_sq = ${sq('dominance')}, influence_sq = ${sq('influence')},
        steadiness_sq = ${sq('steadiness')}, compliance_sq = ${sq('compliance')},
        characteristics_ready = true
      where subject_user_id = ${userId} and shard = 0`)
    await tx.execute(sql`
      update ${feedbackAggregates} set count = 0,
        dominance_sum = 0, influence_sum = 0, steadiness_sum = 0, compliance_sum = 0,
        dominance_sq = 0, influence_sq = 0, steadiness_sq = 0, compliance_sq = 0,
        characteristics_ready = true
      where subject_user_id = ${userId} and shard <> 0`)
    await tx.execute(sql`delete from ${feedbackGroupAggregates} where subject_user_id = ${userId}`)
    await tx.execute(sql`delete from ${feedbackCharacteristics} where subject_user_id = ${userId}`)
    if (counted.groups.length > 0) {
      await tx.insert(feedbackGroupAggregates).values(
        counted.groups.map((group) => ({
          subjectUserId: userId,
          relationshipType: group.relationshipType,
          count: group.count,
          dominanceSum: group.sums.dominance,
          influenceSum: group.sums.influence,
          steadinessSum: group.sums.steadiness,
          complianceSum: group.sums.compliance,
        })),
      )
    }
    if (counted.characteristics.length > 0) {
      await tx.insert(feedbackCharacteristics).values(counted.characteristics.map((tally) => ({ subjectUserId: userId, ...tally })))
    }
  })
}

/** Rebuilds every person whose aggregates the migration backfilled without characteristic tallies. */
export async function completeBackfill(db: Db): Promise<number> {
  const pending = rowsOf(await db.execute(sql`select distinct subject_user_id from ${feedbackAggregates} where characteristics_ready = false`))
  for (const row of pending) await rebuildAggregates(db, toNumber(row.subject_user_id))
  return pending.length
}
