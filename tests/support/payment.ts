import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { buildApp } from '#server/app'
import type { Database, Db } from '#server/db/client'
import { openTestDatabase, testConfig, testDatabaseKinds, TEST_ORIGIN, api, rows, type ConfigOverrides, type DatabaseKind } from '#test/app'
import type { PlanId } from '#shared/product'
import { SANDBOX_ACCESS_TOKEN, SANDBOX_PREFIX, SANDBOX_WEBHOOK_SECRET } from '#server/modules/payment/sandbox'
import { signWebhook } from '#server/modules/payment/webhook-signature'

/** Whether the sandbox's webhook notifications reach the app; off by default so tests decide. */
export interface WebhookSwitch {
  deliver: boolean
  dropped: number
}

/**
 * A fetch that carries requests for the app's own origin into `app.inject` (there is no socket in
 * route tests) and lets any other address go out for real: the same HTTP code path as production.
 */
export function injectingFetch(getApp: () => FastifyInstance, webhooks: WebhookSwitch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== TEST_ORIGIN) return globalThis.fetch(input, init)
    if (url.pathname === '/api/payment/webhook' && !webhooks.deliver) {
      webhooks.dropped += 1
      return new Response('{}', { status: 200 })
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text()
    const response = await getApp().inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body !== undefined ? { payload: body } : {}),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, String(item))
    }
    const empty = response.statusCode === 204 || response.statusCode === 304
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers })
  }
}

export interface PaymentTestContext {
  app: FastifyInstance
  database: Database
  kind: DatabaseKind
  webhooks: WebhookSwitch
  /** How far the sandbox Mercado Pago's clock runs ahead of the real one (PIX expiry). */
  sandboxClock: { offsetMs: number }
}

/** Like describeWithApp, with the payment fetch wired to the app (and config computed late). */
export function describeWithPayments(
  name: string,
  suite: (ctx: PaymentTestContext) => void,
  overrides: () => ConfigOverrides = () => ({}),
) {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      const ctx = { kind, webhooks: { deliver: false, dropped: 0 }, sandboxClock: { offsetMs: 0 } } as PaymentTestContext
      beforeAll(async () => {
        ctx.database = await openTestDatabase(kind)
        ctx.app = await buildApp(testConfig({ paymentRateLimit: 1000, ...overrides() }), {
          database: ctx.database,
          logger: false,
          paymentFetch: injectingFetch(() => ctx.app, ctx.webhooks),
          paymentSandboxClock: () => Date.now() + ctx.sandboxClock.offsetMs,
        })
      })
      afterAll(async () => {
        await ctx.app?.close()
        await ctx.database?.close()
      })
      suite(ctx)
    })
  }
}

const bearer = { authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}` }

/** A preference made straight at the sandbox API (as our account could): any price, currency, reference. */
export async function createSandboxPreference(
  app: FastifyInstance,
  input: { publicId: string; plan: PlanId; price: number; currency?: string; reference?: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/checkout/preferences`,
    headers: bearer,
    payload: {
      items: [{ id: input.plan, title: 'Teste', quantity: 1, currency_id: input.currency ?? 'BRL', unit_price: input.price }],
      external_reference: input.reference ?? `${input.publicId}:${input.plan}:teste123`,
      back_urls: { success: `${TEST_ORIGIN}/payment/success`, failure: `${TEST_ORIGIN}/payment/cancel`, pending: `${TEST_ORIGIN}/payment/pending` },
    },
  })
  if (response.statusCode !== 201) throw new Error(`sandbox preference failed: ${response.statusCode} ${response.body}`)
  return response.json() as { id: string; init_point: string }
}

/** Presses a button of the sandbox checkout page; answers the redirect and the payment id. */
export async function payAtSandbox(app: FastifyInstance, preferenceId: string, action: 'approve' | 'pending' | 'reject') {
  const response = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/checkout/${preferenceId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  })
  if (response.statusCode !== 303) throw new Error(`sandbox payment failed: ${response.statusCode} ${response.body}`)
  const location = new URL(String(response.headers.location))
  return { location, paymentId: location.searchParams.get('payment_id') as string }
}

/** The product's own path: preference through our API, then a button at the sandbox checkout. */
export async function payThroughCheckout(
  app: FastifyInstance,
  cookie: string,
  plan: PlanId,
  action: 'approve' | 'pending' | 'reject' = 'approve',
) {
  const created = await api(app, 'POST', '/api/payment/preference', { cookie, body: { plan } })
  if (created.statusCode !== 200) throw new Error(`preference failed: ${created.statusCode} ${created.body}`)
  const { preference } = created.json() as { preference: { id: string; init_point: string } }
  return { preference, ...(await payAtSandbox(app, preference.id, action)) }
}

export async function refundAtSandbox(app: FastifyInstance, paymentId: string) {
  const response = await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/v1/payments/${paymentId}/refunds`, headers: bearer, payload: {} })
  if (response.statusCode !== 201) throw new Error(`refund failed: ${response.statusCode} ${response.body}`)
}

export function sendWebhook(
  app: FastifyInstance,
  dataId: string,
  options: { secret?: string; ts?: string; requestId?: string; signature?: string | null; signedId?: string } = {},
) {
  const requestId = options.requestId ?? 'req-123'
  const ts = options.ts ?? String(Math.floor(Date.now() / 1000))
  const signature =
    options.signature === null
      ? undefined
      : (options.signature ?? signWebhook(options.secret ?? SANDBOX_WEBHOOK_SECRET, { dataId: options.signedId ?? dataId, requestId, ts }))
  return app.inject({
    method: 'POST',
    url: `/api/payment/webhook?data.id=${dataId}&type=payment`,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...(signature ? { 'x-signature': signature } : {}) },
    payload: { action: 'payment.updated', api_version: 'v1', data: { id: dataId }, type: 'payment', live_mode: false },
  })
}

export async function premiumUntilOf(db: Db, userId: number): Promise<Date | null> {
  const [row] = await rows<{ premium_until: string | Date | null }>(db, sql`select premium_until from users where id = ${userId}`)
  return row?.premium_until ? new Date(row.premium_until) : null
}

export async function paymentRowCount(db: Db, providerPaymentId?: string): Promise<number> {
  const counted = providerPaymentId
    ? await rows<{ n: number }>(db, sql`select count(*)::int as n from payments where provider_payment_id = ${providerPaymentId}`)
    : await rows<{ n: number }>(db, sql`select count(*)::int as n from payments`)
  return Number(counted[0]?.n ?? 0)
}

/** A PIX charge through the product's API; answers the payment id and the PIX data. */
export async function payWithPix(app: FastifyInstance, cookie: string, plan: PlanId) {
  const created = await api(app, 'POST', '/api/payment/pix', { cookie, body: { plan } })
  if (created.statusCode !== 200) throw new Error(`PIX failed: ${created.statusCode} ${created.body}`)
  return created.json() as { paymentId: string; pix: { qrCode: string; qrCodeBase64: string; ticketUrl: string | null; expiresAt: string | null } }
}

/** The sandbox's "Pagar PIX de teste" button (the payer's bank confirming the transfer). */
export async function approveAtSandbox(app: FastifyInstance, paymentId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/payments/${paymentId}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `back=${encodeURIComponent(`/payment/pending?payment_id=${paymentId}&method=pix`)}`,
  })
  if (response.statusCode !== 303) throw new Error(`sandbox approval failed: ${response.statusCode} ${response.body}`)
  return response
}
