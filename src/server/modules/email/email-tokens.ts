import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { emailTokens } from '#server/db/schema'
import { EMAIL_MESSAGES } from '#shared/schemas/email'
import { HttpError } from '#server/lib/http-error'
import { randomToken, sha256 } from '#server/lib/tokens'

/** Where a token in an email link may be used (DESIGN.md §9: random, single-purpose, hashed, expiring). */
export type EmailTokenPurpose = 'password_reset' | 'verify_email' | 'unsubscribe_digests' | 'unsubscribe_premium'

const HOUR = 60 * 60 * 1000
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  password_reset: HOUR,
  verify_email: 7 * 24 * HOUR,
  unsubscribe_digests: 180 * 24 * HOUR,
  unsubscribe_premium: 180 * 24 * HOUR,
}

/** Anything that runs queries: the database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** Makes a token, stores only its hash and returns the token for the link. */
export async function issueEmailToken(
  tx: Executor,
  input: { userId: number; purpose: EmailTokenPurpose; email?: string; now?: Date },
): Promise<string> {
  const token = randomToken(32)
  const now = input.now ?? new Date()
  await tx.insert(emailTokens).values({
    id: sha256(token),
    userId: input.userId,
    purpose: input.purpose,
    email: input.email ?? null,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[input.purpose]),
  })
  return token
}

export type TokenProblem = 'invalid' | 'expired' | 'used'

/** The 400 a link with an unusable token answers, in the words of its problem. */
export const tokenError = (problem: TokenProblem) =>
  new HttpError(400, problem === 'expired' ? EMAIL_MESSAGES.tokenExpired : problem === 'used' ? EMAIL_MESSAGES.tokenUsed : EMAIL_MESSAGES.tokenInvalid)

/** Why a token cannot be used, or the token row when it can (not marked used). */
export async function checkEmailToken(db: Executor, token: string, purpose: EmailTokenPurpose, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { problem: 'invalid' as const }
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.id, sha256(token)), eq(emailTokens.purpose, purpose)))
    .limit(1)
  if (!row) return { problem: 'invalid' as const }
  if (row.usedAt && purpose !== 'unsubscribe_digests' && purpose !== 'unsubscribe_premium') return { problem: 'used' as const }
  if (row.expiresAt.getTime() <= now.getTime()) return { problem: 'expired' as const }
  return { row }
}

/**
 * Marks a single-use token used; exactly one caller wins a race (the update's condition), and the
 * winner gets the row. Null means someone else used it first or it expired meanwhile.
 */
export async function useEmailToken(tx: Executor, token: string, purpose: EmailTokenPurpose, now = new Date()) {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.id, sha256(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning()
  return row ?? null
}

/** Spends every other open token of this purpose (a new password invalidates older reset links). */
export async function spendOpenTokens(tx: Executor, userId: number, purpose: EmailTokenPurpose, now = new Date()) {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
}

/** How many tokens of this purpose were issued to the person since `since` (per-address limits). */
export async function countRecentTokens(db: Executor, userId: number, purpose: EmailTokenPurpose, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)))
  return Number(row?.n ?? 0)
}
