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
 *
 * A schema may sit in a module loaded after hydration (`later`, decision 0052): it is asked for
 * only when storage holds something to check. Hydrating, the restore then waits for it (a tap made
 * meanwhile wins over the stored value); mounted later, the component suspends until it is in (a
 * navigation's transition keeps the previous page on screen meanwhile).
 */
import { startTransition, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react'
import type { z } from 'zod'
import type { DeferredModule } from './deferred-module'
import { readText, removeKey, writeJson, type StorageArea } from './storage'

/** A schema in a module the browser loads after hydration: `schema` is asked only once `module` is in. */
export interface LaterSchema<T> {
  module: DeferredModule<unknown>
  schema: () => z.ZodType<T>
}

/** `pick`'s schema from `module`, once the module is loaded (see LaterSchema). */
export function later<M, T>(module: DeferredModule<M>, pick: (loaded: M) => z.ZodType<T>): LaterSchema<T> {
  return {
    module,
    schema: () => {
      if (!module.current) throw new Error('later(): the schema was asked for before its module was loaded')
      return pick(module.current)
    },
  }
}

/** What a browser value needs before it can be read: `modules`, whenever `needed()` says so (something stored). */
export interface BrowserValueNeeds {
  modules: readonly DeferredModule<unknown>[]
  needed: () => boolean
}

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

const neverHydrated = () => false

/**
 * Whether this component's first render is part of hydrating the server's markup, decided once, at
 * mount. React asks a store's server snapshot only on the server and while hydrating (its documented
 * contract), so the question is whether it asked. Both snapshots are the same value: unlike
 * useHydrated, nothing renders again once the page is hydrated — that forced re-render is
 * synchronous, and on the giver's page it was the longest task after hydration (issue 44).
 */
function useHydratingAtMount(): boolean {
  const probe = { asked: false }
  // This render's own object, written during this render only: React calls the server snapshot
  // synchronously, inside this call, and uses it nowhere else.
  // eslint-disable-next-line react-hooks/immutability
  useSyncExternalStore(subscribeNever, neverHydrated, () => {
    probe.asked = true
    return false
  })
  const [hydrating] = useState(probe.asked)
  return hydrating
}

let batch: { modules: Set<DeferredModule<unknown>>; done: Promise<unknown> } | undefined

/**
 * Every restore of one hydration happens at once, when the modules any of them needs are in: a
 * parent deciding from storage (the DISC page: a stored result or a progress?) reads it before a
 * child restored earlier has written its own fresh value over it. The restores of a commit's effects
 * join the same batch; it is closed a microtask later.
 */
function restoreTogether(modules: readonly DeferredModule<unknown>[]): Promise<unknown> {
  if (!batch) {
    const open: { modules: Set<DeferredModule<unknown>>; done: Promise<unknown> } = { modules: new Set(), done: Promise.resolve() }
    open.done = Promise.resolve().then(() => {
      batch = undefined
      return Promise.allSettled([...open.modules].map((module) => module.load()))
    })
    batch = open
  }
  for (const module of modules) batch.modules.add(module)
  return batch.done
}

/**
 * `useState` whose first value comes from the browser (storage, say): `serverValue` while the page
 * is rendered on the server or hydrated, `browserValue()` right after (or at once when mounted later).
 * With `needs`, the browser value is read once its modules are in (see the top of this file).
 */
export function useBrowserState<T>(browserValue: () => T, serverValue: () => T, needs?: BrowserValueNeeds): [T, Dispatch<SetStateAction<T>>, boolean] {
  const hydrating = useHydratingAtMount()
  // Mounted after hydration: the browser's value is read in the first render, its modules first.
  const [[mountedLater, mustLoad]] = useState(() => [!hydrating, !hydrating && needs !== undefined && needs.needed()] as const)
  const needsAtMount = useRef(needs)
  if (mustLoad) for (const module of needs?.modules ?? []) if (!module.current) use(module.load())
  const [value, setValue] = useState<T>(() => (mountedLater ? browserValue() : serverValue()))
  // The third item: whether the browser's value is in (false only while hydrating, until the restore).
  const [settled, setSettled] = useState(mountedLater)
  // The first render's reader; whether the restore waits for its modules, and whether the state was set meanwhile (a tap).
  const read = useRef(browserValue)
  const waiting = useRef(false)
  const touched = useRef(false)
  const set = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    if (waiting.current) touched.current = true
    setValue(next)
  }, [])
  useEffect(() => {
    if (mountedLater) return
    let live = true
    waiting.current = true
    const modules = needsAtMount.current?.needed() ? needsAtMount.current.modules : []
    restoreTogether(modules).then(() => {
      waiting.current = false
      if (!live) return
      // A change made while the modules were loading wins over what storage held; a module that
      // could not be downloaded (offline, say) leaves what the page shows, never stuck.
      // A transition: the page's re-render yields to the browser (a tap is handled at once), instead
      // of one long task right after hydration (issue 44). A tap's own update still wins: it is
      // applied after this one.
      startTransition(() => {
        if (!touched.current && modules.every((module) => module.current)) setValue(read.current())
        setSettled(true)
      })
    })
    return () => {
      live = false
    }
  }, [mountedLater])
  return [value, set, settled]
}

/** The valid value stored under `key`, if any (always undefined on the server). */
export function readPersisted<T>(area: StorageArea, key: string, schema: z.ZodType<T>): T | undefined {
  if (typeof window === 'undefined') return undefined
  return parsePersisted(readText(area, key), schema)
}

const isLater = <T>(schema: z.ZodType<T> | LaterSchema<T>): schema is LaterSchema<T> => 'module' in schema && 'schema' in schema

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
  schema: z.ZodType<T> | LaterSchema<T>,
  initial: T | (() => T),
  { area = 'local', preferInitial = false }: PersistedStateOptions = {},
): [T, Dispatch<SetStateAction<T>>, () => void, boolean] {
  const fresh = () => (typeof initial === 'function' ? (initial as () => T)() : initial)
  const schemaNow = () => (isLater(schema) ? schema.schema() : schema)
  // Hydrating the server's markup: the initial value first (what the server painted), then storage's.
  const [value, setValue, restored] = useBrowserState(
    // Nothing stored: nothing to check (a schema loaded later is not even asked for).
    () => (preferInitial || readText(area, key) === null ? undefined : readPersisted(area, key, schemaNow())) ?? fresh(),
    fresh,
    isLater(schema) ? { modules: [schema.module], needed: () => !preferInitial && readText(area, key) !== null } : undefined,
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
