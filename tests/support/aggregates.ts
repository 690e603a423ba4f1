import { sql } from 'drizzle-orm'
import { DISC_SCORE_KEYS } from '#shared/disc/types'
import { characteristicsOfFeedback, type CharacteristicTally } from '#shared/feedback/characteristics'
import type { Db } from '#server/db/client'
import { rowsOf, toNumber } from '#server/db/rows'
import { feedbackAggregates, feedbackCharacteristics, feedbackGroupAggregates } from '#server/db/schema'
import {
  readCharacteristics,
  readGroups,
  readTotals,
  type DimensionSums,
  type GroupAggregate,
} from '#server/modules/feedback/feedback.aggregates'

/** Everything stored about one person's released feedback, in a canonical order (comparable with toEqual). */
export interface PersonAggregates {
  count: number
  sums: Record<(typeof DISC_SCORE_KEYS)[number], DimensionSums>
  /** By relationship type, alphabetical. */
  groups: GroupAggregate[]
  /** By key, then spelling. */
  characteristics: CharacteristicTally[]
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function canonical(aggregates: PersonAggregates): PersonAggregates {
  return {
    ...aggregates,
    groups: [...aggregates.groups].sort((a, b) => a.relationshipType.localeCompare(b.relationshipType)),
    characteristics: [...aggregates.characteristics].sort((a, b) => byCodePoint(a.key, b.key) || byCodePoint(a.display, b.display)),
  }
}

/** What the aggregates hold for `userId`, through the app's own readers. */
export async function readAggregates(db: Pick<Db, 'execute'>, userId: number): Promise<PersonAggregates> {
  const totals = await readTotals(db, userId)
  return canonical({ ...totals, groups: await readGroups(db, userId), characteristics: await readCharacteristics(db, userId) })
}

/** What the aggregates of `userId` must hold, counted from the released feedback rows themselves. */
export async function recountAggregates(db: Pick<Db, 'execute'>, userId: number): Promise<PersonAggregates> {
  const result = await db.execute(sql`
    select f.id, f.relationship_type, f.strengths, f.group_released, d.dominance, d.influence, d.steadiness, d.compliance
    from feedback f
    join disc_assessments d on d.id = f.assessment_id and d.is_self = false
    where f.subject_user_id = ${userId} and f.released = true
    order by f.id`)
  const sums = { dominance: { sum: 0, sumSq: 0 }, influence: { sum: 0, sumSq: 0 }, steadiness: { sum: 0, sumSq: 0 }, compliance: { sum: 0, sumSq: 0 } }
  const groups = new Map<string, GroupAggregate>()
  const tallies = new Map<string, CharacteristicTally>()
  let count = 0
  for (const row of rowsOf(result)) {
    count += 1
    const type = String(row.relationship_type)
    const inGroup = row.group_released === true
    const group = groups.get(type) ?? { relationshipType: type, count: 0, sums: { dominance: 0, influence: 0, steadiness: 0, compliance: 0 } }
    if (inGroup) group.count += 1
    for (const key of DISC_SCORE_KEYS) {
      const value = toNumber(row[key])
      sums[key].sum += value
      sums[key].sumSq += value * value
      if (inGroup) group.sums[key] += value
    }
    if (inGroup) groups.set(type, group)
    const strengths = Array.isArray(row.strengths) ? row.strengths.filter((item): item is string => typeof item === 'string') : []
    for (const entry of characteristicsOfFeedback(strengths)) {
      const id = `${entry.key}\u0000${entry.display}`
      const tally = tallies.get(id) ?? { key: entry.key, display: entry.display, count: 0 }
      tally.count += 1
      tallies.set(id, tally)
    }
  }
  return canonical({ count, sums, groups: [...groups.values()], characteristics: [...tallies.values()] })
}

/** Rewrites `userId`'s aggregates from the rows (for tests that write feedback rows directly). */
export async function rebuildAggregates(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    const counted = await recountAggregates(tx, userId)
    await tx.delete(feedbackAggregates).where(sql`${feedbackAggregates.subjectUserId} = ${userId}`)
    await tx.delete(feedbackGroupAggregates).where(sql`${feedbackGroupAggregates.subjectUserId} = ${userId}`)
    await tx.delete(feedbackCharacteristics).where(sql`${feedbackCharacteristics.subjectUserId} = ${userId}`)
    const sum = (key: (typeof DISC_SCORE_KEYS)[number]) => counted.sums[key].sum
    const sq = (key: (typeof DISC_SCORE_KEYS)[number]) => counted.sums[key].sumSq
    await tx.insert(feedbackAggregates).values({
      subjectUserId: userId,
      count: counted.count,
      dominanceSum: sum('dominance'),
      influenceSum: sum('influence'),
      steadinessSum: sum('steadiness'),
      complianceSum: sum('compliance'),
      dominanceSq: sq('dominance'),
      influenceSq: sq('influence'),
      steadinessSq: sq('steadiness'),
      complianceSq: sq('compliance'),
    })
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
