/**
 * Requests of the pages a visitor lands on most (/assessment, a giver's link), without TanStack
 * Query: those pages react before it is loaded (decision 0045). Same behaviour as the app's
 * TanStack defaults (SPEC.md §7/§9): no retries, no refetch on focus.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

interface ActionHandlers<O> {
  onSuccess?: (data: O) => void
  onError?: (error: unknown) => void
}

/** A call that changes something (a submission): `mutate` runs it, `isPending` while it travels. */
export function useAction<I, O>(run: (input: I) => Promise<O>) {
  const [isPending, setPending] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  })
  const mutate = useCallback((input: I, handlers: ActionHandlers<O> = {}) => {
    setPending(true)
    latest.current(input).then(
      (data) => {
        if (!mounted.current) return
        setPending(false)
        handlers.onSuccess?.(data)
      },
      (error: unknown) => {
        if (!mounted.current) return
        setPending(false)
        handlers.onError?.(error)
      },
    )
  }, [])
  return { mutate, isPending }
}

type Fetched<T> =
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: unknown }

/**
 * Data asked of the server: `initial` (what the server put in the page) is shown at once and asked
 * again once mounted, as the page's other data is; without it, asked when `enabled`.
 */
export function useFetched<T>(fetcher: () => Promise<T>, { enabled, initial }: { enabled: boolean; initial?: T }) {
  const [state, setState] = useState<Fetched<T>>(() =>
    initial === undefined ? { status: 'pending', data: undefined, error: null } : { status: 'success', data: initial, error: null },
  )
  const latest = useRef(fetcher)
  useEffect(() => {
    latest.current = fetcher
  })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!enabled) return
    let current = true
    latest.current().then(
      (data) => current && setState({ status: 'success', data, error: null }),
      (error: unknown) =>
        // Data already shown stays on screen when asking again fails.
        current && setState((previous) => (previous.status === 'success' ? previous : { status: 'error', data: undefined, error })),
    )
    return () => void (current = false)
  }, [enabled, attempt])
  const refetch = useCallback(() => {
    setState({ status: 'pending', data: undefined, error: null })
    setAttempt((n) => n + 1)
  }, [])
  return { ...resultOf(state), refetch }
}

type FetchedResult<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: false; data: T; error: null }
  | { isPending: false; isError: true; data: undefined; error: unknown }

function resultOf<T>(state: Fetched<T>): FetchedResult<T> {
  if (state.status === 'success') return { isPending: false, isError: false, data: state.data, error: null }
  if (state.status === 'error') return { isPending: false, isError: true, data: undefined, error: state.error }
  return { isPending: true, isError: false, data: undefined, error: null }
}
