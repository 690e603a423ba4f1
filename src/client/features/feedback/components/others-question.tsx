import type { Ref } from 'react'
import type { DiscOption, DiscQuestion } from '../../../../shared/disc/types'
import { cn } from '../../../lib/cn'

interface OthersQuestionProps {
  question: DiscQuestion
  /** Options in this giver's shuffled order. */
  options: DiscOption[]
  selected: string | undefined
  onSelect: (optionId: string) => void
  disabled?: boolean
  headingRef?: Ref<HTMLHeadingElement>
}

/** One question about the person as a native radio group (arrow keys move, Space selects). */
export function OthersQuestion({ question, options, selected, onSelect, disabled, headingRef }: OthersQuestionProps) {
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
      <div role="radiogroup" aria-labelledby={headingId} className="flex flex-col gap-3">
        {options.map((option) => {
          const checked = selected === option.id
          return (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
                checked ? 'border-violet-600 bg-violet-50' : 'border-slate-200 hover:border-violet-300 hover:bg-violet-50/40',
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
      </div>
    </div>
  )
}
