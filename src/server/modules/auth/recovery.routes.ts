import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { UserSchema } from '#shared/schemas/auth'
import {
  EMAIL_MESSAGES,
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  ResendVerificationResponseSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
} from '#shared/schemas/email'
import { rateLimits, type RateLimit } from '#server/plugins/rate-limit'
import type { AppConfig } from '#server/config'
import type { Db } from '#server/db/client'
import { sessions as sessionsTable, users } from '#server/db/schema'
import { HttpError } from '#server/lib/http-error'
import { sha256 } from '#server/lib/tokens'
import { requireSignedIn, type SessionService } from '#server/plugins/session'
import { checkEmailToken, countRecentTokens, spendOpenTokens, useEmailToken, type EmailTokenPurpose } from '#server/modules/email/email-tokens'
import { tokenError } from '#server/modules/email/email-tokens'
import type { AuthHooks } from './auth.routes'
import type { AuthRepository } from './auth.repository'
import { queuePasswordReset, queueVerification } from './email-auth'
import { hashPassword } from './password'
import { rowsOf } from '#server/db/rows'

const HOUR_MS = 60 * 60 * 1000
/** Links one address may receive per hour, whoever asks: a quiet cap, never a visible answer. */
const RESET_LINKS_PER_HOUR = 3
const VERIFICATION_LINKS_PER_HOUR = 3

/**
 * Password recovery and address confirmation (issue 13). The forgot-password answer is the same
 * whatever the address; tokens are single-use, expire and are stored only as hashes.
 */
export function recoveryRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Db; repo: AuthRepository; sessions: SessionService; hooks: AuthHooks },
) {
  const { config, db, repo, sessions, hooks } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const limits = rateLimits(config)
  // Per address.
  const perIp = (limit: RateLimit) => ({ rateLimit: limit })

  /** A token that cannot be used: says why (invalid, expired, used) with a Portuguese 400. */
  async function refuse(token: string, purpose: EmailTokenPurpose): Promise<never> {
    const checked = await checkEmailToken(db, token, purpose)
    throw tokenError(checked.problem ?? 'used')
  }

  r.post(
    '/api/auth/forgot-password',
    { schema: { body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema } }, config: perIp(limits.forgotPassword) },
    async (request) => {
      const user = await repo.findByEmail(request.body.email)
      // Known or not, the caller gets the same body; a known address gets at most a few links an hour.
      if (user && (await countRecentTokens(db, user.id, 'password_reset', new Date(Date.now() - HOUR_MS))) < RESET_LINKS_PER_HOUR) {
        await db.transaction((tx) => queuePasswordReset(tx, user))
        app.emailDispatcher.kick()
      }
      return { success: true as const, message: EMAIL_MESSAGES.forgotAccepted }
    },
  )

  r.post(
    '/api/auth/reset-password',
    { schema: { body: ResetPasswordRequestSchema, response: { 200: UserSchema } }, config: perIp(limits.resetPassword) },
    async (request, reply) => {
      const { token, password } = request.body
      const checked = await checkEmailToken(db, token, 'password_reset')
      if (!checked.row) throw tokenError(checked.problem)
      const passwordHash = await hashPassword(password)
      const user = await db.transaction(async (tx) => {
        const used = await useEmailToken(tx, token, 'password_reset')
        if (!used) return null
        await spendOpenTokens(tx, used.userId, 'password_reset')
        // Every session ends: whoever knew the old password is signed out everywhere.
        await tx.delete(sessionsTable).where(eq(sessionsTable.userId, used.userId))
        const [row] = await tx
          .update(users)
          .set({
            passwordHash,
            // The link reached this mailbox: the address is confirmed, if it is still the account's.
            emailVerifiedAt: sql`case when lower(${users.email}) = lower(${used.email ?? ''}) then coalesce(${users.emailVerifiedAt}, now()) else ${users.emailVerifiedAt} end`,
          })
          .where(eq(users.id, used.userId))
          .returning()
        return row ?? null
      })
      if (!user) return refuse(token, 'password_reset')
      await sessions.start(request, reply, user.id)
      await hooks.afterSignIn(request, reply, user.id)
      return repo.viewOf(user)
    },
  )

  r.post(
    '/api/auth/verify-email',
    { schema: { body: VerifyEmailRequestSchema, response: { 200: MessageResponseSchema } }, config: perIp(limits.verifyEmail) },
    async (request) => {
      const { token } = request.body
      const checked = await checkEmailToken(db, token, 'verify_email')
      if (checked.row) {
        const confirmed = await db.transaction(async (tx) => {
          const used = await useEmailToken(tx, token, 'verify_email')
          if (!used) return false
          // Only the address the link was sent to: a later change of email is not confirmed by it.
          const updated = await tx
            .update(users)
            .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
            .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email ?? ''})`))
            .returning({ id: users.id })
          return updated.length > 0
        })
        if (confirmed) return { success: true as const, message: EMAIL_MESSAGES.emailVerified }
      }
      // A link already used, clicked again: fine when that address is confirmed.
      if (await isConfirmedByToken(db, token)) return { success: true as const, message: EMAIL_MESSAGES.emailVerified }
      throw tokenError(checked.problem ?? 'used')
    },
  )

  r.post(
    '/api/auth/verify-email/resend',
    { preValidation: requireSignedIn, schema: { response: { 200: ResendVerificationResponseSchema } }, config: perIp(limits.resendVerification) },
    async (request) => {
      const user = await request.requireUser()
      if (user.emailVerifiedAt) return { success: true as const, message: EMAIL_MESSAGES.alreadyVerified, alreadyVerified: true }
      if ((await countRecentTokens(db, user.id, 'verify_email', new Date(Date.now() - HOUR_MS))) >= VERIFICATION_LINKS_PER_HOUR) {
        throw new HttpError(429, EMAIL_MESSAGES.tooManyVerifications)
      }
      await db.transaction((tx) => queueVerification(tx, user))
      app.emailDispatcher.kick()
      return { success: true as const, message: EMAIL_MESSAGES.verificationSent, alreadyVerified: false }
    },
  )
}

async function isConfirmedByToken(db: Db, token: string) {
  const result = await db.execute(sql`
    select 1 from email_tokens t join ${users} u on u.id = t.user_id
    where t.id = ${sha256(token)} and t.purpose = 'verify_email'
      and u.email_verified_at is not null and lower(u.email) = lower(t.email)`)
  return rowsOf(result).length > 0
}
