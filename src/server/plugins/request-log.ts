import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '#server/config'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'debug': this route's successful requests are logged only at debug level (probes, scrapes). */
    accessLog?: 'debug'
  }
}

/**
 * One line per request, at a level that says whether anyone needs to read it (issue 18): server
 * errors at error, slow requests (LOG_SLOW_MS) at warn, client errors (4xx) at info as a short
 * summary, and successful requests at debug in production (at info elsewhere, for development).
 * Probes and scrapes stay at debug, and so does each request's arrival. Lines carry method, path, route pattern, status and duration
 * only: no address, browser or query string (DESIGN.md §5: nothing that identifies a giver).
 * Fastify's own per-request lines are turned off in app.ts (disableRequestLogging).
 */
export function registerRequestLog(app: FastifyInstance, config: AppConfig) {
  const slowMs = config.ops.logSlowMs
  const successLevel = config.env === 'production' ? 'debug' : 'info'
  // Arrivals only at debug: what a shutdown or a stuck request is traced with.
  app.addHook('onRequest', async (request) => {
    request.log.debug({ method: request.method, url: request.url.split('?')[0] }, 'incoming request')
  })
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode
    const ms = reply.elapsedTime
    const quiet = request.routeOptions.config?.accessLog === 'debug'
    const slow = ms >= slowMs
    const level = status >= 500 ? 'error' : slow ? 'warn' : quiet ? 'debug' : status >= 400 ? 'info' : successLevel
    request.log[level](
      {
        method: request.method,
        url: request.url.split('?')[0],
        route: request.routeOptions.url ?? null,
        status,
        ms: Math.round(ms * 10) / 10,
      },
      status >= 500 ? 'request failed' : slow ? 'slow request' : 'request completed',
    )
  })
}
