import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { renderCheckoutPage, renderMessagePage, renderPixPage } from './sandbox-page'
import {
  SANDBOX_COLLECTOR_ID,
  SandboxPixPaymentInputSchema,
  SandboxPreferenceInputSchema,
  type SandboxPayment,
  type SandboxPreference,
  type SandboxStore,
} from './sandbox-store'
import { signWebhook } from './webhook-signature'

/**
 * The built-in sandbox Mercado Pago (DESIGN.md §6): the same REST shapes as the real API under
 * /sandbox/mercadopago, and a checkout page where one approves, leaves pending or rejects the
 * payment and is sent back with the query parameters Mercado Pago sends. The product's client
 * talks to it over HTTP exactly as to the real one; it is mounted only when no access token is set.
 */
export const SANDBOX_PREFIX = '/sandbox/mercadopago'
/** Well known on purpose: the sandbox only ever holds simulated money. */
export const SANDBOX_ACCESS_TOKEN = 'TEST-ESPELHO-SANDBOX-0000000000000000'
/** Where a sandbox button returns: one of the site's own /payment/… pages, never elsewhere. */
const safeBack = (back: unknown) => (typeof back === 'string' && /^\/payment\/[a-z]+(\?[^\\]*)?$/.test(back) ? back : '/payment/pending')

export const SANDBOX_WEBHOOK_SECRET = 'espelho-sandbox-webhook-secret'
const NOTIFY_TIMEOUT_MS = 5_000
/** Mercado Pago's bounds for a PIX charge's date_of_expiration, a minute of slack below. */
const PIX_MIN_EXPIRATION_MS = 29 * 60 * 1000
const PIX_MAX_EXPIRATION_MS = 30 * 24 * 3600 * 1000

interface SandboxDeps {
  store: SandboxStore
  publicUrl: string
  webhookSecret: string
  fetch: typeof fetch
}

const apiError = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.status(status).send({ message, error, status, cause: [] })

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body)

const isPaymentId = (value: unknown): value is string => typeof value === 'string' && /^\d{1,20}$/.test(value)
const isPreferenceId = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{1,100}$/.test(value)

export async function sandboxRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const { store, publicUrl } = deps
  const ownOrigin = new URL(publicUrl).origin
  // Only our own site may be a return or notification address: the sandbox's token is public, so
  // anything else would make it an open redirect or let it post to arbitrary hosts.
  const isOwnUrl = (value: string | undefined) => value === undefined || new URL(value).origin === ownOrigin

  function authorized(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization === `Bearer ${SANDBOX_ACCESS_TOKEN}`) return true
    apiError(reply, 401, 'unauthorized', 'invalid access token')
    return false
  }

  /** Mercado Pago's notification (webhook), signed like the real one. Failures are only logged. */
  async function notify(payment: SandboxPayment, action: string, log: FastifyBaseLogger) {
    if (!payment.notification_url) return
    const dataId = String(payment.id)
    const requestId = randomUUID()
    // Signed with the real time: the app checks the signature's age against its own clock.
    const ts = String(Math.floor(Date.now() / 1000))
    const url = new URL(payment.notification_url)
    url.searchParams.set('data.id', dataId)
    url.searchParams.set('type', 'payment')
    try {
      const response = await deps.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signWebhook(deps.webhookSecret, { dataId, requestId, ts }),
        },
        body: JSON.stringify({
          action,
          api_version: 'v1',
          data: { id: dataId },
          date_created: new Date().toISOString(),
          id: Date.now(),
          live_mode: false,
          type: 'payment',
          user_id: String(SANDBOX_COLLECTOR_ID),
        }),
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      })
      await response.arrayBuffer()
      if (!response.ok) log.warn({ status: response.status, paymentId: dataId }, 'sandbox webhook answered an error')
    } catch (error) {
      log.warn({ err: error, paymentId: dataId }, 'sandbox webhook could not be delivered')
    }
  }

  /** The back_url with the query Mercado Pago appends when it returns the buyer. */
  function returnUrl(preference: SandboxPreference, payment: SandboxPayment | null) {
    const status = payment?.status ?? 'null'
    const page = status === 'approved' ? 'success' : status === 'pending' ? 'pending' : 'failure'
    const target = preference.back_urls?.[page]
    if (!target) return null
    const url = new URL(target)
    const params: Record<string, string> = {
      collection_id: payment ? String(payment.id) : 'null',
      collection_status: status,
      payment_id: payment ? String(payment.id) : 'null',
      status,
      external_reference: preference.external_reference ?? 'null',
      payment_type: payment?.payment_type_id ?? 'null',
      merchant_order_id: payment ? String(payment.merchant_order_id) : 'null',
      preference_id: preference.id,
      site_id: 'MLB',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    }
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    return url.href
  }

  /**
   * Where a PIX charge's page returns: the site's pending page for it. A PIX chosen in Checkout Pro
   * keeps its preference's return address (the plan, the gift mark); a path on the site, never elsewhere.
   */
  function pixBack(payment: SandboxPayment) {
    const pending = payment.preference_id ? store.preference(payment.preference_id)?.back_urls?.pending : undefined
    const url = new URL(pending ?? `${publicUrl}/payment/pending`)
    url.searchParams.set('payment_id', String(payment.id))
    url.searchParams.set('method', 'pix')
    return safeBack(url.pathname + url.search)
  }

  await app.register(async (scope) => {
    // The checkout page posts a plain HTML form: the app's form parser (app.ts) reads it.
    scope.post(`${SANDBOX_PREFIX}/checkout/preferences`, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const parsed = SandboxPreferenceInputSchema.safeParse(request.body)
      if (!parsed.success) return apiError(reply, 400, 'bad_request', parsed.error.issues[0]?.message ?? 'invalid body')
      const urls = [...Object.values(parsed.data.back_urls ?? {}), parsed.data.notification_url]
      if (!urls.every(isOwnUrl)) return apiError(reply, 400, 'bad_request', `back_urls and notification_url must be on ${ownOrigin}`)
      const preference = store.createPreference(parsed.data)
      const initPoint = `${publicUrl}${SANDBOX_PREFIX}/checkout/${preference.id}`
      return reply.status(201).send({
        ...preference,
        collector_id: SANDBOX_COLLECTOR_ID,
        init_point: initPoint,
        sandbox_init_point: initPoint,
      })
    })

    /** Checkout Transparente: a PIX charge made by the site itself (decision 0047). */
    scope.post(`${SANDBOX_PREFIX}/v1/payments`, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const parsed = SandboxPixPaymentInputSchema.safeParse(request.body)
      if (!parsed.success) return apiError(reply, 400, 'bad_request', parsed.error.issues[0]?.message ?? 'invalid body')
      if (!isOwnUrl(parsed.data.notification_url)) return apiError(reply, 400, 'bad_request', `notification_url must be on ${ownOrigin}`)
      const expiration = parsed.data.date_of_expiration
      if (expiration !== undefined) {
        const ahead = Date.parse(expiration) - store.now()
        if (ahead < PIX_MIN_EXPIRATION_MS || ahead > PIX_MAX_EXPIRATION_MS) {
          return apiError(reply, 400, 'bad_request', 'date_of_expiration must be between 30 minutes and 30 days ahead')
        }
      }
      const payment = await store.createPixPayment(parsed.data, (id) => `${publicUrl}${SANDBOX_PREFIX}/pix/${id}`)
      return reply.status(201).send(payment)
    })

    /** The PIX charge's own page (its ticket_url): the QR code, the code to copy and the sandbox's "pay" button. */
    scope.get<{ Params: { id: string } }>(`${SANDBOX_PREFIX}/pix/:id`, async (request, reply) => {
      const payment = isPaymentId(request.params.id) ? store.payment(request.params.id) : null
      if (!payment || payment.payment_method_id !== 'pix') {
        return html(reply, 404, renderMessagePage('PIX não encontrado', 'Esta cobrança PIX de teste não existe (o ambiente de teste é reiniciado junto com o servidor).'))
      }
      return html(reply, 200, renderPixPage(payment, store.now(), pixBack(payment)))
    })

    scope.get<{ Params: { id: string } }>(`${SANDBOX_PREFIX}/v1/payments/:id`, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const payment = isPaymentId(request.params.id) ? store.payment(request.params.id) : null
      if (!payment) return apiError(reply, 404, 'not_found', 'Payment not found')
      return payment
    })

    scope.post<{ Params: { id: string } }>(`${SANDBOX_PREFIX}/v1/payments/:id/refunds`, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const payment = isPaymentId(request.params.id) ? store.payment(request.params.id) : null
      if (!payment) return apiError(reply, 404, 'not_found', 'Payment not found')
      if (!store.refund(payment)) return apiError(reply, 400, 'bad_request', 'Payment cannot be refunded')
      // Mercado Pago tells the site about the refund through the same notification.
      await notify(payment, 'payment.updated', request.log)
      return reply.status(201).send({ id: Date.now(), payment_id: payment.id, amount: payment.transaction_amount, status: 'approved' })
    })

    /** Sandbox only: simulates a chargeback (the card issuer took the money back) and notifies the site. */
    scope.post<{ Params: { id: string } }>(`${SANDBOX_PREFIX}/v1/payments/:id/chargebacks`, async (request, reply) => {
      if (!authorized(request, reply)) return reply
      const payment = isPaymentId(request.params.id) ? store.payment(request.params.id) : null
      if (!payment) return apiError(reply, 404, 'not_found', 'Payment not found')
      if (!store.chargeBack(payment)) return apiError(reply, 400, 'bad_request', 'Payment cannot be charged back')
      await notify(payment, 'payment.updated', request.log)
      return reply.status(201).send({ payment_id: payment.id, status: payment.status })
    })

    scope.get<{ Params: { preferenceId: string } }>(`${SANDBOX_PREFIX}/checkout/:preferenceId`, async (request, reply) => {
      const preference = isPreferenceId(request.params.preferenceId) ? store.preference(request.params.preferenceId) : null
      if (!preference) {
        return html(reply, 404, renderMessagePage('Pagamento não encontrado', 'Este link de pagamento não existe ou expirou. Volte ao site e tente novamente.'))
      }
      return html(reply, 200, renderCheckoutPage(preference, returnUrl(preference, null)))
    })

    scope.post<{ Params: { preferenceId: string }; Body: Record<string, string> | undefined }>(
      `${SANDBOX_PREFIX}/checkout/:preferenceId`,
      async (request, reply) => {
        const preference = isPreferenceId(request.params.preferenceId) ? store.preference(request.params.preferenceId) : null
        const action = request.body?.action
        if (!preference) {
          return html(reply, 404, renderMessagePage('Pagamento não encontrado', 'Este link de pagamento não existe ou expirou.'))
        }
        if (action === 'pix') {
          // Like Checkout Pro: PIX shows its QR code on Mercado Pago's page; the site hears of the payment by the webhook.
          const payment = await store.payWithPix(preference, (id) => `${publicUrl}${SANDBOX_PREFIX}/pix/${id}`)
          await notify(payment, 'payment.created', request.log)
          return reply.redirect(`${SANDBOX_PREFIX}/pix/${payment.id}`, 303)
        }
        if (action !== 'approve' && action !== 'pending' && action !== 'reject') {
          return html(reply, 400, renderMessagePage('Escolha inválida', 'Escolha PIX, aprovar, deixar pendente ou recusar o pagamento.'))
        }
        const payment = store.pay(preference, action)
        await notify(payment, 'payment.created', request.log)
        const target = returnUrl(preference, payment)
        if (target) return reply.redirect(target, 303)
        return html(reply, 200, renderMessagePage('Pagamento registrado', `Pagamento ${payment.id}: ${payment.status}.`, 'info'))
      },
    )

    /**
     * The buttons of a pending payment's page, playing what happens outside the site: "pay the
     * boleto or PIX later" (approve) and "Simular vencimento" (an unpaid PIX expires now). Each
     * changes the payment, notifies the site like Mercado Pago, and returns to the site's page.
     */
    const actions = { approve: (payment: SandboxPayment) => store.approve(payment), expire: (payment: SandboxPayment) => store.expire(payment) }
    for (const [action, apply] of Object.entries(actions)) {
      scope.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
        `${SANDBOX_PREFIX}/payments/:id/${action}`,
        async (request, reply) => {
          const payment = isPaymentId(request.params.id) ? store.payment(request.params.id) : null
          if (!payment) {
            return html(reply, 404, renderMessagePage('Pagamento não encontrado', 'Este pagamento de teste não existe (o ambiente de teste é reiniciado junto com o servidor).'))
          }
          if (apply(payment)) await notify(payment, 'payment.updated', request.log)
          return reply.redirect(safeBack(request.body?.back), 303)
        },
      )
    }
  })
}
