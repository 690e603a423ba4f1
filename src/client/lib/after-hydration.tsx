import { lazy, Suspense, type ComponentType } from 'react'
import { useHydrated } from '#client/lib/use-persisted-state'

function Nothing() {
  return null
}

/**
 * A component whose code loads once the page is hydrated, for parts the server never paints
 * (they depend on the browser: consent, stored views, the visitor's plan): they stay out of the
 * JavaScript a page downloads before it can react (issue 32, decision 0037). Before hydration, and
 * on the server, it renders nothing — exactly what the part itself rendered there.
 */
export function afterHydration<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  // Code that cannot load (offline, blocked) leaves the part out rather than failing the page.
  const Deferred = lazy(() => load().catch(() => ({ default: Nothing })))
  return function AfterHydration(props: P) {
    const hydrated = useHydrated()
    return hydrated ? (
      <Suspense fallback={null}>
        <Deferred {...props} />
      </Suspense>
    ) : null
  }
}

/** Sends an analytics event (lib/analytics.ts track), its code loaded when the first event is sent. */
export function trackLater(event: string, params?: Record<string, unknown>) {
  void import('#client/lib/analytics').then((analytics) => analytics.track(event, params))
}
