import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from '#shared/schemas/zod-locale'
import { safeString } from '#shared/schemas/text'
import {
  EMAIL_MESSAGES,
  EmailPreferencesSchema,
  UnsubscribeRequestSchema,
  UnsubscribeResponseSchema,
  type EmailPreferences,
} from '#shared/schemas/email'
import type { Db } from '#server/db/client'
import { sandboxEmails, users } from '#server/db/schema'
import { notFound } from '#server/lib/http-error'
import { requireSignedIn } from '#server/plugins/session'
import { checkEmailToken, tokenError } from './email-tokens'
import { renderMailboxList, renderMailboxMessage, SANDBOX_MAILBOX_PATH } from './sandbox-mailbox'

export const ONE_CLICK_PATH = '/api/email/unsubscribe/one-click'

const LISTS = {
  unsubscribe_digests: { list: 'feedbackDigests', column: 'emailFeedbackDigests' },
  unsubscribe_premium: { list: 'premiumReminders', column: 'emailPremiumReminders' },
} as const

/** Turns one list off for the token's owner; the token is the only credential (no login). */
async function unsubscribe(db: Db, token: string) {
  for (const purpose of ['unsubscribe_digests', 'unsubscribe_premium'] as const) {
    const checked = await checkEmailToken(db, token, purpose)
    if (checked.problem === 'invalid') continue
    if (!checked.row) throw tokenError(checked.problem)
    const { list, column } = LISTS[purpose]
    await db.update(users).set({ [column]: false }).where(eq(users.id, checked.row.userId))
    return { success: true as const, message: EMAIL_MESSAGES.unsubscribed, list }
  }
  throw tokenError('invalid')
}

export function emailRoutes(app: FastifyInstance, deps: { db: Db; sandbox: boolean }) {
  const { db } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/api/email/preferences', { preValidation: requireSignedIn, schema: { response: { 200: EmailPreferencesSchema } } }, async (request, reply) => {
    const user = await request.requireUser()
    reply.header('Cache-Control', 'no-store')
    return { feedbackDigests: user.emailFeedbackDigests, premiumReminders: user.emailPremiumReminders } satisfies EmailPreferences
  })

  r.put(
    '/api/email/preferences',
    { preValidation: requireSignedIn, schema: { body: EmailPreferencesSchema, response: { 200: EmailPreferencesSchema } } },
    async (request) => {
      const user = await request.requireUser()
      const [row] = await db
        .update(users)
        .set({ emailFeedbackDigests: request.body.feedbackDigests, emailPremiumReminders: request.body.premiumReminders })
        .where(eq(users.id, user.id))
        .returning({ feedbackDigests: users.emailFeedbackDigests, premiumReminders: users.emailPremiumReminders })
      if (!row) throw notFound()
      return row
    },
  )

  r.post('/api/email/unsubscribe', { schema: { body: UnsubscribeRequestSchema, response: { 200: UnsubscribeResponseSchema } } }, async (request) =>
    unsubscribe(db, request.body.token),
  )

  // RFC 8058 one-click: the mail provider POSTs "List-Unsubscribe=One-Click" (form-encoded or
  // multipart) from its own servers, so this path is CSRF-exempt and takes any body; the token in
  // the URL is what authorises it. A GET (a person opening the URL) only shows the page.
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body))
    const s = scope.withTypeProvider<ZodTypeProvider>()
    const query = z.object({ token: z.string().max(200).default('') })
    s.post(ONE_CLICK_PATH, { config: { acceptsForm: true }, schema: { querystring: query, response: { 200: UnsubscribeResponseSchema } } }, async (request) =>
      unsubscribe(db, request.query.token),
    )
    s.get(ONE_CLICK_PATH, { schema: { querystring: query } }, async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
    )
  })

  // The sandbox mailbox (DESIGN.md §6): only without SMTP_URL.
  if (!deps.sandbox) return
  const noindex = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' }

  // A NUL in ?to= made PostgreSQL refuse the query (a 500): control characters are refused with 400 here.
  r.get(SANDBOX_MAILBOX_PATH, { schema: { querystring: z.object({ to: safeString().max(320).optional() }) } }, async (request, reply) => {
    const { to } = request.query
    const messages = await db
      .select({ id: sandboxEmails.id, toAddress: sandboxEmails.toAddress, subject: sandboxEmails.subject, createdAt: sandboxEmails.createdAt })
      .from(sandboxEmails)
      .where(to ? eq(sandboxEmails.toAddress, to) : undefined)
      .orderBy(desc(sandboxEmails.id))
      .limit(100)
    return reply.headers(noindex).type('text/html; charset=utf-8').send(renderMailboxList(messages, to))
  })

  const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  const findMessage = async (id: number) => {
    const [message] = await db.select().from(sandboxEmails).where(and(eq(sandboxEmails.id, id))).limit(1)
    if (!message) throw notFound('Mensagem não encontrada.')
    return message
  }

  r.get(`${SANDBOX_MAILBOX_PATH}/:id`, { schema: { params: idParams } }, async (request, reply) => {
    const message = await findMessage(request.params.id)
    return reply.headers(noindex).type('text/html; charset=utf-8').send(renderMailboxMessage(message))
  })

  // The message's HTML as sent, shown in the view's frame: no scripts, links open in the window.
  r.get(`${SANDBOX_MAILBOX_PATH}/:id/html`, { schema: { params: idParams } }, async (request, reply) => {
    const message = await findMessage(request.params.id)
    return reply
      .headers({
        ...noindex,
        'Content-Security-Policy': "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox allow-popups allow-top-navigation-by-user-activation",
        'X-Frame-Options': 'SAMEORIGIN',
      })
      .type('text/html; charset=utf-8')
      .send(message.html.replace('<head>', '<head><base target="_top">'))
  })
}
