import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { Ref } from 'react'
import { Button } from '#client/components/ui/button'

interface WizardBarProps {
  /** e.g. 'Pergunta' → 'Pergunta 3 de 24'. */
  stepLabel: string
  index: number
  total: number
  /** Questions answered so far: the bar fills with these, not with the position. */
  answered: number
  progressLabel: string
  onBack: () => void
  backDisabled?: boolean
  /** The button on the right: 'Próximo' on the way, the finishing one on the last question. */
  forward: {
    label: string
    onClick: () => void
    disabled?: boolean
    showArrow?: boolean
    /** Inside a WizardForm: the value it posts under `navName` (default 'next'). */
    value?: string
  }
  /**
   * Inside a WizardForm: back and forward are submit buttons posting `navName=back|next|…`, so they
   * work before the page's code runs (issue 32); once hydrated their clicks are handled here.
   */
  navName?: string
  /** The finishing button, focused once the last answer is chosen. */
  forwardRef?: Ref<HTMLButtonElement>
}

/** 'N de total respondidas': 23 of 24 answered is not done. */
export function answeredText(answered: number, total: number): string {
  return `${answered} de ${total} respondidas`
}

/**
 * The wizards' bar (issue 24): where the person is, how much is answered and the way back and
 * forward, pinned to the bottom of the screen so nothing needed is below the fold. The position is
 * a live region, so screen readers hear each step change.
 */
export function WizardBar({
  stepLabel,
  index,
  total,
  answered,
  progressLabel,
  onBack,
  backDisabled,
  forward,
  forwardRef,
  navName,
}: WizardBarProps) {
  const submit = navName ? ({ type: 'submit', name: navName } as const) : {}
  const percent = Math.round((answered / total) * 100)
  const position = `${stepLabel} ${index + 1} de ${total}`
  const done = answeredText(answered, total)
  return (
    <div
      data-testid="wizard-bar"
      className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-6px_20px_rgb(15_23_42/0.06)] backdrop-blur sm:mx-0 sm:px-0 sm:shadow-none"
    >
      <div
        role="progressbar"
        aria-label={progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={done}
        className="h-1.5 overflow-hidden rounded-full bg-violet-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-violet-600 to-fuchsia-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="h-10 px-2 sm:px-3"
          {...submit}
          value={navName ? 'back' : undefined}
          onClick={(event) => {
            event.preventDefault()
            onBack()
          }}
          disabled={backDisabled}
        >
          <ArrowLeft className="size-4" /> Anterior
        </Button>
        <p className="flex min-w-0 flex-col items-center text-center text-xs leading-tight sm:flex-row sm:gap-3 sm:text-sm">
          <span role="status" className="font-semibold text-violet-800">
            {position}
          </span>
          <span className="text-slate-600">{done}</span>
        </p>
        <Button
          ref={forwardRef}
          size="sm"
          className="h-10 px-3 sm:px-4"
          {...submit}
          value={navName ? (forward.value ?? 'next') : undefined}
          onClick={(event) => {
            event.preventDefault()
            forward.onClick()
          }}
          disabled={forward.disabled}
        >
          {forward.label}
          {forward.showArrow ? <ArrowRight className="hidden size-4 sm:block" /> : null}
        </Button>
      </div>
    </div>
  )
}
