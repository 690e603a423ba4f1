import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ActivatePremiumRequestSchema,
  ActivatePremiumResponseSchema,
  CheckStatusQuerySchema,
  CheckStatusResponseSchema,
  CreatePixRequestSchema,
  CreatePixResponseSchema,
  CreatePreferenceRequestSchema,
  PAYMENT_MESSAGES,
  PaymentStatusResponseSchema,
  PaymentEnvironmentSchema,
  PaymentWebhookResponseSchema,
  PreferenceResponseSchema,
  type CheckStatusResponse,
  type PaymentStatusResponse,
  type PixData,
} from '#shared/schemas/payment'
import { ErrorResponseSchema } from '#shared/schemas/auth'
import { HttpError, conflict } from '#server/lib/http-error'
import { isPremium } from '#server/lib/premium'
import { pathOf } from '#server/plugins/log-redaction'
import type { RateLimits } from '#server/plugins/rate-limit'
import { requireSignedIn } from '#server/plugins/session'
import { MercadoPagoError, type MercadoPagoClient, type MercadoPagoPayment } from './mercadopago.client'
import type { PaymentRepository } from './payment.repository'
import { PaymentRejected, paymentOwner, verifyPayment, type VerifiedPayment } from './payment.verification'
import { verifyWebhookSignature } from './webhook-signature'

export interface PaymentRouteDeps {
  client: MercadoPagoClient
  repo: PaymentRepository
  sandbox: boolean
  webhookSecret: string
  limits: Pick<RateLimits, 'payment' | 'paymentWebhook' | 'paymentStatusPoll'>
}

export const WEBHOOK_SIGNATURE_MESSAGE = 'Assinatura do Mercado Pago inválida ou ausente.'

/** Sends the Portuguese answer for a provider failure; anything else is rethrown. */
function replyProviderFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, shape: 'error' | 'preference') {
  if (!(error instanceof MercadoPagoError)) throw error
  const [status, message] =
    error.kind === 'not_found'
      ? [404, PAYMENT_MESSAGES.paymentNotFound]
      : error.kind === 'timeout'
        ? [504, PAYMENT_MESSAGES.providerTimeout]
        : error.kind === 'unreachable' || error.kind === 'bad_response'
          ? [502, PAYMENT_MESSAGES.providerUnreachable]
          : [502, PAYMENT_MESSAGES.providerFailed]
  // Refused credentials are our configuration's fault: worth an error in the logs.
  const level = error.kind === 'unauthorized' ? 'error' : error.kind === 'not_found' ? 'info' : 'warn'
  request.log[level]({ kind: error.kind, providerStatus: error.status, url: pathOf(request.url) }, error.message)
  return reply.status(status).send(shape === 'preference' ? { success: false, error: message } : { error: message })
}

/** The PIX code of a payment that can still be paid; null otherwise (decision 0047). */
function pixDataOf(payment: MercadoPagoPayment): PixData | null {
  if (payment.payment_method_id !== 'pix' || !payment.point_of_interaction || payment.status !== 'pending') return null
  return { ...payment.point_of_interaction, expiresAt: payment.date_of_expiration }
}

const shortString = (value: unknown) => (typeof value === 'string' && value.length <= 128 ? value : undefined)

/** Mercado Pago statuses that take back what an approved payment granted (issue 23). */
const REVOKED_STATUSES = new Set(['refunded', 'charged_back', 'cancelled'])

export function paymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  const { client, repo } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const limited = { rateLimit: deps.limits.payment }

  const apply = (userId: number, verified: VerifiedPayment) => repo.apply({ userId, ...verified })
  /** verifyPayment, counted for the metrics (issue 18): verified, or refused with its reason. */
  const verify = (payment: MercadoPagoPayment, expectedPublicId?: string) => {
    try {
      const verified = verifyPayment(payment, expectedPublicId)
      app.metrics.paymentVerified()
      return verified
    } catch (error) {
      if (error instanceof PaymentRejected) app.metrics.paymentRefused(error.code)
      throw error
    }
  }

  r.get('/api/payment/config', { schema: { response: { 200: PaymentEnvironmentSchema } } }, async () => ({
    provider: 'mercadopago' as const,
    sandbox: deps.sandbox,
  }))

  r.post(
    '/api/payment/preference',
    {
      // Provider failures answer { success: false, error } with a 4xx/5xx, through the default serializer.
      schema: { body: CreatePreferenceRequestSchema, response: { 200: PreferenceResponseSchema } },
      preValidation: requireSignedIn,
      config: limited,
    },
    async (request, reply) => {
      const user = await request.requireUser()
      try {
        const preference = await client.createPreference({ plan: request.body.plan, user })
        return { success: true, preference: { id: preference.id, init_point: preference.init_point } }
      } catch (error) {
        return replyProviderFailure(request, reply, error, 'preference')
      }
    },
  )

  /** A PIX charge for the signed-in person's own Premium (decision 0047): pending until paid. */
  r.post(
    '/api/payment/pix',
    {
      schema: { body: CreatePixRequestSchema, response: { 200: CreatePixResponseSchema } },
      preValidation: requireSignedIn,
      config: limited,
    },
    async (request, reply) => {
      const user = await request.requireUser()
      let payment: MercadoPagoPayment
      try {
        payment = await client.createPixPayment({ plan: request.body.plan, user })
      } catch (error) {
        return replyProviderFailure(request, reply, error, 'error')
      }
      const pix = pixDataOf(payment)
      if (!pix) {
        request.log.warn({ paymentId: payment.id, status: payment.status }, 'PIX charge without a QR code')
        throw new HttpError(502, PAYMENT_MESSAGES.providerFailed)
      }
      return { paymentId: payment.id, pix }
    },
  )

  /**
   * What the pending page polls (its own limit: one look every few seconds for half an hour). Same
   * rules as check-status: only the payer's own payment, applied when approved and verified.
   */
  r.get(
    '/api/payment/status',
    {
      schema: { querystring: CheckStatusQuerySchema, response: { 200: PaymentStatusResponseSchema } },
      preValidation: requireSignedIn,
      config: { rateLimit: deps.limits.paymentStatusPoll },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      let payment: MercadoPagoPayment
      try {
        payment = await client.getPayment(request.query.payment_id)
      } catch (error) {
        return replyProviderFailure(request, reply, error, 'error')
      }
      const owner = paymentOwner(payment, user.publicId)
      if (payment.status === 'approved') {
        try {
          await apply(user.id, verify(payment, user.publicId))
        } catch (error) {
          // Paid after expiry (or any refused payment): told by its status, not by an error.
          if (!(error instanceof PaymentRejected)) throw error
        }
      }
      if (REVOKED_STATUSES.has(payment.status)) await repo.revoke(String(payment.id), payment.status)
      const premiumUntil = await repo.premiumUntil(user.id)
      const answer: PaymentStatusResponse = {
        status: payment.status,
        statusDetail: payment.status_detail,
        method: payment.payment_method_id,
        plan: owner.plan,
        gift: false,
        isPremium: isPremium(premiumUntil),
        premiumUntil: premiumUntil?.toISOString() ?? null,
        pix: pixDataOf(payment),
      }
      return answer
    },
  )

  r.get(
    '/api/payment/check-status',
    {
      schema: { querystring: CheckStatusQuerySchema, response: { 200: CheckStatusResponseSchema } },
      preValidation: requireSignedIn,
      config: limited,
    },
    async (request, reply) => {
      const user = await request.requireUser()
      let payment: MercadoPagoPayment
      try {
        payment = await client.getPayment(request.query.payment_id)
      } catch (error) {
        return replyProviderFailure(request, reply, error, 'error')
      }
      // Someone else's payment: not even its status is told.
      paymentOwner(payment, user.publicId)
      // An approved, valid payment is applied here too (the webhook may not have arrived yet).
      if (payment.status === 'approved') await apply(user.id, verify(payment, user.publicId))
      if (REVOKED_STATUSES.has(payment.status)) await repo.revoke(String(payment.id), payment.status)
      const premiumUntil = await repo.premiumUntil(user.id)
      const answer: CheckStatusResponse = {
        isPremium: isPremium(premiumUntil),
        status: payment.status,
        premiumUntil: premiumUntil?.toISOString() ?? null,
      }
      return answer
    },
  )

  r.put(
    '/api/user/premium',
    {
      schema: { body: ActivatePremiumRequestSchema, response: { 200: ActivatePremiumResponseSchema } },
      preValidation: requireSignedIn,
      config: limited,
    },
    async (request, reply) => {
      const user = await request.requireUser()
      let payment: MercadoPagoPayment
      try {
        payment = await client.getPayment(request.body.paymentId)
      } catch (error) {
        return replyProviderFailure(request, reply, error, 'error')
      }
      const result = await apply(user.id, verify(payment, user.publicId))
      if (!result.applied) throw conflict(PAYMENT_MESSAGES.alreadyApplied)
      return { ok: true as const, isPremium: true, premiumUntil: result.premiumUntil.toISOString() }
    },
  )

  /**
   * Mercado Pago's notification. Authenticated by its x-signature (exempt from the CSRF rule);
   * it only names a payment, which is then fetched and applied like any other. Answers 200 to
   * anything that retrying cannot fix, and 5xx when the provider could not be asked, so that
   * Mercado Pago tries again.
   */
  const webhookOptions = {
    schema: { response: { 200: PaymentWebhookResponseSchema, 401: ErrorResponseSchema } },
    config: { rateLimit: deps.limits.paymentWebhook },
  }
  app.post('/api/payment/webhook', webhookOptions, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
    const bodyData = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<string, unknown>
    const dataId = shortString(query['data.id']) ?? shortString(bodyData.id)
    const check = verifyWebhookSignature({
      secret: deps.webhookSecret,
      header: request.headers['x-signature'],
      dataId,
      requestId: shortString(request.headers['x-request-id']),
    })
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'payment webhook refused')
      return reply.status(401).send({ error: WEBHOOK_SIGNATURE_MESSAGE })
    }
    const type = shortString(query.type) ?? shortString(query.topic) ?? shortString(body.type)
    if (type !== 'payment' || !dataId || !/^\d{1,20}$/.test(dataId)) return { received: true, applied: false }

    let payment: MercadoPagoPayment
    try {
      payment = await client.getPayment(dataId)
    } catch (error) {
      if (error instanceof MercadoPagoError && error.kind === 'not_found') return { received: true, applied: false }
      return replyProviderFailure(request, reply, error, 'error')
    }
    if (REVOKED_STATUSES.has(payment.status)) {
      await repo.revoke(String(payment.id), payment.status)
      return { received: true, applied: false }
    }
    if (payment.status !== 'approved') return { received: true, applied: false }
    try {
      const verified = verify(payment)
      const user = await repo.findUserByPublicId(verified.publicId)
      if (!user) {
        request.log.warn({ paymentId: payment.id }, 'approved payment for an unknown user')
        return { received: true, applied: false }
      }
      const result = await apply(user.id, verified)
      return { received: true, applied: result.applied }
    } catch (error) {
      if (!(error instanceof PaymentRejected)) throw error
      request.log.warn({ paymentId: payment.id, code: error.code }, 'approved payment refused')
      return { received: true, applied: false }
    }
  })
}
