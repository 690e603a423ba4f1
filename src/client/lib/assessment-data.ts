/**
 * The anonymous visitor's DISC result as the browser keeps it (SPEC.md §3): `assessmentData` in
 * local AND session storage, { dominance, influence, steadiness, compliance, sessionId }. It feeds
 * the completion card, the register page's side panel and the Google sign-in link; once the
 * person signs in, the server has claimed the result and the copy is forgotten.
 */
import type { StoredAssessmentData } from '#shared/schemas/assessment'
import { assessmentSchemas } from './deferred-module'
import { readJson, readText, removeKey, STORAGE_KEYS, writeJson } from './storage'

const AREAS = ['session', 'local'] as const

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

/**
 * `value` as the shared StoredAssessmentDataSchema reads it (only the known fields), or null; the
 * schema's module (assessmentSchemas, loaded after hydration: decision 0052) must be in.
 */
export function parseStoredAssessmentData(value: unknown): StoredAssessmentData | null {
  const schemas = assessmentSchemas.current
  if (!schemas) throw new Error('parseStoredAssessmentData: assessmentSchemas is not loaded')
  return schemas.StoredAssessmentDataSchema.safeParse(value).data ?? null
}

/** Whether this browser keeps a result (reading it needs assessmentSchemas loaded). */
export const hasStoredAssessmentData = () => AREAS.some((area) => readText(area, STORAGE_KEYS.assessmentData) !== null)

/** The stored result, or null when absent or unreadable; assessmentSchemas must be loaded when one is stored. */
export function readAssessmentData(): StoredAssessmentData | null {
  if (!hasStoredAssessmentData()) return null
  for (const area of AREAS) {
    const parsed = parseStoredAssessmentData(readJson<unknown>(area, STORAGE_KEYS.assessmentData))
    if (parsed) return parsed
  }
  return null
}

export function clearAssessmentData() {
  removeKey('local', STORAGE_KEYS.assessmentData)
  removeKey('session', STORAGE_KEYS.assessmentData)
}
