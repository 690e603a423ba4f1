/**
 * The anonymous visitor's DISC result as the browser keeps it (SPEC.md §3): `assessmentData` in
 * local AND session storage, { dominance, influence, steadiness, compliance, sessionId }. It feeds
 * the completion card, the register page's side panel and the Google sign-in link; once the
 * person signs in, the server has claimed the result and the copy is forgotten.
 */
import type { StoredAssessmentData } from '#shared/schemas/assessment'
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage'

export function storeAssessmentData(data: StoredAssessmentData) {
  const value: StoredAssessmentData = {
    dominance: data.dominance,
    influence: data.influence,
    steadiness: data.steadiness,
    compliance: data.compliance,
    sessionId: data.sessionId ?? null,
  }
  writeJson('local', STORAGE_KEYS.assessmentData, value)
  writeJson('session', STORAGE_KEYS.assessmentData, value)
}

const isScore = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100

/**
 * `value` as StoredAssessmentDataSchema (src/shared/schemas/assessment.ts) would read it, or null:
 * checked by hand, as zod is not on the first load of /assessment (decision 0032).
 * assessment-data.test.ts holds the two to the same answers.
 */
export function parseStoredAssessmentData(value: unknown): StoredAssessmentData | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { dominance, influence, steadiness, compliance, sessionId } = value as Record<string, unknown>
  if (!isScore(dominance) || !isScore(influence) || !isScore(steadiness) || !isScore(compliance)) return null
  if (sessionId !== undefined && sessionId !== null && typeof sessionId !== 'string') return null
  return { dominance, influence, steadiness, compliance, ...(sessionId === undefined ? {} : { sessionId }) }
}

/** The stored result, or null when absent or unreadable. */
export function readAssessmentData(): StoredAssessmentData | null {
  for (const area of ['session', 'local'] as const) {
    const parsed = parseStoredAssessmentData(readJson<unknown>(area, STORAGE_KEYS.assessmentData))
    if (parsed) return parsed
  }
  return null
}

export function clearAssessmentData() {
  removeKey('local', STORAGE_KEYS.assessmentData)
  removeKey('session', STORAGE_KEYS.assessmentData)
}
