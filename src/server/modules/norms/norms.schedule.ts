import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/client'
import { claimPeriodicRun } from '#server/modules/housekeeping/housekeeping'
import { refreshNorms } from './norms.repository'

/**
 * The norms are computed again at most every NORMS_EVERY_MS across all app processes (one claims
 * the period, issue 35), and each process asks every NORMS_CHECK_EVERY_MS whether that is due: a new
 * consenting test or a withdrawal counts within NORMS_EVERY_MS + NORMS_CHECK_EVERY_MS + the
 * computation itself, under one minute (issue 48).
 */
export const NORMS_EVERY_MS = 40_000
export const NORMS_CHECK_EVERY_MS = 10_000
const SHUTDOWN_WAIT_MS = 10_000

export function scheduleNorms(app: FastifyInstance, db: Db) {
  let timer: NodeJS.Timeout | undefined
  let inFlight: Promise<unknown> = Promise.resolve()
  let running = false
  const run = () => {
    if (running) return
    running = true
    inFlight = claimPeriodicRun(db, 'norms', NORMS_EVERY_MS)
      .then((mine) => (mine ? refreshNorms(db) : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, 'norms computation failed; will retry'))
      .finally(() => {
        running = false
      })
  }
  app.addHook('onReady', async () => {
    run()
    timer = setInterval(run, NORMS_CHECK_EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    let waited: NodeJS.Timeout | undefined
    await Promise.race([inFlight, new Promise((resolve) => (waited = setTimeout(resolve, SHUTDOWN_WAIT_MS)))])
    clearTimeout(waited)
  })
}
