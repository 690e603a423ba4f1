import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { users } from '#server/db/schema'
import type { PlanId } from '#shared/product'
import { issueEmailToken, type Executor } from './email-tokens'
import { enqueueEmail } from './outbox'
import { rowsOf } from '#server/db/rows'

const REMINDER_BEFORE_MS = 3 * 24 * 60 * 60 * 1000

/** Called in the payment's transaction once Premium is applied: the receipt (transactional). */
export async function enqueuePremiumReceipt(
  tx: Executor,
  input: { userId: number; email: string; username: string; plan: PlanId; amountCents: number; premiumUntil: Date; providerPaymentId: string },
) {
  await enqueueEmail(tx, {
    kind: 'premium_receipt',
    userId: input.userId,
    to: input.email,
    payload: { username: input.username, plan: input.plan, amountCents: input.amountCents, premiumUntil: input.premiumUntil.toISOString() },
    dedupeKey: `premium_receipt:${input.providerPaymentId}`,
  })
}

/**
 * Queues "Seu Premium termina em 3 dias" once per Premium period (the dedupe key names the end
 * date), to confirmed, opted-in addresses. Safe to run from every process: the key decides.
 */
export async function planPremiumReminders(db: Db, now: Date) {
  const due = rowsOf<{ id: number; email: string; username: string; premium_until: string | Date }>(
    await db.execute(sql`
      select id, email, username, premium_until from ${users}
      where premium_until > ${now.toISOString()}::timestamptz
        and premium_until <= ${new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString()}::timestamptz
        and email_verified_at is not null and email_premium_reminders
        and not exists (
          select 1 from email_outbox o
          where o.dedupe_key = 'premium_reminder:' || users.id || ':' || to_char(premium_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')
        )
      limit 100`),
  )
  for (const user of due) {
    const premiumUntil = new Date(user.premium_until)
    const key = `premium_reminder:${user.id}:${premiumUntil.toISOString().slice(0, 19)}`
    await db
      .transaction(async (tx) => {
      const unsubscribeToken = await issueEmailToken(tx, { userId: Number(user.id), purpose: 'unsubscribe_premium', now })
      const queued = await enqueueEmail(tx, {
        kind: 'premium_reminder',
        userId: Number(user.id),
        to: user.email,
        payload: { username: user.username, premiumUntil: premiumUntil.toISOString(), unsubscribeToken },
        dedupeKey: key,
      })
      // Another process queued it first: drop this pass's token with the transaction.
      if (!queued) tx.rollback()
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'TransactionRollbackError') throw error
      })
  }
}
