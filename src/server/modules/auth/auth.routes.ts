import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AUTH_MESSAGES,
  LoginRequestSchema,
  LogoutResponseSchema,
  RegisterRequestSchema,
  UserSchema,
} from '#shared/schemas/auth'
import { z } from '#shared/schemas/zod-locale'
import type { AppConfig } from '#server/config'
import { conflict, HttpError, unauthorized } from '#server/lib/http-error'
import type { SessionService } from '#server/plugins/session'
import type { AuthRepository } from './auth.repository'
import { hashPassword, verifyPassword } from './password'
import { queueVerification } from './email-auth'

export interface AuthHooks {
  /**
   * Runs after a sign-in or sign-up: claims the visitor's anonymous results for the account.
   * `anonIds` are extra anonymous ids carried through a redirect (Google's sessionData).
   */
  afterSignIn(request: FastifyRequest, reply: FastifyReply, userId: number, anonIds?: string[]): Promise<void>
}

export function authRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; repo: AuthRepository; sessions: SessionService; hooks: AuthHooks },
) {
  const { config, repo, sessions, hooks } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  // One query for the session, the user, Premium and the strongest type (issue 18).
  r.get('/api/auth/me', { schema: { response: { 200: UserSchema } } }, async (request, reply) => {
    const tokenHash = sessions.tokenHash(request)
    const view = tokenHash ? await repo.findSessionView(tokenHash) : null
    if (!view) throw unauthorized()
    reply.header('Cache-Control', 'no-store')
    return view
  })

  r.post(
    '/api/auth/register',
    {
      schema: { body: RegisterRequestSchema, response: { 201: UserSchema } },
      config: { rateLimit: { max: config.registerRateLimit, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { username, email, password } = request.body
      const created = await repo.create({ username, email, passwordHash: await hashPassword(password) }, queueVerification)
      if (!created) throw conflict(AUTH_MESSAGES.emailTaken)
      app.emailDispatcher.kick()
      await sessions.start(request, reply, created.id)
      await hooks.afterSignIn(request, reply, created.id)
      return reply.status(201).send(await repo.viewOf(created))
    },
  )

  r.post(
    '/api/auth/login',
    {
      schema: {
        // Login only checks shape: any wrong value gets the same answer as a wrong password.
        body: z.object({ email: z.string().max(320), password: z.string().max(1024) }),
        response: { 200: UserSchema },
      },
      config: {
        rateLimit: {
          max: config.loginRateLimit,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          // Per address and account: an attacker elsewhere cannot lock a real user out, and the
          // window expires by itself.
          keyGenerator: (request) => {
            const body = request.body as { email?: unknown } | undefined
            const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
            return `login:${request.ip}:${email}`
          },
        },
      },
    },
    async (request, reply) => {
      const parsed = LoginRequestSchema.safeParse(request.body)
      const user = parsed.success ? await repo.findByEmail(parsed.data.email) : null
      const ok = await verifyPassword(user?.passwordHash ?? null, request.body.password)
      if (!user || !ok) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials)
      await sessions.start(request, reply, user.id)
      await hooks.afterSignIn(request, reply, user.id)
      return repo.viewOf(user)
    },
  )

  r.post('/api/auth/logout', { schema: { response: { 200: LogoutResponseSchema } } }, async (request, reply) => {
    await sessions.end(request, reply)
    return { success: true as const }
  })
}
