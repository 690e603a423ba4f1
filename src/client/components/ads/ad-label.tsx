import { cn } from '#client/lib/cn'

/** Every ad says what it is (SPEC.md §1: ads are labelled 'publicidade'). */
export function AdLabel({ className }: { className?: string }) {
  return <p className={cn('text-[11px] font-medium uppercase tracking-wider text-slate-600', className)}>publicidade</p>
}
