import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { canonicalUrl, NOT_FOUND_META, ROUTES, type RouteMeta } from '#shared/seo/routes'
import type { AppConfig } from '#server/config'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { renderClientConfig, renderHead, type MetaOverride, type MetaResolver } from './head'
import { isUuid } from './invite-preview'
import { adsAndAnalyticsClientSettings } from '#server/modules/ads/client-settings'

const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`


/** Search engines must be able to fetch a noindex page to see its tag, so robots.txt only keeps them out of the API. */
const ROBOTS_TXT = (canonicalOrigin: string) =>
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${canonicalOrigin}/sitemap.xml\n`

/**
 * Every page route of SPEC.md §2 answers the client's index.html with its own <head> rendered
 * here, so link previews and crawlers that run no JavaScript see the right title and tags.
 */
export async function pageRoutes(
  app: FastifyInstance,
  config: AppConfig,
  resolvers: Partial<Record<string, MetaResolver>> = {},
) {
  const indexFile = config.clientDir ? path.join(config.clientDir, 'index.html') : undefined
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE
  const clientConfig = renderClientConfig({
    blogUrl: config.blogUrl,
    googleEnabled: Boolean(config.google),
    environment: config.env,
    // Without SMTP_URL mail lands in the sandbox mailbox; the recovery pages point there (issue 13).
    sandboxMailbox: !config.email.smtpUrl,
    ...adsAndAnalyticsClientSettings(config),
  })

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

  const render = (meta: RouteMeta, pathname: string, override?: MetaOverride) =>
    template.replace(
      '<!--app-head-->',
      `${renderHead({ meta, pathname, canonicalOrigin: config.canonicalOrigin, ...override })}\n    ${clientConfig}`,
    )

  const sendPage = (reply: FastifyReply, status: number, meta: RouteMeta, html: string) => {
    if (!meta.index) reply.header('X-Robots-Tag', 'noindex, nofollow')
    return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html)
  }

  for (const meta of ROUTES) {
    app.get(meta.path, async (request: FastifyRequest, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const resolver = resolvers[meta.path]
      const override = resolver ? await resolver(request.params as Record<string, string>) : undefined
      return sendPage(reply, override?.status ?? 200, meta, render(meta, pathname, override ?? undefined))
    })
  }

  // SPEC.md §2 also calls the invite link /feedback/{uuid}: one address per page, so it redirects.
  app.get<{ Params: { uuid: string } }>('/feedback/:uuid', async (request, reply) => {
    const { uuid } = request.params
    if (!isUuid(uuid)) return sendPage(reply, 404, NOT_FOUND_META, render(NOT_FOUND_META, request.url.split('?')[0] ?? '/'))
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    return reply.redirect(`/feedback/user/${uuid.toLowerCase()}${query}`, 301)
  })

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
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (pathname.startsWith('/api/') || request.method !== 'GET') {
        return reply.status(404).send({ error: ERROR_MESSAGES.notFound })
      }
      return sendPage(reply, 404, NOT_FOUND_META, render(NOT_FOUND_META, pathname))
    },
  )
}
