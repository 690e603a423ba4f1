import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The browser's headers an inner JSON request carries: its session, origin pair, language and Host. */
const CARRIED_HEADERS = ['host', 'cookie', 'origin', 'sec-fetch-site', 'user-agent', 'accept-language'] as const

/**
 * A posted HTML form's fields sent to the JSON route that handles the same action, as if the app had
 * sent them from this browser (issues 32 and 45): one place for validation, limits and cookies.
 * The visitor's own Host goes with their Origin: the origin check already let the form in by that
 * pair, and the inner request must meet the same pair (inject's default Host, localhost:80, refused
 * every host but PUBLIC_URL's). The JSON route's cookies go to the browser with the form's answer.
 */
export async function sendAsJson(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, url: string, payload: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  for (const name of CARRIED_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const response = await app.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers, remoteAddress: request.ip })
  const setCookie = response.headers['set-cookie']
  if (setCookie !== undefined) reply.header('set-cookie', setCookie)
  let body: unknown
  try {
    body = response.json()
  } catch {
    body = null
  }
  // The app shows an error answer's `error` text (api-client's userMessage); so does the page.
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined
  return { response, body, message: typeof error === 'string' ? error : null }
}
