import helmet from 'helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppConfig } from '#server/config'
import { forbidden } from '#server/lib/http-error'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Routes authenticated by other means than the browser's cookie (signature-checked webhooks). */
// The RFC 8058 one-click unsubscribe is POSTed by mail providers; its link's token authorises it.
const CSRF_EXEMPT = new Set(['/api/payment/webhook', '/api/email/unsubscribe/one-click'])

/**
 * True when the router matched one of the API's routes. Rules for /api are decided by the route
 * the router matched, never by the raw URL: the router decodes percent-escapes (`/%61pi/…` is
 * `/api/…`), so a test on `request.url` is switched off by another spelling (issue 45).
 */
export const isApiRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/') ?? false

/** For a request no route matched (the 404 handler): whether its path, decoded as the router would, is under /api/. */
export function isApiPath(url: string) {
  const raw = url.split('?')[0] ?? ''
  try {
    return decodeURIComponent(raw).startsWith('/api/')
  } catch {
    return raw.startsWith('/api/')
  }
}

export const CSRF_MESSAGE = 'Requisição bloqueada por segurança. Recarregue a página e tente novamente.'

/**
 * Security headers, and the CSRF rule of DESIGN.md §5: a state-changing /api call must come from
 * our own origin. Browsers always send Sec-Fetch-Site or Origin on such requests; a cross-site one
 * is refused. (Non-JSON bodies are already refused with 415 by the content-type parser.)
 */
/** CSP directives that third-party services add to; each starts from the app's own policy. */
export interface CspAdditions {
  scriptSrc: string[]
  connectSrc: string[]
  imgSrc: string[]
  frameSrc: string[]
}

/**
 * `thirdParty`: the AdSense, GA4 and Meta Pixel hosts of the services configured (DESIGN.md §6),
 * handed in by app.ts so this plugin stays below the modules.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig, thirdParty: CspAdditions) {
  // Helmet's middleware, built once: @fastify/helmet built it again (parsing every directive) on
  // every request, a cost each feedback submission paid (issue 18's throughput).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdParty.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty.imgSrc],
        connectSrc: ["'self'", ...thirdParty.connectSrc],
        frameSrc: ["'self'", ...thirdParty.frameSrc],
        fontSrc: ["'self'", 'data:'],
        // The giver page's proof of work (altcha) solves in Web Workers built from blob: URLs.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)))

  // Only JSON bodies: Fastify also parses text/plain by default, a type any page may POST
  // cross-site without a preflight. Without its parser such a body is refused with 415.
  app.removeContentTypeParser('text/plain')

  const allowedOrigins = new Set([new URL(config.publicUrl).origin])

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return
    // The matched route's pattern: an unmatched request reaches only the 404 handler, which changes nothing.
    if (!isApiRoute(request) || CSRF_EXEMPT.has(request.routeOptions.url ?? '')) return
    const site = request.headers['sec-fetch-site']
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw forbidden(CSRF_MESSAGE)
    const origin = request.headers.origin
    if (origin !== undefined && !allowedOrigins.has(origin) && !isSameHost(origin, request.headers.host)) {
      throw forbidden(CSRF_MESSAGE)
    }
  })
}

function isSameHost(origin: string, host: string | undefined) {
  if (!host) return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
