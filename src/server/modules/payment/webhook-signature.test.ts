import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseSignatureHeader, signatureManifest, signWebhook, verifyWebhookSignature } from './webhook-signature'

describe('Mercado Pago webhook signature', () => {
  const now = 1_704_908_010_000
  const ts = String(now / 1000)

  it("signs Mercado Pago's manifest id:…;request-id:…;ts:…; with HMAC-SHA256", () => {
    expect(signatureManifest({ dataId: 'ABC123', requestId: 'req-1', ts })).toBe(`id:abc123;request-id:req-1;ts:${ts};`)
    expect(signatureManifest({ ts })).toBe(`ts:${ts};`)
    const expected = createHmac('sha256', 'segredo').update(`id:42;request-id:req-1;ts:${ts};`).digest('hex')
    expect(signWebhook('segredo', { dataId: '42', requestId: 'req-1', ts })).toBe(`ts=${ts},v1=${expected}`)
  })

  it('accepts a valid signature, in seconds or milliseconds, with spaces after commas', () => {
    const header = signWebhook('segredo', { dataId: '42', requestId: 'r', ts })
    expect(verifyWebhookSignature({ secret: 'segredo', header, dataId: '42', requestId: 'r', now })).toEqual({ ok: true })
    const ms = signWebhook('segredo', { dataId: '42', requestId: 'r', ts: String(now) }).replace(',', ', ')
    expect(verifyWebhookSignature({ secret: 'segredo', header: ms, dataId: '42', requestId: 'r', now })).toEqual({ ok: true })
  })

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['v1=abc', 'malformed'],
    [['ts=1,v1=2'], 'malformed'],
    [`ts=${ts},v1=${'0'.repeat(64)}`, 'mismatch'],
  ])('refuses %j as %s', (header, reason) => {
    expect(verifyWebhookSignature({ secret: 'segredo', header, dataId: '42', requestId: 'r', now })).toEqual({ ok: false, reason })
  })

  it('refuses a timestamp more than 5 minutes away', () => {
    const header = signWebhook('segredo', { dataId: '42', requestId: 'r', ts })
    expect(verifyWebhookSignature({ secret: 'segredo', header, dataId: '42', requestId: 'r', now: now + 5 * 60_000 + 1000 })).toEqual({
      ok: false,
      reason: 'stale',
    })
    expect(verifyWebhookSignature({ secret: 'segredo', header, dataId: '42', requestId: 'r', now: now + 4 * 60_000 })).toEqual({ ok: true })
  })

  it('parses only well-formed headers', () => {
    expect(parseSignatureHeader(`ts=${ts},v1=${'A'.repeat(64)}`)).toEqual({ ts, v1: 'a'.repeat(64) })
    expect(parseSignatureHeader(`ts=abc,v1=${'a'.repeat(64)}`)).toBeNull()
    expect(parseSignatureHeader('x'.repeat(600))).toBeNull()
  })
})
