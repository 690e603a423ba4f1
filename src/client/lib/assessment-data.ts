/**
 * The anonymous visitor's DISC result as the browser keeps it (SPEC.md §3): `assessmentData` in
 * local AND session storage, { dominance, influence, steadiness, compliance, sessionId }. It feeds
 * the completion card, the register page's side panel and the Google sign-in link; once the
 * person signs in, the server has claimed the result and the copy is forgotten.
 */
import { StoredAssessmentDataSchema, type StoredAssessmentData } from '#shared/schemas/assessment'
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

/** `value` as the shared StoredAssessmentDataSchema reads it (only the known fields), or null. */
export function parseStoredAssessmentData(value: unknown): StoredAssessmentData | null {
  return StoredAssessmentDataSchema.safeParse(value).data ?? null
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
