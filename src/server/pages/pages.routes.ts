import { createHash, randomInt } from 'node:crypto'
import path from 'node:path'
import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '#shared/schemas/auth'
import { canonicalUrl, NOT_FOUND_META, ROUTES, type RouteMeta } from '#shared/seo/routes'
import { PAGE_QUERY_KEYS, type PageData, type PageRenderer, type PageRenderResult } from '#shared/ssr/page-state'
import { GIVER_FORM_KEYS } from '#shared/forms/giver-form'
import type { AppConfig } from '#server/config'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { FIXED_RATE_LIMITS } from '#server/plugins/rate-limit'
import { isApiPath } from '#server/plugins/security'
import { RecentlyUsed } from '#server/lib/recently-used'
import type { PageDataProvider, PageSender } from '#server/lib/page-sender'
import { adsAndAnalyticsClientSettings } from '#server/modules/ads/client-settings'
import { createDocument } from './document'
import type { MetaOverride, MetaResolver } from '#server/lib/page-meta'
import { renderClientConfig, renderHead } from './head'
import { isUuid } from '#shared/schemas/feedback'
import { brasiliaDay } from '#shared/format'

/** Who is visiting, from the session cookie (the auth module's GET /api/auth/me lookup). */
export interface PageSession {
  /** Whether the request carries a session cookie at all: then its page depends on who it is. */
  present(request: FastifyRequest): boolean
  /** The /api/auth/me payload, or null when the cookie names no live session. */
  view(request: FastifyRequest): Promise<User | null>
}

export interface PageRoutesOptions {
  /** Per-person metadata, by route path (invite links, public result pages). */
  resolvers?: Partial<Record<string, MetaResolver>>
  /** The client's server render (dist/ssr/entry-server.js); without it pages have an empty body. */
  renderer?: PageRenderer
  session?: PageSession
  /**
   * Per route pattern, what the visitor's own request adds to the page's render: the progress a
   * visitor without JavaScript keeps on the server (issue 32). Such a page is never kept in a cache.
   */
  pageData?: Partial<Record<string, PageDataProvider>>
}

/** Pages that show a per-visit random order (a wizard): never shared between visitors. */
const PER_VISIT_PATHS = new Set(['/thank-you', '/assessment', '/assessment/parallel', '/ocean-assessment', '/feedback/user/:uuid'])

/** The calendar day in Brasília, as YYYY-MM-DD. */

/** How many signed-in content pages (route × session view) a process keeps rendered. */
const SESSION_PAGES_KEPT = 500

/** At most one anonymous page per route: the cache is keyed by the route, never by the address as written. */
const ANONYMOUS_PAGES_KEPT = ROUTES.length

/**
 * The one spelling of a page's address: the route's pattern with each parameter as
 * encodeURIComponent writes it. `/pr%69cing` and `/pricing` reach the same route; only the second is
 * its address (issue 31: every other spelling was rendered and kept apart, a way to fill the memory).
 */
function canonicalPathOf(pattern: string, params: Record<string, string>) {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''))
}

/** How long browsers and shared caches may keep an anonymous content page. */
const ANONYMOUS_PAGE_CACHE_CONTROL = 'public, max-age=60'

/** Search engines must be able to fetch a noindex page to see its tag, so robots.txt only keeps them out of the API. */
const ROBOTS_TXT = (canonicalOrigin: string) =>
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${canonicalOrigin}/sitemap.xml\n`

/**
 * Every page route of SPEC.md §2 answers the client's index.html with its own <head> rendered
 * here, so link previews and crawlers that run no JavaScript see the right title and tags.
 */
export async function pageRoutes(app: FastifyInstance, config: AppConfig, options: PageRoutesOptions = {}) {
  const { resolvers = {}, renderer, session, pageData = {} } = options
  const documentOf = createDocument(config.clientDir)
  const clientSettings = {
    blogUrl: config.blogUrl,
    googleEnabled: Boolean(config.google),
    environment: config.env,
    // Without SMTP_URL mail lands in the sandbox mailbox; the recovery pages point there (issue 13).
    sandboxMailbox: !config.email.smtpUrl,
    // No Mercado Pago token: the built-in sandbox takes the payments; the payment pages say so from
    // their first paint, without asking GET /api/payment/config (issue 44).
    paymentSandbox: !config.mercadoPago.accessToken,
    // The sample the Big Five norms need before any percentile shows (NORMS_MIN_SAMPLE): the privacy
    // page states the real figure (issue 48).
    normsMinSample: config.norms.minSample,
    ...adsAndAnalyticsClientSettings(config),
  }
  const clientConfig = renderClientConfig(clientSettings)

  if (config.clientDir && existsSync(config.clientDir)) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      index: false,
      setHeaders(reply: FastifyReply, filePath: string) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      },
    })
  }

  /** The page's body from the client's render; a failed render leaves it to the browser. */
  const renderBody = async (url: string, request: FastifyRequest, user: User | null | undefined, seed: number | null, override?: MetaOverride) => {
    if (!renderer) return null
    try {
      return await renderer({ url: `${config.publicUrl}${url}`, session: user, seed, data: override?.data, clientConfig: clientSettings })
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the browser renders the page')
      return null
    }
  }

  const documentFor = (meta: RouteMeta, pathname: string, override: MetaOverride | undefined, rendered: PageRenderResult | null) =>
    documentOf({
      head: `${renderHead({ meta, pathname, canonicalOrigin: config.canonicalOrigin, ...override })}\n    ${clientConfig}`,
      body: rendered?.html,
      state: rendered?.state,
      pages: rendered?.pages,
    })

  /** Anonymous content pages, rendered once per process and day: route → document and its ETag. */
  const anonymousPages = new RecentlyUsed<string, { html: string; etag: string }>(ANONYMOUS_PAGES_KEPT)
  let anonymousPagesDay = ''
  /** Signed-in visitors' content pages, by route and session view: the most recently used ones. */
  const sessionPages = new RecentlyUsed<string, string>(SESSION_PAGES_KEPT)
  app.metrics.addGauge('espelho_page_cache_anonymous_entries', 'Páginas de conteúdo guardadas em memória para visitantes sem sessão', () => anonymousPages.size)
  app.metrics.addGauge('espelho_page_cache_session_entries', 'Páginas de conteúdo guardadas em memória para visitantes conectados', () => sessionPages.size)

  /** `url` is the page's own address (a form's POST answers with the page it came from). */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    meta: RouteMeta,
    override?: MetaOverride,
    url: string = request.url,
  ) => {
    const [pathname = '/', query] = url.split('?')
    if (!meta.index) reply.header('X-Robots-Tag', 'noindex, nofollow')
    reply.status(status).type('text/html; charset=utf-8').header('Vary', 'Cookie')
    const signedIn = session?.present(request) ?? false
    const cacheable =
      !signedIn && status === 200 && query === undefined && !override && !meta.path.includes(':') && !PER_VISIT_PATHS.has(meta.path)

    if (cacheable) {
      // Pages show the day in Brasília (the legal pages' last update): a new day renders them anew.
      const day = brasiliaDay()
      if (day !== anonymousPagesDay) {
        anonymousPages.clear()
        anonymousPagesDay = day
      }
      let page = anonymousPages.get(meta.path)
      if (!page) {
        const rendered = await renderBody(url, request, null, null)
        const html = documentFor(meta, pathname, undefined, rendered)
        page = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` }
        // A failed render is not kept: the next visitor gets a new try.
        if (rendered || !renderer) anonymousPages.set(meta.path, page)
      }
      reply.header('Cache-Control', ANONYMOUS_PAGE_CACHE_CONTROL).header('ETag', page.etag)
      const ifNoneMatch = request.headers['if-none-match']
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
        return reply.status(304).send()
      }
      return reply.send(page.html)
    }

    let user: User | null | undefined = null
    if (signedIn && session) {
      try {
        user = await session.view(request)
      } catch (error) {
        // The page goes out without the session; the browser asks /api/auth/me itself.
        request.log.warn({ err: error }, 'session lookup for the page failed')
        user = undefined
      }
    }
    reply.header('Cache-Control', 'private, no-store')
    const perVisit = PER_VISIT_PATHS.has(meta.path)
    // A content page differs between signed-in visitors only by what the session view says: the
    // same view gets the same page, kept in memory (the view names the person, so only they get it).
    // For a minute at most, so nothing that counts days (Premium's end) goes stale.
    const sessionKey =
      user && status === 200 && query === undefined && !override && !meta.path.includes(':') && !perVisit
        ? `${Math.floor(Date.now() / 60_000)}\n${meta.path}\n${JSON.stringify(user)}`
        : undefined
    const kept = sessionKey ? sessionPages.get(sessionKey) : undefined
    if (kept !== undefined) return reply.send(kept)
    const rendered = await renderBody(url, request, user, perVisit ? randomInt(2 ** 32 - 1) : null, override)
    const html = documentFor(meta, pathname, override, rendered)
    if (sessionKey && rendered) sessionPages.set(sessionKey, html)
    return reply.send(html)
  }

  for (const meta of ROUTES) {
    app.get<{ Params: Record<string, string> }>(meta.path, async (request, reply) => {
      // Any other spelling of the address goes to the page's one address, its query string kept; an
      // invite link's uuid in lower case (issue 31): the owner's cookies are scoped to that path.
      const queryStart = request.url.indexOf('?')
      const written = queryStart === -1 ? request.url : request.url.slice(0, queryStart)
      const params = { ...request.params }
      if (params.uuid !== undefined && isUuid(params.uuid)) params.uuid = params.uuid.toLowerCase()
      const canonical = canonicalPathOf(meta.path, params)
      if (written !== canonical) return reply.redirect(`${canonical}${queryStart === -1 ? '' : request.url.slice(queryStart)}`, 301)
      const override = await overrideFor(request, meta, params)
      const status = override?.status ?? 200
      if (status === 200) await countInFunnel(request, meta, params, override)
      return sendPage(request, reply, status, meta, override)
    })
  }

  /**
   * The funnel's page views (issue 47): the home page, and an invite link that names its person,
   * opened by someone other than that person. Link previews and crawlers are no one's step.
   */
  async function countInFunnel(request: FastifyRequest, meta: RouteMeta, params: Record<string, string>, override: MetaOverride | undefined) {
    if (request.method !== 'GET' || !app.funnel.isPerson(request)) return
    if (meta.path === '/') {
      app.funnel.record(request, 'home_viewed', 'direct')
      return
    }
    if (meta.path !== '/feedback/user/:uuid' || !params.uuid) return
    const linkKey = JSON.stringify(PAGE_QUERY_KEYS.feedbackLink(params.uuid))
    if (!override?.data?.some((entry) => JSON.stringify(entry.key) === linkKey)) return
    // A giver without JavaScript comes back to this page after every answer (its form's redirect): one
    // invite seen, not one per answer.
    const answeringKey = JSON.stringify(GIVER_FORM_KEYS.view(params.uuid))
    if (override.data.some((entry) => JSON.stringify(entry.key) === answeringKey)) return
    const viewer = session?.present(request) ? await session.view(request) : null
    if (viewer?.userId !== params.uuid) app.funnel.record(request, 'invite_viewed', 'invite')
  }

  /** The page's per-person metadata and data, plus what the visitor's own request adds (issue 32). */
  async function overrideFor(request: FastifyRequest, meta: RouteMeta, params: Record<string, string>, extra: readonly PageData[] = []) {
    const resolver = resolvers[meta.path]
    const resolved = resolver ? await resolver(params) : null
    // A page the resolver refused (a link that does not exist) shows nothing of the visitor's own.
    const own = pageData[meta.path] && (resolved?.status ?? 200) === 200 ? await pageData[meta.path]!(request, params) : []
    const data = [...(resolved?.data ?? []), ...own, ...extra]
    if (!resolved && data.length === 0) return undefined
    return { ...resolved, data }
  }

  const pages: PageSender = {
    async send(request, reply, { pattern, params = {}, status, data = [] }) {
      const meta = ROUTES.find((route) => route.path === pattern)
      if (!meta) throw new Error(`pages.send: no page route ${pattern}`)
      const override = await overrideFor(request, meta, params, data)
      const url = canonicalPathOf(pattern, params)
      return sendPage(request, reply, override?.status && override.status !== 200 ? override.status : status, meta, override, url)
    },
  }
  app.decorate('pages', pages)

  // SPEC.md §2 also calls the invite link /feedback/{uuid}: one address per page, so it redirects.
  app.get<{ Params: { uuid: string } }>('/feedback/:uuid', async (request, reply) => {
    const { uuid } = request.params
    if (!isUuid(uuid)) return sendPage(request, reply, 404, NOT_FOUND_META)
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    return reply.redirect(`/feedback/user/${uuid.toLowerCase()}${query}`, 301)
  })

  // Browsers ask for /favicon.ico on pages that name no icon (the sandbox pages, a PDF): the site's icon.
  app.get('/favicon.ico', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301))

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(ROBOTS_TXT(config.canonicalOrigin)),
  )

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = ROUTES.filter((meta) => meta.index && !meta.path.includes(':') && !meta.canonicalPath)
      .map((meta) => `  <url><loc>${canonicalUrl(config.canonicalOrigin, meta.path)}</loc></url>`)
      .join('\n')
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`)
  })

  app.setNotFoundHandler(
    { preHandler: app.rateLimit(FIXED_RATE_LIMITS.notFound) },
    async (request, reply) => {
      if (isApiPath(request.url) || request.method !== 'GET') {
        return reply.status(404).send({ error: ERROR_MESSAGES.notFound })
      }
      return sendPage(request, reply, 404, NOT_FOUND_META)
    },
  )
}
