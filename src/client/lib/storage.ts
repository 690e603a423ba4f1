/**
 * Browser storage that never throws (private mode, full quota, disabled storage) and keeps
 * every key the client writes (SPEC.md §3 and the app's own flags) in one place: a key written
 * anywhere else is a bug.
 */

/** The person's results, drafts and progress: forgotten in this browser when the account is deleted. */
const PERSONAL_KEYS = {
  assessmentData: 'assessmentData',
  discProgress: 'espelho.discProgress',
  parallelProgress: 'espelho.parallelProgress',
  oceanTemp: 'espelho.oceanTemp',
  oceanProgress: 'espelho.oceanProgress',
  feedbackProgress: 'espelho.feedbackProgress',
  /** The giver's optional Big Five 360 step, per link (issue 17). */
  giverOceanProgress: 'espelho.giverOceanProgress',
  postLoginRedirect: 'espelho.postLoginRedirect',
  surveyDraft: 'espelho.surveyDraft',
  premiumOverlayShownAt: 'espelho.premiumOverlayShownAt',
  fromOcean: 'espelho.fromOcean',
  /** Session: a gift's code while its receiver signs in (never in an address: issue 45). */
  giftCode: 'espelho.giftCode',
  /** Session: an invitation to compare's token while its receiver signs in or takes a missing test (issue 47). */
  compareToken: 'espelho.compareToken',
  /** The verdicts /results last showed, with the released count (issue 46: a change is said once). */
  seenVerdicts: 'espelho.seenVerdicts',
  /** Session: the verdict changes this visit showed, so a reload in the same visit shows them again. */
  verdictChanges: 'espelho.verdictChanges',
} as const

/** This browser's own choices and one-time flags: they outlive an account deletion. */
const BROWSER_KEYS = {
  cookieConsent: 'espelho.cookieConsent',
  /** The Google round trip leaves the page; this session flag survives it to learn its outcome. */
  googleAttempt: 'espelho.googleAttempt',
  surveyPrompted: 'espelho.surveyPrompted',
  /** Session flag: the feedback nudge appears once per browsing session. */
  feedbackNudgeShown: 'espelho.feedbackNudgeShown',
  /** Session record of the feedback count last seen, so milestones toast once, when crossed. */
  feedbackSeenCount: 'espelho.feedbackSeenCount',
} as const

export const STORAGE_KEYS = { ...PERSONAL_KEYS, ...BROWSER_KEYS } as const

/** What account deletion clears from local and session storage. */
export const PERSONAL_STORAGE_KEYS: readonly string[] = Object.values(PERSONAL_KEYS)

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
