/**
 * The one way the client talks to the API: cookies included, JSON both ways. A non-2xx answer
 * becomes an ApiError whose message is the status code followed by the response text
 * (SPEC.md §5); `userMessage` is the server's Portuguese explanation when it sent one.
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
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
  return (text ? JSON.parse(text) : undefined) as T
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body: unknown = {}) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body: unknown = {}) => apiRequest<T>('PUT', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
}

/** The message to show a person for any failure: the server's words, or a sensible default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage ?? fallback
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE
  return fallback
}
