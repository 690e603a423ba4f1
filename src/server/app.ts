import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import { constants as zlib } from 'node:zlib'
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { PageRenderer } from '#shared/ssr/page-state'
import type { PageDataProvider } from './lib/page-sender'
import type { AppConfig } from './config'
import { openDatabase, type Database } from './db/client'
import type { DataDirLockLostError } from './db/data-dir-lock'
import { registerClientAddress, trustProxyOption } from './plugins/client-address'
import { registerDrain } from './plugins/drain'
import { answerClientError, answerRouterError, registerErrorHandler } from './plugins/error-handler'
import { logRedaction, pathOf } from './plugins/log-redaction'
import { registerRateLimits } from './plugins/rate-limit'
import { registerMetrics } from './plugins/metrics'
import { registerRequestLog } from './plugins/request-log'
import { healthRoutes } from './modules/ops/health.routes'
import { registerFunnel } from './modules/funnel/funnel'
import { funnelRoutes } from './modules/funnel/funnel.routes'
import { isApiRoute, registerSecurity } from './plugins/security'
import { registerSessions } from './plugins/session'
import { createAuthRepository } from './modules/auth/auth.repository'
import { authRoutes, sessionViewOf, type AuthHooks } from './modules/auth/auth.routes'
import { googleRoutes } from './modules/auth/google.routes'
import { recoveryRoutes } from './modules/auth/recovery.routes'
import { emailModule } from './modules/email/email.module'
import type { MailTransport } from './modules/email/transport'
import { createAssessmentRepository } from './modules/assessment/assessment.repository'
import { assessmentRoutes, claimTemporaryAssessments } from './modules/assessment/assessment.routes'
import { createOceanRepository } from './modules/ocean/ocean.repository'
import { oceanRoutes } from './modules/ocean/ocean.routes'
import { surveyRoutes } from './modules/survey/survey.routes'
import { createFeedbackRepository } from './modules/feedback/feedback.repository'
import { feedbackRoutes, inviteLinkPageData } from './modules/feedback/feedback.routes'
import { roundsRoutes } from './modules/feedback/rounds.routes'
import { createGiverGuard } from './modules/feedback/giver-guard'
import { createOcean360Repository } from './modules/ocean-360/ocean-360.repository'
import { ocean360Routes } from './modules/ocean-360/ocean-360.routes'
import { giverFormRoutes } from './modules/feedback/giver-form.routes'
import { reportRoutes } from './modules/report/report.routes'
import { paymentModule } from './modules/payment/payment.module'
import { adsRoutes } from './modules/ads/ads.routes'
import { thirdPartyCsp } from './modules/ads/third-party-csp'
import { BOOT_SCRIPT_CSP_SOURCE } from './pages/boot-script'
import { createFormProgress, type FormProgressStore } from './modules/forms/form-progress'
import { selfTestForms } from './modules/forms/self-tests.routes'
import { authFormRoutes } from './modules/auth/auth-forms.routes'
import { giftLinkRedirects } from './modules/payment/gift-links'
import { createAccountRepository } from './modules/account/account.repository'
import { accountRoutes } from './modules/account/account.routes'
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping'
import { createNormsRepository } from './modules/norms/norms.repository'
import { normsRoutes } from './modules/norms/norms.routes'
import { scheduleNorms } from './modules/norms/norms.schedule'
import { createImageCache } from './modules/share/images'
import { publicResultResolver } from './modules/share/public-meta'
import { createShareRepository } from './modules/share/share.repository'
import { shareRoutes } from './modules/share/share.routes'
import { createCompareRepository } from './modules/compare/compare.repository'
import { compareRoutes } from './modules/compare/compare.routes'
import { invitePreviewResolver } from './pages/invite-preview'
import { pageRoutes } from './pages/pages.routes'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a plain HTML form's body (application/x-www-form-urlencoded, issue 32). */
    acceptsForm?: boolean
  }
  interface FastifyInstance {
    database: Database
    /** What visitors without JavaScript have answered so far (issue 32). */
    formProgress: FormProgressStore
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per file); opened from config otherwise. */
  database?: Database
  logger?: boolean
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: NodeJS.WritableStream
  /** How the app reaches Mercado Pago (real or sandbox) over HTTP; tests route it without a socket. */
  paymentFetch?: typeof fetch
  /** The sandbox Mercado Pago's clock (tests move it to expire PIX charges); Date.now otherwise. */
  paymentSandboxClock?: () => number
  /** How mail leaves (tests hand in a transport that fails on purpose); from config otherwise. */
  mailTransport?: MailTransport
  /** Told about every route as it is registered (tests check each /api route's contract). */
  onRoute?: (route: RouteOptions) => void
  /**
   * The client's server render of pages (the SSR bundle main.ts loads, or the source in tests);
   * without it pages go out with the head only and the browser renders them.
   */
  renderPage?: PageRenderer
  /** Told once if the DATA_DIR lock stops being this process's (main.ts exits; the database already refuses every statement). */
  onDataDirLockLost?: (error: DataDirLockLostError) => void
}

/**
 * The whole product as a Fastify app, without listening: what main.ts serves and what tests
 * drive with `app.inject`. Modules are registered explicitly, top to bottom.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // No client address in the logs: next to a feedback link's path it would identify the
            // giver, and DESIGN.md §5 stores nothing that does.
            serializers: {
              // The path only: query strings carry emails, tokens and ids (issue 31).
              req: (request: { method: string; url: string }) => ({ method: request.method, url: pathOf(request.url) }),
              ...logRedaction.serializers,
            },
            formatters: logRedaction.formatters,
            hooks: logRedaction.hooks,
          },
    // Per-request lines come from plugins/request-log.ts, at a level by status and duration.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config),
    bodyLimit: 64 * 1024,
    // Never let a stalled client hold a connection forever.
    requestTimeout: 30_000,
    // What the router and Node's HTTP parser refuse is answered in Portuguese, repeating nothing (issue 45).
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.inMemoryDb ? undefined : config.dataDir,
      migrationsDir: config.migrationsDir,
      lockStaleAfterMs: config.dataDirLockStaleMs,
      onLockLost: options.onDataDirLockLost,
    }))
  app.decorate('database', database)
  if (!options.database) app.addHook('onClose', () => database.close())
  const { db } = database

  registerErrorHandler(app)
  // A stopping process answers what still reaches it with `Connection: close` (issue 35).
  registerDrain(app)
  // First of the hooks: every reader of request.ip sees an address (issue 31).
  registerClientAddress(app, config)
  // Operations (issue 18): request log, metrics, health and readiness, before every other route.
  registerRequestLog(app, config)
  registerMetrics(app, config, database)
  healthRoutes(app, { database, migrationsDir: config.migrationsDir, draining: app.draining })
  await app.register(cookie)
  // The growth funnel (issue 47): counts on /metrics and per day in the database, no person in them.
  registerFunnel(app, config, db)
  // The plain HTML forms a visitor without JavaScript posts (issue 32); within the same body limit.
  // Only the routes made for them take a form body: every other /api route stays JSON-only (a form
  // is what a cross-site page can send without asking, DESIGN.md §5), 415 as before.
  await app.register(formbody)
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.acceptsForm || !isApiRoute(request)) return
    const type = request.headers['content-type']
    if (typeof type === 'string' && type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      throw Object.assign(new Error('a form body on a JSON route'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' })
    }
  })
  // Pages, assets and JSON travel compressed; brotli at a fast level so compressing costs less
  // than it saves.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })
  // The pages' one inline script (the boot script) is allowed by its hash, next to the third parties.
  const thirdParty = thirdPartyCsp(config)
  await registerSecurity(app, config, { ...thirdParty, scriptSrc: [BOOT_SCRIPT_CSP_SOURCE, ...thirdParty.scriptSrc] })
  await registerRateLimits(app, config)

  const authRepo = createAuthRepository(db)
  const sessions = registerSessions(app, config, authRepo)
  const signInHooks: AuthHooks['afterSignIn'][] = []
  const hooks: AuthHooks = {
    async afterSignIn(request, reply, userId, anonIds) {
      for (const hook of signInHooks) await hook(request, reply, userId, anonIds)
    },
  }

  // Email (issue 13) before the routes that queue mail: they kick its dispatcher after a commit.
  emailModule(app, { config, db, transport: options.mailTransport })
  authRoutes(app, { config, repo: authRepo, sessions, hooks })
  recoveryRoutes(app, { config, db, repo: authRepo, sessions, hooks })
  googleRoutes(app, { config, db, repo: authRepo, sessions, hooks })

  const assessmentRepo = createAssessmentRepository(db)
  assessmentRoutes(app, { config, repo: assessmentRepo })
  signInHooks.push(claimTemporaryAssessments(config, assessmentRepo))
  const oceanRepo = createOceanRepository(db)
  // Big Five norms (issue 48): consent, percentiles on each result, computed again every minute.
  const normsRepo = createNormsRepository(db, config.norms)
  oceanRoutes(app, { repo: oceanRepo, norms: normsRepo })
  normsRoutes(app, { repo: normsRepo })
  scheduleNorms(app, db, config.norms)
  surveyRoutes(app, { db })

  // What visitors without JavaScript have answered so far (issue 32, decision 0035).
  app.decorate('formProgress', createFormProgress(db, config))
  const pageData: Partial<Record<string, PageDataProvider>> = {}
  Object.assign(pageData, selfTestForms(app, { assessments: assessmentRepo, ocean: oceanRepo, norms: normsRepo }))
  // Login, register and reset-password posted without JavaScript, never as GET (issue 45).
  Object.assign(pageData, authFormRoutes(app, { config }))
  giftLinkRedirects(app)

  const feedbackRepo = createFeedbackRepository(db)
  const guard = createGiverGuard({ config, db })
  const giverActions = feedbackRoutes(app, { config, repo: feedbackRepo, guard })
  pageData['/results'] = inviteLinkPageData(config)
  roundsRoutes(app, { db })
  const ocean360Repo = createOcean360Repository(db)
  const oceanGiverActions = ocean360Routes(app, { config, repo: ocean360Repo, feedbackRepo, oceanRepo, guard })
  giverFormRoutes(app, { config, actions: giverActions, ocean: oceanGiverActions, pageData })
  reportRoutes(app, { assessmentRepo, feedbackRepo, oceanRepo, ocean360Repo, norms: normsRepo, db })
  await paymentModule(app, { config, db, fetchImpl: options.paymentFetch, sandboxClock: options.paymentSandboxClock })

  adsRoutes(app, { config })
  funnelRoutes(app)
  accountRoutes(app, { config, repo: createAccountRepository(db), sessions })

  const shareRepo = createShareRepository(db)
  shareRoutes(app, { config, repo: shareRepo, assessments: assessmentRepo, ocean: oceanRepo, norms: normsRepo, images: createImageCache() })
  // Comparing with someone, by consent on both sides (issue 47).
  compareRoutes(app, { config, repo: createCompareRepository(db), assessments: assessmentRepo, ocean: oceanRepo })

  scheduleHousekeeping(app, db, { refreshStatistics: database.kind === 'pglite' })

  await pageRoutes(app, config, {
    resolvers: {
      '/feedback/user/:uuid': invitePreviewResolver(db, app.log, config.canonicalOrigin),
      '/r/:token': publicResultResolver({ repo: shareRepo, assessments: assessmentRepo, canonicalOrigin: config.canonicalOrigin }, app.log),
    },
    renderer: options.renderPage,
    pageData,
    session: { present: (request) => sessions.tokenHash(request) !== null, view: sessionViewOf(sessions, authRepo) },
  })
  return app
}
