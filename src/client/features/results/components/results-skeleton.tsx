import { Skeleton } from '#client/components/ui/spinner'

/** The dashboard's shape while the results load (SPEC.md §2); hidden without JavaScript (results-page.tsx). */
export function ResultsSkeleton() {
  return (
    <div role="status" data-results-skeleton="" className="flex flex-col gap-6">
      <span className="sr-only">Carregando seus resultados...</span>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <Skeleton className="h-6 w-48" />
            <div className="mt-6 flex flex-col gap-5">
              {[0, 1, 2, 3].map((row) => (
                <div key={row} className="flex flex-col gap-2">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-3 w-full" />
                </div>
              ))}
            </div>
          </div>
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-56 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  )
}
