import type { Executor } from '#server/modules/email/email-tokens'
import { issueEmailToken } from '#server/modules/email/email-tokens'
import { enqueueEmail } from '#server/modules/email/outbox'
import type { UserRow } from '#server/plugins/session'

/** Queues the address confirmation (issue 13) in the caller's transaction. */
export async function queueVerification(tx: Executor, user: Pick<UserRow, 'id' | 'email' | 'username'>) {
  const token = await issueEmailToken(tx, { userId: user.id, purpose: 'verify_email', email: user.email })
  await enqueueEmail(tx, { kind: 'verify_email', userId: user.id, to: user.email, payload: { username: user.username, token } })
}

/** Queues a password-reset link in the caller's transaction. */
export async function queuePasswordReset(tx: Executor, user: Pick<UserRow, 'id' | 'email' | 'username'>) {
  const token = await issueEmailToken(tx, { userId: user.id, purpose: 'password_reset', email: user.email })
  await enqueueEmail(tx, { kind: 'password_reset', userId: user.id, to: user.email, payload: { username: user.username, token } })
}
