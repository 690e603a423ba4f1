import path from 'node:path'
import { z } from 'zod'
import { AD_PLACEMENT_IDS, AD_PLACEMENTS, isAdPlacementId, type AdPlacementId } from '#shared/ads/placements'

/**
 * The only reader of process.env. Every setting is listed in the README's settings table;
 * a bad value stops the process with a readable list of what is wrong.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** Whether an address's scheme is https as the URL parser reads it (`HTTPS://…` too), never by its spelling (issue 45). */
const isHttps = (url: string | undefined) => {
  if (!url) return false
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}
/** An address as the URL parser writes it (scheme and host in lower case), without a trailing slash. */
const normalizedUrl = (url: string) => new URL(url).href.replace(/\/+$/, '')
const optionalString = z.preprocess(emptyToUndefined, z.string().optional())
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional())
const adSlotId = z.preprocess(emptyToUndefined, z.string().regex(/^\d{5,20}$/, 'deve conter só números').optional())

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATA_DIR_LOCK_STALE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  CANONICAL_ORIGIN: z
    .url()
    .default('https://www.espelho.app')
    .refine((value) => isHttps(value) && new URL(value).hostname.startsWith('www.'), 'deve começar com https://www.'),
  BLOG_URL: z.url().default('https://blog.espelho.app'),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_NETWORK_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  MERCADOPAGO_ACCESS_TOKEN: optionalString,
  MERCADOPAGO_WEBHOOK_SECRET: optionalString,
  MERCADOPAGO_API_BASE: optionalUrl,
  MERCADOPAGO_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  PAYMENT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  FEEDBACK_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  FEEDBACK_PER_NETWORK_PER_LINK: z.coerce.number().int().positive().default(3),
  FEEDBACK_PER_SHARED_NETWORK_PER_LINK: z.coerce.number().int().positive().default(10),
  FEEDBACK_PER_WIDE_NETWORK_PER_LINK: z.coerce.number().int().positive().default(20),
  FEEDBACK_UNPROVEN_PER_LINK: z.coerce.number().int().positive().default(10),
  FEEDBACK_PROOF_OF_WORK: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  FEEDBACK_PROOF_OF_WORK_DIFFICULTY: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  PAYMENTS_SANDBOX: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  EMAIL_SANDBOX: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  ASSESSMENT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  ADSENSE_CLIENT: z.preprocess(emptyToUndefined, z.string().regex(/^ca-pub-\d{10,20}$/, 'deve ser ca-pub- seguido de números').optional()),
  ADSENSE_SLOT_BANNER: adSlotId,
  ADSENSE_SLOT_SQUARE: adSlotId,
  ADSENSE_SLOT_INTERSTITIAL: adSlotId,
  ADSENSE_SLOTS: z.preprocess(emptyToUndefined, z.string().optional()),
  ADS_PLACEHOLDERS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  GA_MEASUREMENT_ID: z.preprocess(emptyToUndefined, z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'deve ser G- seguido de letras maiúsculas e números').optional()),
  META_PIXEL_ID: z.preprocess(emptyToUndefined, z.string().regex(/^\d{5,20}$/, 'deve conter só números').optional()),
  PRODUCTION_HOST: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9.-]{1,253}$/, 'deve ser um nome de host, como www.espelho.app').optional()),
  // Operations (issue 18): metrics and request logs.
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'deve ter pelo menos 16 caracteres').optional()),
  LOG_SLOW_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  // Issue 35: on SIGTERM, how long idle keep-alive connections are left for a proxy in front to close.
  // 0 (one process, no proxy): closed at once. Behind nginx, above its upstream keepalive_timeout
  // (10 s): espelho@.service and npm run cluster set 15.
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  // Email (issue 13): SMTP when set, the sandbox mailbox at /sandbox/email otherwise.
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .refine((value) => ['smtp:', 'smtps:'].includes(new URL(value).protocol), 'deve começar com smtp:// ou smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Espelho <nao-responda@espelho.app>'),
  FEEDBACK_DIGEST_DELAY_MINUTES: z.coerce.number().int().min(0).max(43_200).default(720),
  EMAIL_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  FORGOT_PASSWORD_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  // Issue 48: how many consenting people the Big Five norms need before any percentile is shown.
  NORMS_MIN_SAMPLE: z.coerce.number().int().min(1).max(10_000_000).default(500),
  // How often the norms are computed again; at most 45 s, so a change counts within a minute.
  NORMS_REFRESH_SECONDS: z.coerce.number().int().min(1).max(45).default(40),
})

export type Env = z.infer<typeof EnvSchema>

/**
 * The settings as the app reads them, built from the environment in this one place: every
 * default is the schema's, and AppConfig is inferred from here, so nothing restates either.
 */
function configSchema(rootDir: string) {
  return EnvSchema.superRefine((e, ctx) => {
    if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', message: 'GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET devem ser definidos juntos' })
    }
    if (e.MERCADOPAGO_ACCESS_TOKEN && !e.MERCADOPAGO_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        message: 'MERCADOPAGO_WEBHOOK_SECRET é obrigatório quando MERCADOPAGO_ACCESS_TOKEN é definido',
      })
    }
    if (parseTrustProxy(e.TRUST_PROXY) === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: 'use false, o número de proxies à frente do app (1, 2…) ou uma lista de endereços/CIDRs separados por vírgula',
      })
    }
    // The built-in sandbox grants Premium for free: on a public https address it must be asked for.
    if (isHttps(e.PUBLIC_URL) && !e.MERCADOPAGO_ACCESS_TOKEN && e.PAYMENTS_SANDBOX !== 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'PUBLIC_URL é https, mas MERCADOPAGO_ACCESS_TOKEN não foi definido: o app não inicia com o Mercado Pago simulado num endereço público. Defina MERCADOPAGO_ACCESS_TOKEN (e MERCADOPAGO_WEBHOOK_SECRET) para cobrar de verdade, ou PAYMENTS_SANDBOX=true para usar o simulador de propósito.',
      })
    }
    // The sandbox mailbox shows anyone every message, password-reset links included (issue 31):
    // on a public https address it must be asked for, like the payments sandbox.
    if (isHttps(e.PUBLIC_URL) && !e.SMTP_URL && e.EMAIL_SANDBOX !== 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'PUBLIC_URL é https, mas SMTP_URL não foi definido: o app não inicia com a caixa de e-mails simulada (/sandbox/email, aberta a qualquer pessoa, com os links de troca de senha) num endereço público. Defina SMTP_URL para enviar e-mails de verdade, ou EMAIL_SANDBOX=true para usar a caixa simulada de propósito.',
      })
    }
  }).transform((e, ctx) => {
    const publicUrl = normalizedUrl(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`)
    const adSlots = adSenseSlots(e)
    if (typeof adSlots === 'string') {
      ctx.addIssue({ code: 'custom', path: ['ADSENSE_SLOTS'], message: adSlots })
      return z.NEVER
    }
    return {
      env: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(rootDir, e.DATA_DIR),
      /** A DATA_DIR lock whose holder cannot be seen from here (another machine) is abandoned after this long untouched. */
      dataDirLockStaleMs: e.DATA_DIR_LOCK_STALE_SECONDS * 1000,
      databaseUrl: e.DATABASE_URL,
      redisUrl: e.REDIS_URL,
      publicUrl,
      canonicalOrigin: normalizedUrl(e.CANONICAL_ORIGIN),
      blogUrl: e.BLOG_URL,
      /** Fastify `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs; never the leftmost X-Forwarded-For. */
      trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
      logLevel: e.LOG_LEVEL,
      /** SIGTERM: how long idle connections are left open for the proxy to close (plugins/drain.ts). */
      shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
      secureCookies: isHttps(publicUrl),
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
          : undefined,
      /** Login attempts per network (IPv4 address or IPv6 /64) and e-mail per 15 minutes. */
      loginRateLimit: e.LOGIN_RATE_LIMIT,
      /** Login attempts per network per 15 minutes whatever the accounts: password spraying (issue 31). */
      loginNetworkRateLimit: e.LOGIN_NETWORK_RATE_LIMIT,
      registerRateLimit: e.REGISTER_RATE_LIMIT,
      /** Mercado Pago; no access token means the built-in sandbox at PUBLIC_URL/sandbox/mercadopago (DESIGN.md §6). */
      mercadoPago: {
        accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
        webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET,
        /** Base of the REST API: Mercado Pago's with a token; absent without one (the sandbox's address is used). */
        apiBase:
          e.MERCADOPAGO_API_BASE?.replace(/\/+$/, '') ?? (e.MERCADOPAGO_ACCESS_TOKEN ? 'https://api.mercadopago.com' : undefined),
        timeoutMs: e.MERCADOPAGO_TIMEOUT_MS,
      },
      /** Payment calls (preference, PIX charge, status check, activation) per IP per 15 minutes. */
      paymentRateLimit: e.PAYMENT_RATE_LIMIT,
      /** Feedback submissions per client IP per hour, for each of the two feedback POSTs. */
      feedbackRateLimitPerIp: e.FEEDBACK_RATE_LIMIT_PER_IP,
      /** Feedbacks one network (IPv4 address or IPv6 /64) may give to one link in 24 hours. */
      feedbackPerNetworkPerLink: e.FEEDBACK_PER_NETWORK_PER_LINK,
      /**
       * The most one network may give to one link in 24 hours when each giver past
       * feedbackPerNetworkPerLink solves a harder proof and the link's other networks stay ahead (decision 0031).
       */
      feedbackPerSharedNetworkPerLink: e.FEEDBACK_PER_SHARED_NETWORK_PER_LINK,
      /** Feedbacks one wide network (IPv4 /24, IPv6 /48) may give to one link in 24 hours (issue 31). */
      feedbackPerWideNetworkPerLink: e.FEEDBACK_PER_WIDE_NETWORK_PER_LINK,
      /**
       * Givers without a proof of work (no JavaScript, decision 0036) one link may take in 24 hours,
       * all networks together; each of them also stays within feedbackPerNetworkPerLink.
       */
      feedbackUnprovenPerLink: e.FEEDBACK_UNPROVEN_PER_LINK,
      /** ALTCHA proof of work on the giver's first POST; difficulty = the largest counter a solver may need. */
      feedbackProofOfWork: { enabled: e.FEEDBACK_PROOF_OF_WORK === 'on', difficulty: e.FEEDBACK_PROOF_OF_WORK_DIFFICULTY },
      /** Anonymous DISC submissions per IP per hour. */
      assessmentRateLimit: e.ASSESSMENT_RATE_LIMIT,
      /** Ads (DESIGN.md §6): AdSense when configured; else labelled stand-ins (default: on outside production). */
      ads: {
        adsenseClient: e.ADSENSE_CLIENT,
        slots: adSlots,
        placeholders: e.ADS_PLACEHOLDERS ? e.ADS_PLACEHOLDERS === 'true' : e.NODE_ENV !== 'production',
      },
      /** GA4 and Meta Pixel; they load only on `productionHost` (default: PUBLIC_URL's host), after cookie consent. */
      analytics: {
        gaMeasurementId: e.GA_MEASUREMENT_ID,
        metaPixelId: e.META_PIXEL_ID,
        productionHost: e.PRODUCTION_HOST ?? new URL(publicUrl).hostname,
      },
      /** Operations (issue 18): Prometheus at /metrics with this bearer token (off without it); slow-request log threshold. */
      ops: {
        metricsToken: e.METRICS_TOKEN,
        logSlowMs: e.LOG_SLOW_MS,
      },
      /** Email (issue 13): SMTP with SMTP_URL, else the sandbox mailbox; the dispatcher's pace; digest delay. */
      email: {
        smtpUrl: e.SMTP_URL,
        from: e.MAIL_FROM,
        feedbackDigestDelayMinutes: e.FEEDBACK_DIGEST_DELAY_MINUTES,
        /** How often each process looks for due mail; 0 turns the loop off (tests drive it themselves). */
        dispatchIntervalMs: e.EMAIL_DISPATCH_INTERVAL_MS,
        /** Password-recovery requests per client IP per 15 minutes. */
        forgotPasswordRateLimit: e.FORGOT_PASSWORD_RATE_LIMIT,
      },
      /** Big Five norms (issue 48): no percentile until this many other consenting people count. */
      norms: { minSample: e.NORMS_MIN_SAMPLE, refreshMs: e.NORMS_REFRESH_SECONDS * 1000 },
      /** Directory with the built client (index.html and assets); API-only tests leave it out. */
      clientDir: path.resolve(rootDir, e.CLIENT_DIR) as string | undefined,
      // Beside this module: src/server/db/migrations from source, dist/server/db/migrations in the bundle.
      migrationsDir: path.join(import.meta.dirname, 'db/migrations'),
      /** An in-memory PGlite instead of DATA_DIR: only tests turn it on. */
      inMemoryDb: false as boolean,
    }
  })
}

/**
 * TRUST_PROXY: 'false' (default), 'true' (= one hop), a hop count, or a comma-separated list of
 * proxy addresses/CIDRs. Undefined when malformed.
 */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  const text = value.trim().toLowerCase()
  if (text === 'false' || text === '0') return false
  if (text === 'true') return 1
  if (/^\d{1,2}$/.test(text)) return Number(text)
  const list = text.split(',').map((item) => item.trim()).filter(Boolean)
  const address = /^(?:[0-9.]{7,15}|[0-9a-f:]{2,39}(?:[0-9.]{7,15})?)(?:\/\d{1,3})?$/
  if (list.length === 0 || !list.every((item) => address.test(item) || item === 'loopback' || item === 'linklocal' || item === 'uniquelocal')) return undefined
  return list
}

export type AppConfig = z.output<ReturnType<typeof configSchema>>

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): AppConfig {
  // A variable set to nothing (`DATA_DIR=` in a unit file or .env) counts as unset: its default
  // applies, as if the line were not there (issue 45).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''))
  const parsed = configSchema(rootDir).safeParse(set)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `  - ${issue.path.join('.')}: ${issue.message}` : `  - ${issue.message}`,
    )
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/**
 * AdSense slot ids per placement: the kind-wide ids (banner, square, interstitial) first, then
 * ADSENSE_SLOTS overrides ('placement=slot,placement=slot'). Returns a message when malformed.
 */
function adSenseSlots(e: Env): Partial<Record<AdPlacementId, string>> | string {
  const byKind = { 'horizontal-banner': e.ADSENSE_SLOT_BANNER, 'square-banner': e.ADSENSE_SLOT_SQUARE, 'assessment-interstitial': e.ADSENSE_SLOT_INTERSTITIAL }
  const slots: Partial<Record<AdPlacementId, string>> = {}
  for (const id of AD_PLACEMENT_IDS) {
    const slot = byKind[AD_PLACEMENTS[id].slotKind]
    if (slot) slots[id] = slot
  }
  for (const pair of (e.ADSENSE_SLOTS ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [placement = '', slot = ''] = pair.split('=').map((part) => part.trim())
    if (!isAdPlacementId(placement)) return `local de anúncio desconhecido: "${placement}"`
    if (!/^\d{5,20}$/.test(slot)) return `o slot de "${placement}" deve conter só números`
    slots[placement] = slot
  }
  return slots
}
