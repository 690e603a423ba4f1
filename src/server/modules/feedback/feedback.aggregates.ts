/**
 * Flat costs (issue 18): per person, the constant-size aggregates GET /api/feedback/stats reads
 * instead of every feedback row. Since issue 30 they hold only *released* feedback: a submission is
 * a plain insert of a waiting row, and the figures change only in `releaseWaiting`, once per group
 * of three or more released together (docs/decisions/0028-release-in-groups.md), so one row per
 * person is enough even for a person whose link went viral (docs/decisions/0043-load-profile-and-write-path.md).
 * Each table has one reader here. They disappear with the person (foreign keys ON DELETE CASCADE,
 * and explicitly in the account deletion). The tests recount the same figures from the rows
 * (tests/support/aggregates.ts).
 */
import { sql, type SQL } from 'drizzle-orm'
import { DISC_SCORE_KEYS, type DiscScoreKey, type DiscScores } from '#shared/disc/types'
import { characteristicsOfFeedback, type CharacteristicTally } from '#shared/feedback/characteristics'
import { PENDING_ANSWERS_DAYS, RELEASE_GROUP_SIZE } from '#shared/product'
import type { Db } from '#server/db/client'
import { rowsOf, toNumber } from '#server/db/rows'
import {
  discAssessments,
  feedback,
  feedbackAggregates,
  feedbackCharacteristics,
  feedbackDigests,
  feedbackGroupAggregates,
  feedbackRounds,
  oceanOthersAggregates,
  oceanOthersRatings,
} from '#server/db/schema'

export interface DimensionSums {
  sum: number
  sumSq: number
}

export interface GroupAggregate {
  relationshipType: string
  count: number
  sums: DiscScores
}

type Executor = Pick<Db, 'execute'>

function emptySums(): Record<DiscScoreKey, DimensionSums> {
  return {
    dominance: { sum: 0, sumSq: 0 },
    influence: { sum: 0, sumSq: 0 },
    steadiness: { sum: 0, sumSq: 0 },
    compliance: { sum: 0, sumSq: 0 },
  }
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
 * The person's current feedback round (issue 36): the highest round opened, 1 while no round row
 * was ever written (docs/decisions/0046-feedback-rounds-and-self-knowledge-index.md).
 */
export const currentRoundOf = (userId: SQL | number) =>
  sql`coalesce((select max(fr.number) from ${feedbackRounds} fr where fr.user_id = ${userId}), 1)`

/**
 * Stores one feedback as *waiting* (issue 30): a plain insert, nothing about it is counted or shown
 * yet. Only for fresh others' answers about this person that carry the giver's secret and have no
 * feedback yet (assessment_id is unique, so two racing submissions cannot both succeed). Answers
 * the new feedback's id, or null when nothing was stored.
 */
export async function insertWaitingFeedback(db: Db, input: NewFeedback): Promise<number | null> {
  return db.transaction(async (tx) => {
    // The round is decided under the release lock (issue 45): an opening either committed before
    // (this row joins the new round) or waits for this row (and then releases or deletes it with
    // the round it closes). Read outside the lock, a row could land in a round already closed.
    await shareReleaseLock(tx, input.subjectUserId)
    return insertInRound(tx, input)
  })
}

async function insertInRound(db: Executor, input: NewFeedback): Promise<number | null> {
  const result = await db.execute(sql`
    insert into ${feedback} (subject_user_id, assessment_id, relationship_type, strengths, improvements, round)
    select ${input.subjectUserId}::int, d.id, ${input.relationshipType}, ${JSON.stringify(input.strengths)}::jsonb, ${JSON.stringify(input.improvements)}::jsonb,
      ${currentRoundOf(input.subjectUserId)}
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

/** How many of `userId`'s feedbacks of the current round wait for a release (read through the partial index). */
export async function waitingCount(db: Executor, userId: number): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*)::int as n from ${feedback}
      where subject_user_id = ${userId} and group_released = false and released = false
        and round = ${currentRoundOf(userId)}`),
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

/** Serialises the releases (and round openings, issue 36) of one person (the transaction's lock, freed at its end). */
export async function lockReleases(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${RELEASE_LOCK}, ${userId}::int)`)
}

/**
 * The same lock, shared: step-2 inserts about one person run side by side, but never while a round
 * opens or a release runs (those hold it alone), so the round an insert reads is the one its row
 * commits into (issue 45).
 */
async function shareReleaseLock(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${RELEASE_LOCK}, ${userId}::int)`)
}

/** The current round's number, read under the release lock. */
async function currentRound(tx: Executor, userId: number): Promise<number> {
  const [row] = rowsOf(await tx.execute(sql`select ${currentRoundOf(userId)} as n`))
  return toNumber(row?.n) || 1
}

/**
 * The round's row learns that a group became visible (to the hour: what the owner could see change,
 * never when a single answer arrived). Round 1's row is written here the first time it is needed.
 */
async function noteRoundRelease(tx: Executor, userId: number, round: number) {
  await tx.execute(sql`
    insert into ${feedbackRounds} (user_id, number, opened_at, last_release_at)
    select u.id, ${round}::int, u.created_at, date_trunc('hour', now()) from users u where u.id = ${userId}
    on conflict (user_id, number) do update set last_release_at = excluded.last_release_at`)
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
    return releaseWaitingLocked(tx, userId)
  })
}

/**
 * What a round opening does first, under the release lock it holds (issue 45): releases whatever the
 * closing round can still release — a group of three whose third answer committed just before the
 * opening, and Big Five answers waiting in threes — so that only a true remainder (1–2) is deleted.
 */
export async function releaseBeforeClosing(tx: Executor, userId: number) {
  await releaseWaitingLocked(tx, userId)
  await releaseOceanRatings(tx, userId, await currentRound(tx, userId))
}

/** `releaseWaiting`'s work, in a transaction that already holds the person's release lock. */
async function releaseWaitingLocked(tx: Executor, userId: number): Promise<number> {
  // Only the current round's answers are released; a closed round's remainder never is (issue 36).
  const round = await currentRound(tx, userId)
  const released = releasedRows(
    await tx.execute(sql`
      with waiting as (
        select id from ${feedback}
        where subject_user_id = ${userId} and group_released = false and released = false and round = ${round}
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
  await noteRoundRelease(tx, userId, round)
  await releaseGroups(tx, userId, round)
  await releaseOceanRatings(tx, userId, round)
  return released.length
}

/**
 * Housekeeping: releases what a failed release left waiting (the feedback row committed, then the
 * process or the database failed before its release), so three waiting answers never stay hidden
 * until the next one arrives. Answers how many people had something released.
 */
export async function releaseStranded(db: Db): Promise<number> {
  const people = rowsOf(
    await db.execute(sql`
      select f.subject_user_id from ${feedback} f where f.group_released = false and f.released = false
        and f.round = ${currentRoundOf(sql`f.subject_user_id`)}
      group by f.subject_user_id having count(*) >= ${RELEASE_GROUP_SIZE}
      union
      select r.subject_user_id from ${oceanOthersRatings} r
      join ${feedback} f on f.assessment_id = r.assessment_id and f.released = true
        and f.round = ${currentRoundOf(sql`f.subject_user_id`)}
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
    await releaseOceanRatings(tx, userId, await currentRound(tx, userId))
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
    insert into ${feedbackAggregates} as a (subject_user_id, count,
      dominance_sum, influence_sum, steadiness_sum, compliance_sum,
      dominance_sq, influence_sq, steadiness_sq, compliance_sq)
    values (${userId}, ${rows.length},
      ${sums.dominance.sum}, ${sums.influence.sum}, ${sums.steadiness.sum}, ${sums.compliance.sum},
      ${sums.dominance.sumSq}, ${sums.influence.sumSq}, ${sums.steadiness.sumSq}, ${sums.compliance.sumSq})
    on conflict (subject_user_id) do update set
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
  // Per spelling, a count and nothing else: no trace of which answer came first (issue 45).
  const tallies = new Map<string, CharacteristicTally>()
  for (const row of rows) {
    for (const entry of characteristicsOfFeedback(row.strengths)) {
      const id = `${entry.key}\u0000${entry.display}`
      const tally = tallies.get(id) ?? { key: entry.key, display: entry.display, count: 0 }
      tally.count += 1
      tallies.set(id, tally)
    }
  }
  if (tallies.size === 0) return
  await tx.execute(sql`
    insert into ${feedbackCharacteristics} as c (subject_user_id, key, display, count)
    select ${userId}::int, t.key, t.display, t.count
    from jsonb_to_recordset(${JSON.stringify([...tallies.values()])}::jsonb) as t(key text, display text, count int)
    on conflict (subject_user_id, key, display) do update set count = c.count + excluded.count`)
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
async function releaseGroups(tx: Executor, userId: number, round: number) {
  const joined = releasedRows(
    await tx.execute(sql`
      with ready as (
        select relationship_type from ${feedback}
        where subject_user_id = ${userId} and group_released = false and released = true and round = ${round}
        group by relationship_type
        having count(*) >= ${RELEASE_GROUP_SIZE}
      )
      update ${feedback} f set group_released = true
      from ${discAssessments} d
      where f.subject_user_id = ${userId} and f.group_released = false and f.released = true and f.round = ${round}
        and f.relationship_type in (select relationship_type from ready) and d.id = f.assessment_id
      returning f.id, f.relationship_type, f.strengths, d.dominance, d.influence, d.steadiness, d.compliance`),
  )
  const byType = new Map<string, ReleasedRow[]>()
  for (const row of joined) byType.set(row.relationshipType, [...(byType.get(row.relationshipType) ?? []), row])
  for (const [type, members] of byType) {
    const sums = sumsOf(members)
    await tx.execute(sql`
      insert into ${feedbackGroupAggregates} as g (subject_user_id, relationship_type, count,
        dominance_sum, influence_sum, steadiness_sum, compliance_sum)
      values (${userId}, ${type}, ${members.length}, ${sums.dominance.sum}, ${sums.influence.sum}, ${sums.steadiness.sum}, ${sums.compliance.sum})
      on conflict (subject_user_id, relationship_type) do update set
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
async function releaseOceanRatings(tx: Executor, userId: number, round: number) {
  const result = await tx.execute(sql`
    with waiting as (
      select r.id from ${oceanOthersRatings} r
      join ${feedback} f on f.assessment_id = r.assessment_id and f.released = true and f.round = ${round}
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

/** A person's count and per-dimension Σ and Σ² (zeros when nothing was released). */
export async function readTotals(db: Executor, userId: number): Promise<{ count: number; sums: Record<DiscScoreKey, DimensionSums> }> {
  const [row = {}] = rowsOf(await db.execute(sql`select * from ${feedbackAggregates} where subject_user_id = ${userId}`))
  const sums = emptySums()
  for (const key of DISC_SCORE_KEYS) sums[key] = { sum: toNumber(row[`${key}_sum`]), sumSq: toNumber(row[`${key}_sq`]) }
  return { count: toNumber(row.count), sums }
}

/** Count and Σ of the members counted in each relationship group, by type (alphabetical). */
export async function readGroups(db: Executor, userId: number): Promise<GroupAggregate[]> {
  const result = await db.execute(sql`
    select * from ${feedbackGroupAggregates} where subject_user_id = ${userId} order by relationship_type`)
  return rowsOf(result).map((row) => ({
    relationshipType: String(row.relationship_type),
    count: toNumber(row.count),
    sums: {
      dominance: toNumber(row.dominance_sum),
      influence: toNumber(row.influence_sum),
      steadiness: toNumber(row.steadiness_sum),
      compliance: toNumber(row.compliance_sum),
    },
  }))
}

/** How many released feedbacks named each spelling of each characteristic. */
export async function readCharacteristics(db: Executor, userId: number): Promise<CharacteristicTally[]> {
  const result = await db.execute(sql`
    select key, display, count from ${feedbackCharacteristics} where subject_user_id = ${userId}`)
  return rowsOf(result).map((row) => ({
    key: String(row.key),
    display: String(row.display),
    count: toNumber(row.count),
  }))
}
