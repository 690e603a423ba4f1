import { randomToken } from '#server/lib/tokens'
import { z } from '#shared/schemas/zod-locale'
import { CURRENCY, PLANS, PRODUCT_NAME, type PlanId } from '#shared/product'

/**
 * A small typed client for the Mercado Pago REST calls the product makes (Checkout Pro preference,
 * PIX charge, payment lookup, refund). The base URL is configurable, so the same code talks to the real
 * API, to the built-in sandbox and to tests' fakes (DESIGN.md §2). The access token never appears
 * in an error or a log line.
 */
export interface MercadoPagoClientOptions {
  apiBase: string
  accessToken: string
  /** The product's public address: back_urls and notification_url point here. */
  publicUrl: string
  timeoutMs: number
  fetch?: typeof fetch
}

export type MercadoPagoErrorKind =
  /** Connection refused, DNS failure, reset: the provider could not be reached. */
  | 'unreachable'
  | 'timeout'
  | 'not_found'
  /** Our credentials were refused (401/403): a configuration problem. */
  | 'unauthorized'
  /** Any other 4xx: the provider refused the request. */
  | 'rejected'
  /** 5xx, or an answer we cannot read. */
  | 'bad_response'

export class MercadoPagoError extends Error {
  readonly kind: MercadoPagoErrorKind
  readonly status?: number
  constructor(kind: MercadoPagoErrorKind, message: string, status?: number) {
    super(message)
    this.name = 'MercadoPagoError'
    this.kind = kind
    this.status = status
  }
}

const PreferenceSchema = z.object({
  id: z.string().min(1),
  init_point: z.string().min(1),
  sandbox_init_point: z.string().optional(),
})
export type Preference = z.infer<typeof PreferenceSchema>

const PaymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  status_detail: z.string().nullish().transform((value) => value ?? null),
  transaction_amount: z.number(),
  currency_id: z.string(),
  external_reference: z.string().nullish().transform((value) => value ?? null),
  date_approved: z.string().nullish().transform((value) => value ?? null),
  payment_method_id: z.string().nullish().transform((value) => value ?? null),
  /** PIX: when the QR code stops being payable (decision 0047). */
  date_of_expiration: z.string().nullish().transform((value) => value ?? null),
  point_of_interaction: z
    .object({
      transaction_data: z
        .object({
          qr_code: z.string().max(2000).nullish(),
          qr_code_base64: z.string().max(200_000).nullish(),
          ticket_url: z.string().max(2000).nullish(),
        })
        .nullish(),
    })
    .nullish()
    .transform((value) => {
      const data = value?.transaction_data
      return data?.qr_code && data.qr_code_base64
        ? { qrCode: data.qr_code, qrCodeBase64: data.qr_code_base64, ticketUrl: data.ticket_url ?? null }
        : null
    }),
})
export type MercadoPagoPayment = z.infer<typeof PaymentSchema>

/** The refund Mercado Pago made (only its existence matters: the payment's status tells the rest). */
const RefundSchema = z.object({ id: z.union([z.number(), z.string()]) })

export interface PreferenceInput {
  plan: PlanId
  user: { publicId: string; email: string }
  /** A gift for someone else (decision 0048): its own reference, so it can never make the buyer Premium. */
  gift?: boolean
  /** The external_reference, when the caller needs it first (a gift's row); a new one otherwise. */
  reference?: string
}

/** How long a PIX charge stays payable: the shortest Mercado Pago allows (decision 0047). */
export const PIX_EXPIRATION_MINUTES = 30

/** `${publicId}:${plan}:${random}`, or `${publicId}:gift-${plan}:${random}` for a gift (parseExternalReference). */
export const newExternalReference = ({ plan, user, gift }: Pick<PreferenceInput, 'plan' | 'user' | 'gift'>) =>
  `${user.publicId}:${gift ? 'gift-' : ''}${plan}:${randomToken(9)}`

const externalReference = (input: PreferenceInput) => input.reference ?? newExternalReference(input)

const itemTitle = (plan: PlanId, gift?: boolean) => `${PRODUCT_NAME} ${PLANS[plan].title}${gift ? ' (presente)' : ''}`

export function createMercadoPagoClient(options: MercadoPagoClientOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const base = options.apiBase.replace(/\/+$/, '')

  async function request<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${options.accessToken}`, Accept: 'application/json' }
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json'
      // A retried POST must not create a second preference (nor a second refund: the caller's key).
      headers['X-Idempotency-Key'] = idempotencyKey ?? randomToken(16)
    }
    let response: Response
    let text: string
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      })
      text = await response.text()
    } catch (error) {
      const name = (error as { name?: string } | null)?.name
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new MercadoPagoError('timeout', `Mercado Pago did not answer ${method} ${path} within ${options.timeoutMs} ms`)
      }
      throw new MercadoPagoError('unreachable', `Mercado Pago unreachable for ${method} ${path}`)
    }
    if (!response.ok) {
      const status = response.status
      const kind: MercadoPagoErrorKind =
        status === 404 ? 'not_found' : status === 401 || status === 403 ? 'unauthorized' : status < 500 ? 'rejected' : 'bad_response'
      throw new MercadoPagoError(kind, `Mercado Pago answered ${status} to ${method} ${path}`, status)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new MercadoPagoError('bad_response', `Mercado Pago sent invalid JSON for ${method} ${path}`, response.status)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new MercadoPagoError('bad_response', `Mercado Pago sent an unexpected answer for ${method} ${path}`, response.status)
    }
    return parsed.data
  }

  return {
    /** Checkout Pro preference for one plan, tied to the user by external_reference. */
    createPreference(input: PreferenceInput): Promise<Preference> {
      const { plan, user, gift } = input
      const back = (page: string) => `${options.publicUrl}/payment/${page}?plan=${plan}${gift ? '&gift=1' : ''}`
      return request('POST', '/checkout/preferences', PreferenceSchema, {
        items: [
          {
            id: plan,
            title: itemTitle(plan, gift),
            description: `Acesso Premium por ${PLANS[plan].months === 1 ? '1 mês' : `${PLANS[plan].months} meses`}, sem renovação automática`,
            quantity: 1,
            currency_id: CURRENCY,
            unit_price: PLANS[plan].price,
          },
        ],
        payer: { email: user.email },
        // A gift's approval lands on the page that shows its code and the links to share it.
        back_urls: {
          success: gift ? `${options.publicUrl}/gift/success?plan=${plan}` : back('success'),
          failure: back('cancel'),
          pending: back('pending'),
        },
        auto_return: 'approved',
        external_reference: externalReference(input),
        notification_url: `${options.publicUrl}/api/payment/webhook`,
        statement_descriptor: 'ESPELHO',
      })
    },

    /**
     * A PIX charge through the Payments API (Checkout Transparente): answered pending, with the QR
     * code and the copy-and-paste code in point_of_interaction.transaction_data.
     */
    createPixPayment(input: PreferenceInput): Promise<MercadoPagoPayment> {
      const { plan, user, gift } = input
      return request('POST', '/v1/payments', PaymentSchema, {
        transaction_amount: PLANS[plan].price,
        description: itemTitle(plan, gift),
        payment_method_id: 'pix',
        payer: { email: user.email },
        external_reference: externalReference(input),
        notification_url: `${options.publicUrl}/api/payment/webhook`,
        date_of_expiration: new Date(Date.now() + PIX_EXPIRATION_MINUTES * 60_000).toISOString(),
      })
    },

    getPayment(id: string): Promise<MercadoPagoPayment> {
      return request('GET', `/v1/payments/${encodeURIComponent(id)}`, PaymentSchema)
    },

    /**
     * Gives a payment's whole amount back (a gift checkout paid twice, issue 45). The idempotency
     * key is the payment's own, so a retried call never asks for a second refund.
     */
    async refundPayment(id: string): Promise<void> {
      await request('POST', `/v1/payments/${encodeURIComponent(id)}/refunds`, RefundSchema, {}, `refund-${id}`)
    },
  }
}

export type MercadoPagoClient = ReturnType<typeof createMercadoPagoClient>
