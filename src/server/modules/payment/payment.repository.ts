import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { payments, users } from '#server/db/schema'
import type { PlanId } from '#shared/product'
import { enqueuePremiumReceipt } from '#server/modules/email/premium-mail'

export interface ApplyPaymentInput {
  userId: number
  providerPaymentId: string
  plan: PlanId
  amountCents: number
  currency: string
  status: string
  months: number
}

export type ApplyPaymentResult =
  | { applied: true; premiumUntil: Date }
  | { applied: false; reason: 'already_applied' | 'user_missing' }

export function createPaymentRepository(db: Db) {
  return {
    /**
     * Records the payment and extends premium in one transaction (DESIGN.md §5). The unique
     * provider_payment_id decides who wins a race: a concurrent second application finds the row
     * and changes nothing, so a payment can never extend premium twice.
     */
    async apply(input: ApplyPaymentInput): Promise<ApplyPaymentResult> {
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(payments)
            .values({
              providerPaymentId: input.providerPaymentId,
              userId: input.userId,
              plan: input.plan,
              amount: input.amountCents,
              currency: input.currency,
              status: input.status,
              months: input.months,
              appliedAt: sql`now()`,
            })
            .onConflictDoNothing({ target: payments.providerPaymentId })
            .returning({ id: payments.id })
          if (inserted.length === 0) return { applied: false, reason: 'already_applied' } as const
          // Counting from the later of now and the current end: buying early never loses days.
          const [row] = await tx
            .update(users)
            .set({
              premiumUntil: sql`greatest(now(), coalesce(${users.premiumUntil}, now())) + make_interval(months => ${input.months}::int)`,
            })
            .where(eq(users.id, input.userId))
            .returning({ premiumUntil: users.premiumUntil, email: users.email, username: users.username })
          if (!row?.premiumUntil) throw new UserMissing()
          // The receipt (issue 13) is queued with the payment it describes.
          await enqueuePremiumReceipt(tx, { userId: input.userId, ...row, premiumUntil: row.premiumUntil, plan: input.plan, amountCents: input.amountCents, providerPaymentId: input.providerPaymentId })
          return { applied: true, premiumUntil: row.premiumUntil } as const
        })
      } catch (error) {
        if (error instanceof UserMissing) return { applied: false, reason: 'user_missing' }
        throw error
      }
    },

    /**
     * A refund, chargeback or cancellation: marks the row and takes back the months it granted
     * (Premium ends when nothing else covers the time left). Once per payment: replays change nothing.
     */
    async revoke(providerPaymentId: string, status: string): Promise<{ revoked: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({ status, revokedAt: sql`now()` })
          .where(and(eq(payments.providerPaymentId, providerPaymentId), isNull(payments.revokedAt), isNotNull(payments.appliedAt)))
          .returning({ userId: payments.userId, months: payments.months })
        if (!row) return { revoked: false }
        if (row.userId !== null) {
          const shortened = sql`${users.premiumUntil} - make_interval(months => ${row.months}::int)`
          await tx
            .update(users)
            .set({ premiumUntil: sql`case when ${shortened} > now() then ${shortened} else null end` })
            .where(eq(users.id, row.userId))
        }
        return { revoked: true }
      })
    },

    async findUserByPublicId(publicId: string) {
      const [row] = await db.select().from(users).where(eq(users.publicId, publicId)).limit(1)
      return row ?? null
    },

    async premiumUntil(userId: number): Promise<Date | null> {
      const [row] = await db.select({ premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, userId)).limit(1)
      return row?.premiumUntil ?? null
    },
  }
}

/** Thrown inside the transaction to roll the payment row back when its user no longer exists. */
class UserMissing extends Error {}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>
