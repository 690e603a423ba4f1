/**
 * Browser storage that never throws (private mode, full quota, disabled storage) and keeps
 * every key of SPEC.md §3 in one place.
 */
export const STORAGE_KEYS = {
  assessmentData: 'assessmentData',
  discProgress: 'espelho.discProgress',
  oceanTemp: 'espelho.oceanTemp',
  oceanProgress: 'espelho.oceanProgress',
  feedbackProgress: 'espelho.feedbackProgress',
  postLoginRedirect: 'espelho.postLoginRedirect',
  surveyDraft: 'espelho.surveyDraft',
  premiumOverlayShownAt: 'espelho.premiumOverlayShownAt',
  fromOcean: 'espelho.fromOcean',
} as const

export type StorageArea = 'local' | 'session'
type Area = StorageArea

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readJson<T>(kind: Area, key: string): T | null {
  try {
    const raw = area(kind)?.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

/** The raw text under `key`, or null when absent or unreadable (e.g. on the server, without `window`). */
export function readText(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeJson(kind: Area, key: string, value: unknown) {
  try {
    area(kind)?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: progress is then kept in memory only.
  }
}

export function removeKey(kind: Area, key: string) {
  try {
    area(kind)?.removeItem(key)
  } catch {
    // nothing to do
  }
}
