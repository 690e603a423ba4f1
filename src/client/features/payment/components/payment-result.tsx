import type { ReactNode } from 'react'
import { Card } from '#client/components/ui/card'
import { cn } from '#client/lib/cn'

const TONES = {
  success: 'bg-emerald-100 text-emerald-700',
  warning: 'bg-amber-100 text-amber-700',
  danger: 'bg-red-100 text-red-700',
  neutral: 'bg-violet-100 text-violet-700',
} as const

/** The centred card every payment return page uses: an icon, a title, then the page's content. */
export function PaymentResult({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode
  tone: keyof typeof TONES
  title: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <span aria-hidden="true" className={cn('flex size-14 items-center justify-center rounded-full', TONES[tone])}>
            {icon}
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        </div>
        {children}
      </Card>
    </div>
  )
}
