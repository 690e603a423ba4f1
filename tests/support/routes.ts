import type { FastifyInstance } from 'fastify'

export interface RouteEntry {
  method: string
  /** Fastify's pattern, e.g. /api/feedback/user/:uuid */
  url: string
}

/**
 * Every route the app registered, read from `printRoutes` (Fastify has no public list): each tree
 * line is a path piece appended to its parent's path. HEAD twins of GET routes are left out.
 */
export async function listRoutes(app: FastifyInstance): Promise<RouteEntry[]> {
  await app.ready()
  const tree = app.printRoutes({ commonPrefix: false })
  const stack: string[] = []
  const routes: RouteEntry[] = []
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[└├]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const piece = match[2] ?? ''
    stack.length = depth
    const url = (stack[depth - 1] ?? '') + piece
    stack[depth] = url
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url })
    }
  }
  if (routes.length === 0) throw new Error(`no routes parsed from:\n${tree}`)
  return routes
}

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Fills `:param` segments from a table; unknown params get `fallback`. */
export function fillParams(url: string, values: Record<string, string>, fallback = 'x'): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => encodeURIComponent(values[name] ?? fallback))
}

/** `?a=1&b=2&b=3` from a generated query (empty when there is none). */
export function queryString(query: Record<string, string | string[]>) {
  const search = new URLSearchParams()
  for (const [key, item] of Object.entries(query)) {
    for (const v of Array.isArray(item) ? item : [item]) search.append(key, v)
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** Percent-encodes a path piece; a lone surrogate (no valid UTF-8) goes out as invalid UTF-8 bytes on purpose. */
export function encodePathPiece(piece: string) {
  try {
    return encodeURIComponent(piece)
  } catch {
    return `%ED%A0%80${encodeURIComponent(piece.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`
  }
}

/** Words of Fastify's and Node's own English error answers (issue 45: every one of them is answered in Portuguese). */
export const ENGLISH_FRAMEWORK_TEXT =
  /Bad Request|Not Found|is not a valid url|exceeding the max param|Unsupported Media Type|Content-Type|Body cannot be empty|Unexpected (?:token|end)|Request body is too large|Client Error|Exceeded maximum|Internal Server Error|is not valid JSON|forbidden prototype|Payload Too Large|FST_ERR/
