import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { AppConfig } from '#server/config'

/**
 * Counters in memory by default; in Redis when REDIS_URL is set, so that several app processes
 * share them. Limits are per route (see each route's `config.rateLimit`); nothing is global
 * except the 404 handler, which attackers probe.
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig) {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'espelho-rl:',
    // A rate-limit store outage must not take logins down with it.
    skipOnError: true,
    // Counted for the metrics (issue 18); merged into every route's own limit.
    onExceeded: (request) => request.server.metrics.rateLimitRefused(request),
  })
}

/**
 * The key of a limit counted per person (`keyGenerator: perUserKey('ocean')`): the account when
 * signed in (the count follows the person from address to address), else the address.
 */
export function perUserKey(prefix: string) {
  return async (request: FastifyRequest) => {
    const user = await request.currentUser()
    return user ? `${prefix}:user:${user.id}` : `${prefix}:ip:${normalizeIP(request.ip)}`
  }
}
