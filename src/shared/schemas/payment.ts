import { z } from './zod-locale'
import { PLAN_IDS, PLANS, type PlanId } from '#shared/product'
import { PAYMENT_MESSAGES } from './payment-texts'

export { PAYMENT_MESSAGES }

export const PlanSchema = z.enum(PLAN_IDS, { error: PAYMENT_MESSAGES.invalidPlan })

/** Mercado Pago payment ids are numbers; we accept them as digits only (never free text). */
export const PaymentIdSchema = z
  .union([z.string(), z.number()], { error: PAYMENT_MESSAGES.missingPaymentId })
  .transform((value) => String(value).trim())
  .refine((value) => value.length > 0, { message: PAYMENT_MESSAGES.missingPaymentId, abort: true })
  .refine((value) => /^\d{1,20}$/.test(value), PAYMENT_MESSAGES.invalidPaymentId)

/** `gift: true` buys the plan for someone else (decision 0048): the payment makes a gift code. */
export const CreatePreferenceRequestSchema = z.object({ plan: PlanSchema, gift: z.boolean().optional() })

export const PreferenceResponseSchema = z.object({
  success: z.boolean(),
  preference: z.object({ id: z.string(), init_point: z.string() }).optional(),
  error: z.string().optional(),
})
export type PreferenceResponse = z.infer<typeof PreferenceResponseSchema>

export const CheckStatusQuerySchema = z.object({
  payment_id: PaymentIdSchema,
})

export const PAYMENT_STATUSES = [
  'approved',
  'pending',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  approved: 'Aprovado',
  pending: 'Pendente',
  authorized: 'Autorizado',
  in_process: 'Em análise',
  in_mediation: 'Em disputa',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refunded: 'Estornado',
  charged_back: 'Contestado (chargeback)',
}

/** A Mercado Pago status in Portuguese, for people ("Estornado"); an unknown word stays as it came. */
export const paymentStatusLabel = (status: string): string =>
  (PAYMENT_STATUS_LABELS as Record<string, string>)[status] ?? status

export const CheckStatusResponseSchema = z.object({
  isPremium: z.boolean(),
  status: z.string(),
  premiumUntil: z.string().nullable(),
})
export type CheckStatusResponse = z.infer<typeof CheckStatusResponseSchema>

/**
 * SPEC.md §7 sends `isPremium` and `months` too; they are accepted for compatibility and ignored:
 * only the payment, verified with the provider, decides (DESIGN.md §5).
 */
export const ActivatePremiumRequestSchema = z.object({
  isPremium: z.unknown().optional(),
  months: z.unknown().optional(),
  paymentId: PaymentIdSchema,
})
export type ActivatePremiumRequest = z.input<typeof ActivatePremiumRequestSchema>

export const ActivatePremiumResponseSchema = z.object({
  ok: z.literal(true),
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
})
export type ActivatePremiumResponse = z.infer<typeof ActivatePremiumResponseSchema>

/** POST /api/payment/pix: a PIX charge for one plan (decision 0047). */
export const CreatePixRequestSchema = z.object({ plan: PlanSchema, gift: z.boolean().optional() })

export const PixDataSchema = z.object({
  /** The "PIX Copia e Cola" text. */
  qrCode: z.string(),
  /** The QR code as a PNG, base64. */
  qrCodeBase64: z.string(),
  /** Mercado Pago's own page for the charge. */
  ticketUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
})
export type PixData = z.infer<typeof PixDataSchema>

export const CreatePixResponseSchema = z.object({ paymentId: z.string(), pix: PixDataSchema })
export type CreatePixResponse = z.infer<typeof CreatePixResponseSchema>

/**
 * GET /api/payment/status: what the pending page polls. The payment as Mercado Pago tells it now
 * (applied when approved), with the PIX code while it can still be paid.
 */
export const PaymentStatusResponseSchema = z.object({
  status: z.string(),
  statusDetail: z.string().nullable(),
  method: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  /** Whether the payment buys a gift (decision 0048) rather than the payer's own Premium. */
  gift: z.boolean(),
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
  pix: PixDataSchema.nullable(),
})
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>

export const PaymentEnvironmentSchema = z.object({
  provider: z.literal('mercadopago'),
  /** True when the built-in sandbox Mercado Pago is in use: nothing is really charged. */
  sandbox: z.boolean(),
})

/**
 * POST /api/payment/webhook, to Mercado Pago: received, and whether it activated a plan.
 * Signature failures and provider outages answer with an error instead, so that it retries.
 */
export const PaymentWebhookResponseSchema = z.object({ received: z.literal(true), applied: z.boolean() })

/**
 * `${publicId}:${plan}:${random}` ties a Mercado Pago payment to one user and one plan;
 * `${publicId}:gift-${plan}:${random}` to a gift that user buys for someone else (decision 0048).
 */
export function parseExternalReference(value: unknown): { publicId: string; plan: PlanId; gift: boolean } | null {
  if (typeof value !== 'string' || value.length > 200) return null
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(gift-)?(monthly|quarterly):[A-Za-z0-9_-]{6,64}$/i.exec(
    value,
  )
  if (!match) return null
  return { publicId: (match[1] as string).toLowerCase(), plan: (match[3] as string).toLowerCase() as PlanId, gift: Boolean(match[2]) }
}

// ---- Premium as a gift (issue 36, decision 0048) -------------------------------------------------

export const GIFT_MESSAGES = {
  invalidCode: 'Código de presente inválido. Confira se copiou o código ou o link inteiro.',
  notFound: 'Não encontramos um presente com este código. Confira se copiou o código ou o link inteiro.',
  alreadyRedeemed: 'Este presente já foi resgatado. Cada código vale uma única vez.',
  cancelled: 'Este presente foi cancelado porque a compra foi estornada.',
  awaitingPayment: 'O pagamento deste presente ainda não foi confirmado. Tente de novo quando quem presenteou concluir o pagamento.',
  ownGift: 'Este presente foi comprado por você: envie o link para a pessoa presenteada resgatar.',
  giftPayment: 'Este pagamento comprou um presente, não o seu Premium. Veja o código em “Minha conta”, na seção Presentes.',
} as const

export const GIFT_STATUSES = ['awaiting_payment', 'available', 'redeemed', 'cancelled'] as const
export type GiftStatus = (typeof GIFT_STATUSES)[number]

export const GIFT_STATUS_LABELS: Record<GiftStatus, string> = {
  awaiting_payment: 'Aguardando pagamento',
  available: 'Disponível',
  redeemed: 'Resgatado',
  cancelled: 'Cancelado',
}

/** Crockford's base32 (no I, L, O, U): what a gift code is written in, 32 characters (160 bits). */
const GIFT_CODE_ALPHABET = /^[0-9A-HJKMNP-TV-Z]{32}$/

/** A gift code as typed or pasted: case, spaces and hyphens ignored, O read as 0, I and L as 1. */
export const normalizeGiftCode = (value: string) =>
  value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')

export const GiftCodeSchema = z
  .string({ error: GIFT_MESSAGES.invalidCode })
  .max(100, GIFT_MESSAGES.invalidCode)
  .transform(normalizeGiftCode)
  .refine((value) => GIFT_CODE_ALPHABET.test(value), GIFT_MESSAGES.invalidCode)

/** "ABCD-EFGH-…": the code in groups of four, to read and dictate. */
export const formatGiftCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code

export const RedeemGiftRequestSchema = z.object({ code: GiftCodeSchema })

export const RedeemGiftResponseSchema = z.object({
  ok: z.literal(true),
  plan: z.enum(PLAN_IDS),
  months: z.number().int(),
  premiumUntil: z.string(),
})
export type RedeemGiftResponse = z.infer<typeof RedeemGiftResponseSchema>

export const BoughtGiftSchema = z.object({
  id: z.number().int(),
  plan: z.enum(PLAN_IDS),
  months: z.number().int(),
  status: z.enum(GIFT_STATUSES),
  paymentId: z.string().nullable(),
  /** The code and the link to share: only while the gift is available. */
  code: z.string().nullable(),
  redeemUrl: z.string().nullable(),
  createdAt: z.string(),
  redeemedAt: z.string().nullable(),
})
export type BoughtGift = z.infer<typeof BoughtGiftSchema>

export const ReceivedGiftSchema = z.object({
  id: z.number().int(),
  plan: z.enum(PLAN_IDS),
  months: z.number().int(),
  status: z.enum(GIFT_STATUSES),
  redeemedAt: z.string().nullable(),
})
export type ReceivedGift = z.infer<typeof ReceivedGiftSchema>

export const GiftsResponseSchema = z.object({ bought: z.array(BoughtGiftSchema), received: z.array(ReceivedGiftSchema) })
export type GiftsResponse = z.infer<typeof GiftsResponseSchema>

/** SPEC.md §4: monthly is 'mensal', any other plan is 'trimestral'. */
export const planLabel = (plan: string | null | undefined) =>
  plan === 'monthly' ? PLANS.monthly.label : PLANS.quarterly.label
