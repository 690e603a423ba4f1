import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { emailOutbox } from '#server/db/schema'
import type { PlanId } from '#shared/product'
import type { Executor } from './email-tokens'
import { rowsOf, toNumber } from '#server/db/rows'

/** Every message Espelho sends, with what its template needs. */
export interface MessagePayloads {
  password_reset: { username: string; token: string }
  verify_email: { username: string; token: string }
  feedback_digest: { username: string; newCount: number; totalCount: number; milestones: number[]; unsubscribeToken: string }
  premium_receipt: { username: string; plan: PlanId; amountCents: number; premiumUntil: string }
  premium_reminder: { username: string; premiumUntil: string; unsubscribeToken: string }
  /** Decision 0048: a gift's purchase was approved. Never its code (the database keeps only its hash). */
  gift_receipt: { username: string; plan: PlanId; amountCents: number; currency: string; paidAt: string; paymentId: string }
  /** Issue 36: the current round (`round`) showed nothing new for 7 days. */
  round_reminder: { username: string; round: number; unsubscribeToken: string }
  /** Issue 36: the current round (`round`) opened 90 days ago. */
  round_invitation: { username: string; round: number; unsubscribeToken: string }
}
export type MessageKind = keyof MessagePayloads

export type OutboxRow = typeof emailOutbox.$inferSelect

/**
 * Writes a message to the outbox. Call it with the transaction of the event that causes the
 * message, so the two commit (or roll back) together. A dedupe key makes a second write a no-op.
 */
export async function enqueueEmail<K extends MessageKind>(
  tx: Executor,
  message: { kind: K; userId: number | null; to: string; payload: MessagePayloads[K]; dedupeKey?: string },
): Promise<boolean> {
  const rows = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      userId: message.userId,
      toAddress: message.to,
      payload: message.payload as unknown as Record<string, unknown>,
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id })
  return rows.length > 0
}


/**
 * Takes up to `limit` due messages for this dispatcher: row locks with SKIP LOCKED so concurrent
 * dispatchers (other processes on one PostgreSQL) never take the same row, and a lease (the next
 * attempt moved past the send) so a row stays taken after the claim commits. A process that dies
 * mid-send leaves the row to be taken again when the lease ends.
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit = 20): Promise<OutboxRow[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs)
  const result = await db.execute(sql`
    update ${emailOutbox}
    set attempts = attempts + 1, next_attempt_at = ${leaseEnd.toISOString()}::timestamptz
    where id in (
      select id from ${emailOutbox}
      -- The database's clock too: a message queued earlier in this pass is due now.
      where status = 'pending' and next_attempt_at <= greatest(now(), ${now.toISOString()}::timestamptz)
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id`)
  const ids = rowsOf<{ id: number }>(result).map((row) => toNumber(row.id))
  if (ids.length === 0) return []
  const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids))
  return rows.sort((a, b) => a.id - b.id)
}

/** Delivered: kept as a record, without the payload (it can carry a link's token). */
export async function markSent(db: Executor, id: number, now: Date) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, payload: {}, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')))
}

export async function markRetry(db: Executor, id: number, nextAttemptAt: Date, error: string) {
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt, lastError: error.slice(0, 500) })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')))
}

export async function markFailed(db: Executor, id: number, error: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', payload: {}, lastError: error.slice(0, 500) })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')))
}

/** The backlog the metrics show: messages not yet delivered nor given up on. */
export async function countPending(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'))
  return Number(row?.n ?? 0)
}
