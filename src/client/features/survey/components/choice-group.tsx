import { useId } from 'react'
import { cn } from '#client/lib/cn'

type Choice = readonly [value: string, label: string]

const optionClass = (checked: boolean) =>
  cn(
    'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
    checked ? 'border-violet-600 bg-violet-50 text-violet-950' : 'border-slate-200 bg-white text-slate-800 hover:border-violet-300',
  )

/** One answer out of several, as native radios in a labelled fieldset (arrow keys work). */
export function RadioChoices({
  legend,
  choices,
  value,
  onChange,
  columns = 1,
}: {
  legend: string
  choices: readonly Choice[]
  value: string | undefined
  onChange: (value: string) => void
  columns?: 1 | 2
}) {
  const name = useId()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      <div className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {choices.map(([optionValue, label]) => (
          <label key={optionValue} className={optionClass(value === optionValue)}>
            <input
              type="radio"
              name={name}
              value={optionValue}
              checked={value === optionValue}
              onChange={() => onChange(optionValue)}
              className="size-4 accent-violet-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Several answers, as native checkboxes in a labelled fieldset. */
export function CheckboxChoices({
  legend,
  hint,
  choices,
  value,
  onChange,
}: {
  legend: string
  hint?: string
  choices: readonly Choice[]
  value: readonly string[]
  onChange: (value: string[]) => void
}) {
  const hintId = useId()
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map(([optionValue, label]) => {
          const checked = value.includes(optionValue)
          return (
            <label key={optionValue} className={optionClass(checked)}>
              <input
                type="checkbox"
                value={optionValue}
                checked={checked}
                onChange={() => onChange(checked ? value.filter((v) => v !== optionValue) : [...value, optionValue])}
                className="size-4 accent-violet-700"
              />
              {label}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** A numeric scale (1–5, 0–10) as a row of radios, with the meaning of both ends. */
export function ScaleChoices({
  legend,
  min,
  max,
  lowLabel,
  highLabel,
  value,
  onChange,
}: {
  legend: string
  min: number
  max: number
  lowLabel: string
  highLabel: string
  value: number | undefined
  onChange: (value: number) => void
}) {
  const name = useId()
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i)
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {values.map((n) => (
          <label
            key={n}
            className={cn(
              'flex size-10 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
              value === n ? 'border-violet-700 bg-violet-700 text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-violet-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n}${n === min ? ` (${lowLabel})` : n === max ? ` (${highLabel})` : ''}`}
              className="sr-only"
            />
            <span aria-hidden="true">{n}</span>
          </label>
        ))}
      </div>
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{lowLabel}</span>
        <span>{highLabel}</span>
      </div>
    </fieldset>
  )
}

export function LimitedTextarea({
  label,
  value,
  max,
  onChange,
}: {
  label: string
  value: string | undefined
  max: number
  onChange: (value: string) => void
}) {
  const id = useId()
  const length = value?.length ?? 0
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      <textarea
        id={id}
        value={value ?? ''}
        maxLength={max}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count`}
        className="rounded-xl border border-slate-300 px-3 py-2 text-base focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-200"
      />
      <p id={`${id}-count`} className="self-end text-xs text-slate-600">
        {length}/{max} caracteres
      </p>
    </div>
  )
}
