import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ACCOUNT_MESSAGES,
  AccountInfoSchema,
  AccountPaymentsResponseSchema,
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
} from '#shared/schemas/account'
import { ANON_COOKIE } from '#shared/schemas/assessment'
import type { AppConfig } from '#server/config'
import { badRequest, forbidden } from '#server/lib/http-error'
import { FIXED_RATE_LIMITS, perUserKey } from '#server/plugins/rate-limit'
import { requireSignedIn, type SessionService } from '#server/plugins/session'
import { anonCookieOptions } from '#server/lib/anon-visitor'
import { verifyPassword } from '#server/modules/auth/password'
import type { AccountRepository } from './account.repository'
import { exportFileName, toExportDocument } from './account.export'

/**
 * LGPD self-service (DESIGN.md §5): a person downloads everything the product holds about them,
 * and deletes their account with everything in it, except what accounting must keep.
 */
export function accountRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; repo: AccountRepository; sessions: SessionService },
) {
  const { config, repo, sessions } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/account',
    { schema: { response: { 200: AccountInfoSchema } }, preValidation: requireSignedIn },
    async (request, reply) => {
      const user = await request.requireUser()
      reply.header('Cache-Control', 'no-store')
      return { hasPassword: user.passwordHash !== null, hasGoogle: user.googleSub !== null }
    },
  )

  // The account page's payment history (issue 23: refunds and chargebacks shown with the time taken back).
  r.get(
    '/api/account/payments',
    { schema: { response: { 200: AccountPaymentsResponseSchema } }, preValidation: requireSignedIn },
    async (request, reply) => {
      const user = await request.requireUser()
      reply.header('Cache-Control', 'no-store')
      const [own, giftRows] = await Promise.all([repo.payments(user.id), repo.giftPayments(user.id)])
      const payments = [
        ...own.map((row) => ({
          id: row.providerPaymentId,
          plan: row.plan,
          amountCents: row.amount,
          currency: row.currency,
          status: row.status,
          months: row.months,
          paidAt: (row.appliedAt ?? row.createdAt).toISOString(),
          revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
          gift: null,
        })),
        // A gift's purchase is money the person spent too (decision 0048): listed with its own mark.
        ...giftRows.map((row) => ({
          id: row.providerPaymentId as string,
          plan: row.plan,
          amountCents: row.amount ?? 0,
          currency: row.currency ?? 'BRL',
          status: row.status === 'cancelled' ? 'refunded' : 'approved',
          months: row.months,
          paidAt: (row.paidAt as Date).toISOString(),
          revokedAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
          gift: { redeemed: row.redeemedAt !== null },
        })),
      ].sort((a, b) => b.paidAt.localeCompare(a.paidAt))
      return { premiumUntil: user.premiumUntil ? user.premiumUntil.toISOString() : null, payments }
    },
  )

  // No response schema: the answer is a file to keep (a Portuguese document for the person, sent
  // pre-formatted as an attachment), not a body the client parses; its shape is tested in
  // account.routes.test.ts.
  r.get(
    '/api/account/export',
    {
      preValidation: requireSignedIn,
      config: { rateLimit: { ...FIXED_RATE_LIMITS.accountExport, keyGenerator: perUserKey('account-export') } },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      const now = new Date()
      const document = toExportDocument(await repo.collect(user), now, config.publicUrl)
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`)
        .type('application/json; charset=utf-8')
      return JSON.stringify(document, null, 2)
    },
  )

  r.delete(
    '/api/account',
    {
      schema: { body: DeleteAccountRequestSchema, response: { 200: DeleteAccountResponseSchema } },
      preValidation: requireSignedIn,
      config: {
        rateLimit: { ...FIXED_RATE_LIMITS.accountDelete, hook: 'preHandler', keyGenerator: perUserKey('account-delete') },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      if (user.passwordHash !== null) {
        const password = request.body.password
        if (!password) throw badRequest(ACCOUNT_MESSAGES.passwordRequired)
        if (!(await verifyPassword(user.passwordHash, password))) throw forbidden(ACCOUNT_MESSAGES.wrongPassword)
      }
      await repo.deleteEverything(user.id)
      await sessions.end(request, reply)
      if (request.cookies[ANON_COOKIE] !== undefined) reply.clearCookie(ANON_COOKIE, anonCookieOptions(config))
      request.log.info({ userId: user.id }, 'account deleted by its owner')
      return { success: true as const, message: ACCOUNT_MESSAGES.deleted }
    },
  )
}
