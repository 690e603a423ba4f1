import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import { VisitSeedContext } from '#client/lib/visit-seed'

/** The performance mark of the first commit (hydration, or the first render without a server page). */
export const HYDRATION_COMMIT_MARK = 'espelho:hydrated'

/** Marks the document once React has taken over the server's markup (end-to-end tests wait for it). */
function HydratedMark() {
  // The commit of the first render itself, before any effect starts loading more: where the first
  // load ends for tests/e2e/site/bundle-budget.spec.ts.
  useLayoutEffect(() => {
    performance.mark(HYDRATION_COMMIT_MARK)
  }, [])
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

interface AppProvidersProps {
  /** The one client: per request on the server (entry-server.tsx), one in the browser (main.tsx). */
  queryClient: QueryClient
  seed: number | null
  children: ReactNode
}

/** What wraps every page, on the server (entry-server.tsx) and in the browser (main.tsx) alike. */
export function AppProviders({ queryClient, seed, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <VisitSeedContext value={seed}>
        {children}
        <HydratedMark />
      </VisitSeedContext>
    </QueryClientProvider>
  )
}
