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
