import type { FormEvent, ReactNode } from 'react'

interface WizardFormProps {
  /** The endpoint that takes this step without JavaScript (under /api/forms/, issue 32). */
  action: string
  /** What the endpoint needs to know besides the tapped control (which question is on screen…). */
  hidden?: Readonly<Record<string, string | number | undefined>>
  className?: string
  children: ReactNode
}

/**
 * A wizard step as a real form (issue 32, decision 0035): before the page's code runs, a tap on an
 * answer or on back/forward (OneTapOptions / WizardBar with `name`) posts it and the server answers
 * with the next step. Once hydrated, the controls handle their taps themselves and this form never
 * posts (Enter in a text field included).
 */
export function WizardForm({ action, hidden = {}, className, children }: WizardFormProps) {
  const keepHere = (event: FormEvent<HTMLFormElement>) => event.preventDefault()
  return (
    <form method="post" action={action} noValidate onSubmit={keepHere} className={className}>
      {Object.entries(hidden).map(([key, value]) =>
        value === undefined ? null : <input key={key} type="hidden" name={key} value={String(value)} />,
      )}
      {children}
    </form>
  )
}
