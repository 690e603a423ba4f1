import type { ZodError, ZodType, output } from 'zod'

/**
 * The one way the client talks to the API: cookies included, JSON both ways, and every answer
 * parsed with the same zod schema the server declares for it (src/shared/schemas). A non-2xx
 * answer becomes an ApiError whose message is the status code followed by the response text
 * (SPEC.md §5); `userMessage` is the server's Portuguese explanation when it sent one. A 2xx
 * answer that does not match its schema becomes an UnexpectedResponseError: never a silent cast.
 * Only zod's types are imported here: calls made by the first page load pass a schema loader, so
 * zod stays out of the first-load JavaScript (docs/decisions/0005).
 */
export class ApiError extends Error {
  readonly status: number
  readonly body: unknown
  constructor(status: number, text: string) {
    super(`${status}: ${text}`)
    this.status = status
    this.body = parseJson(text)
  }

  get userMessage(): string | undefined {
    const body = this.body as { error?: unknown; message?: unknown } | undefined
    if (body && typeof body.error === 'string') return body.error
    if (body && typeof body.message === 'string') return body.message
    return undefined
  }
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua internet e tente novamente.'
export const UNEXPECTED_RESPONSE_MESSAGE = 'Resposta inesperada do servidor. Tente novamente.'

/**
 * A successful answer whose body breaks the contract (not JSON, or not the declared shape): the
 * person reads UNEXPECTED_RESPONSE_MESSAGE, a developer reads `message` and the zod issues.
 */
export class UnexpectedResponseError extends ApiError {
  readonly issues: ZodError['issues']
  constructor(method: string, url: string, status: number, text: string, error: ZodError | SyntaxError) {
    super(status, text)
    this.name = 'UnexpectedResponseError'
    this.issues = 'issues' in error ? error.issues : []
    const detail =
      'issues' in error
        ? error.issues.map((issue) => `  ${issue.path.join('.') || '(body)'}: ${issue.message}`).join('\n')
        : `not JSON: ${error.message}`
    this.message = `${method} ${url} answered ${status} with a body that does not match its schema:\n${detail}`
  }

  override get userMessage(): string {
    return UNEXPECTED_RESPONSE_MESSAGE
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The schema an answer is parsed with, or a loader of it (fetched while the request travels). */
export type ResponseSchema<S extends ZodType> = S | (() => Promise<S>)

/** A call without a schema expects no body (204); with one, the body is parsed with it. */
export function apiRequest(method: string, url: string, body?: unknown): Promise<void>
export function apiRequest<S extends ZodType>(
  method: string,
  url: string,
  body: unknown,
  schema: ResponseSchema<S>,
): Promise<output<S>>
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  schema?: ResponseSchema<ZodType>,
): Promise<unknown> {
  const loading = typeof schema === 'function' ? schema() : schema
  // A failed loader surfaces below, after the answer; never as an unhandled rejection meanwhile.
  if (loading instanceof Promise) loading.catch(() => undefined)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(url, {
    method,
    credentials: 'include',
    cache: 'no-store',
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new ApiError(response.status, text)
  if (!loading) return undefined
  const contract = await loading
  let data: unknown
  try {
    data = text ? JSON.parse(text) : undefined
  } catch (error) {
    throw unexpected(method, url, response.status, text, error as SyntaxError)
  }
  const parsed = contract.safeParse(data)
  if (!parsed.success) throw unexpected(method, url, response.status, text, parsed.error)
  return parsed.data
}

function unexpected(method: string, url: string, status: number, text: string, cause: ZodError | SyntaxError) {
  const error = new UnexpectedResponseError(method, url, status, text, cause)
  // The contract broke between this build and the server: say exactly where, for whoever looks.
  console.error(error.message, error.issues)
  return error
}

export const api = {
  get: <S extends ZodType>(url: string, schema: ResponseSchema<S>) => apiRequest('GET', url, undefined, schema),
  post: <S extends ZodType>(url: string, body: unknown, schema: ResponseSchema<S>) => apiRequest('POST', url, body, schema),
  put: <S extends ZodType>(url: string, body: unknown, schema: ResponseSchema<S>) => apiRequest('PUT', url, body, schema),
  delete: <S extends ZodType>(url: string, body: unknown, schema: ResponseSchema<S>) =>
    apiRequest('DELETE', url, body, schema),
}

/** The message to show a person for any failure: the server's words, or a sensible default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage ?? fallback
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE
  return fallback
}
