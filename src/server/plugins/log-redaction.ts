/** Field names whose values never reach a log line, at any depth. */
const SECRET_KEY = /email|password|hash|token|cookie|authorization|secret|^params$|^detail$|^parameters$/i
const REDACTED = '[redacted]'

/**
 * Drizzle's "Failed query: …\nparams: a@b.c,$argon2id$…" carries the query's parameters in its
 * message and stack; keep the query, drop the parameters.
 */
function withoutParams(text: string): string {
  const start = text.indexOf('\nparams:')
  if (start === -1) return text
  const stackStart = text.indexOf('\n    at ', start)
  return `${text.slice(0, start)}\nparams: ${REDACTED}${stackStart === -1 ? '' : text.slice(stackStart)}`
}

/**
 * A path's query string, wherever a log line would carry it (`/sandbox/email?to=a@b.c`,
 * `/api/payment/check-status?payment_id=…`): emails, tokens and ids travel there (issue 31).
 * Only a `?` right after a path (`/x?`) counts, so a question mark in a sentence stays.
 */
const QUERY_AFTER_PATH = /(\/[^\s?"'<>`]*)\?[^\s"'<>`]*/g

/** The text with every path's query string left out. */
export function withoutQuery(text: string): string {
  return text.replace(QUERY_AFTER_PATH, '$1')
}

/** A request URL as logs carry it: the path alone. */
export function pathOf(url: string): string {
  const start = url.indexOf('?')
  return start === -1 ? url : url.slice(0, start)
}

/** A stack's message lines without query strings; the frames (file names, lines) untouched. */
function stackWithoutQuery(stack: string): string {
  const frames = stack.indexOf('\n    at ')
  return frames === -1 ? withoutQuery(stack) : `${withoutQuery(stack.slice(0, frames))}${stack.slice(frames)}`
}

/** Like pino's error serializer (type, message, stack, own fields, cause), then redacted. */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return redactDeep(error)
  if (depth > 4) return { type: error.constructor.name, message: withoutQuery(withoutParams(error.message)) }
  const own: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) if (key !== 'cause') own[key] = value
  const cause = (error as { cause?: unknown }).cause
  return {
    ...(redactDeep(own) as Record<string, unknown>),
    type: error.constructor.name,
    message: withoutQuery(withoutParams(error.message)),
    stack: stackWithoutQuery(withoutParams(error.stack ?? '')),
    ...(cause === undefined ? {} : { cause: serializeError(cause, depth + 1) }),
  }
}

export function redactDeep(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return withoutQuery(withoutParams(value))
  if (!value || typeof value !== 'object') return value
  if (value instanceof Error) return serializeError(value, Math.max(depth, 1))
  // Requests, replies, buffers and the like: their own serializers decide what is logged.
  const proto = Object.getPrototypeOf(value) as unknown
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value
  if (depth > 8 || seen.has(value)) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : redactDeep(inner, depth + 1, seen)
  }
  return out
}

/**
 * Log options that keep secrets out of the logs (issue 23): errors are serialised without the
 * database's query parameters, and fields named like email, password, hash, token, cookie or
 * authorization are replaced everywhere in a log line.
 */
export const logRedaction = {
  serializers: {
    err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string; [key: string]: unknown },
  },
  formatters: {
    log: (object: Record<string, unknown>) => redactDeep(object) as Record<string, unknown>,
  },
  // The message itself: Fastify writes raw URLs into some of its own ("Reply was already sent … "/x?…"").
  hooks: {
    logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
      method.apply(this, args.map((arg) => (typeof arg === 'string' ? withoutQuery(arg) : arg)))
    },
  },
}
