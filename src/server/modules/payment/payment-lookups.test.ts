import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '#shared/schemas/payment'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { FIXED_RATE_LIMITS } from '#server/plugins/rate-limit'
import { api, openTestDatabase, registerUser, testConfig, testDatabaseKinds } from '#test/app'
import { approveAtSandbox, injectingFetch, payWithPix, type WebhookSwitch } from '#test/payment'
import { PAYMENT_LOOKUP_TTL_MS } from './payment-lookups'
import { SANDBOX_PREFIX } from './sandbox'

/**
 * The pending page's status poll (issue 45, item 11): polls share one provider look-up for a few
 * seconds, a notification makes the next poll ask anew, someone else's payment answers exactly as
 * an unknown one, and an address gets the polls one pending page needs, no more.
 */
for (const kind of testDatabaseKinds()) {
  describe(`payment status polls [${kind}]`, () => {
    let app: FastifyInstance
    let database: Database
    const webhooks: WebhookSwitch = { deliver: false, dropped: 0 }
    /** The payments' clock (the sandbox's and the look-ups'): held still, moved by the tests. */
    const clock = { now: Date.now() }
    /** The provider's GET /v1/payments/{id} calls, by id. */
    const lookups = new Map<string, number>()
    const providerCalls = (id: string) => lookups.get(id) ?? 0

    beforeAll(async () => {
      database = await openTestDatabase(kind)
      const carry = injectingFetch(() => app, webhooks)
      const counting: typeof fetch = async (input, init) => {
        const request = new Request(input, init)
        const match = new RegExp(`^${SANDBOX_PREFIX}/v1/payments/([^/]+)$`).exec(new URL(request.url).pathname)
        if (match && request.method === 'GET') lookups.set(match[1] as string, providerCalls(match[1] as string) + 1)
        return carry(input, init)
      }
      app = await buildApp(testConfig({ paymentRateLimit: 1000 }), { database, logger: false, paymentFetch: counting, paymentSandboxClock: () => clock.now })
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
    })

    const poll = (cookie: string, id: string, address = '127.0.0.1') =>
      app.inject({ method: 'GET', url: `/api/payment/status?payment_id=${id}`, headers: { cookie }, remoteAddress: address })

    it('many quick polls of one payment make one provider call; the next one after a few seconds asks again', async () => {
      const owner = await registerUser(app)
      const { paymentId } = await payWithPix(app, owner.cookie, 'monthly')
      const burst = await Promise.all(Array.from({ length: 20 }, () => poll(owner.cookie, paymentId, '10.1.0.1')))
      expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
      expect(burst.every((response) => response.json().status === 'pending')).toBe(true)
      for (let i = 0; i < 10; i += 1) expect((await poll(owner.cookie, paymentId, '10.1.0.1')).statusCode).toBe(200)
      expect(providerCalls(paymentId)).toBe(1)

      clock.now += PAYMENT_LOOKUP_TTL_MS
      expect((await poll(owner.cookie, paymentId, '10.1.0.1')).json().status).toBe('pending')
      expect(providerCalls(paymentId)).toBe(2)
    })

    it('a notification makes the next poll ask the provider: the approval shows at once', async () => {
      const owner = await registerUser(app)
      const { paymentId } = await payWithPix(app, owner.cookie, 'monthly')
      expect((await poll(owner.cookie, paymentId, '10.1.0.2')).json().status).toBe('pending')
      webhooks.deliver = true
      try {
        await approveAtSandbox(app, paymentId)
      } finally {
        webhooks.deliver = false
      }
      expect((await poll(owner.cookie, paymentId, '10.1.0.2')).json()).toMatchObject({ status: 'approved', isPremium: true })
    })

    it("someone else's payment answers exactly as one that does not exist, on every payment route", async () => {
      const owner = await registerUser(app)
      const intruder = await registerUser(app)
      const { paymentId } = await payWithPix(app, owner.cookie, 'monthly')
      const unknown = '987654321'
      const theirs = await poll(intruder.cookie, paymentId, '10.1.0.3')
      const missing = await poll(intruder.cookie, unknown, '10.1.0.3')
      expect(theirs.statusCode).toBe(404)
      expect(theirs.json()).toEqual({ error: PAYMENT_MESSAGES.paymentNotFound })
      expect(theirs.body).toBe(missing.body)
      for (const [method, url, body] of [
        ['GET', (id: string) => `/api/payment/check-status?payment_id=${id}`, undefined],
        ['PUT', () => '/api/user/premium', (id: string) => ({ paymentId: id })],
      ] as const) {
        const [a, b] = await Promise.all(
          [paymentId, unknown].map((id) => api(app, method, url(id), { cookie: intruder.cookie, ...(body ? { body: body(id) } : {}) })),
        )
        expect(a?.statusCode, url(paymentId)).toBe(404)
        expect(a?.body).toBe(b?.body)
      }
      // An unknown id is a look-up too: quick polls of it share one.
      const before = providerCalls(unknown)
      for (let i = 0; i < 10; i += 1) await poll(intruder.cookie, unknown, '10.1.0.3')
      expect(providerCalls(unknown) - before).toBeLessThanOrEqual(1)
    })

    it('an address gets the polls one pending page makes in 15 minutes (every 4 s), not more', async () => {
      expect(FIXED_RATE_LIMITS.paymentStatusPoll.max).toBeLessThanOrEqual(300)
      const owner = await registerUser(app)
      const { paymentId } = await payWithPix(app, owner.cookie, 'monthly')
      const onePage = (15 * 60) / 4
      let refused = 0
      for (let i = 0; i < FIXED_RATE_LIMITS.paymentStatusPoll.max + 1; i += 1) {
        const status = (await poll(owner.cookie, paymentId, '10.9.9.9')).statusCode
        if (status === 429) refused += 1
        else expect(status).toBe(200)
        if (i < onePage) expect(refused).toBe(0)
      }
      expect(refused).toBe(1)
      // Each of those polls, on a still clock, shared one look-up.
      expect(providerCalls(paymentId)).toBe(1)
    }, 120_000)
  })
}
