import { Check } from 'lucide-react'
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '#client/lib/cn'

export interface OneTapOption {
  value: string
  /** The option's name (read by screen readers). */
  label: ReactNode
  /** A line under the name, read as the option's description. */
  description?: ReactNode
  /** A quieter option set apart after the others (e.g. "Não sei dizer"). */
  secondary?: boolean
  /** What is drawn before the name (e.g. the 1–5 of a scale); a check mark when chosen otherwise. */
  badge?: ReactNode
}

interface OneTapOptionsProps {
  /** Prefix of the element ids (unique on the page). */
  idPrefix: string
  options: readonly OneTapOption[]
  selected: string | undefined
  /** The value being confirmed before the wizard moves on. */
  confirming?: string | null
  /** Absent inside a form that posts each answer (the server keeps the progress): a tap submits it. */
  onChoose?: (value: string) => void
  labelledBy: string
  describedBy?: string
  disabled?: boolean
  className?: string
  /** Classes for each (non-secondary) option. */
  optionClassName?: string
  /** How an option's badge and text line up: at the top (several lines of text) or centred (a short label). */
  align?: 'start' | 'center'
  /**
   * Inside a WizardForm: each option is a submit button carrying `name=value`, so a tap answers
   * before the page's code runs (issue 32); once hydrated the tap is handled here and nothing posts.
   */
  name?: string
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight'])
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft'])

/**
 * A wizard question's options as one radio group where a tap answers (issue 24). Tab reaches the
 * group (the chosen option, or the first), the arrow keys move between the options without choosing,
 * and Enter or Space chooses the focused one — which also moves the wizard on. Each option is a
 * button with the radio role, so screen readers hear "radio button, checked, 2 of 4".
 */
export function OneTapOptions({
  idPrefix,
  options,
  selected,
  confirming = null,
  onChoose,
  labelledBy,
  describedBy,
  disabled,
  className,
  optionClassName,
  align = 'start',
  name,
}: OneTapOptionsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const selectedIndex = options.findIndex((option) => option.value === selected)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const tabStop = focusIndex ?? (selectedIndex >= 0 ? selectedIndex : 0)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0
    let to: number | null = null
    if (step !== 0) to = (tabStop + step + options.length) % options.length
    else if (event.key === 'Home') to = 0
    else if (event.key === 'End') to = options.length - 1
    if (to === null) return
    event.preventDefault()
    setFocusIndex(to)
    refs.current[to]?.focus()
  }

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      className={cn('flex flex-col gap-2', className)}
    >
      {options.map((option, i) => {
        const checked = selected === option.value
        const flashing = confirming === option.value
        const labelId = `${idPrefix}-${i}-nome`
        const descriptionId = option.description ? `${idPrefix}-${i}-descricao` : undefined
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[i] = element
            }}
            type={name ? 'submit' : 'button'}
            name={name}
            role="radio"
            value={option.value}
            aria-checked={checked}
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
            tabIndex={i === tabStop ? 0 : -1}
            disabled={disabled}
            data-confirming={flashing || undefined}
            onFocus={() => setFocusIndex(i)}
            onClick={
              onChoose &&
              ((event) => {
                event.preventDefault()
                onChoose(option.value)
              })
            }
            className={cn(
              'group flex gap-2 text-left sm:gap-3 transition-[background-color,border-color,transform] duration-200',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
              'disabled:cursor-not-allowed disabled:opacity-60',
              option.secondary
                ? cn(
                    'w-auto items-center self-start rounded-xl border px-3 py-1.5 text-sm sm:col-span-full sm:justify-self-start',
                    checked
                      ? 'border-slate-500 bg-slate-100 text-slate-900'
                      : 'border-dashed border-slate-300 bg-white text-slate-700 hover:border-slate-400',
                  )
                : cn(
                    align === 'center' ? 'items-center' : 'items-start',
                    'w-full rounded-xl border-2 px-3 py-2 sm:rounded-2xl sm:px-4 sm:py-3',
                    checked ? 'border-violet-600 bg-violet-50' : 'border-slate-200 bg-white hover:border-violet-300 hover:bg-violet-50/40',
                    flashing && 'scale-[0.99] border-violet-700 bg-violet-100',
                    optionClassName,
                  ),
            )}
          >
            {option.badge ?? (
              <span
                aria-hidden="true"
                className={cn(
                  'shrink-0 items-center justify-center rounded-full border-2',
                  // On phones the circle shows only once chosen: the text needs the width.
                  option.secondary ? 'flex size-4' : cn('mt-0.5 size-5 sm:flex', checked ? 'flex' : 'hidden'),
                  checked ? 'border-violet-700 bg-violet-700 text-white' : 'border-slate-400 bg-white',
                  option.secondary && checked && 'border-slate-600 bg-slate-600',
                )}
              >
                {checked ? <Check className={option.secondary ? 'size-3' : 'size-3.5'} strokeWidth={3} /> : null}
              </span>
            )}
            {/* On phones the name and its description run on as one paragraph; side by side lines from sm up. */}
            <span className="min-w-0 text-sm leading-snug sm:flex sm:flex-col sm:gap-0.5 sm:text-base">
              <span id={labelId} className={cn(option.secondary ? 'font-medium' : 'font-semibold text-slate-900')}>
                {option.label}
              </span>
              {option.description ? (
                <>
                  {' '}
                  <span id={descriptionId} className="text-slate-600 sm:text-sm">
                    {option.description}
                  </span>
                </>
              ) : null}
            </span>
          </button>
        )
      })}
    </div>
  )
}
