import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '#shared/schemas/payment'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { api, registerUser } from '#test/app'
import { describeWithPayments, paymentRowCount, sendWebhook } from '#test/payment'

/** A port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A "Mercado Pago" that accepts connections and never answers. */
async function silentServer(): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = []
  const server = createServer((request) => void hits.push(`${request.method} ${request.url}`))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port, hits }
}

const silent = await silentServer()
// Freed after its probe, a port may be handed out again by the next listen(0): never the silent
// server's (then "down" would hang and answer 504 instead of being refused at once).
let downPort = await closedPort()
while (downPort === silent.port) downPort = await closedPort()
afterAll(async () => {
  silent.server.closeAllConnections()
  await new Promise<void>((resolve) => silent.server.close(() => resolve()))
})

async function expectNothingGranted(ctx: Parameters<Parameters<typeof describeWithPayments>[1]>[0], cookie: string) {
  const me = await api(ctx.app, 'GET', '/api/auth/me', { cookie })
  expect(me.json().isPremium).toBe(false)
  expect(me.json().premiumUntil).toBeNull()
  expect(await paymentRowCount(ctx.database.db)).toBe(0)
}

describeWithPayments(
  'payments with Mercado Pago down (production settings)',
  (ctx) => {
    it('does not mount the sandbox when an access token is set', async () => {
      expect((await api(ctx.app, 'GET', '/api/payment/config')).json()).toEqual({ provider: 'mercadopago', sandbox: false })
      // Pages say the same in their settings (no sandbox notice is painted).
      expect((await ctx.app.inject({ method: 'GET', url: '/pricing' })).body).toContain('"paymentSandbox":false')
      const sandbox = await ctx.app.inject({ method: 'POST', url: '/sandbox/mercadopago/checkout/preferences', payload: {} })
      expect(sandbox.statusCode).toBe(404)
    })

    it('a preference fails with 502 and a clear Portuguese message', async () => {
      const { cookie } = await registerUser(ctx.app)
      const response = await api(ctx.app, 'POST', '/api/payment/preference', { cookie, body: { plan: 'monthly' } })
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({ success: false, error: PAYMENT_MESSAGES.providerUnreachable })
      await expectNothingGranted(ctx, cookie)
    })

    it('activation and status check fail with 502, granting nothing and writing nothing', async () => {
      const { cookie } = await registerUser(ctx.app)
      const put = await api(ctx.app, 'PUT', '/api/user/premium', { cookie, body: { isPremium: true, months: 3, paymentId: '123' } })
      expect(put.statusCode).toBe(502)
      expect(put.json().error).toBe(PAYMENT_MESSAGES.providerUnreachable)
      const check = await api(ctx.app, 'GET', '/api/payment/check-status?payment_id=123', { cookie })
      expect(check.statusCode).toBe(502)
      expect(check.json().error).toBe(PAYMENT_MESSAGES.providerUnreachable)
      await expectNothingGranted(ctx, cookie)
    })

    it('checks webhooks with the configured secret, not the sandbox one, and asks for a retry when down', async () => {
      expect((await sendWebhook(ctx.app, '123')).statusCode).toBe(401)
      const response = await sendWebhook(ctx.app, '123', { secret: 'segredo-de-producao' })
      expect(response.statusCode).toBe(502)
      expect(await paymentRowCount(ctx.database.db)).toBe(0)
    })
  },
  () => ({
    mercadoPago: {
      accessToken: 'APP_USR-123-token-de-teste',
      webhookSecret: 'segredo-de-producao',
      apiBase: `http://127.0.0.1:${downPort}`,
      timeoutMs: 2_000,
    },
  }),
)

describeWithPayments(
  'payments with Mercado Pago too slow',
  (ctx) => {
    it('gives up after the timeout with 504 and a clear message, granting nothing', async () => {
      const { cookie } = await registerUser(ctx.app)
      const put = await api(ctx.app, 'PUT', '/api/user/premium', { cookie, body: { paymentId: '987' } })
      expect(put.statusCode).toBe(504)
      expect(put.json().error).toBe(PAYMENT_MESSAGES.providerTimeout)
      const preference = await api(ctx.app, 'POST', '/api/payment/preference', { cookie, body: { plan: 'quarterly' } })
      expect(preference.statusCode).toBe(504)
      expect(preference.json()).toEqual({ success: false, error: PAYMENT_MESSAGES.providerTimeout })
      expect(silent.hits).toContain('GET /v1/payments/987')
      expect(silent.hits).toContain('POST /checkout/preferences')
      await expectNothingGranted(ctx, cookie)
    })
  },
  () => ({ mercadoPago: { apiBase: `http://127.0.0.1:${silent.port}`, timeoutMs: 500 } }),
)

describeWithPayments(
  'payment rate limits',
  (ctx) => {
    it('limits preference requests per address', async () => {
      const { cookie } = await registerUser(ctx.app)
      const statuses: number[] = []
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await api(ctx.app, 'POST', '/api/payment/preference', { cookie, body: { plan: 'monthly' } })).statusCode)
      }
      expect(statuses).toEqual([200, 200, 429])
      const limited = await api(ctx.app, 'POST', '/api/payment/preference', { cookie, body: { plan: 'monthly' } })
      expect(limited.json().error).toBe(ERROR_MESSAGES.tooManyRequests)
    })
  },
  () => ({ paymentRateLimit: 2 }),
)
