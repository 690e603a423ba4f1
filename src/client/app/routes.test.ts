import { describe, expect, it } from 'vitest'
import { NOT_FOUND_META, ROUTES } from '#shared/seo/routes'
import { routes } from './routes'

/**
 * Two tables name the pages: the client's (app/routes.tsx: what each address renders) and the
 * shared metadata (shared/seo/routes.ts: title, description, indexing). They must name the same
 * addresses, or a page renders without its metadata, or metadata waits for a page that is gone.
 * The walk reads only `path` and `index` from the route objects, so it holds for any router that
 * keeps its table as data.
 */
function clientPaths(nodes: readonly unknown[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (typeof node !== 'object' || node === null) continue
    const { path, index, children } = node as { path?: unknown; index?: unknown; children?: unknown }
    if (index === true) into.add('/')
    if (typeof path === 'string') into.add(path === '*' || path.startsWith('/') ? path : `/${path}`)
    if (Array.isArray(children)) clientPaths(children, into)
  }
  return into
}

/** Addresses the client only routes on its way elsewhere: the server answers them with a redirect. */
const REDIRECT_ONLY = new Set(['/feedback/:uuid'])

describe('the page tables', () => {
  const client = clientPaths(routes)
  const meta = new Set([...ROUTES, NOT_FOUND_META].map((route) => route.path))

  it('reads the client table (the walk itself finds pages)', () => {
    expect(client.size).toBeGreaterThan(20)
    expect(client).toContain('/')
    expect(client).toContain('/feedback/user/:uuid')
  })

  it('gives every page the client renders its metadata', () => {
    expect([...client].filter((path) => !meta.has(path) && !REDIRECT_ONLY.has(path))).toEqual([])
  })

  it('has metadata only for pages the client renders', () => {
    expect([...meta].filter((path) => !client.has(path))).toEqual([])
  })

  it('lists each page once in the metadata', () => {
    expect(ROUTES.length + 1).toBe(meta.size)
  })
})
