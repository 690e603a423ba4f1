import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { VisitSeedContext } from '#client/lib/visit-seed'

/** What wraps every page, on the server (entry-server.tsx) and in the browser (main.tsx) alike. */
export function AppProviders({ queryClient, seed, children }: { queryClient: QueryClient; seed: number | null; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VisitSeedContext value={seed}>{children}</VisitSeedContext>
    </QueryClientProvider>
  )
}
