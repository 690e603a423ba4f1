/**
 * State kept in browser storage across reloads (DESIGN.md §5 "nothing typed is lost"): every
 * wizard's saved progress goes through here. What is read back is checked with a zod schema, so a
 * value written by an older release, edited by hand or cut short is never trusted: it is ignored,
 * the initial value is used instead and written over it.
 *
 * Safe for a server render: storage is read only when `window` exists and written only in an
 * effect (effects never run on the server), so there the initial value is rendered.
 */
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import type { z } from 'zod'
import { readText, removeKey, writeJson, type StorageArea } from './storage'

/** The value in `raw` (storage's JSON text), or undefined when it is absent, not JSON or not of `schema`'s shape. */
export function parsePersisted<T>(raw: string | null | undefined, schema: z.ZodType<T>): T | undefined {
  if (raw === null || raw === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return undefined
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? parsed.data : undefined
}

/** The valid value stored under `key`, if any (always undefined on the server). */
export function readPersisted<T>(area: StorageArea, key: string, schema: z.ZodType<T>): T | undefined {
  if (typeof window === 'undefined') return undefined
  return parsePersisted(readText(area, key), schema)
}

interface PersistedStateOptions {
  /** Local storage (default) outlives the tab; session storage ends with it. */
  area?: StorageArea
}

/**
 * Like `useState`, restored from `key` when the stored value passes `schema`, and written back on
 * every change (the first render's value included, so a fresh start is kept too). The third item
 * forgets the stored value (e.g. after a successful submission) without touching the state.
 */
export function usePersistedState<T>(
  key: string,
  schema: z.ZodType<T>,
  initial: T | (() => T),
  { area = 'local' }: PersistedStateOptions = {},
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = readPersisted(area, key, schema)
    if (stored !== undefined) return stored
    return typeof initial === 'function' ? (initial as () => T)() : initial
  })

  useEffect(() => {
    writeJson(area, key, value)
  }, [area, key, value])

  const clear = useCallback(() => removeKey(area, key), [area, key])

  return [value, setValue, clear]
}
