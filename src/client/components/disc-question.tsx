import type { Ref } from 'react'
import type { DiscOption, DiscQuestion } from '#shared/disc/types'
import { DISC_UNKNOWN_ANSWER } from '#shared/product'
import { OneTapOptions, type OneTapOption } from '#client/components/wizard/one-tap-options'

interface DiscQuestionProps {
  question: DiscQuestion
  /** A line under the question, read as the radio group's description. */
  hint?: string
  /** The question's options in the (shuffled) order to show. */
  options: DiscOption[]
  selected: string | undefined
  /** The option just chosen, marked while the wizard moves on. */
  confirming?: string | null
  onSelect: (optionId: string) => void
  disabled?: boolean
  headingRef?: Ref<HTMLHeadingElement>
  /** Adds a visually secondary "Não sei dizer" (value DISC_UNKNOWN_ANSWER) after the options. */
  allowUnknown?: boolean
  /** Inside a WizardForm: the field each option posts (see OneTapOptions' `name`). */
  name?: string
}

const UNKNOWN_LABEL = 'Não sei dizer'

/**
 * One DISC question (the self test's or a feedback giver's) as a one-tap radio group: each option
 * is named by its title and described by its description; choosing one answers (see OneTapOptions).
 */
export function DiscQuestionView({
  question,
  hint,
  options,
  selected,
  confirming,
  onSelect,
  disabled,
  headingRef,
  allowUnknown = false,
  name,
}: DiscQuestionProps) {
  const hintId = hint ? `${question.id}-dica` : undefined
  const headingId = `${question.id}-pergunta`
  const choices: OneTapOption[] = options.map((option) => ({
    value: option.id,
    label: option.text,
    description: option.description,
  }))
  if (allowUnknown) choices.push({ value: DISC_UNKNOWN_ANSWER, label: UNKNOWN_LABEL, secondary: true })
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:gap-3">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold leading-snug text-slate-900 outline-none sm:text-xl"
      >
        {question.text}
      </h2>
      {hint ? (
        // On phones the hint is only read out: the intro says it once, and the options need the room.
        <p id={hintId} className="sr-only sm:not-sr-only sm:text-sm sm:text-slate-600">
          {hint}
        </p>
      ) : null}
      <OneTapOptions
        key={question.id}
        idPrefix={question.id}
        options={choices}
        selected={selected}
        confirming={confirming}
        onChoose={onSelect}
        labelledBy={headingId}
        describedBy={hintId}
        disabled={disabled}
        className="sm:grid sm:grid-cols-2 sm:gap-3"
        name={name}
      />
    </div>
  )
}
