import { HttpError } from '#server/lib/http-error'
import { CURRENCY, PLANS, type PlanId } from '#shared/product'
import { PAYMENT_MESSAGES, parseExternalReference } from '#shared/schemas/payment'
import type { MercadoPagoPayment } from './mercadopago.client'

export type RejectionCode = 'not_ours' | 'other_user' | 'not_approved_yet' | 'not_approved' | 'wrong_amount' | 'paid_after_expiry'

/** Why a payment cannot grant premium; its message is written for the payer. */
export class PaymentRejected extends HttpError {
  readonly code: RejectionCode
  constructor(code: RejectionCode, status: number, message: string) {
    super(status, message)
    this.code = code
  }
}

const WAITING_STATUSES = new Set(['pending', 'authorized', 'in_process', 'in_mediation'])

export interface VerifiedPayment {
  providerPaymentId: string
  publicId: string
  plan: PlanId
  months: number
  amountCents: number
  currency: string
  status: string
  /** A gift bought for someone else (decision 0048): it makes a code, never the payer's Premium. */
  gift: boolean
  externalReference: string
}

/** Whose payment this is and for which plan, from external_reference; the owner check comes first. */
export function paymentOwner(payment: MercadoPagoPayment, expectedPublicId?: string) {
  const reference = parseExternalReference(payment.external_reference)
  if (!reference) throw new PaymentRejected('not_ours', 400, PAYMENT_MESSAGES.notOurs)
  if (expectedPublicId !== undefined && reference.publicId !== expectedPublicId.toLowerCase()) {
    // The same answer as a payment that does not exist (issue 45): asking never tells whether an id
    // is someone else's payment.
    throw new PaymentRejected('other_user', 404, PAYMENT_MESSAGES.paymentNotFound)
  }
  return reference
}

/**
 * DESIGN.md §5: premium only for a payment the server fetched itself, approved, in BRL, for the
 * plan's exact price, for this user. (Whether it was applied before is the database's call.)
 */
export function verifyPayment(payment: MercadoPagoPayment, expectedPublicId?: string): VerifiedPayment {
  const { publicId, plan, gift } = paymentOwner(payment, expectedPublicId)
  if (payment.status !== 'approved') {
    throw WAITING_STATUSES.has(payment.status)
      ? new PaymentRejected('not_approved_yet', 402, PAYMENT_MESSAGES.notApprovedYet)
      : new PaymentRejected('not_approved', 402, PAYMENT_MESSAGES.notApproved)
  }
  // A PIX paid after its QR code expired is refunded by Mercado Pago: it never grants anything.
  if (payment.date_of_expiration && payment.date_approved && Date.parse(payment.date_approved) > Date.parse(payment.date_of_expiration)) {
    throw new PaymentRejected('paid_after_expiry', 402, PAYMENT_MESSAGES.pixPaidAfterExpiry)
  }
  const price = PLANS[plan].price
  if (payment.currency_id !== CURRENCY || payment.transaction_amount !== price) {
    throw new PaymentRejected('wrong_amount', 402, PAYMENT_MESSAGES.wrongAmount)
  }
  return {
    providerPaymentId: payment.id,
    publicId,
    plan,
    months: PLANS[plan].months,
    amountCents: Math.round(price * 100),
    currency: CURRENCY,
    status: payment.status,
    gift,
    externalReference: payment.external_reference as string,
  }
}
