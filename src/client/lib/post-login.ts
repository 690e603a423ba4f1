import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage'

/** Where to go after signing in: the stored path, else OCEAN results when coming from it, else /results. */
export function rememberPostLoginPath(path: string) {
  if (isSafePath(path)) writeJson('session', STORAGE_KEYS.postLoginRedirect, path)
}

export function takePostLoginPath(fallback = '/results'): string {
  const stored = readJson<string>('session', STORAGE_KEYS.postLoginRedirect)
  removeKey('session', STORAGE_KEYS.postLoginRedirect)
  if (stored && isSafePath(stored)) return stored
  if (readJson<boolean>('session', STORAGE_KEYS.fromOcean)) return '/ocean-results'
  return fallback
}

/** Only same-site paths: never an open redirect to another host. */
export function isSafePath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
}
