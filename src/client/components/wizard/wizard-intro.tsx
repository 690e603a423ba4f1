import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn'

interface WizardIntroProps {
  eyebrow: ReactNode
  title: string
  description: ReactNode
  /** After the first question: only a one-line title, so the question and its options fit the screen. */
  compact: boolean
  className?: string
}

/** A wizard's intro, told once (issue 24): in full on the first question, then only its title, small. */
export function WizardIntro({ eyebrow, title, description, compact, className }: WizardIntroProps) {
  if (compact) {
    return (
      <header className={cn('text-center', className)}>
        <h1 className="truncate text-sm font-semibold text-violet-800">{title}</h1>
      </header>
    )
  }
  // On phones only the title: the question and its options must fit the screen from the first step.
  return (
    <header className={cn('flex flex-col gap-1 text-center sm:gap-2', className)}>
      <div className="hidden text-sm font-semibold uppercase tracking-wide text-violet-700 sm:block">{eyebrow}</div>
      <h1 className="truncate text-sm font-semibold text-violet-800 sm:whitespace-normal sm:text-3xl sm:font-extrabold sm:tracking-tight sm:text-slate-900">
        {title}
      </h1>
      <div className="mx-auto hidden max-w-xl text-slate-600 sm:block">{description}</div>
    </header>
  )
}
