import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn'

/** The h2 (with an optional eyebrow and lead) that opens each section of a content page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string
  eyebrow?: string
  title: string
  children?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('flex max-w-3xl flex-col gap-3', className)}>
      {eyebrow ? <p className="text-sm font-bold uppercase tracking-wider text-violet-700">{eyebrow}</p> : null}
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children ? <div className="text-base leading-relaxed text-slate-700 sm:text-lg">{children}</div> : null}
    </div>
  )
}
