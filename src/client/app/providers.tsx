import { QueryClientContext, type QueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import { PageDataContext, type PageDataStore } from '#client/lib/page-form-data'
import { ensureQueryClient, useLoadedQueryClient } from '#client/lib/query-slot'
import { SessionContext, type SessionStore } from '#client/lib/session'
import { whenIdle } from '#client/lib/when-idle'
import { VisitSeedContext } from '#client/lib/visit-seed'

/** The performance mark of the first commit (hydration, or the first render without a server page). */
export const HYDRATION_COMMIT_MARK = 'espelho:hydrated'

/** Marks the document once React has taken over the server's markup (end-to-end tests wait for it). */
function HydratedMark() {
  // The commit of the first render itself, before any effect starts loading more: where the first
  // load ends for tests/e2e/site/bundle-budget.spec.ts (decision 0032).
  useLayoutEffect(() => {
    performance.mark(HYDRATION_COMMIT_MARK)
  }, [])
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    // Once the page reacts and the browser is idle, the rest of the app's data layer arrives for the
    // pages that follow (a page that needs it first waits for it itself): its evaluation never joins
    // the hydration's tasks into one long task (issue 32, the invite page's blocking time).
    return whenIdle(() => void ensureQueryClient().catch(() => undefined))
  }, [])
  return null
}

/**
 * TanStack Query's context: the server render's client, or in the browser the one loaded when first
 * needed (query-slot.ts). The same component on both sides, so the hydrated tree is the server's.
 */
function Queries({ client, children }: { client: QueryClient | undefined; children: ReactNode }) {
  const loaded = useLoadedQueryClient()
  return <QueryClientContext value={client ?? loaded}>{children}</QueryClientContext>
}

interface AppProvidersProps {
  /** The server render's client; the browser's is loaded when first needed. */
  queryClient?: QueryClient
  session: SessionStore
  pageData: PageDataStore
  seed: number | null
  children: ReactNode
}

/** What wraps every page, on the server (entry-server.tsx) and in the browser (main.tsx) alike. */
export function AppProviders({ queryClient, session, pageData, seed, children }: AppProvidersProps) {
  return (
    <Queries client={queryClient}>
      <SessionContext value={session}>
        <PageDataContext value={pageData}>
          <VisitSeedContext value={seed}>
            {children}
            <HydratedMark />
          </VisitSeedContext>
        </PageDataContext>
      </SessionContext>
    </Queries>
  )
}
