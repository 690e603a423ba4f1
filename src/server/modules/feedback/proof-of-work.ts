import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { lt } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#server/db/client'
import { usedProofs } from '#server/db/schema'
import { sha256 } from '#server/lib/tokens'

/** How long a challenge may wait for its answer: long enough to answer the 24 questions slowly. */
export const CHALLENGE_TTL_MS = 2 * 60 * 60 * 1000
const ALGORITHM = 'SHA-256'
/**
 * The harder proof of a giver past a network's everyday quota (decision 0031): each try hashes
 * this many times instead of once, so it costs this many times the work. The cost is part of the
 * signed challenge, so a solution tells truthfully which kind it answers.
 */
export const HARDER_COST = 20

/** What the `altcha` widget sends back, base64 of this JSON (altcha v3 / altcha-lib v2). */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string().max(32),
      nonce: z.string().max(256),
      salt: z.string().max(256),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(256),
      keySignature: z.string().max(256).optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(512), time: z.number().optional() }),
})

export type ProofOutcome = 'ok' | 'missing' | 'invalid' | 'expired' | 'used'
/** A checked proof: its outcome, and whether it answered a harder challenge. */
export interface ProofCheck {
  outcome: ProofOutcome
  harder: boolean
}

/**
 * ALTCHA proof of work (docs/decisions/0015-feedback-proof-of-work.md): the server hands out
 * signed SHA-256 challenges whose answer is a counter between difficulty/2 and difficulty; a
 * solution is accepted once, then its hash is kept until the challenge would have expired.
 */
export function createProofOfWork(deps: { db: Db; secret: () => Promise<string>; difficulty: number }) {
  const { db, difficulty } = deps

  async function challenge(harder = false): Promise<Challenge & { signature: string }> {
    const secret = await deps.secret()
    const created = await createChallenge({
      algorithm: ALGORITHM,
      cost: harder ? HARDER_COST : 1,
      counter: randomInt(difficulty, Math.ceil(difficulty / 2)),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}:key`,
    })
    return { parameters: created.parameters, signature: created.signature ?? '' }
  }

  async function verify(payload: string | undefined): Promise<ProofCheck> {
    const outcome = await check(payload)
    return typeof outcome === 'string' ? { outcome, harder: false } : { outcome: 'ok', harder: outcome.cost >= HARDER_COST }
  }

  async function check(payload: string | undefined): Promise<Exclude<ProofOutcome, 'ok'> | { cost: number }> {
    if (!payload) return 'missing'
    let decoded: z.infer<typeof PayloadSchema>
    try {
      const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
      if (!parsed.success) return 'invalid'
      decoded = parsed.data
    } catch {
      return 'invalid'
    }
    if (decoded.challenge.parameters.algorithm !== ALGORITHM) return 'invalid'
    const secret = await deps.secret()
    let result
    try {
      result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: `${secret}:key`,
      })
    } catch {
      return 'invalid'
    }
    if (result.expired) return 'expired'
    if (!result.verified) return 'invalid'
    const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_TTL_MS / 1000) * 1000)
    const inserted = await db
      .insert(usedProofs)
      .values({ key: sha256(decoded.challenge.signature), expiresAt })
      .onConflictDoNothing({ target: usedProofs.key })
      .returning({ key: usedProofs.key })
    return inserted.length === 1 ? { cost: decoded.challenge.parameters.cost } : 'used'
  }

  return { challenge, verify }
}

/** Housekeeping: forgets the solutions whose challenges can no longer be used anyway. */
export async function forgetUsedProofs(db: Db, now: Date) {
  const rows = await db.delete(usedProofs).where(lt(usedProofs.expiresAt, now)).returning({ key: usedProofs.key })
  return rows.length
}
