import { describe, expect, it } from 'vitest'
import { api, registerUser } from '#test/app'
import { WEBHOOK_SIGNATURE_MESSAGE } from './payment.routes'
import {
  createSandboxPreference,
  describeWithPayments,
  payAtSandbox,
  paymentRowCount,
  payThroughCheckout,
  sendWebhook,
} from '#test/payment'
import { signWebhook } from './webhook-signature'

describeWithPayments('payment webhook', (ctx) => {
  const me = async (cookie: string) => (await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json()

  async function approvedPayment() {
    const user = await registerUser(ctx.app)
    const { paymentId } = await payThroughCheckout(ctx.app, user.cookie, 'monthly')
    return { ...user, paymentId }
  }

  describe('refuses without a valid x-signature (401) and grants nothing', () => {
    it('no signature', async () => {
      const { cookie, paymentId } = await approvedPayment()
      const response = await sendWebhook(ctx.app, paymentId, { signature: null })
      expect(response.statusCode).toBe(401)
      expect(response.json().error).toBe(WEBHOOK_SIGNATURE_MESSAGE)
      expect((await me(cookie)).isPremium).toBe(false)
      expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(0)
    })

    it.each([
      ['garbage', 'isto-nao-e-uma-assinatura'],
      ['no v1', `ts=${Math.floor(Date.now() / 1000)}`],
      ['short v1', `ts=${Math.floor(Date.now() / 1000)},v1=abc`],
    ])('malformed (%s)', async (_name, signature) => {
      const { cookie, paymentId } = await approvedPayment()
      expect((await sendWebhook(ctx.app, paymentId, { signature })).statusCode).toBe(401)
      expect((await me(cookie)).isPremium).toBe(false)
    })

    it('stale: signed more than 5 minutes ago (a replayed notification)', async () => {
      const { cookie, paymentId } = await approvedPayment()
      const ts = String(Math.floor(Date.now() / 1000) - 6 * 60)
      expect((await sendWebhook(ctx.app, paymentId, { ts })).statusCode).toBe(401)
      expect((await me(cookie)).isPremium).toBe(false)
    })

    it('from the future', async () => {
      const { paymentId } = await approvedPayment()
      const ts = String(Math.floor(Date.now() / 1000) + 6 * 60)
      expect((await sendWebhook(ctx.app, paymentId, { ts })).statusCode).toBe(401)
    })

    it('signed with another secret', async () => {
      const { cookie, paymentId } = await approvedPayment()
      expect((await sendWebhook(ctx.app, paymentId, { secret: 'outro-segredo' })).statusCode).toBe(401)
      expect((await me(cookie)).isPremium).toBe(false)
    })

    it('a valid signature for another payment id', async () => {
      const { cookie, paymentId } = await approvedPayment()
      expect((await sendWebhook(ctx.app, paymentId, { signedId: '1' })).statusCode).toBe(401)
      expect((await me(cookie)).isPremium).toBe(false)
    })

    it('a valid signature with another request id', async () => {
      const { paymentId } = await approvedPayment()
      const ts = String(Math.floor(Date.now() / 1000))
      const signature = signWebhook('espelho-sandbox-webhook-secret', { dataId: paymentId, requestId: 'outro', ts })
      expect((await sendWebhook(ctx.app, paymentId, { signature, requestId: 'req-123' })).statusCode).toBe(401)
    })
  })

  describe('with a valid signature', () => {
    it('activates an approved payment once; a repeated notification changes nothing', async () => {
      const { cookie, paymentId, user } = await approvedPayment()
      const first = await sendWebhook(ctx.app, paymentId)
      expect(first.statusCode).toBe(200)
      expect(first.json()).toEqual({ received: true, applied: true })
      const after = await me(cookie)
      expect(after.isPremium).toBe(true)
      const second = await sendWebhook(ctx.app, paymentId, { requestId: 'req-456' })
      expect(second.json()).toEqual({ received: true, applied: false })
      expect((await me(cookie)).premiumUntil).toBe(after.premiumUntil)
      expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(1)
      // The owner's own activation call afterwards is told it was already used.
      expect((await api(ctx.app, 'PUT', '/api/user/premium', { cookie, body: { paymentId } })).statusCode).toBe(409)
      expect(user.userId).toBeTruthy()
    })

    it('acknowledges but ignores pending payments, wrong amounts, unknown ids and other topics', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const pending = await payThroughCheckout(ctx.app, cookie, 'monthly', 'pending')
      const cheap = await createSandboxPreference(ctx.app, { publicId: String(user.userId), plan: 'monthly', price: 1 })
      const cheapPayment = await payAtSandbox(ctx.app, cheap.id, 'approve')
      for (const id of [pending.paymentId, cheapPayment.paymentId, '424242']) {
        const response = await sendWebhook(ctx.app, id)
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual({ received: true, applied: false })
      }
      const order = await ctx.app.inject({
        method: 'POST',
        url: `/api/payment/webhook?data.id=${pending.paymentId}&type=merchant_order`,
        headers: {
          'content-type': 'application/json',
          'x-request-id': 'r1',
          'x-signature': signWebhook('espelho-sandbox-webhook-secret', {
            dataId: pending.paymentId,
            requestId: 'r1',
            ts: String(Math.floor(Date.now() / 1000)),
          }),
        },
        payload: {},
      })
      expect(order.json()).toEqual({ received: true, applied: false })
      expect((await me(cookie)).isPremium).toBe(false)
    })

    it("the sandbox's own signed notification activates premium as the buyer returns", async () => {
      ctx.webhooks.deliver = true
      try {
        const { cookie } = await registerUser(ctx.app)
        const { paymentId } = await payThroughCheckout(ctx.app, cookie, 'quarterly')
        expect((await me(cookie)).isPremium).toBe(true)
        expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(1)
        const status = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie })
        expect(status.json()).toMatchObject({ isPremium: true, status: 'approved' })
      } finally {
        ctx.webhooks.deliver = false
      }
    })

    it('is not subject to the same-origin rule (it is signed instead)', async () => {
      const { paymentId } = await approvedPayment()
      const ts = String(Math.floor(Date.now() / 1000))
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/payment/webhook?data.id=${paymentId}&type=payment`,
        headers: {
          origin: 'https://api.mercadopago.com',
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/json',
          'x-request-id': 'abc',
          'x-signature': signWebhook('espelho-sandbox-webhook-secret', { dataId: paymentId, requestId: 'abc', ts }),
        },
        payload: { type: 'payment', data: { id: paymentId } },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().applied).toBe(true)
    })
  })
})
