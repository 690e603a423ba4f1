import { Slot } from 'radix-ui'
import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from '#client/lib/cn'

const VARIANTS = {
  primary: 'bg-violet-700 text-white hover:bg-violet-800 focus-visible:outline-violet-700 shadow-sm',
  secondary: 'bg-white text-violet-800 ring-1 ring-inset ring-violet-200 hover:bg-violet-50 focus-visible:outline-violet-700',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-violet-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
} as const

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-12 px-6 text-base sm:text-lg',
} as const

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS
  size?: keyof typeof SIZES
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  )
}
