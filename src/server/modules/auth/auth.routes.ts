import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { normalizeIP } from '@fastify/rate-limit'
import {
  AUTH_MESSAGES,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  LoginRequestSchema,
  LogoutResponseSchema,
  RegisterRequestSchema,
  UserSchema,
  type User,
} from '#shared/schemas/auth'
import { z } from '#shared/schemas/zod-locale'
import type { AppConfig } from '#server/config'
import { badRequest, conflict, HttpError, unauthorized } from '#server/lib/http-error'
import { networkOf } from '#server/lib/networks'
import { handlerLimit, rateLimits } from '#server/plugins/rate-limit'
import { requireSignedIn, type SessionService } from '#server/plugins/session'
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

/**
 * GET /api/auth/me's payload for a request: its session's user (one query, issue 18), or null.
 * Server-rendered pages carry the same payload (issue 22: src/server/pages).
 */
export function sessionViewOf(sessions: SessionService, repo: AuthRepository) {
  return async (request: FastifyRequest): Promise<User | null> => {
    const tokenHash = sessions.tokenHash(request)
    return tokenHash ? repo.findSessionView(tokenHash) : null
  }
}

export function authRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; repo: AuthRepository; sessions: SessionService; hooks: AuthHooks },
) {
  const { config, repo, sessions, hooks } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const limits = rateLimits(config)
  const sessionView = sessionViewOf(sessions, repo)

  // One query for the session, the user, Premium and the strongest type (issue 18); on PGlite, none
  // until the next write to the database (the session view cache, decision 0024).
  r.get(
    '/api/auth/me',
    {
      schema: { response: { 200: UserSchema } },
      // The most frequent call of the app: toUserView builds exactly the User type, so the body
      // is written as it is, without validating it again on the way out (tests parse it with UserSchema).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const view = await sessionView(request)
      if (!view) throw unauthorized()
      reply.header('Cache-Control', 'no-store')
      return view
    },
  )

  r.post(
    '/api/auth/register',
    {
      schema: { body: RegisterRequestSchema, response: { 201: UserSchema } },
      config: { rateLimit: limits.register },
    },
    async (request, reply) => {
      const { username, email, password } = request.body
      const source = app.funnel.sourceOf(request)
      const created = await repo.create(
        { username, email, passwordHash: await hashPassword(password), acquisitionSource: source === 'invite' ? 'invite' : null },
        queueVerification,
      )
      if (!created) throw conflict(AUTH_MESSAGES.emailTaken)
      app.funnel.record(request, 'account_created', source)
      app.funnel.forgetGiver(request, reply)
      app.emailDispatcher.kick()
      await sessions.start(request, reply, created.id)
      await hooks.afterSignIn(request, reply, created.id)
      return reply.status(201).send(await repo.viewOf(created))
    },
  )

  // Password spraying (issue 31): many accounts tried from one network. Never below the
  // per-account limit, which it contains.
  const loginPerNetwork = handlerLimit(app, limits.loginPerNetwork, (request) => `login-network:${networkOf(request.ip)}`)

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
          ...limits.login,
          hook: 'preHandler',
          // Per network (IPv4 address, IPv6 /64: its sibling addresses share the count) and
          // account: an attacker elsewhere cannot lock a real user out, and the window expires by itself.
          keyGenerator: (request) => {
            const body = request.body as { email?: unknown } | undefined
            const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
            return `login:${networkOf(request.ip)}:${email}`
          },
        },
      },
    },
    async (request, reply) => {
      await loginPerNetwork(request, reply)
      const parsed = LoginRequestSchema.safeParse(request.body)
      const user = parsed.success ? await repo.findByEmail(parsed.data.email) : null
      const ok = await verifyPassword(user?.passwordHash ?? null, request.body.password)
      if (!user || !ok) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials)
      await sessions.start(request, reply, user.id)
      await hooks.afterSignIn(request, reply, user.id)
      return repo.viewOf(user)
    },
  )

  // Guessing the current password from a stolen session is limited per person (route config) and
  // per address (below), each with LOGIN_RATE_LIMIT tries per 15 minutes, as login is.
  const changePasswordPerAddress = handlerLimit(app, limits.changePassword, (request) => `change-password:ip:${normalizeIP(request.ip)}`)

  r.post(
    '/api/auth/change-password',
    {
      schema: { body: ChangePasswordRequestSchema, response: { 200: ChangePasswordResponseSchema } },
      preValidation: requireSignedIn,
      config: {
        rateLimit: {
          ...limits.changePassword,
          hook: 'preHandler',
          keyGenerator: async (request) => `change-password:user:${(await request.requireUser()).id}`,
        },
      },
    },
    async (request, reply) => {
      await changePasswordPerAddress(request, reply)
      const user = await request.requireUser()
      const keep = sessions.tokenHash(request)
      if (user.passwordHash === null) throw badRequest(AUTH_MESSAGES.noPasswordYet)
      if (!keep) throw unauthorized()
      const { currentPassword, newPassword } = request.body
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(AUTH_MESSAGES.currentPasswordWrong)
      const otherSessionsEnded = await repo.changePassword(user.id, await hashPassword(newPassword), keep)
      request.log.info({ userId: user.id, otherSessionsEnded }, 'password changed by its owner')
      return { success: true as const, message: AUTH_MESSAGES.passwordChanged, otherSessionsEnded }
    },
  )

  r.post('/api/auth/logout', { schema: { response: { 200: LogoutResponseSchema } } }, async (request, reply) => {
    await sessions.end(request, reply)
    return { success: true as const }
  })
}
