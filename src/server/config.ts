import path from 'node:path'
import { z } from 'zod'

/**
 * The only reader of process.env. Every setting is listed in the README's settings table;
 * a bad value stops the process with a readable list of what is wrong.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalString = z.preprocess(emptyToUndefined, z.string().optional())
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional())

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  CANONICAL_ORIGIN: z
    .url()
    .default('https://www.espelho.app')
    .refine((value) => /^https:\/\/www\./.test(value), 'deve começar com https://www.'),
  BLOG_URL: z.url().default('https://blog.espelho.app'),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
})

export type Env = z.infer<typeof EnvSchema>

export interface AppConfig {
  env: Env['NODE_ENV']
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  publicUrl: string
  canonicalOrigin: string
  blogUrl: string
  trustProxy: boolean
  logLevel: Env['LOG_LEVEL']
  secureCookies: boolean
  google?: { clientId: string; clientSecret: string; issuer: string }
  loginRateLimit: number
  registerRateLimit: number
  /** Directory with the built client (index.html and assets); absent in API-only tests. */
  clientDir?: string
  /** Directory with the SQL migrations. */
  migrationsDir: string
  /** Use an in-memory PGlite instead of DATA_DIR (tests). */
  inMemoryDb?: boolean
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Configuração inválida:\n  - GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET devem ser definidos juntos',
    )
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(rootDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    canonicalOrigin: e.CANONICAL_ORIGIN.replace(/\/+$/, ''),
    blogUrl: e.BLOG_URL,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    secureCookies: publicUrl.startsWith('https://'),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    clientDir: path.resolve(rootDir, e.CLIENT_DIR),
    migrationsDir: path.resolve(rootDir, 'src/server/db/migrations'),
  }
}
