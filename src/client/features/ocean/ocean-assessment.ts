/**
 * OCEAN pieces several features need (the OCEAN pages, the registration page, the /results panel):
 * the latest-assessment request, and the anonymous result (SPEC.md §3, §4) held in session storage,
 * flagged as coming from the OCEAN test, until the person signs in or registers; then it is saved
 * to the account and cleared.
 */
import type { QueryClient } from '@tanstack/react-query'
import { scoreOceanAnswers, type OceanAnswers } from '#shared/ocean/scoring'
import type { OceanScores } from '#shared/ocean/types'
import {
  OCEAN_ASSESSMENT_PATH,
  OCEAN_MESSAGES,
  OCEAN_RECENT_PATH,
  OceanResultSchema,
  OceanRecentResponseSchema,
  type OceanAssessment,
  type OceanAssessmentRequest,
} from '#shared/schemas/ocean'
import { ApiError, api } from '#client/lib/api-client'
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '#client/lib/storage'

export const OCEAN_RECENT_QUERY_KEY = ['ocean-assessment', 'recent'] as const

/**
 * GET /api/ocean-assessment/recent: null when the person has none (the server answers null; a 404
 * from an older server gives null too), other failures throw (SPEC.md §7, §8; decision 0039).
 */
export async function getRecentOceanAssessment(): Promise<OceanAssessment | null> {
  try {
    return await api.get(OCEAN_RECENT_PATH, OceanRecentResponseSchema)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw new Error(OCEAN_MESSAGES.fetchFailed, { cause: error })
  }
}

export interface OceanTempResult extends OceanScores {
  answers: OceanAnswers
  isSelf: true
  /** ISO time the test was finished, shown with the result. */
  completedAt: string
}

/** Scores the answers with the same pure function the server uses, stores them and sets the flag. */
export function storeOceanTempResult(answers: unknown, now = new Date()): OceanTempResult | null {
  const scored = scoreOceanAnswers(answers)
  if (!scored.ok) return null
  const result: OceanTempResult = { ...scored.scores, answers: scored.answers, isSelf: true, completedAt: now.toISOString() }
  writeJson('session', STORAGE_KEYS.oceanTemp, result)
  writeJson('session', STORAGE_KEYS.fromOcean, true)
  return result
}

/** The stored result, re-scored from its answers (anything unreadable counts as none). */
export function readOceanTempResult(): OceanTempResult | null {
  const stored = readJson<Partial<OceanTempResult>>('session', STORAGE_KEYS.oceanTemp)
  if (!stored || typeof stored !== 'object') return null
  const scored = scoreOceanAnswers(stored.answers)
  if (!scored.ok) return null
  const completedAt =
    typeof stored.completedAt === 'string' && !Number.isNaN(Date.parse(stored.completedAt))
      ? stored.completedAt
      : new Date().toISOString()
  return { ...scored.scores, answers: scored.answers, isSelf: true, completedAt }
}

/** Forget the temporary result and the "came from the OCEAN test" flag (once it is saved). */
export function clearOceanTempResult() {
  removeKey('session', STORAGE_KEYS.oceanTemp)
  removeKey('session', STORAGE_KEYS.fromOcean)
}

export function toSaveRequest(result: OceanTempResult): OceanAssessmentRequest {
  const { openness, conscientiousness, extraversion, agreeableness, neuroticism, answers } = result
  return { openness, conscientiousness, extraversion, agreeableness, neuroticism, answers, isSelf: true }
}

export const postOceanAssessment = (input: OceanAssessmentRequest) =>
  api.post(OCEAN_ASSESSMENT_PATH, input, OceanResultSchema)

let pendingSave: Promise<OceanAssessment | null> | null = null

/**
 * Saves the temporary result to the signed-in account, clears it and makes it the cached latest
 * assessment; null when there is none. Concurrent callers (a page and the /results panel mounting
 * together) share one request, so a result is never saved twice. On failure it stays stored.
 */
export function saveOceanTempResult(queryClient: QueryClient): Promise<OceanAssessment | null> {
  if (pendingSave) return pendingSave
  const temp = readOceanTempResult()
  if (!temp) return Promise.resolve(null)
  pendingSave = postOceanAssessment(toSaveRequest(temp))
    .then((saved) => {
      clearOceanTempResult()
      queryClient.setQueryData(OCEAN_RECENT_QUERY_KEY, saved)
      return saved
    })
    .finally(() => {
      pendingSave = null
    })
  return pendingSave
}
