import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '#client/components/ui/card'
import { cn } from '#client/lib/cn'

interface SectionCardProps {
  id?: string
  title: string
  icon?: LucideIcon
  description?: ReactNode
  children: ReactNode
  className?: string
}

/** A titled card; its heading names the region for screen readers. */
export function SectionCard({ id, title, icon: Icon, description, children, className }: SectionCardProps) {
  const headingId = `${id ?? title.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-')}-titulo`
  return (
    <Card id={id} role="region" aria-labelledby={headingId} className={cn('flex min-w-0 flex-col gap-3 px-3.5 py-4 sm:gap-4 sm:p-6', className)}>
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="flex items-center gap-2 text-base font-bold text-slate-900 sm:text-lg">
          {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0 text-violet-700" /> : null}
          {title}
        </h3>
        {description ? <div className="text-sm text-slate-600">{description}</div> : null}
      </div>
      {children}
    </Card>
  )
}

/** What a locked section shows until enough feedback arrives. */
export function LockedNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-sm text-slate-700">
      {children}
    </div>
  )
}
