/**
 * Flat costs (issue 18): per person, the constant-size aggregates GET /api/feedback/stats reads
 * instead of every feedback row. They change only here, in the one statement that stores a feedback
 * (`insertFeedbackWithAggregates`), and disappear with the person (foreign keys ON DELETE CASCADE,
 * and explicitly in the account deletion). `recountAggregates` rebuilds the same figures from the rows:
 * the backfill after the migration and the tests that prove both always agree use it.
 */
import { sql, type SQL } from 'drizzle-orm'
import { DISC_SCORE_KEYS, type DiscScoreKey, type DiscScores } from '#shared/disc/types'
import { characteristicsOfFeedback, type CharacteristicTally } from '#shared/feedback/characteristics'
import type { Db } from '#server/db/client'
import { preparedStatement } from '#server/db/prepared'
import { discAssessments, feedback, feedbackAggregates, feedbackCharacteristics, feedbackGroupAggregates } from '#server/db/schema'

/** A characteristic's first sighting: feedback id × this + its position in the feedback's list. */
const POSITIONS_PER_FEEDBACK = 1000

/**
 * How many rows each person's aggregates are split into (a feedback goes to shard id modulo this).
 * One row per person made every feedback about that person wait for the previous one's commit on
 * its lock; with shards, concurrent feedbacks (consecutive ids) lock different rows. Readers sum a
 * person's shards: still a constant cost, whatever the number of feedbacks.
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

/** A feedback to store: what the giver sent, about whom. */
export interface NewFeedback {
  subjectUserId: number
  assessmentId: number
  relationshipType: string
  strengths: readonly string[]
  improvements: readonly string[]
}

/**
 * Stores one feedback and adds it to its subject's aggregates in ONE statement (issue 18): it
 * commits as a whole, and the rows it locks are locked only while it runs (no round trips to the
 * app in between). The feedback is stored only for an others' assessment of this person with no
 * feedback yet; it goes to shard id % AGGREGATE_SHARDS. That shard's totals row is locked first
 * (the group upsert reads its output, the characteristic rows are joined to the group upsert's
 * count, and `andThen` reads it too), so feedbacks on one shard queue on its totals row and never
 * deadlock on the others, and feedbacks on different shards do not wait for each other.
 * `andThen.build(totals, subject)` is one more data-modifying statement of the same transaction
 * that reads its row from the CTE named `totals` (the digest note). The statement is built once
 * per shape and prepared (db/prepared.ts): each feedback only sends its values. Answers the new
 * feedback's id, or null when nothing was stored.
 */
export interface AfterFeedback {
  /** Names this shape of the statement: one name, one text. */
  name: string
  build: (totals: SQL, subject: SQL) => SQL
}

const SUBJECT = sql`${sql.placeholder('subject')}::int`

function insertStatement(andThen?: AfterFeedback): SQL {
  return sql`
    with created as (
      insert into ${feedback} (subject_user_id, assessment_id, relationship_type, strengths, improvements)
      select ${SUBJECT}, ${discAssessments.id}, ${sql.placeholder('relationshipType')},
             ${sql.placeholder('strengths')}::jsonb, ${sql.placeholder('improvements')}::jsonb
      from ${discAssessments}
      where ${discAssessments.id} = ${sql.placeholder('assessmentId')}
        and ${discAssessments.subjectUserId} = ${SUBJECT}
        and ${discAssessments.isSelf} = false
      on conflict (assessment_id) do nothing
      returning id, assessment_id
    ),
    scored as (
      select c.id, (c.id % ${AGGREGATE_SHARDS})::smallint as shard, d.dominance, d.influence, d.steadiness, d.compliance
      from created c join ${discAssessments} d on d.id = c.assessment_id
    ),
    totals as (
      insert into ${feedbackAggregates} as a (subject_user_id, shard, count,
        dominance_sum, influence_sum, steadiness_sum, compliance_sum,
        dominance_sq, influence_sq, steadiness_sq, compliance_sq)
      select ${SUBJECT}::int, s.shard, 1, s.dominance, s.influence, s.steadiness, s.compliance,
        s.dominance * s.dominance, s.influence * s.influence, s.steadiness * s.steadiness, s.compliance * s.compliance
      from scored s
      on conflict (subject_user_id, shard) do update set
        count = a.count + 1,
        dominance_sum = a.dominance_sum + excluded.dominance_sum,
        influence_sum = a.influence_sum + excluded.influence_sum,
        steadiness_sum = a.steadiness_sum + excluded.steadiness_sum,
        compliance_sum = a.compliance_sum + excluded.compliance_sum,
        dominance_sq = a.dominance_sq + excluded.dominance_sq,
        influence_sq = a.influence_sq + excluded.influence_sq,
        steadiness_sq = a.steadiness_sq + excluded.steadiness_sq,
        compliance_sq = a.compliance_sq + excluded.compliance_sq
      returning 1 as locked
    ),
    grouped as (
      insert into ${feedbackGroupAggregates} as g (subject_user_id, relationship_type, shard, count,
        dominance_sum, influence_sum, steadiness_sum, compliance_sum)
      select ${SUBJECT}::int, ${sql.placeholder('relationshipType')}::text, s.shard, 1, s.dominance, s.influence, s.steadiness, s.compliance
      from scored s, totals
      on conflict (subject_user_id, relationship_type, shard) do update set
        count = g.count + 1,
        dominance_sum = g.dominance_sum + excluded.dominance_sum,
        influence_sum = g.influence_sum + excluded.influence_sum,
        steadiness_sum = g.steadiness_sum + excluded.steadiness_sum,
        compliance_sum = g.compliance_sum + excluded.compliance_sum
      returning 1 as locked
    ),
    tallied as (
      insert into ${feedbackCharacteristics} as c (subject_user_id, key, display, shard, count, first_seen)
      select ${SUBJECT}::int, t.key, t.display, s.shard, 1, s.id::bigint * ${POSITIONS_PER_FEEDBACK} + t.position
      from scored s,
        (select count(*) as locked from grouped) as after_group,
        jsonb_to_recordset(${sql.placeholder('characteristics')}::jsonb) as t(key text, display text, position int)
      where after_group.locked > 0
      on conflict (subject_user_id, key, display, shard) do update set
        count = c.count + 1,
        first_seen = least(c.first_seen, excluded.first_seen)
      returning 1
    )${andThen ? sql`,
    noted as (${andThen.build(sql.raw('totals'), SUBJECT)})` : sql``}
    select id from scored`
}

export async function insertFeedbackWithAggregates(db: Db, input: NewFeedback, andThen?: AfterFeedback): Promise<number | null> {
  // Each grouping key once, in the order typed; first seen = feedback id × 1000 + position.
  const characteristics = characteristicsOfFeedback(input.strengths).map(({ key, display }, position) => ({ key, display, position }))
  const statement = preparedStatement(db, `feedback-insert:${andThen?.name ?? ''}`, () => insertStatement(andThen))
  const result = await statement({
    subject: input.subjectUserId,
    assessmentId: input.assessmentId,
    relationshipType: input.relationshipType,
    strengths: JSON.stringify(input.strengths),
    improvements: JSON.stringify(input.improvements),
    characteristics: JSON.stringify(characteristics),
  })
  const [row] = result.rows
  return row ? toNumber(row.id) : null
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
    select f.id, f.relationship_type, f.strengths, d.dominance, d.influence, d.steadiness, d.compliance
    from feedback f
    join disc_assessments d on d.id = f.assessment_id and d.is_self = false
    where f.subject_user_id = ${userId}
    order by f.id`)
  const sums = emptySums()
  const groups = new Map<string, GroupAggregate>()
  const tallies = new Map<string, CharacteristicTally>()
  let count = 0
  for (const row of rowsOf(result)) {
    count += 1
    const type = String(row.relationship_type)
    const group = groups.get(type) ?? { relationshipType: type, count: 0, sums: { dominance: 0, influence: 0, steadiness: 0, compliance: 0 } }
    group.count += 1
    for (const key of DISC_SCORE_KEYS) {
      const value = toNumber(row[key])
      sums[key].sum += value
      sums[key].sumSq += value * value
      group.sums[key] += value
    }
    groups.set(type, group)
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
