import type { FastifyRequest } from 'fastify'
import { ANON_COOKIE, ANON_ID_PATTERN } from '#shared/schemas/assessment'
import type { AppConfig } from '#server/config'

/**
 * The anonymous visitor's cookie: a random id that keeps a test taken before signing up (the
 * assessment module sets it, the account, share and form routes read or clear it).
 */
export function anonCookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies, path: '/' }
}

/** The visitor's anonymous id from the cookie, when it has the shape we issue. */
export function anonIdOf(request: FastifyRequest): string | null {
  const value = request.cookies[ANON_COOKIE]
  return value && ANON_ID_PATTERN.test(value) ? value : null
}
