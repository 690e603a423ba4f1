import { sql } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import type { PlanId } from '#shared/product'
import { api, registerUser, rows } from '#test/app'
import { approveAtSandbox, createSandboxPreference, describeWithPayments, payAtSandbox, payThroughCheckout, premiumUntilOf, refundAtSandbox, sendWebhook } from '#test/payment'
import { GIFT_MESSAGES, normalizeGiftCode } from '#shared/schemas/payment'
import { SANDBOX_ACCESS_TOKEN, SANDBOX_PREFIX } from './sandbox'

const DAY = 24 * 3600 * 1000

describeWithPayments('Premium as a gift (decision 0048)', (ctx) => {
  const me = async (cookie: string) => (await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json()
  const giftsOf = async (cookie: string) => (await api(ctx.app, 'GET', '/api/gifts', { cookie })).json()
  const redeem = (cookie: string, code: unknown) => api(ctx.app, 'POST', '/api/gifts/redeem', { cookie, body: { code } })
  const untilMs = async (user: { user: Record<string, unknown> }) => (await premiumUntilOf(ctx.database.db, user.user.id as number))?.getTime() ?? 0

  /** A gift bought through the card checkout and approved; the webhook delivers the approval. */
  async function buyGift(cookie: string, plan: PlanId = 'quarterly') {
    const created = await api(ctx.app, 'POST', '/api/payment/preference', { cookie, body: { plan, gift: true } })
    expect(created.statusCode).toBe(200)
    const paid = await payAtSandbox(ctx.app, created.json().preference.id, 'approve')
    const bought = (await giftsOf(cookie)).bought as { paymentId: string; code: string; status: string; redeemUrl: string }[]
    const gift = bought.find((entry) => entry.paymentId === paid.paymentId)
    if (!gift) throw new Error('gift not listed')
    return { ...gift, location: paid.location }
  }

  afterEach(() => {
    ctx.webhooks.deliver = false
  })

  it('a gift purchase makes a code (not the buyer’s Premium), listed while awaiting payment and then with its share link', async () => {
    ctx.webhooks.deliver = true
    const buyer = await registerUser(ctx.app)
    const created = await api(ctx.app, 'POST', '/api/payment/preference', { cookie: buyer.cookie, body: { plan: 'monthly', gift: true } })
    expect((await giftsOf(buyer.cookie)).bought).toMatchObject([{ status: 'awaiting_payment', code: null, redeemUrl: null, plan: 'monthly', months: 1 }])
    const paid = await payAtSandbox(ctx.app, created.json().preference.id, 'approve')
    // Back to the page that shows the gift, not the activation page.
    expect(paid.location.pathname).toBe('/gift/success')
    expect((await me(buyer.cookie)).isPremium).toBe(false)

    const [gift] = (await giftsOf(buyer.cookie)).bought
    expect(gift).toMatchObject({ status: 'available', paymentId: paid.paymentId, plan: 'monthly' })
    expect(gift.code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(gift.redeemUrl).toBe(`http://localhost:3000/gift/redeem#code=${gift.code}`)
    // The code itself is not in the database, only its hash.
    const stored = await rows<Record<string, unknown>>(ctx.database.db, sql`select * from gifts where id = ${gift.id}`)
    expect(JSON.stringify(stored)).not.toContain(normalizeGiftCode(gift.code))

    // Neither the activation nor check-status turn a gift's payment into the buyer's Premium.
    const activation = await api(ctx.app, 'PUT', '/api/user/premium', { cookie: buyer.cookie, body: { paymentId: paid.paymentId } })
    expect(activation.statusCode).toBe(409)
    expect(activation.json().error).toBe(GIFT_MESSAGES.giftPayment)
    const status = (await api(ctx.app, 'GET', `/api/payment/status?payment_id=${paid.paymentId}`, { cookie: buyer.cookie })).json()
    expect(status).toMatchObject({ status: 'approved', gift: true, isPremium: false })
    await sendWebhook(ctx.app, paid.paymentId, { requestId: 'replay' })
    expect((await me(buyer.cookie)).isPremium).toBe(false)
    expect((await giftsOf(buyer.cookie)).bought).toHaveLength(1)
  })

  it('redeeming adds the months after the recipient’s current end; once only; the buyer cannot redeem their own', async () => {
    ctx.webhooks.deliver = true
    const buyer = await registerUser(ctx.app)
    const recipient = await registerUser(ctx.app)
    const third = await registerUser(ctx.app)
    await payThroughCheckout(ctx.app, recipient.cookie, 'monthly') // the recipient is Premium for a month already
    const before = await untilMs(recipient)
    const gift = await buyGift(buyer.cookie, 'quarterly')

    const own = await redeem(buyer.cookie, gift.code)
    expect(own.statusCode).toBe(403)
    expect(own.json().error).toBe(GIFT_MESSAGES.ownGift)

    // Typed by hand: lower case, spaces instead of hyphens.
    const redeemed = await redeem(recipient.cookie, gift.code.toLowerCase().replace(/-/g, ' '))
    expect(redeemed.statusCode).toBe(200)
    expect(redeemed.json()).toMatchObject({ ok: true, plan: 'quarterly', months: 3 })
    const after = await untilMs(recipient)
    expect(after - before).toBeGreaterThan(88 * DAY)
    expect(after - before).toBeLessThan(93 * DAY)

    for (const cookie of [recipient.cookie, third.cookie]) {
      const again = await redeem(cookie, gift.code)
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toBe(GIFT_MESSAGES.alreadyRedeemed)
    }
    expect(await untilMs(recipient)).toBe(after)
    expect((await me(third.cookie)).isPremium).toBe(false)

    expect((await giftsOf(buyer.cookie)).bought).toMatchObject([{ status: 'redeemed', code: null, redeemUrl: null }])
    expect((await giftsOf(recipient.cookie)).received).toMatchObject([{ status: 'redeemed', plan: 'quarterly', months: 3 }])
    expect((await giftsOf(third.cookie))).toEqual({ bought: [], received: [] })

    // The account export lists both sides, never the code.
    const exported = (await api(ctx.app, 'GET', '/api/account/export', { cookie: buyer.cookie })).json()
    expect(exported.presentesComprados).toMatchObject([{ plano: 'quarterly', meses: 3, status: 'redeemed', idNoMercadoPago: gift.paymentId }])
    expect(JSON.stringify(exported)).not.toContain(normalizeGiftCode(gift.code).slice(0, 12))
    expect(JSON.stringify(exported)).not.toContain(gift.code.slice(0, 14))
    const received = (await api(ctx.app, 'GET', '/api/account/export', { cookie: recipient.cookie })).json()
    expect(received.presentesRecebidos).toMatchObject([{ plano: 'quarterly', meses: 3, status: 'redeemed' }])
  })

  it('a refund before redemption voids the code; after redemption it takes the time back from the recipient', async () => {
    ctx.webhooks.deliver = true
    const buyer = await registerUser(ctx.app)
    const recipient = await registerUser(ctx.app)

    const voided = await buyGift(buyer.cookie, 'monthly')
    await refundAtSandbox(ctx.app, voided.paymentId)
    const refused = await redeem(recipient.cookie, voided.code)
    expect(refused.statusCode).toBe(410)
    expect(refused.json().error).toBe(GIFT_MESSAGES.cancelled)
    expect((await me(recipient.cookie)).isPremium).toBe(false)

    const kept = await buyGift(buyer.cookie, 'quarterly')
    expect((await redeem(recipient.cookie, kept.code)).statusCode).toBe(200)
    expect((await me(recipient.cookie)).isPremium).toBe(true)
    await refundAtSandbox(ctx.app, kept.paymentId)
    expect((await me(recipient.cookie)).isPremium).toBe(false)
    // Replays take nothing more and give nothing back.
    await sendWebhook(ctx.app, kept.paymentId, { requestId: 'replay' })
    expect((await me(recipient.cookie)).isPremium).toBe(false)

    const listed = (await giftsOf(buyer.cookie)).bought as { paymentId: string; status: string; code: string | null }[]
    expect(listed.map((gift) => [gift.paymentId, gift.status, gift.code])).toEqual([
      [kept.paymentId, 'cancelled', null],
      [voided.paymentId, 'cancelled', null],
    ])
    expect((await giftsOf(recipient.cookie)).received).toMatchObject([{ status: 'cancelled' }])
  })

  it('a refund after redemption takes back only the gift’s months: the recipient’s own purchase still counts', async () => {
    ctx.webhooks.deliver = true
    const buyer = await registerUser(ctx.app)
    const recipient = await registerUser(ctx.app)
    await payThroughCheckout(ctx.app, recipient.cookie, 'monthly')
    const own = await untilMs(recipient)
    const gift = await buyGift(buyer.cookie, 'quarterly')
    await redeem(recipient.cookie, gift.code)
    await refundAtSandbox(ctx.app, gift.paymentId)
    expect(Math.abs((await untilMs(recipient)) - own)).toBeLessThan(2 * DAY)
    expect((await me(recipient.cookie)).isPremium).toBe(true)
  })

  /** The sandbox's own record of a payment, as our account reads it through its API. */
  const sandboxPayment = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/v1/payments/${id}`, headers: { authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}` } })).json() as { status: string }
  const duplicatesOf = (id: string) =>
    rows<{ status: string; refunded_at: unknown; gift_id: number }>(ctx.database.db, sql`select status, refunded_at, gift_id from gift_duplicate_payments where provider_payment_id = ${id}`)
  const giftRow = async (id: number) => (await rows<{ status: string; provider_payment_id: string }>(ctx.database.db, sql`select status, provider_payment_id from gifts where id = ${id}`))[0]

  it('a checkout paid twice: the second payment is recorded and refunded once, and its refund leaves the gift the first one paid (issue 45)', async () => {
    ctx.webhooks.deliver = true
    const buyer = await registerUser(ctx.app)
    const recipient = await registerUser(ctx.app)
    const created = await api(ctx.app, 'POST', '/api/payment/preference', { cookie: buyer.cookie, body: { plan: 'monthly', gift: true } })
    const first = await payAtSandbox(ctx.app, created.json().preference.id, 'approve')
    const [gift] = (await giftsOf(buyer.cookie)).bought
    expect(gift).toMatchObject({ status: 'available', paymentId: first.paymentId })
    // The same checkout paid again: the webhook brings the second approval.
    const second = await payAtSandbox(ctx.app, created.json().preference.id, 'approve')
    expect((await sandboxPayment(second.paymentId)).status).toBe('refunded')
    expect(await duplicatesOf(second.paymentId)).toMatchObject([{ status: 'refunded', gift_id: gift.id }])
    expect((await duplicatesOf(second.paymentId))[0]?.refunded_at).not.toBeNull()
    // Replays (webhook, the buyer's status looks) record nothing more and refund nothing more.
    for (let i = 0; i < 2; i += 1) expect((await sendWebhook(ctx.app, second.paymentId, { requestId: `dup-${i}` })).statusCode).toBe(200)
    const status = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${second.paymentId}`, { cookie: buyer.cookie })
    expect(status.json()).toMatchObject({ status: 'refunded', isPremium: false })
    expect(await duplicatesOf(second.paymentId)).toHaveLength(1)
    // The gift stays with the first payment: still available, and redeemable.
    expect(await giftRow(gift.id)).toEqual({ status: 'available', provider_payment_id: first.paymentId })
    expect((await redeem(recipient.cookie, gift.code)).statusCode).toBe(200)
    expect((await me(recipient.cookie)).isPremium).toBe(true)
    // The first payment's refund still takes the gift back.
    await refundAtSandbox(ctx.app, first.paymentId)
    expect((await giftRow(gift.id))?.status).toBe('cancelled')
    expect((await me(recipient.cookie)).isPremium).toBe(false)
  })

  it('refunding a second payment of one checkout never cancels the gift, even when its approval was never seen (issue 45)', async () => {
    ctx.webhooks.deliver = true
    const buyer = await registerUser(ctx.app)
    const created = await api(ctx.app, 'POST', '/api/payment/preference', { cookie: buyer.cookie, body: { plan: 'quarterly', gift: true } })
    const first = await payAtSandbox(ctx.app, created.json().preference.id, 'approve')
    // The second approval's notification is lost; then that payment is refunded at Mercado Pago.
    ctx.webhooks.deliver = false
    const second = await payAtSandbox(ctx.app, created.json().preference.id, 'approve')
    ctx.webhooks.deliver = true
    await refundAtSandbox(ctx.app, second.paymentId)
    const [gift] = (await giftsOf(buyer.cookie)).bought
    expect(gift).toMatchObject({ status: 'available', paymentId: first.paymentId })
    expect(await giftRow(gift.id)).toEqual({ status: 'available', provider_payment_id: first.paymentId })
    // The buyer's status look at the refunded payment changes nothing either.
    const status = await api(ctx.app, 'GET', `/api/payment/status?payment_id=${second.paymentId}`, { cookie: buyer.cookie })
    expect(status.json()).toMatchObject({ status: 'refunded', gift: true })
    expect((await giftRow(gift.id))?.status).toBe('available')
  })

  it('concurrent redemptions of one code: exactly one wins', async () => {
    ctx.webhooks.deliver = true
    const buyer = await registerUser(ctx.app)
    const gift = await buyGift(buyer.cookie, 'monthly')
    const people = await Promise.all(Array.from({ length: 6 }, () => registerUser(ctx.app)))
    const answers = await Promise.all(people.map((person) => redeem(person.cookie, gift.code)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const premium = await Promise.all(people.map(async (person) => (await me(person.cookie)).isPremium))
    expect(premium.filter(Boolean)).toHaveLength(1)
    expect(premium[answers.findIndex((answer) => answer.statusCode === 200)]).toBe(true)
  })

  it('a gift paid with PIX becomes available when the signed webhook brings the approval', async () => {
    ctx.webhooks.deliver = true
    const buyer = await registerUser(ctx.app)
    const created = await api(ctx.app, 'POST', '/api/payment/pix', { cookie: buyer.cookie, body: { plan: 'monthly', gift: true } })
    expect(created.statusCode).toBe(200)
    const { paymentId } = created.json()
    expect((await api(ctx.app, 'GET', `/api/payment/status?payment_id=${paymentId}`, { cookie: buyer.cookie })).json()).toMatchObject({ gift: true, status: 'pending' })
    expect((await giftsOf(buyer.cookie)).bought).toMatchObject([{ status: 'awaiting_payment' }])
    await approveAtSandbox(ctx.app, paymentId)
    expect((await giftsOf(buyer.cookie)).bought).toMatchObject([{ status: 'available', paymentId }])
    expect((await me(buyer.cookie)).isPremium).toBe(false)
  })

  it('a gift paid below its price, or announced by a forged notification, makes no code', async () => {
    const buyer = await registerUser(ctx.app)
    const publicId = String(buyer.user.userId)
    const cheap = await createSandboxPreference(ctx.app, { publicId, plan: 'quarterly', price: 1, reference: `${publicId}:gift-quarterly:barato123` })
    const { paymentId } = await payAtSandbox(ctx.app, cheap.id, 'approve')
    expect((await sendWebhook(ctx.app, paymentId)).json()).toEqual({ received: true, applied: false })
    const status = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie: buyer.cookie })
    expect(status.statusCode).toBe(402)
    const fair = await createSandboxPreference(ctx.app, { publicId, plan: 'monthly', price: 10, reference: `${publicId}:gift-monthly:justo1234` })
    const paid = await payAtSandbox(ctx.app, fair.id, 'approve')
    expect((await sendWebhook(ctx.app, paid.paymentId, { secret: 'adivinhado' })).statusCode).toBe(401)
    expect((await giftsOf(buyer.cookie)).bought).toEqual([])
    // The genuine, signed notification makes it.
    expect((await sendWebhook(ctx.app, paid.paymentId)).json()).toEqual({ received: true, applied: true })
    expect((await giftsOf(buyer.cookie)).bought).toMatchObject([{ status: 'available', paymentId: paid.paymentId }])
    expect((await me(buyer.cookie)).isPremium).toBe(false)
  })

  it('bad, unknown and foreign codes answer in Portuguese with a 4xx; signed out is refused; attempts are rate limited', async () => {
    const person = await registerUser(ctx.app)
    for (const code of ['', 'abc', 'x'.repeat(101), 12345, null, 'U'.repeat(32)]) {
      const answer = await redeem(person.cookie, code)
      expect(answer.statusCode, String(code)).toBe(400)
      expect(answer.json().error).toBe(GIFT_MESSAGES.invalidCode)
    }
    const unknown = await redeem(person.cookie, '0'.repeat(32))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toBe(GIFT_MESSAGES.notFound)
    expect((await api(ctx.app, 'POST', '/api/gifts/redeem', { body: { code: '0'.repeat(32) } })).statusCode).toBe(401)
    expect((await api(ctx.app, 'GET', '/api/gifts')).statusCode).toBe(401)

    const guesser = await registerUser(ctx.app)
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) statuses.push((await redeem(guesser.cookie, `${'1'.repeat(31)}${i % 10}`)).statusCode)
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
