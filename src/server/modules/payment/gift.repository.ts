import { createHmac } from 'node:crypto'
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { giftDuplicatePayments, gifts, users } from '#server/db/schema'
import { sha256 } from '#server/lib/tokens'
import { enqueueEmail } from '#server/modules/email/outbox'
import type { PlanId } from '#shared/product'
import type { GiftStatus } from '#shared/schemas/payment'

/** Crockford's base32 digits: no I, L, O or U to misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * A gift's code: 160 bits of HMAC-SHA-256 over its external_reference with the app's own secret,
 * in Crockford's base32 (32 characters). Nobody can guess it without the secret; the database keeps
 * only its SHA-256, and the buyer's copy is derived again when shown (decision 0048).
 */
export function giftCode(secret: string, externalReference: string): string {
  const bytes = createHmac('sha256', secret).update(`gift-code\0${externalReference}`).digest().subarray(0, 20)
  let bits = 0
  let value = 0
  let code = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      code += CROCKFORD[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    value &= (1 << bits) - 1
  }
  return code
}

export const giftCodeHash = (code: string) => sha256(`gift\0${code}`)

/** How long one caller's refund of a duplicate payment holds off the others (then it is retried). */
const REFUND_CLAIM_MS = 5 * 60 * 1000

/** A purchase not yet paid is listed for a day: an abandoned checkout or an expired PIX then disappears. */
const AWAITING_LISTED_MS = 24 * 3600 * 1000

export type RedeemResult =
  | { ok: true; plan: PlanId; months: number; premiumUntil: Date }
  | { ok: false; reason: 'not_found' | 'own_gift' | 'redeemed' | 'cancelled' | 'awaiting_payment' }

export interface GiftRow {
  id: number
  externalReference: string
  plan: PlanId
  months: number
  status: GiftStatus
  providerPaymentId: string | null
  createdAt: Date
  redeemedAt: Date | null
}

export function createGiftRepository(db: Db) {
  return {
    /** The purchase starts: the row that "Minha conta" shows as awaiting payment. */
    async createPending(input: { buyerId: number; plan: PlanId; months: number; externalReference: string; codeHash: string }) {
      await db
        .insert(gifts)
        .values({ ...input, status: 'awaiting_payment' })
        .onConflictDoNothing({ target: gifts.externalReference })
    },

    /**
     * A verified approval makes the gift available, once: the row made at purchase (or a new one if
     * it is missing) moves from awaiting_payment only; replays and later approvals change nothing.
     * The buyer's receipt is queued in the same transaction (without the code: see gift_receipt).
     */
    async activate(input: {
      buyerId: number
      plan: PlanId
      months: number
      externalReference: string
      codeHash: string
      providerPaymentId: string
      amountCents: number
      currency: string
    }): Promise<{ activated: boolean }> {
      const paid = { status: 'available', providerPaymentId: input.providerPaymentId, amount: input.amountCents, currency: input.currency, paidAt: sql`now()` }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gifts)
          .values({ buyerId: input.buyerId, plan: input.plan, months: input.months, externalReference: input.externalReference, codeHash: input.codeHash, ...paid })
          .onConflictDoUpdate({ target: gifts.externalReference, set: paid, setWhere: eq(gifts.status, 'awaiting_payment') })
          .returning({ id: gifts.id, paidAt: gifts.paidAt })
        if (!row) return { activated: false }
        const [buyer] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, input.buyerId)).limit(1)
        if (buyer) {
          await enqueueEmail(tx, {
            kind: 'gift_receipt',
            userId: input.buyerId,
            to: buyer.email,
            payload: {
              username: buyer.username,
              plan: input.plan,
              amountCents: input.amountCents,
              currency: input.currency,
              paidAt: (row.paidAt ?? new Date()).toISOString(),
              paymentId: input.providerPaymentId,
            },
            dedupeKey: `gift_receipt:${input.providerPaymentId}`,
          })
        }
        return { activated: true }
      })
    },

    /**
     * Redeems a code for `userId`. One conditional update decides: of concurrent redemptions exactly
     * one finds the row still available; its months are added after the redeemer's current end.
     */
    async redeem(codeHash: string, userId: number): Promise<RedeemResult> {
      return db.transaction(async (tx) => {
        const [won] = await tx
          .update(gifts)
          .set({ status: 'redeemed', redeemedBy: userId, redeemedAt: sql`now()` })
          .where(and(eq(gifts.codeHash, codeHash), eq(gifts.status, 'available'), or(isNull(gifts.buyerId), ne(gifts.buyerId, userId))))
          .returning({ plan: gifts.plan, months: gifts.months })
        if (!won) {
          const [row] = await tx.select({ status: gifts.status, buyerId: gifts.buyerId }).from(gifts).where(eq(gifts.codeHash, codeHash)).limit(1)
          if (!row) return { ok: false, reason: 'not_found' } as const
          if (row.status === 'available' && row.buyerId === userId) return { ok: false, reason: 'own_gift' } as const
          const reason = row.status === 'redeemed' || row.status === 'cancelled' || row.status === 'awaiting_payment' ? row.status : 'not_found'
          return { ok: false, reason } as const
        }
        const [user] = await tx
          .update(users)
          .set({ premiumUntil: sql`greatest(now(), coalesce(${users.premiumUntil}, now())) + make_interval(months => ${won.months}::int)` })
          .where(eq(users.id, userId))
          .returning({ premiumUntil: users.premiumUntil })
        if (!user?.premiumUntil) throw new Error('redeeming user vanished')
        return { ok: true, plan: won.plan as PlanId, months: won.months, premiumUntil: user.premiumUntil } as const
      })
    },

    /**
     * An approved payment of a gift's reference that did not activate it (issue 45): the checkout
     * was paid twice. Recorded once per payment; answers `refund: true` to the one caller that
     * claims its refund (none while another caller's claim is younger than REFUND_CLAIM_MS, none
     * once refunded), and null when the payment is the gift's own (a replay) or no gift has it.
     */
    async recordDuplicate(input: { externalReference: string; providerPaymentId: string; amountCents: number; currency: string }): Promise<{ refund: boolean } | null> {
      return db.transaction(async (tx) => {
        const [gift] = await tx
          .select({ id: gifts.id, providerPaymentId: gifts.providerPaymentId })
          .from(gifts)
          .where(eq(gifts.externalReference, input.externalReference))
          .limit(1)
        if (!gift || gift.providerPaymentId === null || gift.providerPaymentId === input.providerPaymentId) return null
        await tx
          .insert(giftDuplicatePayments)
          .values({ giftId: gift.id, providerPaymentId: input.providerPaymentId, amount: input.amountCents, currency: input.currency, status: 'approved' })
          .onConflictDoNothing({ target: giftDuplicatePayments.providerPaymentId })
        const claimed = await tx
          .update(giftDuplicatePayments)
          .set({ refundStartedAt: sql`now()` })
          .where(
            and(
              eq(giftDuplicatePayments.providerPaymentId, input.providerPaymentId),
              isNull(giftDuplicatePayments.refundedAt),
              or(isNull(giftDuplicatePayments.refundStartedAt), lt(giftDuplicatePayments.refundStartedAt, sql`now() - make_interval(secs => ${REFUND_CLAIM_MS / 1000})`)),
            ),
          )
          .returning({ id: giftDuplicatePayments.id })
        return { refund: claimed.length === 1 }
      })
    },

    /** The refund call failed: the claim goes, so the next notification or status look tries again. */
    async releaseRefundClaim(providerPaymentId: string) {
      await db
        .update(giftDuplicatePayments)
        .set({ refundStartedAt: null })
        .where(and(eq(giftDuplicatePayments.providerPaymentId, providerPaymentId), isNull(giftDuplicatePayments.refundedAt)))
    },

    /** Mercado Pago accepted the refund (or reports the payment refunded, charged back or cancelled). */
    async duplicateRefunded(providerPaymentId: string, status: string) {
      await db
        .update(giftDuplicatePayments)
        .set({ status, refundedAt: sql`coalesce(${giftDuplicatePayments.refundedAt}, now())` })
        .where(eq(giftDuplicatePayments.providerPaymentId, providerPaymentId))
    },

    /**
     * The purchase was refunded or charged back: the gift is cancelled (never redeemable again), and
     * if it was redeemed its months are taken back from the redeemer. Once: replays change nothing.
     * Only the payment that activated the gift does this (issue 45): a refund of a second payment of
     * the same checkout (a duplicate, refunded by us or not) leaves the gift as it is.
     */
    async revoke(providerPaymentId: string): Promise<{ revoked: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(gifts)
          .set({ status: 'cancelled', cancelledAt: sql`now()` })
          .where(and(eq(gifts.providerPaymentId, providerPaymentId), ne(gifts.status, 'cancelled')))
          .returning({ redeemedBy: gifts.redeemedBy, redeemedAt: gifts.redeemedAt, months: gifts.months })
        if (!row) return { revoked: false }
        if (row.redeemedBy !== null && row.redeemedAt !== null) {
          const shortened = sql`${users.premiumUntil} - make_interval(months => ${row.months}::int)`
          await tx
            .update(users)
            .set({ premiumUntil: sql`case when ${shortened} > now() then ${shortened} else null end` })
            .where(eq(users.id, row.redeemedBy))
        }
        return { revoked: true }
      })
    },

    /** What "Minha conta" lists: gifts bought (recent unpaid ones included) and gifts received. */
    async listFor(userId: number): Promise<{ bought: GiftRow[]; received: GiftRow[] }> {
      const columns = {
        id: gifts.id,
        externalReference: gifts.externalReference,
        plan: gifts.plan,
        months: gifts.months,
        status: gifts.status,
        providerPaymentId: gifts.providerPaymentId,
        createdAt: gifts.createdAt,
        redeemedAt: gifts.redeemedAt,
      }
      const since = new Date(Date.now() - AWAITING_LISTED_MS)
      const bought = await db
        .select(columns)
        .from(gifts)
        .where(
          and(
            eq(gifts.buyerId, userId),
            or(inArray(gifts.status, ['available', 'redeemed', 'cancelled']), gt(gifts.createdAt, since)),
          ),
        )
        .orderBy(desc(gifts.createdAt), desc(gifts.id))
        .limit(100)
      const received = await db
        .select(columns)
        .from(gifts)
        .where(eq(gifts.redeemedBy, userId))
        .orderBy(desc(gifts.redeemedAt), desc(gifts.id))
        .limit(100)
      const typed = (rows: typeof bought) => rows.map((row) => ({ ...row, plan: row.plan as PlanId, status: row.status as GiftStatus }))
      return { bought: typed(bought), received: typed(received) }
    },
  }
}

export type GiftRepository = ReturnType<typeof createGiftRepository>
