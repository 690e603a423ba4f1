import { describe, expect, it } from 'vitest'
import { createMercadoPagoClient, MercadoPagoError } from './mercadopago.client'
import { parseExternalReference } from '#shared/schemas/payment'

const TOKEN = 'APP_USR-super-secret-token'

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} })
    return answer()
  }
  return { calls, fetchImpl }
}

const client = (fetchImpl: typeof fetch) =>
  createMercadoPagoClient({ apiBase: 'https://mp.example/', accessToken: TOKEN, publicUrl: 'https://www.espelho.app', timeoutMs: 1000, fetch: fetchImpl })

const user = { publicId: '0b6d4a0e-1c2b-4f7e-9a4e-2b9a1f0e7c3d', email: 'ana@exemplo.com.br' }

describe('Mercado Pago client', () => {
  it('creates a Checkout Pro preference in BRL at the plan price, tied to the user and plan', async () => {
    const { calls, fetchImpl } = fakeFetch(() => Response.json({ id: 'pref-1', init_point: 'https://mp.example/checkout/pref-1' }, { status: 201 }))
    const preference = await client(fetchImpl).createPreference({ plan: 'quarterly', user })
    expect(preference).toEqual({ id: 'pref-1', init_point: 'https://mp.example/checkout/pref-1' })
    const [call] = calls
    expect(call?.url).toBe('https://mp.example/checkout/preferences')
    expect(call?.init.method).toBe('POST')
    const headers = call?.init.headers as Record<string, string>
    expect(headers.Authorization).toBe(`Bearer ${TOKEN}`)
    expect(headers['X-Idempotency-Key']).toMatch(/^[\w-]{16,}$/)
    const body = JSON.parse(String(call?.init.body))
    expect(body.items).toEqual([
      expect.objectContaining({ id: 'quarterly', quantity: 1, currency_id: 'BRL', unit_price: 25, title: 'Espelho Premium Trimestral' }),
    ])
    expect(body.payer).toEqual({ email: user.email })
    expect(body.back_urls).toEqual({
      success: 'https://www.espelho.app/payment/success?plan=quarterly',
      failure: 'https://www.espelho.app/payment/cancel?plan=quarterly',
      pending: 'https://www.espelho.app/payment/pending?plan=quarterly',
    })
    expect(body.auto_return).toBe('approved')
    expect(body.notification_url).toBe('https://www.espelho.app/api/payment/webhook')
    expect(body.statement_descriptor).toBe('ESPELHO')
    expect(parseExternalReference(body.external_reference)).toEqual({ publicId: user.publicId, plan: 'quarterly', gift: false })
  })

  it('fetches a payment and normalises its id to a string', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      Response.json({ id: 123, status: 'approved', status_detail: 'accredited', transaction_amount: 10, currency_id: 'BRL', external_reference: 'x', date_approved: null, extra: 1 }),
    )
    const payment = await client(fetchImpl).getPayment('123')
    expect(calls[0]?.url).toBe('https://mp.example/v1/payments/123')
    expect(payment).toEqual({ id: '123', status: 'approved', status_detail: 'accredited', transaction_amount: 10, currency_id: 'BRL', external_reference: 'x', date_approved: null, payment_method_id: null, date_of_expiration: null, point_of_interaction: null })
  })

  it.each([
    [404, 'not_found'],
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [400, 'rejected'],
    [500, 'bad_response'],
    [503, 'bad_response'],
  ] as const)('turns HTTP %i into a typed %s error', async (status, kind) => {
    const { fetchImpl } = fakeFetch(() => Response.json({ message: 'x' }, { status }))
    const error = await client(fetchImpl).getPayment('1').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MercadoPagoError)
    expect((error as MercadoPagoError).kind).toBe(kind)
  })

  it.each([
    ['invalid JSON', () => new Response('<html>oops</html>', { status: 200 })],
    ['an unexpected shape', () => Response.json({ id: 1, status: 'approved' })],
  ])('refuses %s as bad_response', async (_name, answer) => {
    const { fetchImpl } = fakeFetch(answer)
    await expect(client(fetchImpl).getPayment('1')).rejects.toMatchObject({ kind: 'bad_response' })
  })

  it('reports a refused connection as unreachable and a timeout as timeout, never with the token', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })
    }
    const down = (await client(refused).getPayment('1').catch((caught: unknown) => caught)) as MercadoPagoError
    expect(down.kind).toBe('unreachable')
    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const late = (await createMercadoPagoClient({ apiBase: 'https://mp.example', accessToken: TOKEN, publicUrl: 'https://x', timeoutMs: 50, fetch: slow })
      .getPayment('1')
      .catch((caught: unknown) => caught)) as MercadoPagoError
    expect(late.kind).toBe('timeout')
    for (const error of [down, late]) expect(`${error.message} ${JSON.stringify(error)}`).not.toContain(TOKEN)
  })
})
