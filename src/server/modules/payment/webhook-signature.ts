import { createHmac, timingSafeEqual } from 'node:crypto'

/** Mercado Pago's notifications older (or further in the future) than this are refused. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000

/**
 * The text Mercado Pago signs: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, leaving out the
 * parts it did not send. An alphanumeric data.id is signed in lower case.
 */
export function signatureManifest(parts: { dataId?: string; requestId?: string; ts: string }): string {
  let manifest = ''
  if (parts.dataId) manifest += `id:${parts.dataId.toLowerCase()};`
  if (parts.requestId) manifest += `request-id:${parts.requestId};`
  return `${manifest}ts:${parts.ts};`
}

export function signWebhook(secret: string, parts: { dataId?: string; requestId?: string; ts: string }): string {
  const v1 = createHmac('sha256', secret).update(signatureManifest(parts)).digest('hex')
  return `ts=${parts.ts},v1=${v1}`
}

/** `ts=…,v1=…` into its parts; null when malformed. */
export function parseSignatureHeader(header: unknown): { ts: string; v1: string } | null {
  if (typeof header !== 'string' || header.length > 512) return null
  const fields = new Map<string, string>()
  for (const part of header.split(',')) {
    const index = part.indexOf('=')
    if (index > 0) fields.set(part.slice(0, index).trim(), part.slice(index + 1).trim())
  }
  const ts = fields.get('ts')
  const v1 = fields.get('v1')
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return null
  return { ts, v1: v1.toLowerCase() }
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

/** Checks `x-signature` with HMAC-SHA256 in constant time and refuses stale timestamps. */
export function verifyWebhookSignature(input: {
  secret: string
  header: unknown
  dataId?: string
  requestId?: string
  now?: number
}): SignatureCheck {
  if (input.header === undefined || input.header === '') return { ok: false, reason: 'missing' }
  const parsed = parseSignatureHeader(input.header)
  if (!parsed) return { ok: false, reason: 'malformed' }
  // Mercado Pago documents seconds; accept milliseconds too rather than guess wrong.
  const tsNumber = Number(parsed.ts)
  const tsMs = tsNumber > 1e12 ? tsNumber : tsNumber * 1000
  if (Math.abs((input.now ?? Date.now()) - tsMs) > WEBHOOK_MAX_AGE_MS) return { ok: false, reason: 'stale' }
  const expected = createHmac('sha256', input.secret)
    .update(signatureManifest({ dataId: input.dataId, requestId: input.requestId, ts: parsed.ts }))
    .digest()
  const given = Buffer.from(parsed.v1, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'mismatch' }
  return { ok: true }
}
