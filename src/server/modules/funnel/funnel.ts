import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Counter } from 'prom-client'
import { FUNNEL_SOURCES, FUNNEL_STEPS, type FunnelSource, type FunnelStep } from '#shared/funnel'
import { brasiliaDay } from '#shared/format'
import type { AppConfig } from '#server/config'
import type { Db } from '#server/db/client'
import { funnelDaily, users } from '#server/db/schema'

/**
 * The first-party marker a giver gets with their "Obrigado" (issue 47): the same constant value for
 * everyone who gave feedback, so it names nobody and no link. Registration reads it to write
 * "veio de um convite" on the new account, then forgets it.
 */
export const GIVER_COOKIE = 'espelho_origem'
const GIVER_VALUE = 'convite'
/** Long enough for a giver who comes back to their own test a few days later. */
const GIVER_MAX_AGE_S = 30 * 24 * 60 * 60

/** How often the counts kept in memory are added to `funnel_daily` (and always when the app closes). */
const FLUSH_EVERY_MS = 15_000

/** The steps that exist only for one source: a giver's own journey never starts on the home page. */
const ONLY_FROM: Partial<Record<FunnelStep, FunnelSource>> = {
  invite_viewed: 'invite',
  feedback_step1: 'invite',
  feedback_finished: 'invite',
  home_viewed: 'direct',
}

export const validFunnelPair = (step: FunnelStep, source: FunnelSource) => (ONLY_FROM[step] ?? source) === source

/** Link previews and crawlers fetch pages too; they are nobody's step in the funnel. */
const AUTOMATED = /bot|crawl|spider|slurp|preview|whatsapp|facebookexternalhit|telegram|headless|lighthouse/i
const isPerson = (request: FastifyRequest) => !AUTOMATED.test(request.headers['user-agent'] ?? '')

export interface Funnel {
  /**
   * One step happened in `request`: the Prometheus counter now, the day's count in the database
   * within seconds. Whether it counts is decided here, the same for every step: a link preview's,
   * a crawler's or a headless browser's request is nobody's step (issue 47). Returns whether it counted.
   */
  record(request: FastifyRequest, step: FunnelStep, source: FunnelSource): boolean
  /** 'invite' when the visitor carries the giver's marker, 'direct' otherwise. */
  sourceOf(request: FastifyRequest): FunnelSource
  /** Whether the request comes from a person's browser (not a link preview or crawler); `record` asks it too. */
  isPerson(request: FastifyRequest): boolean
  /** The giver's marker, sent with the answer that stores their feedback. */
  markGiver(reply: FastifyReply): void
  /** Once the account carries where the person came from, the marker has done its work. */
  forgetGiver(request: FastifyRequest, reply: FastifyReply): void
  /**
   * A signed-in person shared their own link: the step, and the first time only, the day on their
   * own account (`users.link_first_shared_on`, the viral coefficient's denominator). Returns whether
   * it counted (not for automated requests).
   */
  linkShared(request: FastifyRequest, user: { id: number; acquisitionSource: 'invite' | null }): Promise<boolean>
  /** Adds what is kept in memory to `funnel_daily` (tests call it; the app does it by itself). */
  flush(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    funnel: Funnel
  }
}

/**
 * The growth funnel (issue 47, docs/decisions/0056-giver-funnel.md): `espelho_funnel_steps_total`
 * on /metrics by step and source, and the same counts per day in `funnel_daily` for `npm run funnel`.
 * No label or row names a person, a link or a time finer than the day.
 */
export function registerFunnel(app: FastifyInstance, config: AppConfig, db: Db) {
  const counter = new Counter({
    name: 'espelho_funnel_steps_total',
    help: 'Passos do funil de crescimento (convite visto, feedback enviado, teste, conta, link compartilhado, primeiro feedback) por origem: invite (veio de um convite) ou direct',
    labelNames: ['step', 'source'] as const,
    registers: [app.metrics.registry],
  })
  for (const step of FUNNEL_STEPS) {
    for (const source of FUNNEL_SOURCES) if (validFunnelPair(step, source)) counter.inc({ step, source }, 0)
  }

  /** day \t step \t source → count not yet in the database. */
  let pending = new Map<string, number>()
  let flushing: Promise<void> = Promise.resolve()

  async function write(batch: Map<string, number>) {
    const values = [...batch].map(([key, count]) => {
      const [day, step, source] = key.split('\t') as [string, string, string]
      return { day, step, source, count }
    })
    if (values.length === 0) return
    try {
      await db
        .insert(funnelDaily)
        .values(values)
        .onConflictDoUpdate({ target: [funnelDaily.day, funnelDaily.step, funnelDaily.source], set: { count: sql`${funnelDaily.count} + excluded.count` } })
    } catch (error) {
      // Kept for the next try: a database that is down for a moment loses no count.
      for (const [key, count] of batch) pending.set(key, (pending.get(key) ?? 0) + count)
      app.log.warn({ err: error }, 'funnel counts not written; will retry')
    }
  }

  const funnel: Funnel = {
    record(request, step, source) {
      if (!validFunnelPair(step, source) || !isPerson(request)) return false
      counter.inc({ step, source })
      const key = `${brasiliaDay()}\t${step}\t${source}`
      pending.set(key, (pending.get(key) ?? 0) + 1)
      return true
    },
    async linkShared(request, user) {
      if (!funnel.record(request, 'link_shared', user.acquisitionSource === 'invite' ? 'invite' : 'direct')) return false
      await db
        .update(users)
        .set({ linkFirstSharedOn: brasiliaDay() })
        .where(and(eq(users.id, user.id), isNull(users.linkFirstSharedOn)))
      return true
    },
    sourceOf: (request) => (request.cookies[GIVER_COOKIE] === GIVER_VALUE ? 'invite' : 'direct'),
    isPerson,
    markGiver(reply) {
      reply.setCookie(GIVER_COOKIE, GIVER_VALUE, { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/', maxAge: GIVER_MAX_AGE_S })
    },
    forgetGiver(request, reply) {
      // Only a browser that carries the marker is told to drop it: every other sign-up answers as before.
      if (request.cookies[GIVER_COOKIE] !== undefined) reply.clearCookie(GIVER_COOKIE, { path: '/' })
    },
    flush() {
      // One write at a time, in order: counts never race each other into the same row.
      flushing = flushing.then(() => {
        const batch = pending
        pending = new Map()
        return write(batch)
      })
      return flushing
    },
  }
  app.decorate('funnel', funnel)

  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(() => void funnel.flush(), FLUSH_EVERY_MS)
    timer.unref()
  })
  // Before the database closes (hooks of one level close in reverse order): nothing counted is lost.
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await funnel.flush()
  })
}
