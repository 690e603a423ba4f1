import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { AppConfig } from '#server/config'
import type { Database } from '#server/db/client'
import { isDatabaseUnavailable } from './error-handler'

/** What the rest of the app counts; every method is cheap and safe to call with metrics off. */
export interface Metrics {
  readonly registry: Registry
  paymentVerified(): void
  paymentRefused(reason: string): void
  rateLimitRefused(request: FastifyRequest): void
  /**
   * Extension point for values read at scrape time (the email outbox's backlog will be one:
   * `app.metrics.addGauge('espelho_outbox_pending', 'Mensagens aguardando envio', () => repo.countPending())`).
   */
  addGauge(name: string, help: string, read: () => number | Promise<number>): void
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

/** The route's pattern (`/feedback/user/:uuid`), never the URL: no invite id ever becomes a label. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'not_found'
}

const SQLSTATE = /^[0-9A-Z]{5}$/

/** Whether an error came from the database (a SQLSTATE or a driver failure anywhere in its causes). */
function databaseErrorKind(error: unknown): 'unavailable' | 'query' | null {
  if (isDatabaseUnavailable(error)) return 'unavailable'
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown }
    if ((typeof code === 'string' && SQLSTATE.test(code)) || name === 'DrizzleQueryError') return 'query'
    current = cause
  }
  return null
}

const sha256 = (value: string) => createHash('sha256').update(value).digest()

/**
 * Prometheus metrics (DESIGN.md §11) in the app's own registry: request durations by route
 * pattern and status, database pool and errors, payments, rate-limit refusals. Served at /metrics
 * only when METRICS_TOKEN is set and only to `Authorization: Bearer <token>`; 404 otherwise.
 */
export function registerMetrics(app: FastifyInstance, config: AppConfig, database: Database) {
  const registry = new Registry()
  const registers = [registry]
  const enabled = Boolean(config.ops.metricsToken)

  const payments = new Counter({
    name: 'espelho_payments_total',
    help: 'Pagamentos conferidos junto ao Mercado Pago, por resultado (verified, refused) e motivo da recusa',
    labelNames: ['result', 'reason'] as const,
    registers,
  })
  const rateLimited = new Counter({
    name: 'espelho_rate_limit_refusals_total',
    help: 'Requisições recusadas pelo limite de tentativas (429), por rota',
    labelNames: ['route'] as const,
    registers,
  })

  const metrics: Metrics = {
    registry,
    paymentVerified: () => payments.inc({ result: 'verified', reason: '' }),
    paymentRefused: (reason) => payments.inc({ result: 'refused', reason }),
    rateLimitRefused: (request) => rateLimited.inc({ route: routeLabel(request) }),
    addGauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(await read())
        },
      })
    },
  }
  app.decorate('metrics', metrics)
  if (!enabled) return

  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das requisições HTTP por método, rota (padrão, nunca o endereço) e status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  const databaseErrors = new Counter({
    name: 'espelho_database_errors_total',
    help: 'Erros do banco de dados em requisições: unavailable (fora do ar) ou query (consulta recusada)',
    labelNames: ['kind'] as const,
    registers,
  })
  for (const kind of ['unavailable', 'query'] as const) databaseErrors.inc({ kind }, 0)
  const poolStats = database.poolStats
  if (poolStats) {
    new Gauge({
      name: 'espelho_database_pool_connections',
      help: 'Conexões do pool do PostgreSQL por estado (total, idle, waiting = pedidos na fila)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats()
        this.set({ state: 'total' }, stats.total)
        this.set({ state: 'idle' }, stats.idle)
        this.set({ state: 'waiting' }, stats.waiting)
      },
    })
    new Counter({
      name: 'espelho_database_pool_errors_total',
      help: 'Erros de conexões ociosas do pool do PostgreSQL (servidor perdido, rede)',
      registers,
      collect() {
        this.reset()
        this.inc(poolStats().errors)
      },
    })
  }

  app.addHook('onResponse', async (request, reply) => {
    duration.observe({ method: request.method, route: routeLabel(request), status: String(reply.statusCode) }, reply.elapsedTime / 1000)
  })
  app.addHook('onError', async (_request, _reply, error) => {
    const kind = databaseErrorKind(error)
    if (kind) databaseErrors.inc({ kind })
  })

  const expected = sha256(`Bearer ${config.ops.metricsToken}`)
  app.get('/metrics', { config: { accessLog: 'debug' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    const given = sha256(request.headers.authorization ?? '')
    if (!timingSafeEqual(given, expected)) {
      reply.header('WWW-Authenticate', 'Bearer')
      return reply.status(401).send({ error: 'Credenciais de métricas ausentes ou inválidas.' })
    }
    reply.type(registry.contentType)
    return registry.metrics()
  })
}
