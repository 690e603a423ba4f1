import { and, eq, like, lt, notLike, or } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { PENDING_ANSWERS_DAYS } from '#shared/product'
import type { AppConfig } from '#server/config'
import type { Db } from '#server/db/client'
import { formProgress } from '#server/db/schema'
import { randomToken, sha256 } from '#server/lib/tokens'

/** The cookie that names a visitor's no-JS progress (never a person: a random token). */
export const FORM_COOKIE = 'espelho_form'
const FORM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A test's progress lives a week without a visit, like a browser's saved progress would. */
export const TEST_PROGRESS_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** A giver's unfinished answers live as long as unfinished answers do elsewhere (issue 30). */
export const GIVER_PROGRESS_TTL_MS = PENDING_ANSWERS_DAYS * 24 * 60 * 60 * 1000
/** Flows about another person start with this prefix ('giver:{uuid}'). */
export const GIVER_FLOW_PREFIX = 'giver:'

export interface FormProgressStore {
  /** The visitor's saved progress in `flow`, or null (no cookie, nothing saved, or stale). */
  read(request: FastifyRequest, flow: string): Promise<unknown>
  /** Saves the progress (replacing what was there) and makes sure the visitor has the cookie. */
  write(request: FastifyRequest, reply: FastifyReply, flow: string, data: unknown): Promise<void>
  /** Forgets the progress in `flow` (the flow was sent). */
  clear(request: FastifyRequest, flow: string): Promise<void>
}

const ttlOf = (flow: string) => (flow.startsWith(GIVER_FLOW_PREFIX) ? GIVER_PROGRESS_TTL_MS : TEST_PROGRESS_TTL_MS)

/**
 * Progress of visitors who answer through the plain HTML forms (issue 32): one row per visitor and
 * flow, keyed by the SHA-256 of the cookie's random token, so the database never holds the cookie.
 */
export function createFormProgress(db: Db, config: AppConfig): FormProgressStore {
  const tokenOf = (request: FastifyRequest) => {
    const value = request.cookies[FORM_COOKIE]
    return value && FORM_TOKEN_PATTERN.test(value) ? value : null
  }
  return {
    async read(request, flow) {
      const token = tokenOf(request)
      if (!token) return null
      const [row] = await db
        .select({ data: formProgress.data, updatedAt: formProgress.updatedAt })
        .from(formProgress)
        .where(and(eq(formProgress.visitor, sha256(token)), eq(formProgress.flow, flow)))
      if (!row || Date.now() - row.updatedAt.getTime() > ttlOf(flow)) return null
      return row.data
    },
    async write(request, reply, flow, data) {
      let token = tokenOf(request)
      if (!token) {
        token = randomToken(32)
        // Lax: the form posts from our own pages; the cookie never leaves on another site's request.
        reply.setCookie(FORM_COOKIE, token, {
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          path: '/',
          maxAge: TEST_PROGRESS_TTL_MS / 1000,
        })
      }
      const now = new Date()
      await db
        .insert(formProgress)
        .values({ visitor: sha256(token), flow, data, updatedAt: now })
        .onConflictDoUpdate({ target: [formProgress.visitor, formProgress.flow], set: { data, updatedAt: now } })
    },
    async clear(request, flow) {
      const token = tokenOf(request)
      if (!token) return
      await db.delete(formProgress).where(and(eq(formProgress.visitor, sha256(token)), eq(formProgress.flow, flow)))
    },
  }
}

/** Housekeeping: progress nobody came back to (a giver's after 1–2 days, a test's after a week). */
export async function forgetStaleFormProgress(db: Db, now = new Date()) {
  const deleted = await db
    .delete(formProgress)
    .where(
      or(
        and(like(formProgress.flow, `${GIVER_FLOW_PREFIX}%`), lt(formProgress.updatedAt, new Date(now.getTime() - GIVER_PROGRESS_TTL_MS))),
        and(notLike(formProgress.flow, `${GIVER_FLOW_PREFIX}%`), lt(formProgress.updatedAt, new Date(now.getTime() - TEST_PROGRESS_TTL_MS))),
      ),
    )
    .returning({ flow: formProgress.flow })
  return deleted.length
}
