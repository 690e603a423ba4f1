import { cn } from '#client/lib/cn'

export function Spinner({ label = 'Carregando...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-slate-600', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-violet-200 border-t-violet-700"
      />
      <span className="sr-only">{label}</span>
    </div>
  )
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-slate-200/80', className)} />
}
