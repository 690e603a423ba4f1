import { sql } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { api, registerUser, rows, TEST_ORIGIN } from '#test/app'
import { approveAtSandbox, describeWithPayments, paymentRowCount, payWithPix, sendWebhook } from '#test/payment'
import { PAYMENT_MESSAGES } from '#shared/schemas/payment'
import { pixCopyPasteCode } from './pix-code'
import { SANDBOX_ACCESS_TOKEN, SANDBOX_PREFIX } from './sandbox'

const MINUTE = 60_000

describeWithPayments('PIX in the checkout (decision 0047)', (ctx) => {
  const me = async (cookie: string) => (await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json()
  const status = (cookie: string, paymentId: string) => api(ctx.app, 'GET', `/api/payment/status?payment_id=${paymentId}`, { cookie })
  const atSandbox = async (paymentId: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/v1/payments/${paymentId}`, headers: { authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}` } })
    ).json()
  const appliedRows = async (paymentId: string) =>
    Number(
      (await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from payments where provider_payment_id = ${paymentId} and applied_at is not null`))[0]?.n,
    )

  afterEach(() => {
    ctx.webhooks.deliver = false
    ctx.sandboxClock.offsetMs = 0
  })

  it('a PIX charge is pending with its QR code and copy-and-paste code; Premium starts only when the signed webhook brings the approval', async () => {
    const user = await registerUser(ctx.app)
    const { paymentId, pix } = await payWithPix(ctx.app, user.cookie, 'quarterly')
    expect(paymentId).toMatch(/^\d+$/)
    expect(pix.qrCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*540525\.00.*6304[0-9A-F]{4}$/)
    expect(Buffer.from(pix.qrCodeBase64, 'base64').subarray(1, 4).toString()).toBe('PNG')
    expect(pix.ticketUrl).toBe(`${TEST_ORIGIN}${SANDBOX_PREFIX}/pix/${paymentId}`)
    const minutesLeft = (Date.parse(pix.expiresAt as string) - Date.now()) / MINUTE
    expect(minutesLeft).toBeGreaterThan(29)
    expect(minutesLeft).toBeLessThanOrEqual(30)

    // The sandbox holds it as Mercado Pago does.
    expect(await atSandbox(paymentId)).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      transaction_amount: 25,
      point_of_interaction: { type: 'PIX', transaction_data: { qr_code: pix.qrCode } },
    })

    const pending = await status(user.cookie, paymentId)
    expect(pending.statusCode).toBe(200)
    expect(pending.json()).toMatchObject({ status: 'pending', method: 'pix', plan: 'quarterly', gift: false, isPremium: false })
    expect(pending.json().pix.qrCode).toBe(pix.qrCode)

    // A signed notification about a still-pending payment grants nothing.
    expect((await sendWebhook(ctx.app, paymentId)).json()).toEqual({ received: true, applied: false })
    expect((await me(user.cookie)).isPremium).toBe(false)

    // Approved at the sandbox, notification lost: still nothing.
    await approveAtSandbox(ctx.app, paymentId)
    expect(ctx.webhooks.dropped).toBeGreaterThan(0)
    expect((await me(user.cookie)).isPremium).toBe(false)
    // A forged notification is refused.
    expect((await sendWebhook(ctx.app, paymentId, { secret: 'adivinhado' })).statusCode).toBe(401)
    expect((await me(user.cookie)).isPremium).toBe(false)
    expect(await paymentRowCount(ctx.database.db, paymentId)).toBe(0)

    // The signed notification: Premium for a quarter, once.
    expect((await sendWebhook(ctx.app, paymentId)).json()).toEqual({ received: true, applied: true })
    const after = await me(user.cookie)
    expect(after.isPremium).toBe(true)
    const days = (Date.parse(after.premiumUntil) - Date.now()) / (24 * 60 * MINUTE)
    expect(days).toBeGreaterThan(85)
    expect(days).toBeLessThan(95)
    expect((await sendWebhook(ctx.app, paymentId, { requestId: 'replay' })).json()).toEqual({ received: true, applied: false })
    expect((await me(user.cookie)).premiumUntil).toBe(after.premiumUntil)

    const approved = (await status(user.cookie, paymentId)).json()
    expect(approved).toMatchObject({ status: 'approved', isPremium: true, pix: null })
  })

  it('the sandbox delivers the approval by the signed webhook by itself', async () => {
    ctx.webhooks.deliver = true
    const user = await registerUser(ctx.app)
    const { paymentId } = await payWithPix(ctx.app, user.cookie, 'monthly')
    expect((await me(user.cookie)).isPremium).toBe(false)
    const redirect = await approveAtSandbox(ctx.app, paymentId)
    expect(redirect.headers.location).toBe(`/payment/pending?payment_id=${paymentId}&method=pix`)
    expect((await me(user.cookie)).isPremium).toBe(true)
    expect(await appliedRows(paymentId)).toBe(1)
  })

  it('an unpaid PIX expires after 30 minutes: cancelled, no code to pay, no Premium', async () => {
    const user = await registerUser(ctx.app)
    const { paymentId } = await payWithPix(ctx.app, user.cookie, 'monthly')
    ctx.sandboxClock.offsetMs = 29 * MINUTE
    expect((await status(user.cookie, paymentId)).json()).toMatchObject({ status: 'pending' })
    ctx.sandboxClock.offsetMs = 31 * MINUTE
    const expired = (await status(user.cookie, paymentId)).json()
    expect(expired).toMatchObject({ status: 'cancelled', statusDetail: 'expired', isPremium: false, pix: null })
    expect((await sendWebhook(ctx.app, paymentId)).json()).toEqual({ received: true, applied: false })
    expect((await me(user.cookie)).isPremium).toBe(false)
  })

  it('a PIX paid after its expiry is refunded by the sandbox and Premium does not start', async () => {
    ctx.webhooks.deliver = true
    const user = await registerUser(ctx.app)
    const { paymentId } = await payWithPix(ctx.app, user.cookie, 'monthly')
    ctx.sandboxClock.offsetMs = 45 * MINUTE
    await approveAtSandbox(ctx.app, paymentId)
    const payment = await atSandbox(paymentId)
    expect(payment.status).toBe('refunded')
    expect(Date.parse(payment.date_approved)).toBeGreaterThan(Date.parse(payment.date_of_expiration))
    expect((await me(user.cookie)).isPremium).toBe(false)
    expect(await appliedRows(paymentId)).toBe(0)
    expect((await status(user.cookie, paymentId)).json()).toMatchObject({ status: 'refunded', isPremium: false })
    // And check-status / the activation refuse it too, in Portuguese.
    const activation = await api(ctx.app, 'PUT', '/api/user/premium', { cookie: user.cookie, body: { paymentId } })
    expect(activation.statusCode).toBe(402)
    expect((await me(user.cookie)).isPremium).toBe(false)
  })

  it('"Simular vencimento" expires an unpaid PIX at once and notifies the site; paying it afterwards is refunded; a paid one cannot expire', async () => {
    ctx.webhooks.deliver = true
    const user = await registerUser(ctx.app)
    const { paymentId } = await payWithPix(ctx.app, user.cookie, 'monthly')
    const page = await ctx.app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/pix/${paymentId}` })
    expect(page.body).toContain(`action="/sandbox/mercadopago/payments/${paymentId}/expire"`)
    const back = `/payment/pending?payment_id=${paymentId}&method=pix`
    const expire = (id: string, backTo = back) =>
      ctx.app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/payments/${id}/expire`, payload: { back: backTo } })
    const expired = await expire(paymentId)
    expect(expired.statusCode).toBe(303)
    expect(expired.headers.location).toBe(back)
    expect((await status(user.cookie, paymentId)).json()).toMatchObject({ status: 'cancelled', statusDetail: 'expired', isPremium: false, pix: null })
    const after = await ctx.app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/pix/${paymentId}` })
    expect(after.body).toContain('PIX expirado')
    expect(after.body).not.toContain('Simular vencimento')
    // Paid too late: refunded, Premium never starts.
    await approveAtSandbox(ctx.app, paymentId)
    expect((await atSandbox(paymentId)).status).toBe('refunded')
    expect((await me(user.cookie)).isPremium).toBe(false)
    expect(await appliedRows(paymentId)).toBe(0)

    // A paid PIX stays paid; an unknown one is a 404 page; the way back never leaves the site.
    const { paymentId: paid } = await payWithPix(ctx.app, user.cookie, 'monthly')
    await approveAtSandbox(ctx.app, paid)
    expect((await expire(paid, 'https://exemplo.com/roubo')).headers.location).toBe('/payment/pending')
    expect((await atSandbox(paid)).status).toBe('approved')
    expect((await me(user.cookie)).isPremium).toBe(true)
    expect((await expire('123')).statusCode).toBe(404)
  })

  it('the sandbox PIX page shows the QR code, the code to copy and the pay button; expired, it says so', async () => {
    const user = await registerUser(ctx.app)
    const { paymentId, pix } = await payWithPix(ctx.app, user.cookie, 'monthly')
    const page = await ctx.app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/pix/${paymentId}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Aguardando pagamento do PIX')
    expect(page.body).toContain('PIX Copia e Cola')
    expect(page.body).toContain(pix.qrCode)
    expect(page.body).toContain(`src="data:image/png;base64,${pix.qrCodeBase64}"`)
    expect(page.body).toContain('Pagar PIX de teste')
    ctx.sandboxClock.offsetMs = 31 * MINUTE
    const expired = await ctx.app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/pix/${paymentId}` })
    expect(expired.body).toContain('PIX expirado')
    expect((await ctx.app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/pix/123` })).statusCode).toBe(404)
    expect((await ctx.app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/pix/abc` })).statusCode).toBe(404)
  })

  it("Checkout Pro offers PIX first, as Mercado Pago's does: a pending PIX for the preference, its page returning to the purchase's pending page", async () => {
    ctx.webhooks.deliver = true
    const user = await registerUser(ctx.app)
    const created = await api(ctx.app, 'POST', '/api/payment/preference', { cookie: user.cookie, body: { plan: 'quarterly', gift: true } })
    const { preference } = created.json() as { preference: { id: string; init_point: string } }
    const checkout = await ctx.app.inject({ method: 'GET', url: new URL(preference.init_point).pathname })
    expect(checkout.body.indexOf('value="pix"')).toBeGreaterThan(0)
    expect(checkout.body.indexOf('value="pix"')).toBeLessThan(checkout.body.indexOf('value="approve"'))

    const chosen = await ctx.app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/checkout/${preference.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pix',
    })
    expect(chosen.statusCode).toBe(303)
    const paymentId = /\/pix\/(\d+)$/.exec(String(chosen.headers.location))?.[1] as string
    expect(paymentId).toMatch(/^\d+$/)
    expect(await atSandbox(paymentId)).toMatchObject({
      status: 'pending',
      payment_method_id: 'pix',
      preference_id: preference.id,
      transaction_amount: 25,
      external_reference: expect.stringMatching(new RegExp(`^${user.user.userId}:gift-quarterly:`)),
    })
    const page = await ctx.app.inject({ method: 'GET', url: String(chosen.headers.location) })
    expect(page.body).toContain('Pagar PIX de teste')
    // The way back keeps the purchase's plan and gift mark (the pending page then shows the gift's link).
    expect(page.body).toContain(`value="/payment/pending?plan=quarterly&amp;gift=1&amp;payment_id=${paymentId}&amp;method=pix"`)
    const status = (await api(ctx.app, 'GET', `/api/payment/status?payment_id=${paymentId}`, { cookie: user.cookie })).json()
    expect(status).toMatchObject({ status: 'pending', method: 'pix', plan: 'quarterly', gift: true })
    // Paid: the gift becomes available, the buyer's own plan does not change.
    await approveAtSandbox(ctx.app, paymentId)
    expect((await api(ctx.app, 'GET', `/api/payment/status?payment_id=${paymentId}`, { cookie: user.cookie })).json()).toMatchObject({ status: 'approved', gift: true })
    expect((await me(user.cookie)).isPremium).toBe(false)
  })

  it('bad input answers in Portuguese with a 4xx, never a 500', async () => {
    const owner = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    const { paymentId } = await payWithPix(ctx.app, owner.cookie, 'monthly')

    const badPlan = await api(ctx.app, 'POST', '/api/payment/pix', { cookie: owner.cookie, body: { plan: 'yearly' } })
    expect(badPlan.statusCode).toBe(400)
    expect(badPlan.body).toContain(PAYMENT_MESSAGES.invalidPlan)
    expect((await api(ctx.app, 'POST', '/api/payment/pix', { body: { plan: 'monthly' } })).statusCode).toBe(401)
    expect((await api(ctx.app, 'GET', `/api/payment/status?payment_id=${paymentId}`)).statusCode).toBe(401)

    const foreign = await status(other.cookie, paymentId)
    // Someone else's payment answers as one that does not exist (issue 45).
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error).toBe(PAYMENT_MESSAGES.paymentNotFound)
    expect(foreign.body).not.toContain('000201')
    const garbage = await status(owner.cookie, 'abc')
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json().error).toBe(PAYMENT_MESSAGES.invalidPaymentId)
    const missing = await status(owner.cookie, '12345')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toBe(PAYMENT_MESSAGES.paymentNotFound)
  })

  it('the sandbox Payments API refuses what Mercado Pago refuses', async () => {
    const post = (payload: Record<string, unknown>, token = SANDBOX_ACCESS_TOKEN) =>
      ctx.app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/v1/payments`, headers: { authorization: `Bearer ${token}` }, payload })
    const valid = { transaction_amount: 10, description: 'Teste', payment_method_id: 'pix', payer: { email: 'a@b.com' } }
    expect((await post(valid)).statusCode).toBe(201)
    expect((await post(valid, 'outro')).statusCode).toBe(401)
    expect((await post({ ...valid, payment_method_id: 'master' })).statusCode).toBe(400)
    expect((await post({ ...valid, notification_url: 'https://evil.example/hook' })).statusCode).toBe(400)
    expect((await post({ ...valid, date_of_expiration: new Date(Date.now() + 5 * MINUTE).toISOString() })).statusCode).toBe(400)
    expect((await post({ ...valid, transaction_amount: -1 })).statusCode).toBe(400)
  })
})

it('the PIX copy-and-paste code is a well-formed BR Code with a valid CRC16', () => {
  const code = pixCopyPasteCode({ txid: 'ESPELHO123', amount: 10 })
  expect(code.startsWith('000201010212')).toBe(true)
  expect(code).toContain('5303986')
  expect(code).toContain('540510.00')
  expect(code).toContain('5802BR')
  // An independent CRC16-CCITT-FALSE, checked on its standard vector, then on the code's own text.
  const crc = (text: string) => {
    let value = 0xffff
    for (const char of text) {
      value ^= char.charCodeAt(0) << 8
      for (let i = 0; i < 8; i += 1) value = (value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1) & 0xffff
    }
    return value.toString(16).toUpperCase().padStart(4, '0')
  }
  expect(crc('123456789')).toBe('29B1')
  expect(code.slice(-4)).toBe(crc(code.slice(0, -4)))
  expect(code).not.toBe(pixCopyPasteCode({ txid: 'ESPELHO124', amount: 10 }))
})
