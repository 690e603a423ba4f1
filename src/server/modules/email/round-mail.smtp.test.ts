/**
 * Issue 36's emails through a real SMTP peer: "Reenvie seu link" after 7 days without a new
 * released group in the current round, and the invitation to open a new round 90 days after the
 * current one opened. Once per round each, only to opted-in confirmed addresses, and nothing about
 * any giver, not even whether an unreleased answer arrived.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { planRoundEmails } from '#server/modules/email/round-mail'
import { api, openTestDatabase, registerUser, rows, testConfig, testDatabaseKinds, TEST_ORIGIN } from '#test/app'
import { giveFeedback, insertSelfAssessment } from '#test/feedback'
import { startSmtpPeer, type SmtpPeer } from '#test/smtp'

const DAY_MS = 24 * 60 * 60 * 1000
const later = (days: number) => new Date(Date.now() + days * DAY_MS)
const REMINDER = 'Reenvie seu link de feedback'
const INVITATION = 'Hora de uma nova rodada de feedback?'

for (const kind of testDatabaseKinds()) {
  describe(`feedback round emails over a real SMTP peer [${kind}]`, () => {
    let smtp: SmtpPeer
    let database: Database
    let app: FastifyInstance

    beforeAll(async () => {
      smtp = await startSmtpPeer()
      database = await openTestDatabase(kind)
      app = await buildApp(testConfig({ email: { smtpUrl: smtp.url, feedbackDigestDelayMinutes: 0 }, feedbackRateLimitPerIp: 1_000_000 }), {
        database,
        logger: false,
      })
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
      await smtp?.stop()
    })
    beforeEach(() => {
      smtp.messages.length = 0
    })

    const to = (email: string, subject: string) =>
      smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email && mail.subject === subject)
    const header = (mail: import('mailparser').ParsedMail | undefined, name: string) =>
      mail?.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ')

    /** A confirmed owner with a self DISC whose account (round 1) opened `daysAgo` days ago. */
    async function owner(daysAgo: number, username = 'Dona da Rodada') {
      const registered = await registerUser(app, { username })
      const id = registered.user.id as number
      await database.db.execute(sql`
        update users set email_verified_at = now(), created_at = now() - make_interval(days => ${daysAgo}) where id = ${id}`)
      await insertSelfAssessment(database.db, id, { dominance: 40, influence: 30, steadiness: 20, compliance: 10 })
      return { id, email: registered.email, uuid: registered.user.userId as string, cookie: registered.cookie }
    }
    /** One planning run and one dispatcher pass at `now`. */
    async function run(now: Date) {
      await planRoundEmails(database.db, now)
      await app.emailDispatcher.runOnce(now)
    }

    it('reminds once per round after 7 days without a release, never for a waiting answer, and again in a new round', async () => {
      const quiet = await owner(8, 'Pessoa Quieta')
      const waiting = await owner(8, 'Pessoa Quieta')
      const recent = await owner(8, 'Pessoa Recente')
      // Two answers wait for a third: the owner sees only "2 aguardando", and the reminder must not
      // change because of them (its timing rests on releases, not on arrivals).
      await giveFeedback(app, waiting.uuid, { strengths: ['SegredoDoDoador'] })
      await giveFeedback(app, waiting.uuid, { strengths: ['SegredoDoDoador'] })
      // A group released today: no reminder for the next 7 days.
      for (let i = 0; i < 3; i++) await giveFeedback(app, recent.uuid, { strengths: ['Liberado'] })

      await run(new Date())
      const [toQuiet] = to(quiet.email, REMINDER)
      const [toWaiting] = to(waiting.email, REMINDER)
      expect(toQuiet).toBeDefined()
      expect(toWaiting).toBeDefined()
      expect(to(recent.email, REMINDER)).toHaveLength(0)
      // The same words with or without waiting answers, and nothing about any giver.
      const words = (mail: typeof toQuiet) => (mail?.text ?? '').replace(/token=[\w-]+/g, 'token=…')
      expect(words(toWaiting)).toBe(words(toQuiet))
      expect(`${toWaiting?.html}${toWaiting?.text}`).not.toMatch(/SegredoDoDoador|amigo|friend|aguard/i)
      expect(toQuiet?.text).toContain('rodada 1')
      expect(toQuiet?.text).toContain(`${TEST_ORIGIN}/results`)
      expect(header(toQuiet, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

      // Sent once per round, however often the job runs.
      await run(later(1))
      await run(later(3))
      expect(to(quiet.email, REMINDER)).toHaveLength(1)
      expect(to(waiting.email, REMINDER)).toHaveLength(1)
      // The recently released owner gets it once 7 days have passed since that release.
      await run(later(8))
      expect(to(recent.email, REMINDER)).toHaveLength(1)

      // A new round may be reminded of again, 7 days after its opening.
      expect((await api(app, 'POST', '/api/feedback/rounds', { cookie: quiet.cookie })).statusCode).toBe(201)
      await run(later(6))
      expect(to(quiet.email, REMINDER)).toHaveLength(1)
      await run(later(8))
      const reminders = to(quiet.email, REMINDER)
      expect(reminders).toHaveLength(2)
      expect(reminders[1]?.text).toContain('rodada 2')
    })

    it('invites to a new round 90 days after the current one opened, once; never when unsubscribed or unconfirmed', async () => {
      const due = await owner(91, 'Pessoa Antiga')
      const optedOut = await owner(91, 'Pessoa Sem Avisos')
      const unconfirmed = await owner(91, 'Pessoa Sem Confirmar')
      const young = await owner(60, 'Pessoa Nova')
      await database.db.execute(sql`update users set email_feedback_digests = false where id = ${optedOut.id}`)
      await database.db.execute(sql`update users set email_verified_at = null where id = ${unconfirmed.id}`)
      for (const who of [due, optedOut, unconfirmed, young]) {
        for (let i = 0; i < 3; i++) await giveFeedback(app, who.uuid)
      }
      await run(new Date())
      await run(later(1))
      const invitations = to(due.email, INVITATION)
      expect(invitations).toHaveLength(1)
      expect(invitations[0]?.text).toContain('rodada 1')
      expect(invitations[0]?.text).toContain(`${TEST_ORIGIN}/results?aba=outros`)
      for (const who of [optedOut, unconfirmed, young]) expect(to(who.email, INVITATION)).toHaveLength(0)
      // Unsubscribed: no reminder either, however long the round stays quiet.
      await run(later(40))
      expect(to(optedOut.email, REMINDER)).toHaveLength(0)
      expect(to(optedOut.email, INVITATION)).toHaveLength(0)
      expect(to(young.email, INVITATION)).toHaveLength(1)

      // The one-click unsubscribe in the invitation turns these emails off.
      const unsubscribe = header(invitations[0], 'list-unsubscribe') ?? ''
      const url = unsubscribe.slice(1, -1).replace(TEST_ORIGIN, '')
      const click = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' }, payload: 'List-Unsubscribe=One-Click' })
      expect(click.statusCode).toBe(200)
      const [prefs] = await rows<{ on: boolean }>(database.db, sql`select email_feedback_digests as on from users where id = ${due.id}`)
      expect(prefs?.on).toBe(false)
      // A new round would be due for both messages 200 days on: neither comes.
      const before = smtp.messages.length
      expect((await api(app, 'POST', '/api/feedback/rounds', { cookie: due.cookie })).statusCode).toBe(201)
      await run(later(200))
      expect(smtp.messages.slice(before).filter((mail) => !Array.isArray(mail.to) && mail.to?.text === due.email)).toEqual([])
    })
  })
}
