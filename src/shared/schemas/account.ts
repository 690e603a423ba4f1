import { z } from './zod-locale'
import { safeString } from './text'

/** The word a person types to confirm that their account should be deleted. */
export const DELETE_CONFIRMATION_WORD = 'EXCLUIR'

export const ACCOUNT_PATH = '/api/account'
export const ACCOUNT_EXPORT_PATH = '/api/account/export'
export const ACCOUNT_PAYMENTS_PATH = '/api/account/payments'

export const ACCOUNT_MESSAGES = {
  confirmationRequired: `Digite ${DELETE_CONFIRMATION_WORD} para confirmar a exclusão da conta.`,
  passwordRequired: 'Informe sua senha para confirmar a exclusão da conta.',
  wrongPassword: 'Senha incorreta. A conta não foi excluída.',
  deleted: 'Sua conta e seus dados foram excluídos.',
} as const

/**
 * DELETE /api/account. The typed word is always required; accounts with a password also give it,
 * so that a session left open on a shared computer cannot erase someone's history.
 */
export const DeleteAccountRequestSchema = z.object({
  confirm: safeString(ACCOUNT_MESSAGES.confirmationRequired)
    .max(32, ACCOUNT_MESSAGES.confirmationRequired)
    .refine((value) => value.trim().toUpperCase() === DELETE_CONFIRMATION_WORD, ACCOUNT_MESSAGES.confirmationRequired),
  password: safeString(ACCOUNT_MESSAGES.passwordRequired, { secret: true }).max(1024, ACCOUNT_MESSAGES.wrongPassword).optional(),
})
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>

/** GET /api/account: what the deletion dialog needs to ask for. */
export const AccountInfoSchema = z.object({
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
})

export const DeleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() })

/**
 * One payment as the account page shows it: what the person can read on their Mercado Pago receipt
 * (the payment id, plan, amount, status) and whether the Premium time it granted was taken back.
 * Never the preference, the external reference or anything of the provider's.
 */
export const AccountPaymentSchema = z.object({
  /** Mercado Pago's payment id (on the person's receipt). */
  id: z.string(),
  plan: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Mercado Pago's status word (PAYMENT_STATUSES); paymentStatusLabel() says it in Portuguese. */
  status: z.string(),
  months: z.number().int(),
  paidAt: z.string(),
  /** When a refund, chargeback or cancellation took the granted months back; null when never. */
  revokedAt: z.string().nullable(),
  /**
   * A gift bought for someone else (decision 0048): whether it has been redeemed. Null for the
   * person's own Premium. A gift's months went to whoever redeemed it; a refund voids its code.
   */
  gift: z.object({ redeemed: z.boolean() }).nullable(),
})
export type AccountPayment = z.infer<typeof AccountPaymentSchema>

/** GET /api/account/payments: the Premium end (prepaid, never renewed) and every payment, newest first. */
export const AccountPaymentsResponseSchema = z.object({
  premiumUntil: z.string().nullable(),
  payments: z.array(AccountPaymentSchema),
})
