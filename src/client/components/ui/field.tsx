import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '#client/lib/cn'

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  hint?: ReactNode
}

/** A labelled input whose error and hint are announced to screen readers. */
export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'h-11 rounded-xl border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400',
          'focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-200',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...props}
      />
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
