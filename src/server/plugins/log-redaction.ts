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

/** What ends a path inside a log text: white space, quotes, angle brackets. */
const DELIMITERS = new Set([' ', '\t', '\n', '\r', '"', "'", '<', '>', '`'])

/**
 * The text with every path's query string left out (`/sandbox/email?to=a@b.c` → `/sandbox/email`,
 * `/api/payment/check-status?payment_id=…`): emails, tokens and ids travel there (issue 31). Only a
 * `?` after a `/` in the same word counts, so a question mark ending a sentence stays. One pass,
 * linear in the text's length whatever it holds (log texts may carry what a client wrote).
 */
export function withoutQuery(text: string): string {
  if (!text.includes('?')) return text
  let out = ''
  let copied = 0
  let pathInWord = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string
    if (DELIMITERS.has(char)) pathInWord = false
    else if (char === '/') pathInWord = true
    else if (char === '?' && pathInWord) {
      out += text.slice(copied, i)
      let end = i
      while (end < text.length && !DELIMITERS.has(text[end] as string)) end += 1
      copied = end
      i = end - 1
      pathInWord = false
    }
  }
  return out + text.slice(copied)
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
