import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { AppConfig } from '#server/config'
import { HttpError } from '#server/lib/http-error'
import { ERROR_MESSAGES } from './error-handler'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** How many requests a key may make in a window (ms), as @fastify/rate-limit reads them. */
export interface RateLimit {
  max: number
  timeWindow: number
}

/** A whole giver is about this many form posts (24 questions, the details, 10 statements): issue 32. */
export const POSTS_PER_GIVER = 40

const FIFTEEN_MINUTES_MS = 15 * MINUTE_MS

/** The limits that are not settings (see rateLimits). */
export const FIXED_RATE_LIMITS = {
  resetPassword: { max: 30, timeWindow: FIFTEEN_MINUTES_MS },
  verifyEmail: { max: 30, timeWindow: FIFTEEN_MINUTES_MS },
  resendVerification: { max: 20, timeWindow: FIFTEEN_MINUTES_MS },
  /** DISC submissions per account, signed in. */
  assessmentSignedIn: { max: 60, timeWindow: HOUR_MS },
  oceanSave: { max: 60, timeWindow: HOUR_MS },
  /** Consent to the Big Five norms (issue 48), per account: a switch, not a stream. */
  normsConsent: { max: 60, timeWindow: HOUR_MS },
  survey: { max: 20, timeWindow: HOUR_MS },
  report: { max: 30, timeWindow: HOUR_MS },
  accountExport: { max: 10, timeWindow: HOUR_MS },
  accountDelete: { max: 5, timeWindow: FIFTEEN_MINUTES_MS },
  /** Share images and the public result page (each drawn on demand). */
  images: { max: 120, timeWindow: MINUTE_MS },
  /** Mercado Pago's notifications: generous, they are signed and retried by Mercado Pago. */
  paymentWebhook: { max: 600, timeWindow: MINUTE_MS },
  /**
   * The pending page's status polling (decision 0047): one look every 4 s (client/features/payment/api/
   * payment-status.ts) is 225 in 15 minutes, and some reloads. Each poll may ask the provider, so no
   * more than that (issue 45; the look-ups are also shared for a few seconds, payment-lookups.ts).
   */
  paymentStatusPoll: { max: 300, timeWindow: FIFTEEN_MINUTES_MS },
  /** Gift code attempts per person (decision 0048): a code is 160 bits, this only stops a noisy guesser. */
  giftRedeem: { max: 10, timeWindow: FIFTEEN_MINUTES_MS },
  adsConfig: { max: 600, timeWindow: MINUTE_MS },
  /** Funnel steps only the browser sees (issue 47), per address: a handful per visit. */
  funnelStep: { max: 30, timeWindow: HOUR_MS },
  /** Invitations to compare (issue 47) per account: a few people a day, never a flood of links. */
  compareInvite: { max: 20, timeWindow: HOUR_MS },
  /** Looking at, accepting or refusing an invitation per account: a token is 256 bits, this only stops a noisy guesser. */
  compareToken: { max: 60, timeWindow: FIFTEEN_MINUTES_MS },
  /**
   * The self tests' plain HTML forms (issue 45), per network and test: one post per tap, and a DISC
   * or Big Five test is some 25–40 of them with the back and next buttons: room for a few people
   * behind one address, not for a flood.
   */
  selfTestFormPosts: { max: 120, timeWindow: FIFTEEN_MINUTES_MS },
  /**
   * Of those, the posts that start a saved progress (a visitor without one: each is a row kept a
   * week): per network and test, so that the rows one network can make stay bounded.
   */
  selfTestFormStarts: { max: 20, timeWindow: HOUR_MS },
  /** Unknown addresses (the 404 handler), which attackers probe: the only limit on every path. */
  notFound: { max: 120, timeWindow: MINUTE_MS },
} as const satisfies Record<string, RateLimit>

/**
 * Every rate limit of the product, in one place (issue 34). The counts a person running Espelho may
 * tune are settings (src/server/config.ts, the README's table); the others are fixed here. What each
 * one counts by (address, network, account) is said where it is used, in its `keyGenerator`. The
 * giver guard's per-network quotas (modules/feedback/giver-guard.ts) are not rate limits: they keep
 * one network from stuffing one person's feedback, and are settings too.
 */
export function rateLimits(config: AppConfig) {
  return {
    ...FIXED_RATE_LIMITS,
    register: { max: config.registerRateLimit, timeWindow: HOUR_MS },
    /** Per network and account. */
    login: { max: config.loginRateLimit, timeWindow: FIFTEEN_MINUTES_MS },
    /** Password spraying (issue 31): many accounts from one network; never below the per-account limit. */
    loginPerNetwork: { max: Math.max(config.loginNetworkRateLimit, config.loginRateLimit), timeWindow: FIFTEEN_MINUTES_MS },
    /** Guessing the current password from a stolen session: per person and per address, as login is. */
    changePassword: { max: config.loginRateLimit, timeWindow: FIFTEEN_MINUTES_MS },
    forgotPassword: { max: config.email.forgotPasswordRateLimit, timeWindow: FIFTEEN_MINUTES_MS },
    /** Anonymous DISC submissions per address. */
    assessment: { max: config.assessmentRateLimit, timeWindow: HOUR_MS },
    payment: { max: config.paymentRateLimit, timeWindow: FIFTEEN_MINUTES_MS },
    /** Each of the giver's JSON POSTs per address (step 1, step 2, the Big Five 360 step). */
    feedbackPerAddress: { max: config.feedbackRateLimitPerIp, timeWindow: HOUR_MS },
    /** The giver's plain HTML form posts per address (one per tap). */
    giverFormPosts: { max: config.feedbackRateLimitPerIp * POSTS_PER_GIVER, timeWindow: HOUR_MS },
    /** Step 2 per link and network: a network's most in a day (an office past its everyday quota, decision 0031). */
    feedbackStepTwoPerNetwork: {
      max: Math.max(config.feedbackPerNetworkPerLink, config.feedbackPerSharedNetworkPerLink),
      timeWindow: DAY_MS,
    },
  } as const satisfies Record<string, RateLimit>
}

export type RateLimits = ReturnType<typeof rateLimits>

/**
 * A limit checked inside a handler (where route config cannot say it: several budgets for one
 * route, or one budget shared by the JSON routes and the plain HTML forms). Counted in the same
 * store as the route limits (Redis when REDIS_URL is set); over the limit, a 429 in Portuguese.
 */
export function handlerLimit(app: FastifyInstance, limit: RateLimit, keyGenerator: (request: FastifyRequest) => string) {
  const limiter = app.createRateLimit({ ...limit, keyGenerator })
  return async (request: FastifyRequest, reply?: FastifyReply) => {
    const result = await limiter(request)
    if (result.isAllowed || !result.isExceeded) return
    app.metrics.rateLimitRefused(request)
    reply?.header('Retry-After', String(result.ttlInSeconds))
    throw new HttpError(429, ERROR_MESSAGES.tooManyRequests)
  }
}

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
