import { RadioGroup } from 'radix-ui'
import type { Ref } from 'react'
import { ANSWER_SCALE, isOceanAnswerValue, type OceanAnswerValue } from '#shared/ocean/questions'
import { cn } from '#client/lib/cn'

interface OceanQuestionProps {
  text: string
  value: OceanAnswerValue | undefined
  onChange: (value: OceanAnswerValue) => void
  disabled?: boolean
  /** The statement's heading, focused when the person moves to another statement. */
  headingRef?: Ref<HTMLHeadingElement>
}

/**
 * One statement and the 1-5 agreement scale as a radio group: Tab reaches it, the arrow keys
 * move between (and choose) the five answers, Space chooses the focused one.
 */
export function OceanQuestion({ text, value, onChange, disabled, headingRef }: OceanQuestionProps) {
  return (
    <div className="flex flex-col gap-6">
      <h2
        id="ocean-afirmacao"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold leading-snug text-slate-900 outline-none sm:text-2xl"
      >
        {text}
      </h2>
      <RadioGroup.Root
        aria-labelledby="ocean-afirmacao"
        value={value === undefined ? '' : String(value)}
        onValueChange={(next) => {
          const parsed = Number(next)
          if (isOceanAnswerValue(parsed)) onChange(parsed)
        }}
        className="grid gap-2 sm:grid-cols-5 sm:gap-3"
        disabled={disabled}
      >
        {ANSWER_SCALE.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={String(option.value)}
            aria-label={option.label}
            className={cn(
              'group flex items-center gap-3 rounded-xl border-2 px-4 py-3 text-left transition-colors',
              'sm:flex-col sm:justify-center sm:gap-2 sm:px-2 sm:py-4 sm:text-center',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
              'border-slate-200 bg-white hover:border-violet-300 hover:bg-violet-50',
              'data-[state=checked]:border-violet-700 data-[state=checked]:bg-violet-50',
              'disabled:cursor-not-allowed disabled:opacity-60',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-base font-bold',
                'border-slate-300 text-slate-700',
                'group-data-[state=checked]:border-violet-700 group-data-[state=checked]:bg-violet-700 group-data-[state=checked]:text-white',
              )}
            >
              {option.value}
            </span>
            <span aria-hidden="true" className="text-sm font-medium text-slate-800 sm:text-[0.8125rem] sm:leading-tight">
              {option.label}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  )
}
