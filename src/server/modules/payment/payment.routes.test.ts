import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '#shared/schemas/payment'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { api, registerUser, rows } from '#test/app'
import {
  createSandboxPreference,
  describeWithPayments,
  payAtSandbox,
  paymentRowCount,
  payThroughCheckout,
  premiumUntilOf,
  refundAtSandbox,
} from '#test/payment'

const DAY = 24 * 60 * 60 * 1000

describeWithPayments('payment routes', (ctx) => {
  const me = async (cookie: string) => (await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json()
  const activate = (cookie: string, body: unknown) => api(ctx.app, 'PUT', '/api/user/premium', { cookie, body })
  /** premium_until + interval, computed by the database itself (month lengths vary). */
  const plusMonths = async (from: Date, months: number) => {
    const [row] = await rows<{ t: string | Date }>(
      ctx.database.db,
      sql`select (${from.toISOString()}::timestamptz + make_interval(months => ${months}::int)) as t`,
    )
    return new Date(row?.t as string)
  }

  describe('POST /api/payment/preference', () => {
    it('requires login, before anything else', async () => {
      const response = await api(ctx.app, 'POST', '/api/payment/preference', { body: { plan: 'nope' } })
      expect(response.statusCode).toBe(401)
      expect(response.json().error).toBe('Faça login para continuar.')
    })

    it.each([[{}], [{ plan: 'annual' }], [{ plan: '<script>' }], [{ plan: ["monthly'; drop table users;--"] }]])(
      'refuses the plan %j with a Portuguese 400',
      async (body) => {
        const { cookie } = await registerUser(ctx.app)
        const response = await api(ctx.app, 'POST', '/api/payment/preference', { cookie, body })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(PAYMENT_MESSAGES.invalidPlan)
      },
    )

    it('answers the sandbox checkout address, showing the plan and price, clearly a test', async () => {
      const { cookie } = await registerUser(ctx.app)
      const response = await api(ctx.app, 'POST', '/api/payment/preference', { cookie, body: { plan: 'quarterly' } })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.success).toBe(true)
      expect(body.preference.init_point).toBe(`http://localhost:3000/sandbox/mercadopago/checkout/${body.preference.id}`)
      const page = await ctx.app.inject({ method: 'GET', url: new URL(body.preference.init_point).pathname })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Ambiente de teste — nenhuma cobrança real')
      expect(page.body).toContain('Espelho Premium Trimestral')
      expect(page.body).toContain('R$\u00a025,00')
      for (const label of ['Aprovar pagamento', 'Deixar pendente', 'Recusar pagamento']) expect(page.body).toContain(label)
    })
  })

  describe('the whole sandbox round trip', () => {
    it('approve returns to /payment/success with Mercado Pago parameters; activation adds one month', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const before = Date.now()
      const { location, paymentId, preference } = await payThroughCheckout(ctx.app, cookie, 'monthly')
      expect(location.pathname).toBe('/payment/success')
      expect(Object.fromEntries(location.searchParams)).toMatchObject({
        plan: 'monthly',
        payment_id: paymentId,
        collection_id: paymentId,
        status: 'approved',
        collection_status: 'approved',
        preference_id: preference.id,
        payment_type: 'credit_card',
      })
      expect(location.searchParams.get('external_reference')).toMatch(new RegExp(`^${user.userId}:monthly:`))
      expect(ctx.webhooks.dropped).toBeGreaterThan(0)

      const response = await activate(cookie, { isPremium: true, months: 1, paymentId })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({ ok: true, isPremium: true })
      const until = new Date(body.premiumUntil).getTime()
      expect(until).toBeGreaterThanOrEqual((await plusMonths(new Date(before), 1)).getTime())
      expect(until).toBeLessThanOrEqual((await plusMonths(new Date(), 1)).getTime())
      expect((await me(cookie)).isPremium).toBe(true)
      expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(1)
      const [row] = await rows(ctx.database.db, sql`select plan, amount_cents, currency, status, months, applied_at from payments where provider_payment_id = ${paymentId}`)
      expect(row).toMatchObject({ plan: 'monthly', amount_cents: 1000, currency: 'BRL', status: 'approved', months: 1 })
      expect(row?.applied_at).not.toBeNull()
    })

    it('pending returns to /payment/pending, reject to /payment/cancel', async () => {
      const { cookie } = await registerUser(ctx.app)
      const pending = await payThroughCheckout(ctx.app, cookie, 'quarterly', 'pending')
      expect(pending.location.pathname).toBe('/payment/pending')
      expect(pending.location.searchParams.get('plan')).toBe('quarterly')
      expect(pending.location.searchParams.get('status')).toBe('pending')
      const rejected = await payThroughCheckout(ctx.app, cookie, 'monthly', 'reject')
      expect(rejected.location.pathname).toBe('/payment/cancel')
      expect(rejected.location.searchParams.get('status')).toBe('rejected')
    })

    it('check-status applies an approved payment once and reports premium', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const { paymentId } = await payThroughCheckout(ctx.app, cookie, 'quarterly')
      const first = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie })
      expect(first.statusCode).toBe(200)
      expect(first.json()).toMatchObject({ isPremium: true, status: 'approved' })
      const until = await premiumUntilOf(ctx.database.db, Number(user.id))
      const again = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie })
      expect(again.json()).toMatchObject({ isPremium: true, status: 'approved' })
      expect(await premiumUntilOf(ctx.database.db, Number(user.id))).toEqual(until)
      expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(1)
    })

    it('a pending payment approved later becomes premium through check-status', async () => {
      const { cookie } = await registerUser(ctx.app)
      const { paymentId } = await payThroughCheckout(ctx.app, cookie, 'monthly', 'pending')
      const waiting = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie })
      expect(waiting.json()).toMatchObject({ isPremium: false, status: 'pending', premiumUntil: null })
      const approve = await ctx.app.inject({
        method: 'POST',
        url: `/sandbox/mercadopago/payments/${paymentId}/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `back=${encodeURIComponent(`/payment/pending?plan=monthly&payment_id=${paymentId}`)}`,
      })
      expect(approve.statusCode).toBe(303)
      expect(approve.headers.location).toBe(`/payment/pending?plan=monthly&payment_id=${paymentId}`)
      const approved = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie })
      expect(approved.json()).toMatchObject({ isPremium: true, status: 'approved' })
    })
  })

  describe('forged PUT /api/user/premium', () => {
    it('requires login', async () => {
      const response = await api(ctx.app, 'PUT', '/api/user/premium', { body: { isPremium: true, months: 12, paymentId: '1' } })
      expect(response.statusCode).toBe(401)
    })

    it.each([
      [{ isPremium: true, months: 12 }, PAYMENT_MESSAGES.missingPaymentId],
      [{ isPremium: true, months: 12, paymentId: '' }, PAYMENT_MESSAGES.missingPaymentId],
      [{ isPremium: true, paymentId: null }, PAYMENT_MESSAGES.missingPaymentId],
      [{ isPremium: true, paymentId: "1 OR 1=1; --" }, PAYMENT_MESSAGES.invalidPaymentId],
      [{ isPremium: true, paymentId: '<img src=x onerror=alert(1)>' }, PAYMENT_MESSAGES.invalidPaymentId],
      [{ isPremium: true, paymentId: '../../v1/payments/1' }, PAYMENT_MESSAGES.invalidPaymentId],
      [{ isPremium: true, paymentId: '9'.repeat(40) }, PAYMENT_MESSAGES.invalidPaymentId],
    ])('refuses %j with a Portuguese 400 and grants nothing', async (body, message) => {
      const { cookie } = await registerUser(ctx.app)
      const response = await activate(cookie, body)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(message)
      expect((await me(cookie)).isPremium).toBe(false)
    })

    it('refuses a payment id the provider does not know (404), whatever isPremium and months say', async () => {
      const { cookie } = await registerUser(ctx.app)
      const before = await paymentRowCount(ctx.database.db)
      const response = await activate(cookie, { isPremium: true, months: 120, paymentId: '123456' })
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toBe(PAYMENT_MESSAGES.paymentNotFound)
      expect((await me(cookie)).isPremium).toBe(false)
      expect(await paymentRowCount(ctx.database.db)).toBe(before)
    })

    it("refuses another user's payment as if it did not exist (404, issue 45) and leaves it usable by its owner", async () => {
      const owner = await registerUser(ctx.app)
      const thief = await registerUser(ctx.app)
      const { paymentId } = await payThroughCheckout(ctx.app, owner.cookie, 'quarterly')
      const stolen = await activate(thief.cookie, { isPremium: true, months: 3, paymentId })
      const unknown = await activate(thief.cookie, { isPremium: true, months: 3, paymentId: '123456' })
      expect(stolen.statusCode).toBe(404)
      expect(stolen.body).toBe(unknown.body)
      expect(stolen.json().error).toBe(PAYMENT_MESSAGES.paymentNotFound)
      const peek = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie: thief.cookie })
      const peekUnknown = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=123456`, { cookie: thief.cookie })
      expect(peek.statusCode).toBe(404)
      expect(peek.body).toBe(peekUnknown.body)
      expect(peek.body).not.toContain('approved')
      expect((await me(thief.cookie)).isPremium).toBe(false)
      expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(0)
      expect((await activate(owner.cookie, { paymentId })).statusCode).toBe(200)
    })

    it('refuses pending, rejected and refunded payments with 402', async () => {
      const { cookie } = await registerUser(ctx.app)
      const pending = await payThroughCheckout(ctx.app, cookie, 'monthly', 'pending')
      const rejected = await payThroughCheckout(ctx.app, cookie, 'monthly', 'reject')
      const refunded = await payThroughCheckout(ctx.app, cookie, 'monthly', 'approve')
      await refundAtSandbox(ctx.app, refunded.paymentId)
      const cases = [
        [pending.paymentId, PAYMENT_MESSAGES.notApprovedYet],
        [rejected.paymentId, PAYMENT_MESSAGES.notApproved],
        [refunded.paymentId, PAYMENT_MESSAGES.notApproved],
      ] as const
      for (const [paymentId, message] of cases) {
        const response = await activate(cookie, { isPremium: true, months: 1, paymentId })
        expect(response.statusCode).toBe(402)
        expect(response.json().error).toBe(message)
        expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(0)
      }
      const status = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${refunded.paymentId}`, { cookie })
      expect(status.json()).toMatchObject({ isPremium: false, status: 'refunded' })
      expect((await me(cookie)).isPremium).toBe(false)
    })

    it.each([
      ['R$1 instead of R$10', { plan: 'monthly', price: 1 }],
      ['R$10 for the quarterly plan', { plan: 'quarterly', price: 10 }],
      ['R$10.01', { plan: 'monthly', price: 10.01 }],
      ['USD 10', { plan: 'monthly', price: 10, currency: 'USD' }],
      ['ARS 25', { plan: 'quarterly', price: 25, currency: 'ARS' }],
    ] as const)('refuses a payment of the wrong amount or currency (%s)', async (_name, input) => {
      const { cookie, user } = await registerUser(ctx.app)
      const preference = await createSandboxPreference(ctx.app, { publicId: String(user.userId), ...input })
      const { paymentId } = await payAtSandbox(ctx.app, preference.id, 'approve')
      const response = await activate(cookie, { isPremium: true, months: 3, paymentId })
      expect(response.statusCode).toBe(402)
      expect(response.json().error).toBe(PAYMENT_MESSAGES.wrongAmount)
      const status = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie })
      expect(status.statusCode).toBe(402)
      expect((await me(cookie)).isPremium).toBe(false)
      expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(0)
    })

    it('refuses an approved payment whose reference is not an Espelho subscription', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const preference = await createSandboxPreference(ctx.app, {
        publicId: String(user.userId),
        plan: 'monthly',
        price: 10,
        reference: `pedido-42-${user.userId}`,
      })
      const { paymentId } = await payAtSandbox(ctx.app, preference.id, 'approve')
      const response = await activate(cookie, { paymentId })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(PAYMENT_MESSAGES.notOurs)
    })

    it('applies the same payment only once (409 the second time, premium extended once)', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const { paymentId } = await payThroughCheckout(ctx.app, cookie, 'monthly')
      expect((await activate(cookie, { paymentId })).statusCode).toBe(200)
      const until = await premiumUntilOf(ctx.database.db, Number(user.id))
      const replay = await activate(cookie, { isPremium: true, months: 12, paymentId: Number(paymentId) })
      expect(replay.statusCode).toBe(409)
      expect(replay.json().error).toBe(PAYMENT_MESSAGES.alreadyApplied)
      expect(await premiumUntilOf(ctx.database.db, Number(user.id))).toEqual(until)
      expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(1)
    })

    it('applies a payment sent twice at once exactly once', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const { paymentId } = await payThroughCheckout(ctx.app, cookie, 'monthly')
      const before = Date.now()
      const answers = await Promise.all([
        activate(cookie, { paymentId }),
        activate(cookie, { paymentId }),
        api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie }),
      ])
      const puts = answers.slice(0, 2).map((response) => response.statusCode).sort()
      // Either the check or one PUT applied it; the other calls found it applied.
      expect(puts.filter((status) => status === 200).length).toBeLessThanOrEqual(1)
      expect(puts.every((status) => status === 200 || status === 409)).toBe(true)
      expect(answers[2]?.json().isPremium).toBe(true)
      expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(1)
      const until = (await premiumUntilOf(ctx.database.db, Number(user.id)))?.getTime() ?? 0
      expect(until).toBeLessThanOrEqual((await plusMonths(new Date(), 1)).getTime())
      expect(until).toBeGreaterThanOrEqual((await plusMonths(new Date(before - 60_000), 1)).getTime())
    })

    it('the same payment by two users at once: only its owner gets premium', async () => {
      const owner = await registerUser(ctx.app)
      const other = await registerUser(ctx.app)
      const { paymentId } = await payThroughCheckout(ctx.app, owner.cookie, 'quarterly')
      const [mine, theirs] = await Promise.all([
        activate(owner.cookie, { paymentId }),
        activate(other.cookie, { paymentId }),
      ])
      expect(mine.statusCode).toBe(200)
      expect(theirs.statusCode).toBe(404)
      expect((await me(owner.cookie)).isPremium).toBe(true)
      expect((await me(other.cookie)).isPremium).toBe(false)
      expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(1)
    })

    it('refuses a cross-site request (CSRF) and a 1 MB body', async () => {
      const { cookie } = await registerUser(ctx.app)
      const crossSite = await api(ctx.app, 'PUT', '/api/user/premium', {
        cookie,
        body: { paymentId: '1' },
        headers: { origin: 'https://malicioso.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(crossSite.statusCode).toBe(403)
      expect(crossSite.json().error).toBe(CSRF_MESSAGE)
      const huge = await activate(cookie, { paymentId: '1', months: 'x'.repeat(1024 * 1024) })
      expect(huge.statusCode).toBe(413)
      expect(huge.json().error).toMatch(/grandes demais/)
    })
  })

  describe('premium periods', () => {
    it('monthly adds 1 month to a premium that has not ended yet; quarterly 3 more', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const current = new Date(Date.now() + 10 * DAY)
      await ctx.database.db.execute(sql`update users set premium_until = ${current.toISOString()}::timestamptz where id = ${Number(user.id)}`)
      const monthly = await payThroughCheckout(ctx.app, cookie, 'monthly')
      const first = await activate(cookie, { paymentId: monthly.paymentId })
      const afterMonthly = new Date(first.json().premiumUntil)
      expect(afterMonthly).toEqual(await plusMonths(current, 1))
      const quarterly = await payThroughCheckout(ctx.app, cookie, 'quarterly')
      const second = await activate(cookie, { paymentId: quarterly.paymentId })
      expect(new Date(second.json().premiumUntil)).toEqual(await plusMonths(afterMonthly, 3))
    })

    it('quarterly counts from now when the previous premium already ended', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      await ctx.database.db.execute(sql`update users set premium_until = now() - interval '40 days' where id = ${Number(user.id)}`)
      expect((await me(cookie)).isPremium).toBe(false)
      const before = new Date()
      const { paymentId } = await payThroughCheckout(ctx.app, cookie, 'quarterly')
      const until = new Date((await activate(cookie, { paymentId })).json().premiumUntil).getTime()
      expect(until).toBeGreaterThanOrEqual((await plusMonths(before, 3)).getTime())
      expect(until).toBeLessThanOrEqual((await plusMonths(new Date(), 3)).getTime())
    })

    it('premium ends when its period ends', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const { paymentId } = await payThroughCheckout(ctx.app, cookie, 'monthly')
      await activate(cookie, { paymentId })
      expect((await me(cookie)).isPremium).toBe(true)
      await ctx.database.db.execute(sql`update users set premium_until = now() - interval '1 second' where id = ${Number(user.id)}`)
      expect((await me(cookie)).isPremium).toBe(false)
      const status = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie })
      expect(status.json()).toMatchObject({ isPremium: false, status: 'approved' })
      expect((await activate(cookie, { paymentId })).statusCode).toBe(409)
      expect((await me(cookie)).isPremium).toBe(false)
    })
  })

  describe('GET /api/payment/config', () => {
    it('says the sandbox is in use', async () => {
      const response = await api(ctx.app, 'GET', '/api/payment/config')
      expect(response.json()).toEqual({ provider: 'mercadopago', sandbox: true })
    })
  })
})
