import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config'
import { api, registerUser, rows } from '#test/app'
import { describeWithPayments, payThroughCheckout, premiumUntilOf, refundAtSandbox, sendWebhook } from '#test/payment'
import { SANDBOX_ACCESS_TOKEN, SANDBOX_PREFIX } from './sandbox'

const DAY = 24 * 3600 * 1000

describeWithPayments('refunds and chargebacks take Premium back', (ctx) => {
  const me = async (cookie: string) => (await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json()
  const paymentRow = async (id: string) =>
    (await rows<{ status: string; revoked_at: string | null }>(ctx.database.db, sql`select status, revoked_at from payments where provider_payment_id = ${id}`))[0]

  it('a refund notified by the sandbox webhook ends Premium, updates the row and the export, and replays change nothing', async () => {
    ctx.webhooks.deliver = true
    const user = await registerUser(ctx.app)
    const { paymentId } = await payThroughCheckout(ctx.app, user.cookie, 'monthly')
    expect((await me(user.cookie)).isPremium).toBe(true)
    await refundAtSandbox(ctx.app, paymentId) // the sandbox notifies the webhook, as Mercado Pago does
    expect((await me(user.cookie)).isPremium).toBe(false)
    expect((await paymentRow(paymentId))?.status).toBe('refunded')
    expect((await paymentRow(paymentId))?.revoked_at).not.toBeNull()
    for (let i = 0; i < 3; i += 1) expect((await sendWebhook(ctx.app, paymentId, { requestId: `replay-${i}` })).statusCode).toBe(200)
    const status = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${paymentId}`, { cookie: user.cookie })
    expect(status.json()).toMatchObject({ isPremium: false, status: 'refunded' })
    const exported = (await api(ctx.app, 'GET', '/api/account/export', { cookie: user.cookie })).json()
    expect(JSON.stringify(exported)).toContain('"status":"refunded"')
    expect(JSON.stringify(exported)).toMatch(/"estornadoEm":"\d{4}-/)
    ctx.webhooks.deliver = false
  })

  it('a chargeback takes back only its own months: another payment still covers the rest', async () => {
    const user = await registerUser(ctx.app)
    const quarterly = await payThroughCheckout(ctx.app, user.cookie, 'quarterly')
    await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${quarterly.paymentId}`, { cookie: user.cookie })
    const monthly = await payThroughCheckout(ctx.app, user.cookie, 'monthly')
    await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${monthly.paymentId}`, { cookie: user.cookie })
    const before = (await premiumUntilOf(ctx.database.db, user.user.id as number))?.getTime() ?? 0
    const charged = await ctx.app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/v1/payments/${monthly.paymentId}/chargebacks`,
      headers: { authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}` },
      payload: {},
    })
    expect(charged.statusCode).toBe(201)
    // Webhook dropped here: check-status alone notices it.
    const status = await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${monthly.paymentId}`, { cookie: user.cookie })
    expect(status.json()).toMatchObject({ isPremium: true, status: 'charged_back' })
    const after = (await premiumUntilOf(ctx.database.db, user.user.id as number))?.getTime() ?? 0
    expect(before - after).toBeGreaterThan(27 * DAY)
    expect(before - after).toBeLessThan(32 * DAY)
    expect(after - Date.now()).toBeGreaterThan(85 * DAY)
    // Replays (webhook and check-status) take nothing more.
    await sendWebhook(ctx.app, monthly.paymentId)
    await api(ctx.app, 'GET', `/api/payment/check-status?payment_id=${monthly.paymentId}`, { cookie: user.cookie })
    expect((await premiumUntilOf(ctx.database.db, user.user.id as number))?.getTime()).toBe(after)
    expect((await paymentRow(monthly.paymentId))?.status).toBe('charged_back')
  })

  it('sandbox payment ids are random, never consecutive', async () => {
    const user = await registerUser(ctx.app)
    const ids: number[] = []
    for (let i = 0; i < 5; i += 1) ids.push(Number((await payThroughCheckout(ctx.app, user.cookie, 'monthly', 'pending')).paymentId))
    const steps = ids.slice(1).map((id, i) => Math.abs(id - (ids[i] ?? 0)))
    expect(steps.every((step) => step > 1)).toBe(true)
    expect(new Set(ids).size).toBe(5)
  })
})

describe('the sandbox only where it belongs', () => {
  it('refuses to start on an https PUBLIC_URL without MERCADOPAGO_ACCESS_TOKEN, naming the way out', () => {
    // EMAIL_SANDBOX: the mailbox's own https rule (src/server/config.test.ts) kept out of the way.
    const start = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', EMAIL_SANDBOX: 'true', ...env })
    expect(start({ PUBLIC_URL: 'https://www.espelho.app' })).toThrow(/MERCADOPAGO_ACCESS_TOKEN[\s\S]*PAYMENTS_SANDBOX=true/)
    expect(start({ PUBLIC_URL: 'https://www.espelho.app', PAYMENTS_SANDBOX: 'true' })).not.toThrow()
    expect(start({ PUBLIC_URL: 'https://www.espelho.app', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: 's' })).not.toThrow()
    // npm start on localhost keeps the sandbox as before.
    expect(start({ PUBLIC_URL: 'http://localhost:3000' })).not.toThrow()
    expect(start({})).not.toThrow()
  })
})
