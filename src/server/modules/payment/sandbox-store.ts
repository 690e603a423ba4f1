import { randomInt, randomUUID } from 'node:crypto'
import QRCode from 'qrcode'
import { z } from '#shared/schemas/zod-locale'
import { RecentlyUsed } from '#server/lib/recently-used'
import { pixCopyPasteCode } from './pix-code'

/**
 * State of the built-in sandbox Mercado Pago: preferences and payments, in memory
 * (docs/decisions/0004-sandbox-mercado-pago.md). Bounded like the server's other in-memory
 * caches (RecentlyUsed: the least recently used entry goes beyond MAX_ENTRIES), so a visitor
 * cannot grow it without limit.
 */
export const SANDBOX_COLLECTOR_ID = 1_999_000_001
const MAX_ENTRIES = 5_000

export const SandboxPreferenceInputSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().max(256).optional(),
        title: z.string().min(1).max(256),
        description: z.string().max(600).optional(),
        quantity: z.number().int().min(1).max(100),
        currency_id: z.string().regex(/^[A-Z]{3}$/),
        unit_price: z.number().positive().max(1_000_000),
      }),
    )
    .min(1)
    .max(10),
  payer: z.object({ email: z.string().max(320).optional() }).optional(),
  back_urls: z
    .object({ success: z.url().optional(), failure: z.url().optional(), pending: z.url().optional() })
    .optional(),
  auto_return: z.enum(['approved', 'all']).optional(),
  external_reference: z.string().max(256).optional(),
  notification_url: z.url().optional(),
  statement_descriptor: z.string().max(22).optional(),
})
export type SandboxPreferenceInput = z.infer<typeof SandboxPreferenceInputSchema>

export interface SandboxPreference extends SandboxPreferenceInput {
  id: string
  date_created: string
}

/**
 * POST /v1/payments with payment_method_id "pix" (Checkout Transparente, decision 0047): what the
 * sandbox accepts. Mercado Pago asks for an expiry between 30 minutes and 30 days ahead.
 */
export const SandboxPixPaymentInputSchema = z.object({
  transaction_amount: z.number().positive().max(1_000_000),
  description: z.string().min(1).max(600),
  payment_method_id: z.literal('pix'),
  payer: z.object({ email: z.string().min(3).max(320) }),
  external_reference: z.string().max(256).optional(),
  notification_url: z.url().optional(),
  date_of_expiration: z.iso.datetime({ offset: true }).optional(),
})
export type SandboxPixPaymentInput = z.infer<typeof SandboxPixPaymentInputSchema>

/** A PIX charge lives this long unless the request asks for longer (the shortest Mercado Pago allows). */
export const PIX_EXPIRATION_MS = 30 * 60 * 1000

export type SandboxOutcome = 'approve' | 'pending' | 'reject'

export interface SandboxPixData {
  type: 'PIX'
  transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string }
}

export interface SandboxPayment {
  id: number
  /** Null for a payment made straight through POST /v1/payments (PIX), without a preference. */
  preference_id: string | null
  status: 'approved' | 'pending' | 'rejected' | 'refunded' | 'charged_back' | 'cancelled'
  status_detail: string
  transaction_amount: number
  currency_id: string
  external_reference: string | null
  description: string
  payment_type_id: string
  payment_method_id: string
  merchant_order_id: number
  date_created: string
  date_approved: string | null
  date_last_updated: string
  live_mode: false
  payer: { email: string | null }
  notification_url: string | null
  /** PIX only: when the QR code stops being payable. */
  date_of_expiration: string | null
  point_of_interaction: SandboxPixData | null
}

const OUTCOMES: Record<SandboxOutcome, Pick<SandboxPayment, 'status' | 'status_detail' | 'payment_type_id' | 'payment_method_id'>> = {
  approve: { status: 'approved', status_detail: 'accredited', payment_type_id: 'credit_card', payment_method_id: 'master' },
  pending: { status: 'pending', status_detail: 'pending_waiting_payment', payment_type_id: 'ticket', payment_method_id: 'bolbradesco' },
  reject: { status: 'rejected', status_detail: 'cc_rejected_other_reason', payment_type_id: 'credit_card', payment_method_id: 'visa' },
}

export interface SandboxStoreOptions {
  /** The sandbox's clock (ms since the epoch): tests move it to expire PIX charges. */
  now?: () => number
}

export function createSandboxStore(options: SandboxStoreOptions = {}) {
  const clock = options.now ?? Date.now
  const nowIso = () => new Date(clock()).toISOString()
  const preferences = new RecentlyUsed<string, SandboxPreference>(MAX_ENTRIES)
  const payments = new RecentlyUsed<string, SandboxPayment>(MAX_ENTRIES)
  // Real Mercado Pago ids are large integers. Each is drawn at random: consecutive ids would let
  // anyone holding the published sandbox token read the previous buyer's payment.
  const isPastExpiry = (payment: SandboxPayment) =>
    payment.date_of_expiration !== null && clock() > Date.parse(payment.date_of_expiration)
  const newPaymentId = () => {
    for (;;) {
      const id = randomInt(10_000_000_000, 99_999_999_999)
      if (!payments.has(String(id))) return id
    }
  }

  return {
    createPreference(input: SandboxPreferenceInput): SandboxPreference {
      const preference = { ...input, id: `${SANDBOX_COLLECTOR_ID}-${randomUUID()}`, date_created: nowIso() }
      preferences.set(preference.id, preference)
      return preference
    },

    preference: (id: string) => preferences.get(id) ?? null,
    /** A payment as Mercado Pago would show it now: an unpaid PIX past its expiry is cancelled. */
    payment(id: string) {
      const payment = payments.get(id)
      if (!payment) return null
      if (payment.status === 'pending' && isPastExpiry(payment)) {
        Object.assign(payment, { status: 'cancelled', status_detail: 'expired', date_last_updated: nowIso() })
      }
      return payment
    },

    now: clock,

    /** A PIX charge: pending, with its QR code and copy-and-paste code, until paid or expired. */
    async createPixPayment(input: SandboxPixPaymentInput, ticketUrl: (id: number) => string): Promise<SandboxPayment> {
      const now = nowIso()
      const id = newPaymentId()
      const expiration = input.date_of_expiration ?? new Date(clock() + PIX_EXPIRATION_MS).toISOString()
      const qrCode = pixCopyPasteCode({ txid: `ESPELHO${id}`, amount: input.transaction_amount })
      const payment: SandboxPayment = {
        id,
        preference_id: null,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        transaction_amount: input.transaction_amount,
        currency_id: 'BRL',
        external_reference: input.external_reference ?? null,
        description: input.description,
        payment_type_id: 'bank_transfer',
        payment_method_id: 'pix',
        merchant_order_id: id + 7_000_000_000,
        date_created: now,
        date_approved: null,
        date_last_updated: now,
        live_mode: false,
        payer: { email: input.payer.email },
        notification_url: input.notification_url ?? null,
        date_of_expiration: expiration,
        point_of_interaction: {
          type: 'PIX',
          transaction_data: {
            qr_code: qrCode,
            qr_code_base64: (await QRCode.toBuffer(qrCode, { type: 'png', margin: 1, width: 256 })).toString('base64'),
            ticket_url: ticketUrl(id),
          },
        },
      }
      payments.set(String(id), payment)
      return payment
    },

    /**
     * Checkout Pro's PIX (issue 46): the buyer picks PIX on the checkout page and gets a charge for
     * the preference's whole amount, pending until paid on its own page, like a PIX made by the site.
     */
    async payWithPix(preference: SandboxPreference, ticketUrl: (id: number) => string): Promise<SandboxPayment> {
      const payment = await this.createPixPayment(
        {
          transaction_amount: preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0),
          description: preference.items[0]?.title ?? 'Pagamento',
          payment_method_id: 'pix',
          payer: { email: preference.payer?.email ?? '' },
          external_reference: preference.external_reference,
          notification_url: preference.notification_url,
        },
        ticketUrl,
      )
      payment.preference_id = preference.id
      payment.payer = { email: preference.payer?.email ?? null }
      return payment
    },

    /** What the checkout page's buttons do: one payment for the preference's whole amount. */
    pay(preference: SandboxPreference, outcome: SandboxOutcome): SandboxPayment {
      const now = nowIso()
      const id = newPaymentId()
      const payment: SandboxPayment = {
        id,
        preference_id: preference.id,
        ...OUTCOMES[outcome],
        transaction_amount: preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0),
        currency_id: preference.items[0]?.currency_id ?? 'BRL',
        external_reference: preference.external_reference ?? null,
        description: preference.items[0]?.title ?? '',
        merchant_order_id: id + 7_000_000_000,
        date_created: now,
        date_approved: outcome === 'approve' ? now : null,
        date_last_updated: now,
        live_mode: false,
        payer: { email: preference.payer?.email ?? null },
        notification_url: preference.notification_url ?? null,
        date_of_expiration: null,
        point_of_interaction: null,
      }
      payments.set(String(id), payment)
      return payment
    },

    /**
     * A pending payment confirmed later (a boleto or PIX paid afterwards). A PIX paid after its
     * expiry is received and at once given back: refunded, never approved.
     */
    approve(payment: SandboxPayment) {
      const now = nowIso()
      if (payment.payment_method_id === 'pix' && isPastExpiry(payment) && (payment.status === 'pending' || payment.status_detail === 'expired')) {
        Object.assign(payment, { status: 'refunded', status_detail: 'refunded', date_approved: now, date_last_updated: now })
        return true
      }
      if (payment.status !== 'pending') return false
      Object.assign(payment, { status: 'approved', status_detail: 'accredited', date_approved: now, date_last_updated: now })
      return true
    },

    /**
     * "Simular vencimento": an unpaid PIX reaches its expiry now (as if its 30 minutes had passed):
     * Mercado Pago then shows it cancelled (expired). Paying it afterwards is refunded (approve).
     */
    expire(payment: SandboxPayment) {
      if (payment.payment_method_id !== 'pix' || payment.status !== 'pending') return false
      const now = clock()
      Object.assign(payment, {
        date_of_expiration: new Date(now - 1000).toISOString(),
        status: 'cancelled',
        status_detail: 'expired',
        date_last_updated: new Date(now).toISOString(),
      })
      return true
    },

    /** The buyer disputed the charge with the card issuer and won. */
    chargeBack(payment: SandboxPayment) {
      if (payment.status !== 'approved') return false
      Object.assign(payment, { status: 'charged_back', status_detail: 'settled', date_last_updated: nowIso() })
      return true
    },

    refund(payment: SandboxPayment) {
      if (payment.status !== 'approved') return false
      Object.assign(payment, { status: 'refunded', status_detail: 'refunded', date_last_updated: nowIso() })
      return true
    },
  }
}

export type SandboxStore = ReturnType<typeof createSandboxStore>
