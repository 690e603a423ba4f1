import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#test/memory-storage'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import {
  OCEAN_RECENT_QUERY_KEY,
  getRecentOceanAssessment,
  readOceanTempResult,
  saveOceanTempResult,
  storeOceanTempResult,
} from './ocean-assessment'
import { STORAGE_KEYS } from '#client/lib/storage'

const threes = Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, 3]))
let session: MemoryStorage

beforeEach(() => {
  session = new MemoryStorage()
  vi.stubGlobal('window', { sessionStorage: session, localStorage: new MemoryStorage() })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('temporary OCEAN result', () => {
  it('stores the scored result and the "from OCEAN" flag', () => {
    const stored = storeOceanTempResult(threes, new Date('2025-03-01T12:00:00Z'))
    expect(stored).toMatchObject({ openness: 50, neuroticism: 50, isSelf: true, completedAt: '2025-03-01T12:00:00.000Z' })
    expect(session.getItem(STORAGE_KEYS.fromOcean)).toBe('true')
    expect(readOceanTempResult()).toEqual(stored)
  })

  it('refuses incomplete answers', () => {
    expect(storeOceanTempResult({ O1: 3 })).toBeNull()
    expect(session.getItem(STORAGE_KEYS.oceanTemp)).toBeNull()
  })

  it('re-scores what it reads: edited scores in storage do not count', () => {
    session.setItem(STORAGE_KEYS.oceanTemp, JSON.stringify({ openness: 100, answers: threes, completedAt: 'ontem' }))
    const read = readOceanTempResult()
    expect(read?.openness).toBe(50)
    expect(Number.isNaN(Date.parse(read?.completedAt ?? ''))).toBe(false)
    session.setItem(STORAGE_KEYS.oceanTemp, '{not json')
    expect(readOceanTempResult()).toBeNull()
  })

  it('saves once for concurrent callers, clears the result and caches it as the latest', async () => {
    storeOceanTempResult(threes)
    const saved = { id: 7, openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50, answers: threes, isSelf: true, createdAt: '2025-03-01T12:00:00.000Z', percentiles: null, percentileIntervals: null, normSample: 0, normMinSample: 500 }
    const fetchMock = vi.fn(async () => json(201, saved))
    vi.stubGlobal('fetch', fetchMock)
    const queryClient = new QueryClient()
    const [first, second] = await Promise.all([saveOceanTempResult(queryClient), saveOceanTempResult(queryClient)])
    expect(first).toEqual(saved)
    expect(second).toEqual(saved)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(session.getItem(STORAGE_KEYS.oceanTemp)).toBeNull()
    expect(session.getItem(STORAGE_KEYS.fromOcean)).toBeNull()
    expect(queryClient.getQueryData(OCEAN_RECENT_QUERY_KEY)).toEqual(saved)
    expect(await saveOceanTempResult(queryClient)).toBeNull()
  })

  it('keeps the result when saving fails, for a retry', async () => {
    storeOceanTempResult(threes)
    vi.stubGlobal('fetch', vi.fn(async () => json(500, { error: 'falhou' })))
    await expect(saveOceanTempResult(new QueryClient())).rejects.toThrow()
    expect(readOceanTempResult()).not.toBeNull()
  })
})

describe('getRecentOceanAssessment', () => {
  it('gives null on 404 and throws the SPEC message on other failures', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(404, { error: 'Nenhuma avaliação OCEAN encontrada' })))
    expect(await getRecentOceanAssessment()).toBeNull()
    vi.stubGlobal('fetch', vi.fn(async () => json(500, { error: 'x' })))
    await expect(getRecentOceanAssessment()).rejects.toThrow('Erro ao buscar assessment OCEAN')
  })
})
