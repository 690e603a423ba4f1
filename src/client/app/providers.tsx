import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { VisitSeedContext } from '#client/lib/visit-seed'

/** Marks the document once React has taken over the server's markup (end-to-end tests wait for it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

/** What wraps every page, on the server (entry-server.tsx) and in the browser (main.tsx) alike. */
export function AppProviders({ queryClient, seed, children }: { queryClient: QueryClient; seed: number | null; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VisitSeedContext value={seed}>
        {children}
        <HydratedMark />
      </VisitSeedContext>
    </QueryClientProvider>
  )
}
