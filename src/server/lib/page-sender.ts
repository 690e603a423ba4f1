import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PageData } from '#shared/ssr/page-state'

/** What a plain HTML form's endpoint asks for when it answers with a page (issue 32). */
export interface PageSendOptions {
  /** The page's route pattern, as in src/shared/seo/routes.ts ('/assessment', '/feedback/user/:uuid'). */
  pattern: string
  /** The pattern's parameters ({ uuid }). */
  params?: Record<string, string>
  /** The HTTP status (a form with bad input answers 400 with the page and its message). */
  status: number
  /** More data for the page's render, under query keys both sides know (src/shared/forms). */
  data?: readonly PageData[]
}

/**
 * Renders one of the product's pages in answer to a request that is not its GET (a form's POST):
 * the same document, head and server render as the page route itself.
 */
export interface PageSender {
  send(request: FastifyRequest, reply: FastifyReply, options: PageSendOptions): Promise<FastifyReply>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by src/server/pages/pages.routes.ts. */
    pages: PageSender
  }
}

/** Per page pattern, the data a visitor's own request adds to its render (a no-JS visitor's progress). */
export type PageDataProvider = (request: FastifyRequest, params: Record<string, string>) => Promise<readonly PageData[]>
