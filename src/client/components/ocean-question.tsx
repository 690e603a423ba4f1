import type { Ref } from 'react'
import { ANSWER_SCALE, isOceanAnswerValue, type OceanAnswerValue } from '#shared/ocean/questions'
import { OneTapOptions, type OneTapOption } from '#client/components/wizard/one-tap-options'
import { cn } from '#client/lib/cn'

interface OceanQuestionProps {
  text: string
  value: OceanAnswerValue | undefined
  /** The answer just chosen, marked while the test moves on. */
  confirming?: OceanAnswerValue | null
  /** Absent inside a form that posts each answer (see OneTapOptions `onChoose`). */
  onChange?: (value: OceanAnswerValue) => void
  disabled?: boolean
  /** The statement's heading, focused when the person moves to another statement. */
  headingRef?: Ref<HTMLHeadingElement>
  /** Inside a WizardForm: the field each answer posts (see OneTapOptions `name`, issue 32). */
  name?: string
}

function scaleOption(option: (typeof ANSWER_SCALE)[number], chosen: boolean): OneTapOption {
  return {
    value: String(option.value),
    label: option.label,
    badge: (
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-base font-bold sm:size-9',
          chosen ? 'border-violet-700 bg-violet-700 text-white' : 'border-slate-300 text-slate-700',
        )}
      >
        {option.value}
      </span>
    ),
  }
}

/**
 * One statement and the 1-5 agreement scale as a one-tap radio group (see OneTapOptions): the
 * arrow keys move between the five answers, Enter or Space (or a tap) chooses one.
 */
export function OceanQuestion({ text, value, confirming = null, onChange, disabled, headingRef, name }: OceanQuestionProps) {
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <h2
        id="ocean-afirmacao"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold leading-snug text-slate-900 outline-none sm:text-2xl"
      >
        {text}
      </h2>
      <OneTapOptions
        idPrefix="ocean-escala"
        options={ANSWER_SCALE.map((option) => scaleOption(option, value === option.value))}
        selected={value === undefined ? undefined : String(value)}
        confirming={confirming === null ? null : String(confirming)}
        onChoose={
          onChange &&
          ((next) => {
            const parsed = Number(next)
            if (isOceanAnswerValue(parsed)) onChange(parsed)
          })
        }
        labelledBy="ocean-afirmacao"
        name={name}
        disabled={disabled}
        className="grid sm:grid-cols-5 sm:gap-3"
        align="center"
        optionClassName="rounded-xl sm:flex-col sm:justify-center sm:gap-2 sm:px-2 sm:py-4 sm:text-center [&>span:last-child]:sm:items-center"
      />
    </div>
  )
}
