import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_TTL_DAYS } from '#shared/product'
import type { AppConfig } from '#server/config'
import { randomToken, sha256 } from '#server/lib/tokens'
import { unauthorized } from '#server/lib/http-error'
import type { users } from '#server/db/schema'

export type UserRow = typeof users.$inferSelect

/** What sessions need from storage (the auth repository provides it). */
export interface SessionStore {
  findSessionUser(tokenHash: string): Promise<UserRow | null>
  createSession(tokenHash: string, userId: number, expiresAt: Date): Promise<unknown>
  deleteSession(tokenHash: string): Promise<unknown>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request; null when logged out. */
    currentUser(): Promise<UserRow | null>
    /** The signed-in user, or a 401 with a Portuguese message. */
    requireUser(): Promise<UserRow>
  }
}

const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000
const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>()

/**
 * The one way a route asks for a signed-in person: `preValidation: requireSignedIn` in its options
 * (so a logged-out caller gets the 401 before its input is even looked at, and learns nothing
 * else), then `const user = await request.requireUser()` in the handler (the same cached lookup).
 */
export async function requireSignedIn(request: FastifyRequest) {
  await request.requireUser()
}

export function sessionCookieName(config: AppConfig) {
  // __Host- pins the cookie to this host, path / and https; only possible when Secure.
  return config.secureCookies ? '__Host-espelho_session' : 'espelho_session'
}

/**
 * Sessions as DESIGN.md §5: 32 random bytes in an HttpOnly, SameSite=Lax cookie; only the
 * SHA-256 is stored, so a database leak gives no usable session.
 */
export function registerSessions(app: FastifyInstance, config: AppConfig, repo: SessionStore) {
  const cookieName = sessionCookieName(config)

  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = cache.get(this)
    if (!pending) {
      const token = this.cookies[cookieName]
      pending = token && token.length <= 128 ? repo.findSessionUser(sha256(token)) : Promise.resolve(null)
      cache.set(this, pending)
    }
    return pending
  })

  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.currentUser()
    if (!user) throw unauthorized()
    return user
  })

  return {
    /** The SHA-256 of the request's session token (what the sessions table stores), or null without one. */
    tokenHash(request: FastifyRequest): string | null {
      const token = request.cookies[cookieName]
      return token && token.length <= 128 ? sha256(token) : null
    },

    /** Issues a fresh token (never reuses one from before login) and sets the cookie. */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number) {
      await this.end(request, reply)
      const token = randomToken(32)
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
      await repo.createSession(sha256(token), userId, expiresAt)
      cache.delete(request)
      reply.setCookie(cookieName, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        path: '/',
        expires: expiresAt,
      })
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[cookieName]
      if (token && token.length <= 128) await repo.deleteSession(sha256(token))
      cache.delete(request)
      reply.clearCookie(cookieName, { path: '/', secure: config.secureCookies, sameSite: 'lax', httpOnly: true })
    },
  }
}

export type SessionService = ReturnType<typeof registerSessions>
