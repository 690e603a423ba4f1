import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { UserSchema } from '#shared/schemas/auth'
import { FeedbackStatsSchema } from '#shared/schemas/feedback'
import {
  ApiError,
  UNEXPECTED_RESPONSE_MESSAGE,
  UnexpectedResponseError,
  api,
  apiRequest,
  errorMessage,
} from './api-client'
import { CLIENT_USER } from '#test/client-user'
import { getMe } from './session'

const USER = CLIENT_USER

function answer(status: number, body: string) {
  return new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': 'application/json' } })
}

let fetchMock: ReturnType<typeof vi.fn>
let consoleError: MockInstance<typeof console.error>

function serverAnswers(status: number, body: unknown) {
  fetchMock = vi.fn(async () => answer(status, typeof body === 'string' ? body : JSON.stringify(body)))
  vi.stubGlobal('fetch', fetchMock)
}

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('api-client parses every answer with its schema', () => {
  it('gives the parsed body when it matches, sending cookies and JSON', async () => {
    serverAnswers(201, USER)
    const user = await api.post('/api/auth/register', { username: 'Ana' }, UserSchema)
    expect(user).toEqual(USER)
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/register',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: JSON.stringify({ username: 'Ana' }) }),
    )
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('throws a clear error, never a cast, when a field has the wrong type', async () => {
    serverAnswers(200, { ...USER, isPremium: 'sim' })
    const error = await api.get('/api/auth/me', UserSchema).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnexpectedResponseError)
    expect(error).toBeInstanceOf(ApiError)
    const unexpected = error as UnexpectedResponseError
    expect(unexpected.status).toBe(200)
    expect(unexpected.userMessage).toBe('Resposta inesperada do servidor. Tente novamente.')
    expect(errorMessage(unexpected, 'outra mensagem')).toBe(UNEXPECTED_RESPONSE_MESSAGE)
    expect(unexpected.issues.map((issue) => issue.path.join('.'))).toEqual(['isPremium'])
    expect(unexpected.message).toContain('GET /api/auth/me')
    expect(unexpected.message).toContain('isPremium')
    // The developer finds the zod issue in the console.
    expect(consoleError).toHaveBeenCalledWith(unexpected.message, unexpected.issues)
  })

  it('throws it when a declared field is missing deep inside the answer', async () => {
    serverAnswers(200, {
      selfDisc: { dominance: 1, influence: 2, steadiness: 3, compliance: 4 },
      feedbackDisc: { dominance: 1, influence: 2, steadiness: 3 },
      feedbackCount: 3,
      waitingCount: 1,
      topCharacteristics: [],
      topCharacteristicsTotal: 0,
      feedbackSpread: null,
      perception: null,
    })
    const error = await api.get('/api/feedback/stats', FeedbackStatsSchema).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnexpectedResponseError)
    expect((error as UnexpectedResponseError).issues.map((issue) => issue.path.join('.'))).toEqual([
      'feedbackDisc.compliance',
    ])
  })

  // Issue 30: the stats say how many feedbacks wait for the next release, 0 to 2.
  it('reads the waiting count of the stats, and refuses one that is missing or out of range', async () => {
    const stats = {
      selfDisc: { dominance: 40, influence: 30, steadiness: 20, compliance: 10 },
      feedbackDisc: { dominance: 25, influence: 25, steadiness: 25, compliance: 25 },
      feedbackCount: 3,
      waitingCount: 2,
      topCharacteristics: [],
      topCharacteristicsTotal: 0,
      feedbackSpread: null,
      perception: null,
    }
    serverAnswers(200, stats)
    expect(await api.get('/api/feedback/stats', FeedbackStatsSchema)).toEqual(stats)
    const { waitingCount: _omitted, ...withoutWaiting } = stats
    for (const [body, path] of [
      [withoutWaiting, 'waitingCount'],
      [{ ...stats, waitingCount: 3 }, 'waitingCount'],
      [{ ...stats, waitingCount: -1 }, 'waitingCount'],
      [{ ...stats, waitingCount: 1.5 }, 'waitingCount'],
    ] as const) {
      serverAnswers(200, body)
      const error = await api.get('/api/feedback/stats', FeedbackStatsSchema).catch((caught: unknown) => caught)
      expect(error, JSON.stringify(body)).toBeInstanceOf(UnexpectedResponseError)
      expect((error as UnexpectedResponseError).issues.map((issue) => issue.path.join('.'))).toEqual([path])
    }
  })

  it('throws it for a 2xx answer that is not JSON or has no body', async () => {
    serverAnswers(200, '<!doctype html><title>proxy</title>')
    const notJson = await api.get('/api/feedback/stats', FeedbackStatsSchema).catch((caught: unknown) => caught)
    expect(notJson).toBeInstanceOf(UnexpectedResponseError)
    expect((notJson as Error).message).toContain('not JSON')

    serverAnswers(200, '')
    const empty = await api.get('/api/feedback/stats', FeedbackStatsSchema).catch((caught: unknown) => caught)
    expect(empty).toBeInstanceOf(UnexpectedResponseError)
    expect((empty as UnexpectedResponseError).userMessage).toBe(UNEXPECTED_RESPONSE_MESSAGE)
  })

  it('keeps the server’s Portuguese message for a refused call, whatever the schema', async () => {
    serverAnswers(409, { error: 'Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.' })
    const error = await api.post('/api/auth/register', {}, UserSchema).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(UnexpectedResponseError)
    expect((error as ApiError).status).toBe(409)
    expect(errorMessage(error, 'x')).toBe('Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.')
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('takes no schema for an answer without a body (204)', async () => {
    serverAnswers(204, '')
    await expect(apiRequest('DELETE', '/api/something')).resolves.toBeUndefined()
  })

  it('accepts the session answer bare or wrapped under user (SPEC.md §7), and null on 401', async () => {
    serverAnswers(200, USER)
    expect(await getMe()).toEqual(USER)
    serverAnswers(200, { user: USER })
    expect(await getMe()).toEqual(USER)
    serverAnswers(401, { error: 'Não autenticado.' })
    expect(await getMe()).toBeNull()
    serverAnswers(200, { user: { ...USER, userId: 'não-é-uuid' } })
    await expect(getMe()).rejects.toBeInstanceOf(UnexpectedResponseError)
  })
})
