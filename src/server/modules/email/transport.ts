import nodemailer from 'nodemailer'
import type { Db } from '#server/db/client'
import { sandboxEmails } from '#server/db/schema'

/** A message ready to go: rendered parts and headers. */
export interface OutgoingEmail {
  outboxId: number
  userId: number | null
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  messageId: string
}

export interface MailTransport {
  kind: 'smtp' | 'sandbox'
  send(message: OutgoingEmail): Promise<void>
  close(): void
}

/** An SMTP answer that will not change on a retry (5xx: unknown mailbox, refused sender…). */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * SMTP through nodemailer; credentials travel in SMTP_URL. Timeouts stay well inside the
 * dispatcher's lease (2 minutes), so no other process takes a message still being sent.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        messageId: message.messageId,
      })
    },
    close: () => transporter.close(),
  }
}

/**
 * The sandbox mailbox (no SMTP_URL): "delivering" stores the message for /sandbox/email. One row
 * per outbox message (unique outbox_id), so a repeated delivery changes nothing.
 */
export function sandboxTransport(db: Db): MailTransport {
  return {
    kind: 'sandbox',
    async send(message) {
      await db
        .insert(sandboxEmails)
        .values({
          outboxId: message.outboxId,
          userId: message.userId,
          toAddress: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: { 'Message-ID': message.messageId, ...message.headers },
        })
        .onConflictDoNothing({ target: sandboxEmails.outboxId })
    },
    close: () => undefined,
  }
}
