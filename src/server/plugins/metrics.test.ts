import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import { api, openTestDatabase, registerUser, testConfig } from '#test/app'
import { describeWithPayments, payThroughCheckout } from '#test/payment'

const TOKEN = 'token-de-metricas-bem-comprido-123'
const scrape = (app: Parameters<typeof api>[0], authorization?: string) =>
  api(app, 'GET', '/metrics', authorization ? { headers: { authorization } } : {})

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((label) => l.includes(label)))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe('/metrics without METRICS_TOKEN', () => {
  it('answers 404, even with a bearer token', async () => {
    const database = await openTestDatabase('pglite')
    const app = await buildApp(testConfig(), { database, logger: false })
    try {
      expect((await scrape(app)).statusCode).toBe(404)
      expect((await scrape(app, `Bearer ${TOKEN}`)).statusCode).toBe(404)
    } finally {
      await app.close()
      await database.close()
    }
  })
})

describeWithPayments(
  '/metrics with METRICS_TOKEN',
  (ctx) => {
    it('answers 401 without the exact bearer token', async () => {
      for (const authorization of [undefined, TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, 'Bearer ']) {
        const response = await scrape(ctx.app, authorization)
        expect(response.statusCode, String(authorization)).toBe(401)
        expect(response.json().error).toBe('Credenciais de métricas ausentes ou inválidas.')
        expect(response.body).not.toContain('http_request_duration_seconds')
      }
    })

    it('times requests by route pattern and status, never by the raw URL', async () => {
      const { user } = await registerUser(ctx.app)
      const uuid = user.userId as string
      expect((await api(ctx.app, 'GET', `/api/feedback/user/${uuid}`)).statusCode).toBe(200)
      expect((await api(ctx.app, 'GET', '/api/feedback/stats')).statusCode).toBe(401)
      const response = await scrape(ctx.app, `Bearer ${TOKEN}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/plain')
      const text = response.body
      expect(sample(text, 'http_request_duration_seconds_count', 'route="/api/feedback/user/:uuid",status="200",method="GET"')).toBeGreaterThanOrEqual(1)
      expect(sample(text, 'http_request_duration_seconds_count', 'route="/api/feedback/stats",status="401"')).toBeGreaterThanOrEqual(1)
      expect(text).not.toContain(uuid)
      expect(text).toContain('espelho_database_errors_total{kind="unavailable"}')
    })

    it('counts rate-limit refusals by route', async () => {
      const email = 'limite@exemplo.com.br'
      let refused = 0
      for (let i = 0; i < 4; i++) {
        const response = await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'errada-123' } })
        if (response.statusCode === 429) refused += 1
      }
      expect(refused).toBeGreaterThan(0)
      const text = (await scrape(ctx.app, `Bearer ${TOKEN}`)).body
      expect(sample(text, 'espelho_rate_limit_refusals_total', 'route="/api/auth/login"')).toBe(refused)
    })

    it('counts payments verified and refused', async () => {
      const { cookie } = await registerUser(ctx.app)
      const approved = await payThroughCheckout(ctx.app, cookie, 'monthly', 'approve')
      expect((await api(ctx.app, 'PUT', '/api/user/premium', { cookie, body: { paymentId: approved.paymentId } })).statusCode).toBe(200)
      const pending = await payThroughCheckout(ctx.app, cookie, 'monthly', 'pending')
      expect((await api(ctx.app, 'PUT', '/api/user/premium', { cookie, body: { paymentId: pending.paymentId } })).statusCode).toBe(402)
      const text = (await scrape(ctx.app, `Bearer ${TOKEN}`)).body
      expect(sample(text, 'espelho_payments_total', 'result="verified"')).toBe(1)
      expect(sample(text, 'espelho_payments_total', 'result="refused",reason="not_approved_yet"')).toBe(1)
      if (ctx.kind === 'postgres') {
        expect(sample(text, 'espelho_database_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1)
      }
    })
  },
  () => ({ ops: { metricsToken: TOKEN, logSlowMs: 1000 }, loginRateLimit: 2 }),
)

describe('/metrics when the database is down', () => {
  it('counts the database errors of the requests that met it', async () => {
    const database = await openTestDatabase('pglite')
    const app = await buildApp(testConfig({ ops: { metricsToken: TOKEN } }), { database, logger: false })
    try {
      const { cookie } = await registerUser(app)
      await database.close()
      expect((await api(app, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(503)
      const text = (await scrape(app, `Bearer ${TOKEN}`)).body
      expect(sample(text, 'espelho_database_errors_total', 'kind="unavailable"')).toBe(1)
    } finally {
      await app.close()
    }
  })
})
