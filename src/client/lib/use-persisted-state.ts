/**
 * State kept in browser storage across reloads (DESIGN.md §5 "nothing typed is lost"): every
 * wizard's saved progress goes through here. What is read back is checked with its shared zod schema
 * (src/shared/schemas/progress.ts), so a value written by an older release, edited by hand or cut short is never trusted: it is ignored,
 * the initial value is used instead and written over it.
 *
 * Safe for a server render and its hydration: on the server, and while the browser hydrates the
 * server's markup, the initial value is rendered (what the server painted); the stored value is
 * restored right after, in an effect. A component mounted later (client-side navigation) reads
 * storage in its first render. Storage is written only in effects.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react'
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

const subscribeNever = () => () => {}

/**
 * False on the server and while React hydrates the server's markup (its server snapshot), true
 * in every render after: what a component may read from the browser in its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/**
 * `useState` whose first value comes from the browser (storage, say): `serverValue` while the page
 * is rendered on the server or hydrated, `browserValue()` right after (or at once when mounted later).
 */
export function useBrowserState<T>(browserValue: () => T, serverValue: () => T): [T, Dispatch<SetStateAction<T>>, boolean] {
  const hydrated = useHydrated()
  const [value, setValue] = useState<T>(() => (hydrated ? browserValue() : serverValue()))
  // The third item: whether the browser's value is in (false only while hydrating, until the effect).
  const [settled, setSettled] = useState(hydrated)
  const pending = useRef(!hydrated)
  const read = useRef(browserValue)
  useEffect(() => {
    if (!pending.current) return
    pending.current = false
    setValue(read.current())
    setSettled(true)
  }, [])
  return [value, setValue, settled]
}

/** The valid value stored under `key`, if any (always undefined on the server). */
export function readPersisted<T>(area: StorageArea, key: string, schema: z.ZodType<T>): T | undefined {
  if (typeof window === 'undefined') return undefined
  return parsePersisted(readText(area, key), schema)
}

interface PersistedStateOptions {
  /** Local storage (default) outlives the tab; session storage ends with it. */
  area?: StorageArea
  /**
   * The initial value wins over what storage holds (the progress the server kept for a visitor
   * who answered before the page's code ran, issue 32); it is written over storage's.
   */
  preferInitial?: boolean
}

/**
 * Like `useState`, restored from `key` when the stored value passes `schema`, and written back on
 * every change (the first render's value included, so a fresh start is kept too). The third item
 * forgets the stored value (e.g. after a successful submission) without touching the state; the
 * fourth says whether storage has been read (false only between hydration and its restore).
 */
export function usePersistedState<T>(
  key: string,
  schema: z.ZodType<T>,
  initial: T | (() => T),
  { area = 'local', preferInitial = false }: PersistedStateOptions = {},
): [T, Dispatch<SetStateAction<T>>, () => void, boolean] {
  const fresh = () => (typeof initial === 'function' ? (initial as () => T)() : initial)
  // Hydrating the server's markup: the initial value first (what the server painted), then storage's.
  const [value, setValue, restored] = useBrowserState(
    () => (preferInitial ? undefined : readPersisted(area, key, schema)) ?? fresh(),
    fresh,
  )

  // Nothing is written while hydrating: the server's initial value must not overwrite what the
  // browser holds before the restore has read it (a parent deciding from storage after its
  // children's effects would see a fresh start instead). The restored value is written back on its
  // own render; a component mounted later writes its first value at once.
  useEffect(() => {
    if (restored) writeJson(area, key, value)
  }, [area, key, value, restored])

  const clear = useCallback(() => removeKey(area, key), [area, key])

  return [value, setValue, clear, restored]
}
