import { randomInt, randomUUID } from 'node:crypto'
import { z } from '#shared/schemas/zod-locale'
import { RecentlyUsed } from '#server/lib/recently-used'

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

export type SandboxOutcome = 'approve' | 'pending' | 'reject'

export interface SandboxPayment {
  id: number
  preference_id: string
  status: 'approved' | 'pending' | 'rejected' | 'refunded' | 'charged_back'
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
}

const OUTCOMES: Record<SandboxOutcome, Pick<SandboxPayment, 'status' | 'status_detail' | 'payment_type_id' | 'payment_method_id'>> = {
  approve: { status: 'approved', status_detail: 'accredited', payment_type_id: 'credit_card', payment_method_id: 'master' },
  pending: { status: 'pending', status_detail: 'pending_waiting_payment', payment_type_id: 'ticket', payment_method_id: 'bolbradesco' },
  reject: { status: 'rejected', status_detail: 'cc_rejected_other_reason', payment_type_id: 'credit_card', payment_method_id: 'visa' },
}

export function createSandboxStore() {
  const preferences = new RecentlyUsed<string, SandboxPreference>(MAX_ENTRIES)
  const payments = new RecentlyUsed<string, SandboxPayment>(MAX_ENTRIES)
  // Real Mercado Pago ids are large integers. Each is drawn at random: consecutive ids would let
  // anyone holding the published sandbox token read the previous buyer's payment.
  const newPaymentId = () => {
    for (;;) {
      const id = randomInt(10_000_000_000, 99_999_999_999)
      if (!payments.has(String(id))) return id
    }
  }

  return {
    createPreference(input: SandboxPreferenceInput): SandboxPreference {
      const preference = { ...input, id: `${SANDBOX_COLLECTOR_ID}-${randomUUID()}`, date_created: new Date().toISOString() }
      preferences.set(preference.id, preference)
      return preference
    },

    preference: (id: string) => preferences.get(id) ?? null,
    payment: (id: string) => payments.get(id) ?? null,

    /** What the checkout page's buttons do: one payment for the preference's whole amount. */
    pay(preference: SandboxPreference, outcome: SandboxOutcome): SandboxPayment {
      const now = new Date().toISOString()
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
      }
      payments.set(String(id), payment)
      return payment
    },

    /** A pending payment confirmed later (a boleto or Pix paid afterwards). */
    approve(payment: SandboxPayment) {
      if (payment.status !== 'pending') return false
      const now = new Date().toISOString()
      Object.assign(payment, { status: 'approved', status_detail: 'accredited', date_approved: now, date_last_updated: now })
      return true
    },

    /** The buyer disputed the charge with the card issuer and won. */
    chargeBack(payment: SandboxPayment) {
      if (payment.status !== 'approved') return false
      Object.assign(payment, { status: 'charged_back', status_detail: 'settled', date_last_updated: new Date().toISOString() })
      return true
    },

    refund(payment: SandboxPayment) {
      if (payment.status !== 'approved') return false
      Object.assign(payment, { status: 'refunded', status_detail: 'refunded', date_last_updated: new Date().toISOString() })
      return true
    },
  }
}

export type SandboxStore = ReturnType<typeof createSandboxStore>
