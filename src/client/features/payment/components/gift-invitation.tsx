import { Gift } from 'lucide-react'
import { cn } from '#client/lib/cn'
import { Link } from 'react-router'

/** The line under the plans that leads to "Presentear Premium" (decision 0048), on /pricing and /checkout. */
export function GiftInvitation({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 text-slate-700', className)}>
      <Gift aria-hidden="true" className="size-5 shrink-0 text-violet-700" />
      <span>
        Quer dar o Premium a outra pessoa?{' '}
        <Link to="/gift" className="font-semibold text-violet-800 underline">
          Presentear Premium
        </Link>
      </span>
    </p>
  )
}
