/**
 * The app's own router (docs/decisions/0037): the browser's history API, a flat route table
 * (app/routes.tsx) matched segment by segment, and the few hooks and links the pages use. The
 * same provider renders on the server (entry-server.tsx, a fixed location) and in the browser
 * (main.tsx), so the hydrated tree is the server's tree. It replaces React Router's data router,
 * which was 31 KB gzip of the JavaScript every page loaded before it could react (decision 0032).
 *
 * What it keeps from React Router's behaviour: paths match case-insensitively with an optional
 * trailing slash and decoded params; a navigation loads the next page's code before the address
 * and the screen change (in a transition, or synchronously with `flushSync`); a link to the
 * current address replaces instead of pushing; each history entry keeps its scroll position
 * (back/forward and reload return to it, any other navigation starts at the top unless
 * `preventScrollReset`, a `#hash` scrolls to its element); a page that cannot load or render
 * shows the route error screen until the next navigation.
 *
 * A page hydrated as an island (decision 0050) has two routers: the island's, whose table holds
 * only its page, and the shell's around it, which only reads the address. An address no route of a
 * router's table matches, and every navigation of a router with `documentNavigation`, loads a new
 * document: the server paints it.
 */
import {
  Component,
  createContext,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { flushSync } from 'react-dom'
import { leaveDocument } from './leave-document'

/** A route of the table: its path pattern (`:name` one segment, `*` anything) and its page. */
export interface AppRoute {
  path: string
  /** The file name in src/client/app/routes (without .tsx): the server preloads its code. */
  page: string
  load: () => Promise<ComponentType>
}

export interface RouterLocation {
  pathname: string
  search: string
  hash: string
  state: unknown
  /** The history entry's key (scroll positions are kept under it). */
  key: string
}

interface RouteMatch {
  route: AppRoute
  params: Record<string, string>
}

type NavigationType = 'POP' | 'PUSH' | 'REPLACE'

interface RouterState {
  location: RouterLocation
  match: RouteMatch | null
  /** Why the page could not load (its code failed to download), shown by the route error screen. */
  error: unknown
  action: NavigationType
  preventScrollReset: boolean
}

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
  /** Commit the next page synchronously (ReactDOM.flushSync) instead of in a transition. */
  flushSync?: boolean
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => Promise<void>

interface RouterContextValue {
  state: RouterState
  navigate: NavigateFunction
}

const RouterContext = createContext<RouterContextValue | null>(null)

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext)
  if (!router) throw new Error('router: hook used outside <Router>')
  return router
}

// ---------------------------------------------------------------------------------------------
// Matching

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '')

/** The params of `pathname` under `pattern`, or null when it does not match (case-insensitive). */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = trimSlashes(pattern).split('/').filter(Boolean)
  const have = trimSlashes(pathname).split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string
    if (segment === '*') {
      params['*'] = have.slice(i).map(decodeSegment).join('/')
      return params
    }
    const part = have[i]
    if (part === undefined) return null
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(part)
    else if (decodeSegment(part).toLowerCase() !== segment.toLowerCase()) return null
  }
  return have.length === want.length ? params : null
}

/** The first route of `routes` that matches `pathname` (the table ends with its `*` route). */
export function matchRoutes(routes: readonly AppRoute[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname)
    if (params) return { route, params }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Page code

const pageLoads = new Map<AppRoute, Promise<ComponentType>>()
const loadedPages = new Map<AppRoute, ComponentType>()

/** Loads a route's page once (a failed download may be tried again by the next navigation). */
export function loadPage(route: AppRoute): Promise<ComponentType> {
  let load = pageLoads.get(route)
  if (!load) {
    load = route.load().then(
      (page) => {
        loadedPages.set(route, page)
        return page
      },
      (error: unknown) => {
        pageLoads.delete(route)
        throw error
      },
    )
    pageLoads.set(route, load)
  }
  return load
}

// ---------------------------------------------------------------------------------------------
// History and scroll positions

const SCROLL_STORAGE_KEY = 'espelho-scroll-positions'

function readHistoryKey(): string {
  const state: unknown = window.history.state
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined
  return typeof key === 'string' ? key : 'default'
}

function readBrowserLocation(): RouterLocation {
  const { pathname, search, hash } = window.location
  const state: unknown = window.history.state
  const usr = typeof state === 'object' && state !== null ? (state as { usr?: unknown }).usr : undefined
  return { pathname, search, hash, state: usr ?? null, key: readHistoryKey() }
}

/** A location from an address (absolute path, or relative to `base`). */
export function parseLocation(to: string, base = '/', state: unknown = null, key = 'default'): RouterLocation {
  const url = new URL(to, new URL(base, 'http://espelho.local'))
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key }
}

const hrefOf = (location: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>) => `${location.pathname}${location.search}${location.hash}`

const newKey = () => Math.random().toString(36).slice(2, 10)

function readScrollPositions(): Record<string, number> {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as unknown
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {}
  } catch {
    return {}
  }
}

// ---------------------------------------------------------------------------------------------
// The provider

/**
 * Routes `routes`: in the browser from window.location and its history; on the server (and in
 * tests) from `location`. The matched page's code must be loaded (loadPage) before the first
 * render for it to render without suspending.
 */
export function Router({
  routes,
  location,
  documentNavigation = false,
  children,
}: {
  routes: readonly AppRoute[]
  location?: string
  /** Every navigation loads a new document; history and scrolling are the page island's (decision 0050). */
  documentNavigation?: boolean
  children: ReactNode
}) {
  const [state, setState] = useState<RouterState>(() => {
    const initial = location === undefined ? readBrowserLocation() : parseLocation(location)
    return { location: initial, match: matchRoutes(routes, initial.pathname), error: null, action: 'POP', preventScrollReset: false }
  })
  const current = useRef(state)
  const navigationId = useRef(0)
  const [leaving, setLeaving] = useState<{ href: string; replace: boolean } | null>(null)
  useEffect(() => {
    if (leaving) leaveDocument(leaving.href, leaving.replace)
  }, [leaving])
  const positions = useRef<Record<string, number> | null>(null)

  /** Loads the next page, then commits it (unless a later navigation started meanwhile). */
  const transitionTo = useCallback(
    async (next: RouterLocation, action: NavigationType, options: NavigateOptions, updateHistory: () => void) => {
      const id = ++navigationId.current
      const match = matchRoutes(routes, next.pathname)
      let error: unknown = null
      if (match) {
        try {
          await loadPage(match.route)
        } catch (failure) {
          error = failure
        }
      }
      if (id !== navigationId.current) return
      // The position of the page being left, for when back or forward return to it.
      if (positions.current) positions.current[current.current.location.key] = window.scrollY
      updateHistory()
      const nextState: RouterState = { location: next, match, error, action, preventScrollReset: options.preventScrollReset ?? false }
      current.current = nextState
      const commit = () => setState(nextState)
      if (options.flushSync) flushSync(commit)
      else startTransition(commit)
    },
    [routes],
  )

  const navigate = useCallback<NavigateFunction>(
    async (to, options = {}) => {
      if (typeof window === 'undefined') return
      const from = current.current.location
      const target = parseLocation(to, hrefOf(from), options.state ?? null, newKey())
      const url = new URL(to, window.location.href)
      const replace = options.replace ?? false
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href)
        return
      }
      if (documentNavigation || !matchRoutes(routes, target.pathname)) {
        // Once what the page did in the same turn is committed, its effects included (progress
        // saved to storage): the Router's own effect below leaves, after its children's.
        setLeaving({ href: url.href, replace })
        return
      }
      await transitionTo(target, replace ? 'REPLACE' : 'PUSH', options, () => {
        const entry = { usr: target.state, key: target.key }
        if (replace) window.history.replaceState(entry, '', hrefOf(target))
        else window.history.pushState(entry, '', hrefOf(target))
      })
    },
    [transitionTo, documentNavigation, routes],
  )

  // Back and forward.
  useEffect(() => {
    if (documentNavigation) return
    const onPopState = () => void transitionTo(readBrowserLocation(), 'POP', {}, () => undefined)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [transitionTo, documentNavigation])

  // Scroll positions live in sessionStorage across reloads of this tab; the browser's own
  // restoration is off, as it would scroll before the next page is on screen.
  useEffect(() => {
    if (documentNavigation) return
    positions.current = readScrollPositions()
    window.history.scrollRestoration = 'manual'
    const save = () => {
      if (!positions.current) return
      positions.current[current.current.location.key] = window.scrollY
      try {
        window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions.current))
      } catch {
        // Private mode or a full storage: positions are then kept for this document only.
      }
    }
    window.addEventListener('pagehide', save)
    return () => window.removeEventListener('pagehide', save)
  }, [documentNavigation])

  const firstCommit = useRef(true)
  useLayoutEffect(() => {
    const { location, action, preventScrollReset } = state
    if (documentNavigation) return
    if (firstCommit.current) {
      // A reload returns to where this entry was left; a fresh page keeps whatever the visitor
      // already scrolled before hydration.
      firstCommit.current = false
      const saved = readScrollPositions()[location.key]
      if (location.key !== 'default' && typeof saved === 'number') window.scrollTo(0, saved)
      return
    }
    const saved = action === 'POP' ? positions.current?.[location.key] : undefined
    if (typeof saved === 'number') {
      window.scrollTo(0, saved)
      return
    }
    if (location.hash) {
      const element = document.getElementById(decodeSegment(location.hash.slice(1)))
      if (element) {
        element.scrollIntoView()
        return
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0)
  }, [state, documentNavigation])

  const value = useMemo(() => ({ state, navigate }), [state, navigate])
  return <RouterContext value={value}>{children}</RouterContext>
}

// ---------------------------------------------------------------------------------------------
// Rendering the matched page

/**
 * The markup of the page island inside the shell (decision 0050): set, the shell's <Outlet /> renders
 * the island's element with it instead of the page. React never writes it back while it stays the same
 * string, so the island's own root keeps the element's content.
 */
export const PageIslandContext = createContext<string | null>(null)

/** The id of the page island's element, the container of its root. */
export const PAGE_ISLAND_ID = 'pagina'

/** The matched page (where React Router's <Outlet /> was). */
export function Outlet() {
  const { state } = useRouter()
  const island = useContext(PageIslandContext)
  if (island !== null) return <div id={PAGE_ISLAND_ID} className="contents" dangerouslySetInnerHTML={{ __html: island }} />
  if (!state.match) return null
  const Page = loadedPages.get(state.match.route) ?? use(loadPage(state.match.route))
  // One component per route, loaded once and kept (loadedPages): the same type on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />
}

interface BoundaryProps {
  locationKey: string
  fallback: (error: unknown) => ReactNode
  children: ReactNode
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; locationKey: string }> {
  state = { error: null as unknown, locationKey: this.props.locationKey }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown render error') }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; locationKey: string }) {
    // A new navigation gets a fresh try.
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey }
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}

/**
 * `children` (the layout), or `fallback` with the error when the page's code could not be loaded
 * or something under it failed to render; cleared by the next navigation.
 */
export function RouteErrorBoundary({ fallback, children }: { fallback: (error: unknown) => ReactNode; children: ReactNode }) {
  const { state } = useRouter()
  if (state.error) return fallback(state.error)
  return (
    <ErrorBoundary locationKey={state.location.key} fallback={fallback}>
      {children}
    </ErrorBoundary>
  )
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useLocation(): RouterLocation {
  return useRouter().state.location
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate
}

export function useParams(): Record<string, string | undefined> {
  return useRouter().state.match?.params ?? {}
}

type SearchParamsInit = URLSearchParams | Record<string, string> | string
type SetSearchParams = (
  next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { state, navigate } = useRouter()
  const { search, pathname } = state.location
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next
      const query = new URLSearchParams(value).toString()
      void navigate(`${pathname}${query ? `?${query}` : ''}`, options)
    },
    [navigate, pathname, search],
  )
  return [params, setParams]
}

// ---------------------------------------------------------------------------------------------
// Links

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
  /** A plain link: the browser loads the address as a new document. */
  reloadDocument?: boolean
  ref?: Ref<HTMLAnchorElement>
}

const isModified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey

export function Link({ to, replace, state, preventScrollReset, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const { state: router, navigate } = useRouter()
  const href = hrefOf(parseLocation(to, hrefOf(router.location)))
  const external = /^[a-z][a-z\d+.-]*:|^\/\//i.test(to)
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || reloadDocument || external) return
    if (event.button !== 0 || (target && target !== '_self') || isModified(event)) return
    event.preventDefault()
    // A link to the page already shown replaces its entry rather than stacking a copy.
    const same = href === hrefOf(router.location)
    void navigate(href, { replace: replace ?? same, state, preventScrollReset })
  }
  return <a {...rest} href={external ? to : href} target={target} onClick={handleClick} />
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on its own address, not on the addresses under it. */
  end?: boolean
  className?: string | ((state: { isActive: boolean }) => string)
}

/** A link that knows whether it leads to the page shown (aria-current="page"). */
export function NavLink({ end, className, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation()
  const here = trimSlashes(pathname).toLowerCase()
  const there = trimSlashes(parseLocation(to, pathname).pathname).toLowerCase()
  const isActive = here === there || (!end && there !== '' && here.startsWith(`${there}/`))
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  )
}

/** Navigates once mounted (a redirect rendered by a page). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(to, { replace, state })
    // Once, like a redirect: the page it replaces is gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}
