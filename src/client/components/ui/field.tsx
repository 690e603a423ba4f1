import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '#client/lib/cn'

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  hint?: ReactNode
}

/**
 * A label above its control, the hint and the error below it, announced to screen readers: the
 * control gets `id` and the ids to pass as its aria-describedby. Field uses it for an input; a page
 * with another control (a textarea) uses it directly.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  className?: string
  children: (describedBy: string | undefined) => ReactNode
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children([hintId, errorId].filter(Boolean).join(' ') || undefined)}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The border and focus ring of a field's control, red when it has an error. */
export const fieldControlClass = (error: string | undefined) =>
  cn(
    'rounded-xl border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-200',
    error ? 'border-red-600' : 'border-slate-300',
  )

/** A labelled input whose error and hint are announced to screen readers. */
export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn('h-11', fieldControlClass(error))}
          {...props}
        />
      )}
    </FieldFrame>
  )
}
