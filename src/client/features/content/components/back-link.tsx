import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '#client/lib/cn'

/** The "back" link at the top of a content page (e.g. a profile back to /disc). */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-xl py-2 pr-3 text-sm font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {label}
    </Link>
  )
}
