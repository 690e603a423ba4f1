/**
 * Feedback rounds (issue 36, docs/decisions/0046-feedback-rounds-and-self-knowledge-index.md). The
 * invite link stays the same; a feedback belongs to the round that was current when step 2 stored it
 * (`currentRoundOf`). The live aggregates (feedback_aggregates, its groups and characteristics, the
 * Big Five 360 sums) hold the current round only: opening a round copies the DISC figures into the
 * closing round's row and empties them, under the release lock. A closed round's unreleased
 * remainder (1–2 answers that never made a group of three) is deleted at the opening: it could never
 * be shown without breaking the release in groups (decision 0028). Step 2 decides its round under
 * the same lock (shared), and the opening first releases any group of three still waiting, so an
 * acknowledged answer is released in its round or deleted with a remainder, never stranded (issue 45);
 * housekeeping deletes whatever a closed round still holds unreleased.
 */
import { sql } from 'drizzle-orm'
import { DISC_SCORE_KEYS, type DiscScores } from '#shared/disc/types'
import { othersShares, type DiscAggregates, type SelfSource } from '#shared/feedback/blind-spots'
import { gapsOf, selfKnowledgeIndex } from '#shared/feedback/self-knowledge'
import { VERDICT_MIN_RATERS } from '#shared/feedback/verdict'
import { ROUND_MIN_DAYS, type RoundComparison } from '#shared/schemas/rounds'
import type { Db } from '#server/db/client'
import { rowsOf, toNumber } from '#server/db/rows'
import {
  discAssessments,
  discParallelAssessments,
  feedback,
  feedbackAggregates,
  feedbackCharacteristics,
  feedbackGroupAggregates,
  feedbackRounds,
  oceanOthersAggregates,
  oceanOthersRatings,
  users,
} from '#server/db/schema'
import { lockReleases, readTotals, releaseBeforeClosing } from './feedback.aggregates'

type Executor = Pick<Db, 'execute'>

const DAY_MS = 24 * 60 * 60 * 1000

export interface RoundRow {
  number: number
  openedAt: Date
  closedAt: Date | null
  /** n, Σ and Σ² of the released raters' DISC scores in this round. */
  sums: DiscAggregates
}

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)))

function emptyAggregates(): DiscAggregates {
  return {
    dominance: { n: 0, sum: 0, sumSq: 0 },
    influence: { n: 0, sum: 0, sumSq: 0 },
    steadiness: { n: 0, sum: 0, sumSq: 0 },
    compliance: { n: 0, sum: 0, sumSq: 0 },
  }
}

/**
 * Every round of `userId`, oldest first, with the sums of its *released* feedback: a closed round's
 * from its row (copied at the opening that closed it), the current round's from the live
 * aggregates. Three small reads whatever the number of feedbacks (DESIGN.md §11); waiting answers
 * are never read. Round 1 without a row opened with the account.
 */
export async function listRounds(db: Executor, userId: number): Promise<RoundRow[]> {
  const stored = rowsOf(await db.execute(sql`select * from ${feedbackRounds} where user_id = ${userId} order by number`))
  const [account] = rowsOf(await db.execute(sql`select created_at from ${users} where id = ${userId}`))
  const live = await readTotals(db, userId)
  const byNumber = new Map(stored.map((row) => [toNumber(row.number), row]))
  const current = Math.max(1, ...byNumber.keys())
  const rounds: RoundRow[] = []
  for (let number = 1; number <= current; number++) {
    const row = byNumber.get(number)
    const sums = emptyAggregates()
    for (const key of DISC_SCORE_KEYS) {
      sums[key] =
        number === current
          ? { n: live.count, sum: live.sums[key].sum, sumSq: live.sums[key].sumSq }
          : { n: toNumber(row?.released_count), sum: toNumber(row?.[`${key}_sum`]), sumSq: toNumber(row?.[`${key}_sq`]) }
    }
    rounds.push({
      number,
      openedAt: toDate(row?.opened_at ?? account?.created_at ?? new Date()),
      closedAt: row?.closed_at ? toDate(row.closed_at) : null,
      sums,
    })
  }
  return rounds
}

/** When the current round allows a new one: 30 days after it opened; round 1 allows it at once. */
export function nextOpenAt(current: RoundRow | undefined): Date | null {
  if (!current || current.number === 1) return null
  return new Date(current.openedAt.getTime() + ROUND_MIN_DAYS * DAY_MS)
}

export type OpenRoundResult = { opened: true; round: number } | { opened: false; nextOpenAt: Date }

/**
 * Closes the current round and opens the next, under the person's release lock (no release runs
 * half in one round, half in the other). Refused while the current round opened less than
 * ROUND_MIN_DAYS ago (database time).
 */
export async function openNextRound(db: Db, userId: number): Promise<OpenRoundResult> {
  return db.transaction(async (tx) => {
    await lockReleases(tx, userId)
    const rounds = await listRounds(tx, userId)
    const current = rounds.at(-1)
    const currentNumber = current?.number ?? 1
    const allowedAt = nextOpenAt(current)
    if (allowedAt) {
      const [clock] = rowsOf(await tx.execute(sql`select now() as now`))
      if (toDate(clock?.now).getTime() < allowedAt.getTime()) return { opened: false, nextOpenAt: allowedAt }
    }
    // A group of three completed before the opening is released, never deleted as a remainder (issue 45).
    await releaseBeforeClosing(tx, userId)
    // Round 1's row, if it was never written, then the closing and the opening.
    await tx.execute(sql`
      insert into ${feedbackRounds} (user_id, number, opened_at)
      select id, 1, created_at from ${users} where id = ${userId}
      on conflict (user_id, number) do nothing`)
    // The closing round keeps its released figures (the live aggregates, emptied below).
    await tx.execute(sql`
      update ${feedbackRounds} r set closed_at = now(),
        released_count = coalesce(a.count, 0),
        dominance_sum = coalesce(a.dominance_sum, 0), influence_sum = coalesce(a.influence_sum, 0),
        steadiness_sum = coalesce(a.steadiness_sum, 0), compliance_sum = coalesce(a.compliance_sum, 0),
        dominance_sq = coalesce(a.dominance_sq, 0), influence_sq = coalesce(a.influence_sq, 0),
        steadiness_sq = coalesce(a.steadiness_sq, 0), compliance_sq = coalesce(a.compliance_sq, 0)
      from (select 1) one
      left join ${feedbackAggregates} a on a.subject_user_id = ${userId}
      where r.user_id = ${userId} and r.number = ${currentNumber}`)
    await tx.execute(sql`insert into ${feedbackRounds} (user_id, number, opened_at) values (${userId}, ${currentNumber + 1}, now())`)
    // The closed round's remainder can never be released in a group of three: it goes, with its
    // answers and any Big Five ratings (cascade). Its waiting Big Five ratings of released feedback too.
    await tx.execute(sql`
      delete from ${discAssessments} d using ${feedback} f
      where f.assessment_id = d.id and f.subject_user_id = ${userId} and f.round = ${currentNumber} and f.released = false`)
    await tx.execute(sql`
      delete from ${oceanOthersRatings} r using ${feedback} f
      where r.assessment_id = f.assessment_id and f.subject_user_id = ${userId} and f.round = ${currentNumber} and r.released = false`)
    // The live figures now describe the new, empty round.
    await tx.execute(sql`delete from ${feedbackAggregates} where subject_user_id = ${userId}`)
    await tx.execute(sql`delete from ${feedbackGroupAggregates} where subject_user_id = ${userId}`)
    await tx.execute(sql`delete from ${feedbackCharacteristics} where subject_user_id = ${userId}`)
    await tx.execute(sql`delete from ${oceanOthersAggregates} where user_id = ${userId}`)
    return { opened: true, round: currentNumber + 1 }
  })
}

export interface SelfAt {
  scores: DiscScores
  source: SelfSource
}

/**
 * The self side of each round: the latest self DISC taken before the round closed (now for the
 * current round), the parallel 24-question form first when one exists by then (as the results do).
 */
export async function selfPerRound(db: Executor, userId: number, rounds: readonly RoundRow[]): Promise<(SelfAt | null)[]> {
  const short = rowsOf(
    await db.execute(sql`
      select dominance, influence, steadiness, compliance, created_at from ${discAssessments}
      where user_id = ${userId} and is_self = true order by created_at desc, id desc`),
  )
  const parallel = rowsOf(
    await db.execute(sql`
      select dominance, influence, steadiness, compliance, created_at from ${discParallelAssessments}
      where user_id = ${userId} order by created_at desc, id desc`),
  )
  const scoresOf = (row: Record<string, unknown>): DiscScores => ({
    dominance: toNumber(row.dominance),
    influence: toNumber(row.influence),
    steadiness: toNumber(row.steadiness),
    compliance: toNumber(row.compliance),
  })
  return rounds.map((round) => {
    const end = round.closedAt?.getTime() ?? Number.POSITIVE_INFINITY
    const before = (row: Record<string, unknown>) => toDate(row.created_at).getTime() <= end
    const p = parallel.find(before)
    if (p) return { scores: scoresOf(p), source: 'parallel' as const }
    const s = short.find(before)
    return s ? { scores: scoresOf(s), source: 'short' as const } : null
  })
}


/**
 * Premium's side-by-side view of the rounds (decision 0046), for the results page and the PDF: per
 * round the others' DISC, the gap to the self image of that time and the self-knowledge index —
 * figures only from 3 released feedbacks in the round, the index only when two rounds have them.
 */
export async function compareRounds(db: Executor, userId: number, rounds: readonly RoundRow[]): Promise<RoundComparison[]> {
  const selves = await selfPerRound(db, userId, rounds)
  const comparable = rounds.filter((round) => round.sums.dominance.n >= VERDICT_MIN_RATERS).length
  return rounds.map((round, index): RoundComparison => {
    const count = round.sums.dominance.n
    const self = selves[index] ?? null
    if (count < VERDICT_MIN_RATERS) return { number: round.number, releasedCount: count, others: null, self: self?.scores ?? null, gaps: null, selfKnowledge: null }
    const others = othersShares(round.sums)
    return {
      number: round.number,
      releasedCount: count,
      others,
      self: self?.scores ?? null,
      gaps: self ? gapsOf(self.scores, others) : null,
      selfKnowledge: self && comparable >= 2 ? selfKnowledgeIndex(self.scores, round.sums, self.source) : null,
    }
  })
}
