import type { ReactNode } from 'react'

/** The question and the wizard bar: a card from sm up; on phones the page itself, for the room. */
export function WizardPanel({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:gap-4 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-6 sm:pb-3 sm:shadow-sm">
      {children}
    </div>
  )
}
