import type { HeadOverride } from '#shared/seo/routes'
import type { PageData } from '#shared/ssr/page-state'

/**
 * Per-person metadata for a route (the invite link names who asks for feedback, a public result
 * names its owner): a module owns the resolver, pages.routes.ts asks it and renders the head and
 * the page with the answer. It lives here, below both, so neither imports the other for it.
 */
export type MetaResolver = (params: Record<string, string>) => Promise<MetaOverride | null>

export interface MetaOverride extends HeadOverride {
  /** The page's HTTP status (a revoked public result page answers 404). */
  status?: number
  /** Data the page shows, found with its metadata: handed to the server's render. */
  data?: PageData[]
}
