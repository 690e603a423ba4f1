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
  GIFT_MESSAGES,
  GiftsResponseSchema,
  PAYMENT_MESSAGES,
  RedeemGiftRequestSchema,
  RedeemGiftResponseSchema,
  formatGiftCode,
  PaymentStatusResponseSchema,
  PaymentEnvironmentSchema,
  PaymentWebhookResponseSchema,
  PreferenceResponseSchema,
  type CheckStatusResponse,
  type GiftsResponse,
  type PaymentStatusResponse,
  type PixData,
} from '#shared/schemas/payment'
import { ErrorResponseSchema } from '#shared/schemas/auth'
import { HttpError, conflict } from '#server/lib/http-error'
import { PLANS, type PlanId } from '#shared/product'
import { isPremium } from '#server/lib/premium'
import { pathOf } from '#server/plugins/log-redaction'
import { perUserKey, type RateLimits } from '#server/plugins/rate-limit'
import { requireSignedIn } from '#server/plugins/session'
import { giftCode, giftCodeHash, type GiftRepository, type RedeemResult } from './gift.repository'
import { MercadoPagoError, newExternalReference, type MercadoPagoClient, type MercadoPagoPayment } from './mercadopago.client'
import type { PaymentLookups } from './payment-lookups'
import type { PaymentRepository } from './payment.repository'
import { PaymentRejected, paymentOwner, verifyPayment, type VerifiedPayment } from './payment.verification'
import { verifyWebhookSignature } from './webhook-signature'
import { giftRedeemUrl } from './gift-links'

export interface PaymentRouteDeps {
  client: MercadoPagoClient
  /** The status poll's look-ups, shared for a few seconds (issue 45); the other routes ask the provider afresh. */
  lookups: PaymentLookups
  repo: PaymentRepository
  sandbox: boolean
  webhookSecret: string
  limits: Pick<RateLimits, 'payment' | 'paymentWebhook' | 'paymentStatusPoll' | 'giftRedeem'>
  /** Gifts (decision 0048): their rows, the secret their codes derive from, the site's address for links. */
  gifts: GiftRepository
  giftSecret: () => Promise<string>
  publicUrl: string
}

/** Why a code did not redeem, as the person reads it. */
const REDEEM_REFUSALS: Record<Exclude<RedeemResult, { ok: true }>['reason'], HttpError> = {
  not_found: new HttpError(404, GIFT_MESSAGES.notFound),
  own_gift: new HttpError(403, GIFT_MESSAGES.ownGift),
  redeemed: new HttpError(409, GIFT_MESSAGES.alreadyRedeemed),
  cancelled: new HttpError(410, GIFT_MESSAGES.cancelled),
  awaiting_payment: new HttpError(409, GIFT_MESSAGES.awaitingPayment),
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
  const { client, repo, gifts } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const limited = { rateLimit: deps.limits.payment }

  const codeOf = async (externalReference: string) => giftCode(await deps.giftSecret(), externalReference)
  /**
   * A verified approval: the payer's own Premium, or (a gift, decision 0048) the gift's code made
   * available, never both. `applied` is false when it had been applied before.
   */
  const apply = async (userId: number, verified: VerifiedPayment): Promise<{ applied: boolean; premiumUntil?: Date; refundPending?: boolean }> => {
    if (!verified.gift) return repo.apply({ userId, ...verified })
    const code = await codeOf(verified.externalReference)
    const { activated } = await gifts.activate({
      buyerId: userId,
      plan: verified.plan,
      months: verified.months,
      externalReference: verified.externalReference,
      codeHash: giftCodeHash(code),
      providerPaymentId: verified.providerPaymentId,
      amountCents: verified.amountCents,
      currency: verified.currency,
    })
    if (activated) return { applied: true }
    return { applied: false, refundPending: await refundDuplicate(verified) }
  }
  /**
   * A second approved payment of one gift checkout (issue 45): the gift stays with the payment that
   * activated it; this one is recorded and given back through Mercado Pago's refund API, once.
   * Answers true when the refund could not be made now (the next notification tries again).
   */
  const refundDuplicate = async (verified: VerifiedPayment): Promise<boolean> => {
    const duplicate = await gifts.recordDuplicate({
      externalReference: verified.externalReference,
      providerPaymentId: verified.providerPaymentId,
      amountCents: verified.amountCents,
      currency: verified.currency,
    })
    if (!duplicate?.refund) return false
    try {
      await client.refundPayment(verified.providerPaymentId)
    } catch (error) {
      await gifts.releaseRefundClaim(verified.providerPaymentId)
      if (!(error instanceof MercadoPagoError)) throw error
      app.log.warn({ kind: error.kind, providerStatus: error.status, paymentId: verified.providerPaymentId }, 'refund of a duplicate gift payment failed; will retry')
      return true
    }
    await gifts.duplicateRefunded(verified.providerPaymentId, 'refunded')
    return false
  }
  /**
   * A refund, chargeback or cancellation: takes back what the payment granted, Premium or gift —
   * a gift only by the payment that activated it (issue 45) — and settles a duplicate's record.
   */
  const revoke = async (payment: MercadoPagoPayment) => {
    await repo.revoke(String(payment.id), payment.status)
    await gifts.revoke(String(payment.id))
    await gifts.duplicateRefunded(String(payment.id), payment.status)
  }
  /** A gift purchase starts: its reference first, so "Minha conta" lists it while it awaits payment. */
  const giftReference = async (userId: number, user: { publicId: string; email: string }, plan: PlanId) => {
    const reference = newExternalReference({ plan, user, gift: true })
    await gifts.createPending({ buyerId: userId, plan, months: PLANS[plan].months, externalReference: reference, codeHash: giftCodeHash(await codeOf(reference)) })
    return reference
  }
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
      const { plan, gift } = request.body
      try {
        const reference = gift ? await giftReference(user.id, user, plan) : undefined
        const preference = await client.createPreference({ plan, user, gift, reference })
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
      const { plan, gift } = request.body
      let payment: MercadoPagoPayment
      try {
        const reference = gift ? await giftReference(user.id, user, plan) : undefined
        payment = await client.createPixPayment({ plan, user, gift, reference })
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
        payment = await deps.lookups.get(request.query.payment_id)
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
      if (REVOKED_STATUSES.has(payment.status)) await revoke(payment)
      const premiumUntil = await repo.premiumUntil(user.id)
      const answer: PaymentStatusResponse = {
        status: payment.status,
        statusDetail: payment.status_detail,
        method: payment.payment_method_id,
        plan: owner.plan,
        gift: owner.gift,
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
      // Fresher than what the polls share: they ask anew next time.
      deps.lookups.forget(request.query.payment_id)
      // Someone else's payment: not even its status is told.
      paymentOwner(payment, user.publicId)
      // An approved, valid payment is applied here too (the webhook may not have arrived yet).
      if (payment.status === 'approved') await apply(user.id, verify(payment, user.publicId))
      if (REVOKED_STATUSES.has(payment.status)) await revoke(payment)
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
      deps.lookups.forget(request.body.paymentId)
      const verified = verify(payment, user.publicId)
      const result = await apply(user.id, verified)
      // A gift's payment made (or had made) its code: it never activates the payer's own Premium.
      if (verified.gift) throw conflict(GIFT_MESSAGES.giftPayment)
      if (!result.applied || !result.premiumUntil) throw conflict(PAYMENT_MESSAGES.alreadyApplied)
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
    schema: { response: { 200: PaymentWebhookResponseSchema, 401: ErrorResponseSchema, 502: ErrorResponseSchema } },
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

    // The payment changed: the pending page's next poll asks the provider anew.
    deps.lookups.forget(dataId)
    let payment: MercadoPagoPayment
    try {
      payment = await client.getPayment(dataId)
    } catch (error) {
      if (error instanceof MercadoPagoError && error.kind === 'not_found') return { received: true, applied: false }
      return replyProviderFailure(request, reply, error, 'error')
    }
    if (REVOKED_STATUSES.has(payment.status)) {
      await revoke(payment)
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
      // A duplicate gift payment whose refund failed: 5xx, so that Mercado Pago notifies again.
      if (result.refundPending) return reply.status(502).send({ error: PAYMENT_MESSAGES.providerUnreachable })
      return { received: true, applied: result.applied }
    } catch (error) {
      if (!(error instanceof PaymentRejected)) throw error
      request.log.warn({ paymentId: payment.id, code: error.code }, 'approved payment refused')
      return { received: true, applied: false }
    }
  })

  /** "Minha conta": gifts bought (with the code and link while available) and gifts received. */
  r.get('/api/gifts', { schema: { response: { 200: GiftsResponseSchema } }, preValidation: requireSignedIn }, async (request) => {
    const user = await request.requireUser()
    const { bought, received } = await gifts.listFor(user.id)
    const answer: GiftsResponse = {
      bought: await Promise.all(
        bought.map(async (gift) => {
          const code = gift.status === 'available' ? await codeOf(gift.externalReference) : null
          return {
            id: gift.id,
            plan: gift.plan,
            months: gift.months,
            status: gift.status,
            paymentId: gift.providerPaymentId,
            code: code ? formatGiftCode(code) : null,
            redeemUrl: code ? giftRedeemUrl(deps.publicUrl, code) : null,
            createdAt: gift.createdAt.toISOString(),
            redeemedAt: gift.redeemedAt?.toISOString() ?? null,
          }
        }),
      ),
      received: received.map((gift) => ({
        id: gift.id,
        plan: gift.plan,
        months: gift.months,
        status: gift.status,
        redeemedAt: gift.redeemedAt?.toISOString() ?? null,
      })),
    }
    return answer
  })

  /** Redeems a gift code for the signed-in person (decision 0048); attempts are rate limited. */
  r.post(
    '/api/gifts/redeem',
    {
      schema: { body: RedeemGiftRequestSchema, response: { 200: RedeemGiftResponseSchema } },
      preValidation: requireSignedIn,
      config: { rateLimit: { ...deps.limits.giftRedeem, hook: 'preHandler', keyGenerator: perUserKey('gift-redeem') } },
    },
    async (request) => {
      const user = await request.requireUser()
      const result = await gifts.redeem(giftCodeHash(request.body.code), user.id)
      if (!result.ok) throw REDEEM_REFUSALS[result.reason]
      return { ok: true as const, plan: result.plan, months: result.months, premiumUntil: result.premiumUntil.toISOString() }
    },
  )
}
