import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/client'
import { claimPeriodicRun } from '#server/modules/housekeeping/housekeeping'
import { refreshNorms } from './norms.repository'

/**
 * The norms are computed again every `everyMs` (NORMS_REFRESH_SECONDS, 45 s at most) across all app
 * processes (one claims the period, issue 35), and each process asks every `checkEveryMsOf(everyMs)`
 * (10 s at most) whether that is due: a new consenting test or a withdrawal counts within
 * everyMs + the check + the computation itself, under one minute (issue 48).
 */
export const checkEveryMsOf = (everyMs: number) => Math.min(10_000, everyMs)
const SHUTDOWN_WAIT_MS = 10_000

export function scheduleNorms(app: FastifyInstance, db: Db, options: { refreshMs: number }) {
  let timer: NodeJS.Timeout | undefined
  let inFlight: Promise<unknown> = Promise.resolve()
  let running = false
  const run = () => {
    if (running) return
    running = true
    inFlight = claimPeriodicRun(db, 'norms', options.refreshMs)
      .then((mine) => (mine ? refreshNorms(db) : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, 'norms computation failed; will retry'))
      .finally(() => {
        running = false
      })
  }
  app.addHook('onReady', async () => {
    run()
    timer = setInterval(run, checkEveryMsOf(options.refreshMs))
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    let waited: NodeJS.Timeout | undefined
    await Promise.race([inFlight, new Promise((resolve) => (waited = setTimeout(resolve, SHUTDOWN_WAIT_MS)))])
    clearTimeout(waited)
  })
}
