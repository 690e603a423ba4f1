import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '#server/config'
import type { Db } from '#server/db/client'
import { createDispatcher, type Dispatcher } from './dispatcher'
import { emailRoutes } from './email.routes'
import { countPending } from './outbox'
import { sandboxTransport, smtpTransport, type MailTransport } from './transport'

declare module 'fastify' {
  interface FastifyInstance {
    /** The email outbox's dispatcher (issue 13): tests run passes; routes kick it after a commit. */
    emailDispatcher: Dispatcher
  }
}

/**
 * Email (DESIGN.md §9): SMTP when SMTP_URL is set, the sandbox mailbox otherwise; the outbox
 * dispatcher runs in every process (safe: SKIP LOCKED), every `dispatchIntervalMs` and right after
 * a route queues mail.
 */
export function emailModule(app: FastifyInstance, deps: { config: AppConfig; db: Db; transport?: MailTransport }) {
  const { config, db } = deps
  const settings = config.email
  const transport = deps.transport ?? (settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.from) : sandboxTransport(db))
  const dispatcher = createDispatcher({
    db,
    transport,
    log: app.log,
    publicUrl: config.publicUrl,
    digestDelayMinutes: settings.feedbackDigestDelayMinutes,
  })
  const loop = settings.dispatchIntervalMs > 0
  app.decorate('emailDispatcher', {
    ...dispatcher,
    kick: loop ? () => dispatcher.kick() : () => undefined,
  })

  // A scrape while the database is down keeps the last count: the other metrics must still answer.
  let lastPending = 0
  app.metrics.addGauge('espelho_email_outbox_pending', 'Mensagens de e-mail aguardando envio no outbox', () =>
    countPending(db).then(
      (count) => (lastPending = count),
      () => lastPending,
    ),
  )
  emailRoutes(app, { db, sandbox: transport.kind === 'sandbox' })

  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    if (!loop) return
    dispatcher.kick()
    timer = setInterval(() => dispatcher.kick(), settings.dispatchIntervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await dispatcher.idle()
    transport.close()
  })
}
