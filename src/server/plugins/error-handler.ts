import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { HttpError } from '#server/lib/http-error'
import { pathOf } from './log-redaction'
import { isApiPath } from './security'

export const ERROR_MESSAGES = {
  internal: 'Ocorreu um erro inesperado. Tente novamente em alguns instantes.',
  invalidData: 'Dados inválidos.',
  invalidJson: 'Os dados enviados não são um JSON válido.',
  emptyBody: 'Nenhum dado foi enviado.',
  tooLarge: 'Os dados enviados são grandes demais.',
  mediaType: 'Envie os dados no formato JSON.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  notFound: 'Endereço não encontrado.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em alguns instantes.',
  badUrl: 'Endereço inválido.',
  urlTooLong: 'Endereço longo demais.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  timeout: 'A requisição demorou demais para chegar. Tente novamente.',
  badRequest: 'Requisição inválida.',
} as const

const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_MESSAGES.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_MESSAGES.mediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_MESSAGES.emptyBody,
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_MESSAGES.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERROR_MESSAGES.invalidData,
  FST_ERR_VALIDATION: ERROR_MESSAGES.invalidData,
}

/** Statuses and messages of the errors Fastify's router answers before any route or hook runs. */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: ERROR_MESSAGES.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: ERROR_MESSAGES.urlTooLong },
}

/** The short page a browser gets for an address the router cannot read (no route, so no app page). */
const routerErrorPage = (message: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message} · Espelho</title></head>` +
  `<body><main><h1>${message}</h1><p>Confira o endereço ou <a href="/">volte para o início</a>.</p></main></body></html>`

/**
 * Fastify's `frameworkErrors` (app.ts): an address whose escapes do not decode (FST_ERR_BAD_URL) or
 * whose parameter is longer than the router reads (FST_ERR_MAX_PARAM_LENGTH). Fastify's own answer
 * is English JSON that repeats the path and query; ours is Portuguese and repeats nothing (issue 45):
 * JSON for the API and anything but a page view, a short page for a browser's GET.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = (error.code ? ROUTER_ERRORS[error.code] : undefined) ?? { status: 400, message: ERROR_MESSAGES.badRequest }
  reply.status(known.status).header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff')
  const accept = request.headers.accept
  const wantsPage = request.method === 'GET' && !isApiPath(request.url) && typeof accept === 'string' && accept.includes('text/html')
  if (wantsPage) {
    return reply
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send(routerErrorPage(known.message))
  }
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ error: known.message }))
}

/** Node's HTTP parser errors, answered before Fastify sees a request (its `clientErrorHandler`). */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: ERROR_MESSAGES.timeout },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: ERROR_MESSAGES.headersTooLarge },
}

/**
 * Fastify's `clientErrorHandler` (app.ts): a request Node's HTTP parser refused (malformed, headers
 * too large, too slow). Fastify's default writes English JSON; ours says it in Portuguese.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const known = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? { status: 400, reason: 'Bad Request', message: ERROR_MESSAGES.badRequest }
  const body = JSON.stringify({ error: known.message })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

/**
 * One place turns every error into an answer: 4xx messages pass through (they are written for
 * users), 5xx become a generic Portuguese message and are logged with the request context.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message,
      }))
      return reply.status(400).send({ error: issues[0]?.message ?? ERROR_MESSAGES.invalidData, issues })
    }
    // Text PostgreSQL cannot store (a NUL byte) that reached a query past validation: the
    // request's fault, so a 400, and a warning that a schema lets it through.
    if (typeof error.statusCode !== 'number' && isTextTheDatabaseRefuses(error)) {
      request.log.warn({ err: error, url: pathOf(request.url), method: request.method }, 'text the database cannot store reached a query')
      return reply.status(400).send({ error: ERROR_MESSAGES.invalidData })
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : isDatabaseUnavailable(error) ? 503 : 500
    if (status === 503) reply.header('Retry-After', '5')
    if (status >= 500) {
      request.log.error({ err: error, url: pathOf(request.url), method: request.method }, 'request failed')
      const unavailable = status === 503
      return reply
        .status(unavailable ? 503 : 500)
        .send({ error: unavailable ? ERROR_MESSAGES.unavailable : ERROR_MESSAGES.internal })
    }
    if (status === 429 && !(error instanceof HttpError)) return reply.status(429).send({ error: ERROR_MESSAGES.tooManyRequests })
    const byCode = error.code ? CODE_MESSAGES[error.code] : undefined
    // Only our own HttpErrors carry text written for users; anything else gets a known message.
    const message =
      error instanceof HttpError
        ? error.message
        : (byCode ?? (error instanceof SyntaxError ? ERROR_MESSAGES.invalidJson : ERROR_MESSAGES.invalidData))
    return reply.status(status).send({ error: message })
  })
}

/**
 * PostgreSQL SQLSTATEs that mean "the database cannot serve right now", not "this query is wrong";
 * 53100 (disk full) and ENOSPC too: the write was refused whole, and it works again once space returns.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300', '53100'])
// EDATADIRLOCKLOST: the DATA_DIR lock is no longer this process's; it refuses every statement and exits.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOSPC', 'EDQUOT', 'EDATADIRLOCKLOST'])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is clos(?:ed|ing)|Cannot use a pool after calling end|No space left on device|could not extend file/i

/** 22021: invalid byte sequence (a NUL in a text parameter); 22P05: untranslatable character. */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05'])

function isTextTheDatabaseRefuses(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  if (typeof code === 'string' && UNSTORABLE_TEXT_SQLSTATES.has(code)) return true
  return isTextTheDatabaseRefuses(cause, depth + 1)
}

/**
 * True when the error (or anything it wraps: Drizzle puts the driver's error in `cause`, Node an
 * AggregateError's in `errors`) says the database is down, restarting or unreachable. Those
 * answer 503 with a message to try again, and nothing was written: each write is one statement
 * or one transaction.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_CODES.has(code))) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
