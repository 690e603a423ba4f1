import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { feedback, feedbackDigests, users } from '#server/db/schema'
import { crossedMilestones } from '#shared/feedback/tiers'
import { issueEmailToken } from './email-tokens'
import { enqueueEmail } from './outbox'
import { rowsOf, toNumber } from '#server/db/rows'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Queues the digests that are due (issue 13): the oldest release not yet told is at least
 * `delayMinutes` old (a release is the moment three or more feedbacks became visible together,
 * issue 30, so a digest never announces a single feedback), the last digest went out a day ago or
 * more, and the address is confirmed and opted in. The digest says how many and which milestones, never what, who or when. Each owner's row is locked
 * (SKIP LOCKED), so two processes never queue the same digest.
 */
export async function planFeedbackDigests(db: Db, now: Date, delayMinutes: number) {
  const readyBefore = new Date(now.getTime() - delayMinutes * 60 * 1000).toISOString()
  const lastBefore = new Date(now.getTime() - DAY_MS).toISOString()
  await db.transaction(async (tx) => {
    const due = rowsOf<{ user_id: number; notified_count: number; email: string; username: string }>(
      await tx.execute(sql`
        select d.user_id, d.notified_count, u.email, u.username
        from ${feedbackDigests} d join ${users} u on u.id = d.user_id
        where d.pending_since is not null
          and d.pending_since <= ${readyBefore}::timestamptz
          and (d.last_sent_at is null or d.last_sent_at <= ${lastBefore}::timestamptz)
          and u.email_verified_at is not null
          and u.email_feedback_digests
        order by d.user_id
        limit 50
        for update of d skip locked`),
    )
    for (const owner of due) {
      const userId = toNumber(owner.user_id)
      const [counted] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from ${feedback} where subject_user_id = ${userId} and released = true`),
      )
      const total = toNumber(counted?.n)
      const before = toNumber(owner.notified_count)
      if (total > before) {
        const unsubscribeToken = await issueEmailToken(tx, { userId, purpose: 'unsubscribe_digests', now })
        await enqueueEmail(tx, {
          kind: 'feedback_digest',
          userId,
          to: owner.email,
          payload: { username: owner.username, newCount: total - before, totalCount: total, milestones: crossedMilestones(before, total), unsubscribeToken },
        })
      }
      await tx.execute(sql`
        update ${feedbackDigests}
        set pending_since = null, notified_count = ${total},
            last_sent_at = ${total > before ? sql`${now.toISOString()}::timestamptz` : sql`last_sent_at`}
        where user_id = ${userId}`)
    }
  })
}
