import type { Ref } from 'react'
import type { DiscOption, DiscQuestion } from '#shared/disc/types'
import { DISC_UNKNOWN_ANSWER } from '#shared/product'
import { cn } from '#client/lib/cn'

interface DiscQuestionProps {
  question: DiscQuestion
  /** A line under the question, read as the radio group's description. */
  hint?: string
  /** The question's options in the (shuffled) order to show. */
  options: DiscOption[]
  selected: string | undefined
  onSelect: (optionId: string) => void
  disabled?: boolean
  headingRef?: Ref<HTMLHeadingElement>
  /** Adds a visually secondary "Não sei dizer" (value DISC_UNKNOWN_ANSWER) after the options. */
  allowUnknown?: boolean
}

const UNKNOWN_LABEL = 'Não sei dizer'

/**
 * One DISC question (the self test's or a feedback giver's) as a native radio group: Tab reaches
 * the group, the arrow keys move between the options and Space selects; each option is named by
 * its title and described by its description.
 */
export function DiscQuestionView({
  question,
  hint,
  options,
  selected,
  onSelect,
  disabled,
  headingRef,
  allowUnknown = false,
}: DiscQuestionProps) {
  const hintId = hint ? `${question.id}-dica` : undefined
  const headingId = `${question.id}-pergunta`
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold leading-snug text-slate-900 outline-none sm:text-2xl"
      >
        {question.text}
      </h2>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div role="radiogroup" aria-labelledby={headingId} aria-describedby={hintId} className="flex flex-col gap-3">
        {options.map((option) => {
          const checked = selected === option.id
          return (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
                checked ? 'border-violet-600 bg-violet-50' : 'border-slate-200 bg-white hover:border-violet-300 hover:bg-violet-50/40',
              )}
            >
              <input
                type="radio"
                name={question.id}
                value={option.id}
                checked={checked}
                disabled={disabled}
                onChange={() => onSelect(option.id)}
                aria-labelledby={`${option.id}-titulo`}
                aria-describedby={`${option.id}-descricao`}
                className="mt-1 size-5 shrink-0 accent-violet-700 focus-visible:outline-none"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span id={`${option.id}-titulo`} className="font-semibold text-slate-900">
                  {option.text}
                </span>
                <span id={`${option.id}-descricao`} className="text-sm leading-relaxed text-slate-600">
                  {option.description}
                </span>
              </span>
            </label>
          )
        })}
        {allowUnknown ? (
          <label
            className={cn(
              'flex cursor-pointer items-center gap-3 self-start rounded-xl border px-3 py-2 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
              selected === DISC_UNKNOWN_ANSWER
                ? 'border-slate-500 bg-slate-100 text-slate-900'
                : 'border-dashed border-slate-300 bg-white text-slate-700 hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              name={question.id}
              value={DISC_UNKNOWN_ANSWER}
              checked={selected === DISC_UNKNOWN_ANSWER}
              disabled={disabled}
              onChange={() => onSelect(DISC_UNKNOWN_ANSWER)}
              className="size-4 shrink-0 accent-slate-600 focus-visible:outline-none"
            />
            {UNKNOWN_LABEL}
          </label>
        ) : null}
      </div>
    </div>
  )
}
