/**
 * The contract between the server, which paints every page (src/server/pages), and the client's
 * render of it (src/client/entry-server.tsx, then src/client/main.tsx hydrating the same markup).
 * docs/decisions/0023-react-and-server-rendering.md.
 */
import type { User } from '#shared/schemas/auth'

/** The id of the <script type="application/json"> that carries PageState into the page. */
export const PAGE_STATE_ELEMENT_ID = 'espelho-state'

/** What the browser needs to hydrate exactly what the server rendered. */
export interface PageState {
  /** TanStack Query's dehydrated cache: the session under ['auth', 'me'], the page's data and what its render read (a wizard's question texts). */
  queries: unknown
  /**
   * The per-visit seed every random order of the page (DISC options, OCEAN items) derives from,
   * or null when the page shows none (then the browser draws its own for later pages).
   */
  seed: number | null
}

/** Data the server looked up for a page anyway (its metadata), handed to the render under its query key. */
export interface PageData {
  key: readonly unknown[]
  value: unknown
}

/** Query keys both sides know: the server fills them, the client's queries read them. */
export const PAGE_QUERY_KEYS = {
  /** GET /api/feedback/user/{uuid} (FeedbackLinkInfo). */
  feedbackLink: (uuid: string) => ['feedback', 'link', uuid.toLowerCase()] as const,
  /** GET /api/feedback/invite-link (InviteLinkResponse): the signed-in person's own link, painted with /results. */
  inviteLink: ['feedback', 'invite-link'] as const,
}

export interface PageRenderInput {
  /** The absolute URL of the page (origin, path and query). */
  url: string
  /**
   * The /api/auth/me payload of the visitor (null when logged out), or undefined when it could not
   * be looked up: then the page carries no session and the browser asks /api/auth/me itself.
   */
  session: User | null | undefined
  seed: number | null
  /**
   * More of the page's data, known to the server (an invite link's owner). As fresh as the page:
   * the browser does not ask for it again when it hydrates.
   */
  data?: readonly PageData[]
  /** The settings the page carries for the client (server/pages/head.ts renderClientConfig). */
  clientConfig: Record<string, unknown>
}

export interface PageRenderResult {
  /** The markup inside <div id="root">. */
  html: string
  state: PageState
  /** The page modules (src/client/app/routes/{name}.tsx) of the matched routes, to preload their code. */
  pages: string[]
}

/** The SSR bundle's one export (dist/ssr/entry-server.js). */
export type PageRenderer = (input: PageRenderInput) => Promise<PageRenderResult>
