import { sql } from 'drizzle-orm'
import { RELEASE_GROUP_SIZE } from '#shared/product'
import { ROUND_INVITE_DAYS, ROUND_REMINDER_DAYS } from '#shared/schemas/rounds'
import type { Db } from '#server/db/client'
import { rowsOf, toNumber } from '#server/db/rows'
import { discAssessments, emailOutbox, feedback, feedbackRounds, users } from '#server/db/schema'
import { issueEmailToken } from './email-tokens'
import { enqueueEmail, type MessageKind } from './outbox'

const DAY_MS = 24 * 60 * 60 * 1000

type RoundKind = Extract<MessageKind, 'round_reminder' | 'round_invitation'>

/** Each message at most once per person and round: the outbox's unique dedupe key decides. */
const dedupeKey = (kind: RoundKind, userId: number, round: number) => `${kind}:${userId}:${round}`

/**
 * Issue 36's two reasons to come back (docs/decisions/0046-feedback-rounds-and-self-knowledge-index.md),
 * to confirmed addresses that keep feedback emails on (the digests' preference and one-click unsubscribe):
 *
 * - "Reenvie seu link" when the current round has shown the owner nothing new for ROUND_REMINDER_DAYS:
 *   counted from the round's opening and its last *release* (what the owner could already see), never
 *   from the arrival of an answer still waiting for its group, which would tell the owner that
 *   someone answered, and when.
 * - "Hora de uma nova rodada?" ROUND_INVITE_DAYS after the current round opened, when it has
 *   released answers to compare with.
 *
 * Idempotent: any number of runs, in any number of processes, queue each once per round.
 */
export async function planRoundEmails(db: Db, now: Date) {
  const reminderBefore = new Date(now.getTime() - ROUND_REMINDER_DAYS * DAY_MS).toISOString()
  const inviteBefore = new Date(now.getTime() - ROUND_INVITE_DAYS * DAY_MS).toISOString()
  const due = rowsOf(
    await db.execute(sql`
      with current_round as (
        select u.id, u.email, u.username,
          coalesce(r.number, 1) as number,
          coalesce(r.opened_at, u.created_at) as opened_at,
          r.last_release_at
        from ${users} u
        left join lateral (
          select fr.number, fr.opened_at, fr.last_release_at from ${feedbackRounds} fr
          where fr.user_id = u.id order by fr.number desc limit 1
        ) r on true
        where u.email_verified_at is not null and u.email_feedback_digests
          and exists (select 1 from ${discAssessments} d where d.user_id = u.id and d.is_self)
      ), candidates as (
        select c.*, 'round_reminder' as kind from current_round c
        where c.opened_at <= ${reminderBefore}::timestamptz
          and coalesce(c.last_release_at, c.opened_at) <= ${reminderBefore}::timestamptz
        union all
        select c.*, 'round_invitation' as kind from current_round c
        where c.opened_at <= ${inviteBefore}::timestamptz
          and (select count(*) from ${feedback} f
               where f.subject_user_id = c.id and f.round = c.number and f.released) >= ${RELEASE_GROUP_SIZE}
      )
      select * from candidates c
      where not exists (select 1 from ${emailOutbox} o where o.dedupe_key = c.kind || ':' || c.id || ':' || c.number)
      order by c.id
      limit 100`),
  )
  for (const row of due) {
    const userId = toNumber(row.id)
    const round = toNumber(row.number)
    const kind: RoundKind = row.kind === 'round_invitation' ? 'round_invitation' : 'round_reminder'
    await db
      .transaction(async (tx) => {
        const unsubscribeToken = await issueEmailToken(tx, { userId, purpose: 'unsubscribe_digests', now })
        const queued = await enqueueEmail(tx, {
          kind,
          userId,
          to: String(row.email),
          payload: { username: String(row.username), round, unsubscribeToken },
          dedupeKey: dedupeKey(kind, userId, round),
        })
        // Another process queued it first: drop this run's token with the transaction.
        if (!queued) tx.rollback()
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'TransactionRollbackError') throw error
      })
  }
  return due.length
}
