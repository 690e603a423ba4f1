import { expect, it } from 'vitest'
import { AccountPaymentsResponseSchema } from '#shared/schemas/account'
import { api, registerUser } from '#test/app'
import { describeWithPayments, payAtSandbox, payThroughCheckout, refundAtSandbox } from '#test/payment'
import { SANDBOX_ACCESS_TOKEN, SANDBOX_PREFIX } from '#server/modules/payment/sandbox'

describeWithPayments('GET /api/account/payments', (ctx) => {
  const history = async (cookie: string) => {
    const response = await api(ctx.app, 'GET', '/api/account/payments', { cookie })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    return AccountPaymentsResponseSchema.parse(response.json())
  }

  it('answers 401 in Portuguese when logged out', async () => {
    const response = await api(ctx.app, 'GET', '/api/account/payments')
    expect(response.statusCode).toBe(401)
    expect(response.json().error).toBe('Faça login para continuar.')
  })

  it('is empty for a free account', async () => {
    const person = await registerUser(ctx.app)
    expect(await history(person.cookie)).toEqual({ premiumUntil: null, payments: [] })
  })

  it('lists the payments newest first, with refunds and chargebacks and the time they took back', async () => {
    ctx.webhooks.deliver = true
    const person = await registerUser(ctx.app)
    const someoneElse = await registerUser(ctx.app)
    const refunded = await payThroughCheckout(ctx.app, person.cookie, 'monthly')
    const quarterly = await payThroughCheckout(ctx.app, person.cookie, 'quarterly')
    const charged = await payThroughCheckout(ctx.app, person.cookie, 'monthly')
    await payThroughCheckout(ctx.app, someoneElse.cookie, 'monthly')
    await refundAtSandbox(ctx.app, refunded.paymentId)
    const chargeback = await ctx.app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/v1/payments/${charged.paymentId}/chargebacks`,
      headers: { authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}` },
      payload: {},
    })
    expect(chargeback.statusCode).toBe(201)
    ctx.webhooks.deliver = false

    const answer = await history(person.cookie)
    expect(answer.payments.map((payment) => payment.id)).toEqual([charged.paymentId, quarterly.paymentId, refunded.paymentId])
    const [first, second, third] = answer.payments
    expect(first).toMatchObject({ plan: 'monthly', amountCents: 1000, currency: 'BRL', status: 'charged_back', months: 1 })
    expect(first?.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(second).toMatchObject({ plan: 'quarterly', amountCents: 2500, status: 'approved', months: 3, revokedAt: null })
    expect(third).toMatchObject({ plan: 'monthly', status: 'refunded', months: 1 })
    expect(third?.revokedAt).not.toBeNull()
    // Premium still covered by the quarterly payment only: about three months from now.
    const until = new Date(answer.premiumUntil ?? 0).getTime() - Date.now()
    expect(until).toBeGreaterThan(85 * 24 * 3600 * 1000)
    expect(until).toBeLessThan(95 * 24 * 3600 * 1000)
    // Only the person's own payments, and nothing of the provider's beyond the receipt's id.
    const me = (await api(ctx.app, 'GET', '/api/auth/me', { cookie: person.cookie })).json()
    expect(answer.premiumUntil).toBe(me.premiumUntil)
    const body = JSON.stringify(answer)
    expect(body).not.toMatch(/external_reference|preference|token|:monthly:|:quarterly:/i)
    expect(Object.keys(first ?? {}).sort()).toEqual(['amountCents', 'currency', 'gift', 'id', 'months', 'paidAt', 'plan', 'revokedAt', 'status'])
    expect(answer.payments.every((payment) => payment.gift === null)).toBe(true)
  })

  it('lists the gifts the person paid for with their mark, redeemed or not, and a refunded gift as refunded; never the recipient’s', async () => {
    ctx.webhooks.deliver = true
    const buyer = await registerUser(ctx.app)
    const friend = await registerUser(ctx.app)
    const buy = async (plan: 'monthly' | 'quarterly') => {
      const created = await api(ctx.app, 'POST', '/api/payment/preference', { cookie: buyer.cookie, body: { plan, gift: true } })
      expect(created.statusCode).toBe(200)
      return payAtSandbox(ctx.app, created.json().preference.id, 'approve')
    }
    const own = await payThroughCheckout(ctx.app, buyer.cookie, 'monthly')
    const redeemed = await buy('quarterly')
    const refunded = await buy('monthly')
    // An unpaid gift is not a payment: it stays out of the history.
    await api(ctx.app, 'POST', '/api/payment/preference', { cookie: buyer.cookie, body: { plan: 'monthly', gift: true } })
    const bought = (await api(ctx.app, 'GET', '/api/gifts', { cookie: buyer.cookie })).json().bought as { paymentId: string; code: string }[]
    const code = bought.find((gift) => gift.paymentId === redeemed.paymentId)?.code
    expect((await api(ctx.app, 'POST', '/api/gifts/redeem', { cookie: friend.cookie, body: { code } })).statusCode).toBe(200)
    await refundAtSandbox(ctx.app, refunded.paymentId)
    ctx.webhooks.deliver = false

    const answer = await history(buyer.cookie)
    expect(answer.payments.map((payment) => payment.id)).toEqual([refunded.paymentId, redeemed.paymentId, own.paymentId])
    const [refundedGift, redeemedGift, ownPayment] = answer.payments
    expect(refundedGift).toMatchObject({ plan: 'monthly', amountCents: 1000, status: 'refunded', months: 1, gift: { redeemed: false } })
    expect(refundedGift?.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(redeemedGift).toMatchObject({ plan: 'quarterly', amountCents: 2500, status: 'approved', months: 3, revokedAt: null, gift: { redeemed: true } })
    expect(ownPayment).toMatchObject({ plan: 'monthly', status: 'approved', gift: null })
    // The buyer's Premium is their own month only; the gift's time is the friend's.
    const until = new Date(answer.premiumUntil ?? 0).getTime() - Date.now()
    expect(until).toBeLessThan(32 * 24 * 3600 * 1000)
    // The code never travels in the history, and the recipient's history has no payment of theirs.
    expect(JSON.stringify(answer)).not.toContain(String(code).replace(/-/g, ''))
    expect(JSON.stringify(answer)).not.toContain(String(code))
    expect((await history(friend.cookie)).payments).toEqual([])
  })
})
