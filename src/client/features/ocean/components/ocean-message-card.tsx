import { AlertTriangle, Compass } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '#client/components/ui/card'
import { cn } from '#client/lib/cn'

/** A state of the results page that is not a result: nothing yet, not found, or a failure. */
export function OceanMessageCard({
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  title: string
  children: ReactNode
  actions: ReactNode
  tone?: 'neutral' | 'error'
}) {
  const Icon = tone === 'error' ? AlertTriangle : Compass
  return (
    <Card
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 py-10 text-center sm:py-12">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-14 items-center justify-center rounded-2xl',
          tone === 'error' ? 'bg-red-100 text-red-700' : 'bg-violet-100 text-violet-700',
        )}
      >
        <Icon className="size-7" />
      </span>
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      <div className="max-w-md text-slate-700">{children}</div>
      <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
    </Card>
  )
}
