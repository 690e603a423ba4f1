import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/client'
import { claimDue, markFailed, markRetry, markSent, type MessageKind, type MessagePayloads, type OutboxRow } from './outbox'
import { composeEmail } from './templates/content'
import { renderEmail } from './templates/render'
import { isPermanentFailure, type MailTransport, type OutgoingEmail } from './transport'
import { planFeedbackDigests } from './digests'
import { planPremiumReminders } from './premium-mail'

/** Tries before a message is given up on: 30 s, 1 min, 2 min… doubling, at most 6 h apart. */
export const MAX_ATTEMPTS = 8
const BASE_BACKOFF_MS = 30_000
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000
/** How long a claimed message stays taken while one dispatcher sends it. */
const DEFAULT_LEASE_MS = 2 * 60 * 1000

export const backoffMs = (attempts: number) => Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1))

export interface DispatcherOptions {
  db: Db
  transport: MailTransport
  log: FastifyBaseLogger
  publicUrl: string
  /** Feedback digests wait this long after the oldest feedback they announce. */
  digestDelayMinutes: number
  leaseMs?: number
}

export interface PassResult {
  sent: number
  retried: number
  failed: number
}

/** Headers of mail a person can turn off (RFC 8058 one-click unsubscribe). */
function listHeaders(publicUrl: string, token: string): Record<string, string> {
  const url = `${publicUrl}/api/email/unsubscribe/one-click?token=${encodeURIComponent(token)}`
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

export function toOutgoing(row: OutboxRow, publicUrl: string): OutgoingEmail {
  const kind = row.kind as MessageKind
  const payload = row.payload as unknown as MessagePayloads[MessageKind]
  const rendered = renderEmail(composeEmail(kind, payload, { publicUrl }))
  const unsubscribeToken = (payload as { unsubscribeToken?: string }).unsubscribeToken
  const host = new URL(publicUrl).hostname || 'espelho.app'
  return {
    outboxId: row.id,
    userId: row.userId,
    to: row.toAddress,
    ...rendered,
    headers: unsubscribeToken ? listHeaders(publicUrl, unsubscribeToken) : {},
    // Stable per outbox row: if a crash ever makes a message go twice, mail systems see one message.
    messageId: `<espelho-${row.id}-${row.createdAt.getTime().toString(36)}@${host}>`,
  }
}

/**
 * The outbox dispatcher (DESIGN.md §9). Each pass plans due digests and reminders, claims due
 * messages (SKIP LOCKED + lease), sends each and records the outcome: sent, retry with
 * exponential backoff, or failed (permanent SMTP answer or too many tries), logged either way.
 */
export function createDispatcher(options: DispatcherOptions) {
  const { db, transport, log, publicUrl } = options
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  let running: Promise<PassResult> | null = null
  let again = false

  async function deliver(row: OutboxRow, now: Date, result: PassResult) {
    try {
      await transport.send(toOutgoing(row, publicUrl))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (isPermanentFailure(error) || row.attempts >= MAX_ATTEMPTS) {
        await markFailed(db, row.id, message)
        log.error({ outboxId: row.id, kind: row.kind, attempts: row.attempts, reason: message }, 'email permanently failed')
        result.failed++
      } else {
        await markRetry(db, row.id, new Date(now.getTime() + backoffMs(row.attempts)), message)
        log.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, reason: message }, 'email not sent; will retry')
        result.retried++
      }
      return
    }
    await markSent(db, row.id, new Date())
    result.sent++
  }

  async function pass(now: Date): Promise<PassResult> {
    const result: PassResult = { sent: 0, retried: 0, failed: 0 }
    await planFeedbackDigests(db, now, options.digestDelayMinutes)
    await planPremiumReminders(db, now)
    for (;;) {
      const rows = await claimDue(db, now, leaseMs)
      for (const row of rows) await deliver(row, now, result)
      if (rows.length < 20) break
    }
    return result
  }

  return {
    /** One pass; concurrent calls in this process share it. `now` lets tests step time. */
    runOnce(now = new Date()): Promise<PassResult> {
      if (running) return running
      running = pass(now).finally(() => {
        running = null
      })
      return running
    },
    /** Resolves once no pass is running (shutdown waits for the message in flight). */
    async idle() {
      await running?.catch(() => undefined)
    },
    /** Starts a pass soon (after a commit that queued mail); errors are logged, never thrown. */
    kick() {
      if (running) {
        again = true
        return
      }
      void this.runOnce()
        .catch((error: unknown) => log.warn({ err: error }, 'email dispatch failed; will retry'))
        .finally(() => {
          if (again) {
            again = false
            this.kick()
          }
        })
    },
  }
}

export type Dispatcher = ReturnType<typeof createDispatcher>
