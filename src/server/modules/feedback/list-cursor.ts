import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { ListPosition } from './feedback.repository'

/**
 * The `cursor` of GET /api/feedback (issue 18): where the next page starts, for whom, and how many
 * rows the earlier pages gave (the free tier's limit counts across pages). Encrypted and
 * authenticated (AES-256-GCM, key from an app secret): the owner cannot read the row id inside,
 * which follows arrival order (DESIGN.md §10), and a forged or altered cursor is refused.
 */
export interface ListCursor {
  userId: number
  after: ListPosition
  delivered: number
}

const PayloadSchema = z.object({
  u: z.number().int().positive(),
  k: z.uuid(),
  i: z.number().int().positive(),
  n: z.number().int().min(0),
})

const IV_BYTES = 12
const TAG_BYTES = 16

function keyOf(secret: string) {
  return createHash('sha256').update(`feedback-list-cursor\u0000${secret}`).digest()
}

export function sealCursor(secret: string, cursor: ListCursor): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const payload = JSON.stringify({ u: cursor.userId, k: cursor.after.listKey, i: cursor.after.id, n: cursor.delivered })
  const sealed = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The cursor's content, or null when it was not made by this app for `userId`. */
export function openCursor(secret: string, token: string, userId: number): ListCursor | null {
  try {
    const bytes = Buffer.from(token, 'base64url')
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES))
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
    const parsed = PayloadSchema.safeParse(JSON.parse(text))
    if (!parsed.success || parsed.data.u !== userId) return null
    return { userId, after: { listKey: parsed.data.k, id: parsed.data.i }, delivered: parsed.data.n }
  } catch {
    return null
  }
}
