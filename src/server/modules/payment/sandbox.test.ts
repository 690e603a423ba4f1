import { expect, it } from 'vitest'
import { registerUser } from '#test/app'
import { describeWithPayments, payThroughCheckout } from '#test/payment'
import { SANDBOX_ACCESS_TOKEN } from './sandbox'

const bearer = { authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}` }
const validPreference = {
  items: [{ id: 'monthly', title: 'Teste', quantity: 1, currency_id: 'BRL', unit_price: 10 }],
  back_urls: { success: 'http://localhost:3000/payment/success' },
}

describeWithPayments('sandbox Mercado Pago', (ctx) => {
  it('its API requires the sandbox bearer token, like the real one', async () => {
    for (const headers of [{}, { authorization: 'Bearer errado' }]) {
      const create = await ctx.app.inject({ method: 'POST', url: '/sandbox/mercadopago/checkout/preferences', headers, payload: validPreference })
      expect(create.statusCode).toBe(401)
      expect(create.json()).toMatchObject({ status: 401, error: 'unauthorized' })
      const payment = await ctx.app.inject({ method: 'GET', url: '/sandbox/mercadopago/v1/payments/1', headers })
      expect(payment.statusCode).toBe(401)
    }
  })

  it('answers payments in the shape of Mercado Pago', async () => {
    const { cookie } = await registerUser(ctx.app)
    const { paymentId } = await payThroughCheckout(ctx.app, cookie, 'monthly')
    const response = await ctx.app.inject({ method: 'GET', url: `/sandbox/mercadopago/v1/payments/${paymentId}`, headers: bearer })
    expect(response.json()).toMatchObject({
      id: Number(paymentId),
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 10,
      currency_id: 'BRL',
      live_mode: false,
    })
    const missing = await ctx.app.inject({ method: 'GET', url: '/sandbox/mercadopago/v1/payments/1', headers: bearer })
    expect(missing.statusCode).toBe(404)
  })

  it('refuses return or notification addresses on other sites (no open redirect, no posting elsewhere)', async () => {
    for (const patch of [
      { back_urls: { success: 'https://malicioso.example/roubo' } },
      { notification_url: 'http://169.254.169.254/latest' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/sandbox/mercadopago/checkout/preferences',
        headers: bearer,
        payload: { ...validPreference, ...patch },
      })
      expect(response.statusCode).toBe(400)
    }
  })

  it('refuses malformed preferences with 400', async () => {
    for (const payload of [{}, { items: [] }, { items: [{ title: 'x', quantity: 1, currency_id: 'BRL', unit_price: -1 }] }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/sandbox/mercadopago/checkout/preferences', headers: bearer, payload })
      expect(response.statusCode).toBe(400)
    }
  })

  it('shows a Portuguese page for an unknown checkout and for an invalid choice', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/sandbox/mercadopago/checkout/nao-existe' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['content-type']).toContain('text/html')
    expect(unknown.body).toContain('Pagamento não encontrado')
    expect(unknown.body).toContain('Ambiente de teste — nenhuma cobrança real')

    const created = await ctx.app.inject({ method: 'POST', url: '/sandbox/mercadopago/checkout/preferences', headers: bearer, payload: validPreference })
    const { id } = created.json()
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/sandbox/mercadopago/checkout/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=<script>',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).not.toContain('<script>')
  })

  it('escapes what it shows on the checkout page', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/mercadopago/checkout/preferences',
      headers: bearer,
      payload: { ...validPreference, items: [{ ...validPreference.items[0], title: '<img src=x onerror=alert(1)>' }] },
    })
    const page = await ctx.app.inject({ method: 'GET', url: `/sandbox/mercadopago/checkout/${created.json().id}` })
    expect(page.body).not.toContain('<img src=x')
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('approving later only redirects back to a payment page of this site', async () => {
    const { cookie } = await registerUser(ctx.app)
    const { paymentId } = await payThroughCheckout(ctx.app, cookie, 'monthly', 'pending')
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/sandbox/mercadopago/payments/${paymentId}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `back=${encodeURIComponent('https://malicioso.example/')}`,
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/payment/pending')
  })
})
