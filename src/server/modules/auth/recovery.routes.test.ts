import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '#shared/schemas/auth'
import { EMAIL_MESSAGES } from '#shared/schemas/email'
import { api, cookieFrom, describeWithApp, registerUser, rows, uniqueEmail, type TestContext } from '#test/app'

/** The token of the newest sandbox message of this kind to this address (the sandbox mailbox keeps them). */
async function lastToken(ctx: TestContext, email: string, path: '/reset-password' | '/verify-email') {
  await ctx.app.emailDispatcher.runOnce()
  const [message] = await rows<{ text: string }>(
    ctx.database.db,
    sql`select text from sandbox_emails where to_address = ${email} and text like ${`%${path}?token=%`} order by id desc limit 1`,
  )
  const match = message?.text.match(/token=([\w-]+)/)
  if (!match?.[1]) throw new Error(`no ${path} mail for ${email}`)
  return match[1]
}

const newPassword = (password = 'uma-senha-nova-9') => ({ password, confirmPassword: password })

describeWithApp(
  'password recovery and address confirmation',
  (ctx) => {
    describe('POST /api/auth/forgot-password', () => {
      it('answers the same body for a known and an unknown address and queues mail only for the known one', async () => {
        const { email } = await registerUser(ctx.app)
        const stranger = uniqueEmail('estranho')
        const known = await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
        const unknown = await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: stranger } })
        expect([known.statusCode, unknown.statusCode]).toEqual([200, 200])
        expect(known.body).toBe(unknown.body)
        expect(known.json()).toEqual({ success: true, message: EMAIL_MESSAGES.forgotAccepted })
        const queued = await rows<{ to_address: string }>(ctx.database.db, sql`select to_address from email_outbox where kind = 'password_reset'`)
        expect(queued.map((row) => row.to_address)).toContain(email)
        expect(queued.map((row) => row.to_address)).not.toContain(stranger)
      })

      it('sends at most 3 links an hour to one address, still answering the same', async () => {
        const { email } = await registerUser(ctx.app)
        for (let i = 0; i < 5; i++) {
          const response = await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
          expect(response.json().message).toBe(EMAIL_MESSAGES.forgotAccepted)
        }
        const [count] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from email_outbox where kind = 'password_reset' and to_address = ${email}`)
        expect(Number(count?.n)).toBe(3)
      })

      it('refuses a malformed address with the registration message (a 400, never a 500)', async () => {
        const response = await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: 'não-é-email' } })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(AUTH_MESSAGES.email)
      })

      it('works for an account created with Google (it gets a password this way)', async () => {
        const email = uniqueEmail('google')
        await ctx.database.db.execute(sql`insert into users (username, email, google_sub, email_verified_at) values ('G', ${email}, ${`sub-${email}`}, now())`)
        await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
        const token = await lastToken(ctx, email, '/reset-password')
        const reset = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, ...newPassword() } })
        expect(reset.statusCode).toBe(200)
        const login = await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'uma-senha-nova-9' } })
        expect(login.statusCode).toBe(200)
      })
    })

    describe('POST /api/auth/reset-password', () => {
      it.each([
        ['forged', 'a'.repeat(43), EMAIL_MESSAGES.tokenInvalid],
        ['malformed', '<script>', EMAIL_MESSAGES.tokenInvalid],
      ])('refuses a %s token with a Portuguese 400', async (_name, token, message) => {
        const response = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, ...newPassword() } })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(message)
      })

      it('refuses an expired token and leaves the password alone', async () => {
        const { email, password } = await registerUser(ctx.app)
        await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
        const token = await lastToken(ctx, email, '/reset-password')
        await ctx.database.db.execute(sql`update email_tokens set expires_at = now() - interval '1 minute' where purpose = 'password_reset'`)
        const response = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, ...newPassword() } })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(EMAIL_MESSAGES.tokenExpired)
        expect((await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })).statusCode).toBe(200)
      })

      it('applies the registration password rules before spending the token', async () => {
        const { email } = await registerUser(ctx.app)
        await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
        const token = await lastToken(ctx, email, '/reset-password')
        const short = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, ...newPassword('12345') } })
        expect(short.json().error).toBe(AUTH_MESSAGES.passwordMin)
        const differ = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'senha-boa-123', confirmPassword: 'outra-123' } })
        expect(differ.json().error).toBe(AUTH_MESSAGES.passwordsDiffer)
        const common = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, ...newPassword('123456') } })
        expect(common.statusCode).toBe(400)
        const ok = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, ...newPassword() } })
        expect(ok.statusCode).toBe(200)
      })

      it('ends every session of the person, spends older links and signs in on this browser', async () => {
        const { email, cookie: first } = await registerUser(ctx.app)
        const second = cookieFrom(await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'senha-segura-123' } }))
        await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
        const older = await lastToken(ctx, email, '/reset-password')
        await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
        const newer = await lastToken(ctx, email, '/reset-password')
        const reset = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token: newer, ...newPassword() } })
        expect(reset.statusCode).toBe(200)
        for (const cookie of [first, second]) expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(401)
        expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie: cookieFrom(reset) })).json().email).toBe(email)
        const replay = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token: older, ...newPassword('mais-uma-senha-7') } })
        expect(replay.statusCode).toBe(400)
        expect(replay.json().error).toBe(EMAIL_MESSAGES.tokenUsed)
      })

      it('a confirmation token is not a reset token', async () => {
        const { email } = await registerUser(ctx.app)
        const token = await lastToken(ctx, email, '/verify-email')
        const response = await api(ctx.app, 'POST', '/api/auth/reset-password', { body: { token, ...newPassword() } })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(EMAIL_MESSAGES.tokenInvalid)
      })
    })

    describe('address confirmation', () => {
      it('GET /api/auth/me says emailVerified; the link confirms; forged and expired links are refused', async () => {
        const { email, cookie } = await registerUser(ctx.app)
        expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json().emailVerified).toBe(false)
        const forged = await api(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: 'b'.repeat(43) } })
        expect(forged.statusCode).toBe(400)
        expect(forged.json().error).toBe(EMAIL_MESSAGES.tokenInvalid)
        const token = await lastToken(ctx, email, '/verify-email')
        const ok = await api(ctx.app, 'POST', '/api/auth/verify-email', { body: { token } })
        expect(ok.json()).toEqual({ success: true, message: EMAIL_MESSAGES.emailVerified })
        expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json().emailVerified).toBe(true)

        const other = await registerUser(ctx.app)
        const late = await lastToken(ctx, other.email, '/verify-email')
        await ctx.database.db.execute(sql`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'verify_email'`)
        const expired = await api(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: late } })
        expect(expired.statusCode).toBe(400)
        expect(expired.json().error).toBe(EMAIL_MESSAGES.tokenExpired)
      })

      it('a link sent to an old address does not confirm a new one', async () => {
        const { email, cookie } = await registerUser(ctx.app)
        const token = await lastToken(ctx, email, '/verify-email')
        await ctx.database.db.execute(sql`update users set email = ${uniqueEmail('novo')} where email = ${email}`)
        expect((await api(ctx.app, 'POST', '/api/auth/verify-email', { body: { token } })).statusCode).toBe(400)
        expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json().emailVerified).toBe(false)
      })

      it('resend needs a session, sends a new link, is limited per person and knows a confirmed address', async () => {
        expect((await api(ctx.app, 'POST', '/api/auth/verify-email/resend')).statusCode).toBe(401)
        const { email, cookie } = await registerUser(ctx.app)
        const first = await api(ctx.app, 'POST', '/api/auth/verify-email/resend', { cookie })
        expect(first.json()).toEqual({ success: true, message: EMAIL_MESSAGES.verificationSent, alreadyVerified: false })
        await api(ctx.app, 'POST', '/api/auth/verify-email/resend', { cookie })
        const limited = await api(ctx.app, 'POST', '/api/auth/verify-email/resend', { cookie })
        expect(limited.statusCode).toBe(429)
        expect(limited.json().error).toBe(EMAIL_MESSAGES.tooManyVerifications)
        const token = await lastToken(ctx, email, '/verify-email')
        await api(ctx.app, 'POST', '/api/auth/verify-email', { body: { token } })
        const done = await api(ctx.app, 'POST', '/api/auth/verify-email/resend', { cookie })
        expect(done.json().alreadyVerified).toBe(true)
      })
    })

    describe('email preferences and unsubscribe', () => {
      it('GET and PUT /api/email/preferences need a session and round-trip; the export carries them', async () => {
        expect((await api(ctx.app, 'GET', '/api/email/preferences')).statusCode).toBe(401)
        const { cookie } = await registerUser(ctx.app)
        expect((await api(ctx.app, 'GET', '/api/email/preferences', { cookie })).json()).toEqual({ feedbackDigests: true, premiumReminders: true })
        const saved = await api(ctx.app, 'PUT', '/api/email/preferences', { cookie, body: { feedbackDigests: false, premiumReminders: true } })
        expect(saved.json()).toEqual({ feedbackDigests: false, premiumReminders: true })
        expect((await api(ctx.app, 'PUT', '/api/email/preferences', { cookie, body: { feedbackDigests: 'sim' } })).statusCode).toBe(400)
        const exported = await api(ctx.app, 'GET', '/api/account/export', { cookie })
        expect(exported.json().conta.preferenciasDeEmail).toEqual({ resumosDeFeedback: false, lembretesDoPremium: true })
      })

      it('unsubscribe refuses forged tokens and other purposes', async () => {
        const forged = await api(ctx.app, 'POST', '/api/email/unsubscribe', { body: { token: 'c'.repeat(43) } })
        expect(forged.statusCode).toBe(400)
        const { email } = await registerUser(ctx.app)
        const verifyToken = await lastToken(ctx, email, '/verify-email')
        expect((await api(ctx.app, 'POST', '/api/email/unsubscribe', { body: { token: verifyToken } })).statusCode).toBe(400)
        const oneClick = await ctx.app.inject({ method: 'POST', url: `/api/email/unsubscribe/one-click?token=${'d'.repeat(43)}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
        expect(oneClick.statusCode).toBe(400)
        const opened = await ctx.app.inject({ method: 'GET', url: `/api/email/unsubscribe/one-click?token=abc` })
        expect(opened.statusCode).toBe(303)
        expect(opened.headers.location).toBe('/unsubscribe?token=abc')
      })
    })

    describe('sandbox mailbox', () => {
      it('lists and shows messages, HTML and text, marked as a test environment and kept out of search', async () => {
        const { email } = await registerUser(ctx.app, { username: 'Caixa <b>Teste</b>'.replace(/[<>]/g, '') })
        await ctx.app.emailDispatcher.runOnce()
        const list = await ctx.app.inject({ method: 'GET', url: `/sandbox/email?to=${encodeURIComponent(email)}` })
        expect(list.statusCode).toBe(200)
        expect(list.body).toContain('Ambiente de teste')
        expect(list.headers['x-robots-tag']).toBe('noindex, nofollow')
        const id = list.body.match(/href="\/sandbox\/email\/(\d+)"/)?.[1]
        const view = await ctx.app.inject({ method: 'GET', url: `/sandbox/email/${id}` })
        expect(view.body).toContain('Confirme seu e-mail no Espelho')
        expect(view.body).toContain('Versão em texto')
        const html = await ctx.app.inject({ method: 'GET', url: `/sandbox/email/${id}/html` })
        expect(html.headers['content-security-policy']).toContain('sandbox')
        expect(html.body).toContain('Confirmar meu e-mail')
        expect((await ctx.app.inject({ method: 'GET', url: '/sandbox/email/999999' })).statusCode).toBe(404)
        expect((await ctx.app.inject({ method: 'GET', url: '/sandbox/email/abc' })).statusCode).toBe(400)
      })
    })
  },
  { email: { forgotPasswordRateLimit: 1000 } as never },
)

describeWithApp(
  'password recovery rate limit per IP',
  (ctx) => {
    it('answers 429 in Portuguese past the limit', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) statuses.push((await api(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: uniqueEmail() } })).statusCode)
      expect(statuses).toEqual([200, 200, 429])
    })
  },
  { email: { forgotPasswordRateLimit: 2 } as never },
)

describeWithApp(
  'sandbox mailbox with SMTP_URL',
  (ctx) => {
    it('is not mounted', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/sandbox/email' })).statusCode).toBe(404)
    })
  },
  { email: { smtpUrl: 'smtp://127.0.0.1:9' } as never },
)

const METRICS_TOKEN = 'token-de-metricas-para-testes-123'
describeWithApp(
  'email outbox backlog metric',
  (ctx) => {
    it('shows the pending messages as espelho_email_outbox_pending, and none once delivered', async () => {
      await registerUser(ctx.app)
      const scrape = () => ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      expect((await scrape()).body).toMatch(/^espelho_email_outbox_pending 1$/m)
      await ctx.app.emailDispatcher.runOnce()
      expect((await scrape()).body).toMatch(/^espelho_email_outbox_pending 0$/m)
    })
  },
  { ops: { metricsToken: METRICS_TOKEN } as never },
)
