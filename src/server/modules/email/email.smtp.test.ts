import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { createGiftRepository, giftCode, giftCodeHash } from '#server/modules/payment/gift.repository'
import { createPaymentRepository } from '#server/modules/payment/payment.repository'
import { api, cookieFrom, openTestDatabase, registerUser, rows, testConfig, testDatabaseKinds, uniqueEmail, TEST_ORIGIN } from '#test/app'
import { giveFeedback } from '#test/feedback'
import { linkIn, startSmtpPeer, tokenOf, type SmtpPeer } from '#test/smtp'

const later = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000)

for (const kind of testDatabaseKinds()) {
  describe(`email over a real SMTP peer [${kind}]`, () => {
    let smtp: SmtpPeer
    let database: Database
    let app: FastifyInstance

    beforeAll(async () => {
      smtp = await startSmtpPeer()
      database = await openTestDatabase(kind)
      app = await buildApp(testConfig({ email: { smtpUrl: smtp.url, feedbackDigestDelayMinutes: 0 } }), { database, logger: false })
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
      await smtp?.stop()
    })
    beforeEach(() => {
      smtp.messages.length = 0
    })

    const to = (email: string, subject?: string) =>
      smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email && (!subject || mail.subject === subject))
    /** A header exactly as it arrived (mailparser reshapes the List-* ones). */
    const header = (mail: import('mailparser').ParsedMail | undefined, name: string) =>
      mail?.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ')

    it('registration sends the confirmation: headers, HTML and text parts, the link; confirming flips emailVerified', async () => {
      const { email, cookie } = await registerUser(app, { username: 'Ana Lima' })
      expect((await api(app, 'GET', '/api/auth/me', { cookie })).json().emailVerified).toBe(false)
      await app.emailDispatcher.runOnce()
      const [mail] = to(email)
      expect(mail?.subject).toBe('Confirme seu e-mail no Espelho')
      expect(mail?.from?.value[0]).toMatchObject({ name: 'Espelho', address: 'nao-responda@espelho.app' })
      expect(mail?.messageId).toMatch(/^<espelho-\d+-/)
      expect(mail?.html).toContain('Confirmar meu e-mail')
      expect(mail?.html).toContain('Ana Lima')
      expect(mail?.text).toContain('Confirme seu e-mail')
      // Transactional: no unsubscribe headers.
      expect(header(mail, 'list-unsubscribe')).toBeUndefined()
      const link = linkIn(mail!, `${TEST_ORIGIN}/verify-email?token=`)
      expect(mail?.html).toContain(link.replace(/&/g, '&amp;'))

      const confirmed = await api(app, 'POST', '/api/auth/verify-email', { body: { token: tokenOf(link) } })
      expect(confirmed.statusCode).toBe(200)
      expect((await api(app, 'GET', '/api/auth/me', { cookie })).json().emailVerified).toBe(true)
      // Clicking the used link again is fine: the address is confirmed.
      expect((await api(app, 'POST', '/api/auth/verify-email', { body: { token: tokenOf(link) } })).statusCode).toBe(200)
      // Nothing is sent twice.
      await app.emailDispatcher.runOnce()
      expect(to(email)).toHaveLength(1)
    })

    it('password recovery: same answer for unknown addresses, a one-hour single-use link, every session ended', async () => {
      const { email, cookie: oldSession } = await registerUser(app)
      await app.emailDispatcher.runOnce()
      const unknown = await api(app, 'POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('ninguem') } })
      const known = await api(app, 'POST', '/api/auth/forgot-password', { body: { email: email.toUpperCase() } })
      expect(unknown.statusCode).toBe(200)
      expect(known.statusCode).toBe(200)
      expect(known.body).toBe(unknown.body)
      smtp.messages.length = 0
      await app.emailDispatcher.runOnce()
      expect(smtp.messages).toHaveLength(1)
      const [mail] = to(email)
      expect(mail?.subject).toBe('Redefina sua senha do Espelho')
      const link = linkIn(mail!, `${TEST_ORIGIN}/reset-password?token=`)
      const token = tokenOf(link)
      const stored = await rows<{ id: string }>(database.db, sql`select id from email_tokens where purpose = 'password_reset'`)
      expect(stored.map((row) => row.id)).not.toContain(token)

      const reset = await api(app, 'POST', '/api/auth/reset-password', { body: { token, password: 'nova-senha-boa-1', confirmPassword: 'nova-senha-boa-1' } })
      expect(reset.statusCode).toBe(200)
      expect(reset.json()).toMatchObject({ email, emailVerified: true })
      const newSession = cookieFrom(reset)
      expect((await api(app, 'GET', '/api/auth/me', { cookie: newSession })).statusCode).toBe(200)
      expect((await api(app, 'GET', '/api/auth/me', { cookie: oldSession })).statusCode).toBe(401)
      const login = await api(app, 'POST', '/api/auth/login', { body: { email, password: 'nova-senha-boa-1' } })
      expect(login.statusCode).toBe(200)

      const again = await api(app, 'POST', '/api/auth/reset-password', { body: { token, password: 'outra-senha-boa-2', confirmPassword: 'outra-senha-boa-2' } })
      expect(again.statusCode).toBe(400)
      expect(again.json().error).toBe('Este link já foi usado. Peça um novo link se precisar.')
    })

    it('a feedback digest announces a release of 3, never one feedback, texts, relationships or times; one a day', async () => {
      const { email, user } = await registerUser(app, { username: 'Dono do Link' })
      await database.db.execute(sql`update users set email_verified_at = now() where email = ${email}`)
      const digests = () => to(email, 'Você recebeu novos feedbacks')
      for (let i = 0; i < 3; i++) {
        await giveFeedback(app, user.userId as string, { strengths: [`TextoSecreto${i}`], improvements: [`MelhoraSecreta${i}`], relationshipType: 'colleague' })
        // The first two wait for the third (issue 30): no digest announces them, even days later.
        if (i < 2) {
          await app.emailDispatcher.runOnce(later(48))
          expect(digests()).toHaveLength(0)
        }
      }
      await app.emailDispatcher.runOnce()
      const [digest] = digests()
      expect(digest).toBeDefined()
      expect(digests()).toHaveLength(1)
      const body = `${digest?.html}\n${digest?.text}`
      expect(body).toContain('3 novas respostas')
      expect(digest?.text).toContain('3 pessoas responderam')
      expect(digest?.text).toContain('Agora são 3 feedbacks no total')
      expect(digest?.text).toContain('gráfico radar')
      expect(body).not.toMatch(/TextoSecreto|MelhoraSecreta|colega|Colega|colleague/)
      expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      const unsubscribe = header(digest, 'list-unsubscribe') ?? ''
      expect(unsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/email\/unsubscribe\/one-click\?token=[\w-]+>$/)
      expect(digest?.text).toContain('Preferências de e-mail:')

      // A fourth and a fifth feedback wait for a sixth: no digest, not even a day later.
      for (let i = 0; i < 2; i++) {
        await giveFeedback(app, user.userId as string)
        await app.emailDispatcher.runOnce(later(25))
        expect(digests()).toHaveLength(1)
      }
      // The sixth releases three more: the same day it waits for the daily rule; a day later it goes,
      // announcing the three together, with the 3 already told left out.
      await giveFeedback(app, user.userId as string)
      await app.emailDispatcher.runOnce()
      expect(digests()).toHaveLength(1)
      await app.emailDispatcher.runOnce(later(25))
      expect(digests()).toHaveLength(2)
      const second = `${digests()[1]?.html}\n${digests()[1]?.text}`
      expect(second).toContain('3 novas respostas')
      expect(digests()[1]?.text).toContain('3 pessoas responderam')
      expect(digests()[1]?.text).toContain('Agora são 6 feedbacks no total')
      // Never a single feedback announced.
      for (const mail of digests()) expect(`${mail.html}\n${mail.text}`).not.toMatch(/\b1 (pessoa respondeu|nova resposta)|\b[12] (pessoas responderam|novas respostas)/)

      // RFC 8058 one-click: a form POST from the mail provider, no session, no same-origin headers.
      const url = unsubscribe.slice(1, -1).replace(TEST_ORIGIN, '')
      const click = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' }, payload: 'List-Unsubscribe=One-Click' })
      expect(click.statusCode).toBe(200)
      const [prefs] = await rows<{ on: boolean }>(database.db, sql`select email_feedback_digests as on from users where email = ${email}`)
      expect(prefs?.on).toBe(false)
    })

    it('digests go only to confirmed addresses', async () => {
      const { email, user } = await registerUser(app)
      // Three feedbacks: a release the digest would announce to a confirmed address.
      for (let i = 0; i < 3; i++) await giveFeedback(app, user.userId as string)
      const [noted] = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from feedback_digests d join users u on u.id = d.user_id where u.email = ${email} and d.pending_since is not null`,
      )
      expect(noted?.n).toBe(1)
      await app.emailDispatcher.runOnce(later(48))
      expect(to(email).map((mail) => mail.subject)).toEqual(['Confirme seu e-mail no Espelho'])
    })

    it('Premium: a receipt with plan, amount and end date; a reminder 3 days before, once', async () => {
      const { email, user } = await registerUser(app, { username: 'Cliente' })
      await database.db.execute(sql`update users set email_verified_at = now() where email = ${email}`)
      await app.emailDispatcher.runOnce()
      smtp.messages.length = 0
      const applied = await createPaymentRepository(database.db).apply({
        userId: user.id as number,
        providerPaymentId: `pay-${Date.now()}`,
        plan: 'monthly',
        amountCents: 1000,
        currency: 'BRL',
        status: 'approved',
        months: 1,
      })
      expect(applied.applied).toBe(true)
      await app.emailDispatcher.runOnce()
      const [receipt] = to(email)
      expect(receipt?.subject).toBe('Recibo: Premium Mensal ativado')
      expect(receipt?.text).toMatch(/Valor: R\$\s10,00/)
      expect(receipt?.text).toContain('Válido até:')
      expect(header(receipt, 'list-unsubscribe')).toBeUndefined()

      await app.emailDispatcher.runOnce(later(24 * 26))
      await app.emailDispatcher.runOnce(later(24 * 27))
      const reminders = to(email).filter((mail) => mail.subject === 'Seu Premium termina em 3 dias')
      expect(reminders).toHaveLength(1)
      expect(reminders[0]?.text).toContain('/pricing')
      expect(header(reminders[0], 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    })

    it('a gift: one receipt to the buyer with plan, amount and payment, pointing to the code in the account, never the code itself', async () => {
      const { email, user } = await registerUser(app, { username: 'Quem Presenteia' })
      await app.emailDispatcher.runOnce()
      smtp.messages.length = 0
      const reference = `${user.userId as string}:gift-quarterly:recibo${Date.now()}`
      const code = giftCode('segredo-de-teste', reference)
      const gift = {
        buyerId: user.id as number,
        plan: 'quarterly' as const,
        months: 3,
        externalReference: reference,
        codeHash: giftCodeHash(code),
        providerPaymentId: `gift-${Date.now()}`,
        amountCents: 2500,
        currency: 'BRL',
      }
      const gifts = createGiftRepository(database.db)
      expect(await gifts.activate(gift)).toEqual({ activated: true })
      // A replayed approval (webhook and return page both) changes nothing and sends nothing more.
      expect(await gifts.activate(gift)).toEqual({ activated: false })
      await app.emailDispatcher.runOnce()
      const mails = to(email)
      expect(mails.map((mail) => mail.subject)).toEqual(['Recibo: presente Premium Trimestral'])
      const [receipt] = mails
      expect(receipt?.text).toMatch(/Valor: R\$\s25,00/)
      expect(receipt?.text).toContain(`Pagamento nº ${gift.providerPaymentId}`)
      expect(receipt?.text).toContain('/account#presentes')
      expect(receipt?.text).not.toContain(code)
      expect(receipt?.html).not.toContain(code)
      expect(header(receipt, 'list-unsubscribe')).toBeUndefined()
    })

    it('deleting the account deletes its queued mail', async () => {
      const { cookie, user } = await registerUser(app)
      const before = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from email_outbox where user_id = ${user.id as number}`)
      expect(Number(before[0]?.n)).toBe(1)
      const deleted = await api(app, 'DELETE', '/api/account', { cookie, body: { confirm: 'EXCLUIR', password: 'senha-segura-123' } })
      expect(deleted.statusCode).toBe(200)
      const after = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from email_outbox where user_id = ${user.id as number}`)
      expect(Number(after[0]?.n)).toBe(0)
    })
  })
}
