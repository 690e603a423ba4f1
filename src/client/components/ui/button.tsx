import { Children, cloneElement, isValidElement, type ButtonHTMLAttributes, type ReactElement, type Ref, type RefCallback } from 'react'
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

type ChildProps = Record<string, unknown> & { className?: string; style?: object; ref?: Ref<unknown> }

/** Both refs get the element: the button's own (forwarded) and the child's. */
function composeRefs(...refs: (Ref<unknown> | undefined)[]): RefCallback<unknown> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node)
      else if (ref) (ref as { current: unknown }).current = node
    }
  }
}

/**
 * `asChild`: the one child element (a Link, an <a>) is rendered with the button's props merged into
 * its own — classes joined, styles merged, both event handlers called (the child's first), the
 * child's other props winning, both refs set. What Radix's Slot does for a button, without loading
 * Radix on every page: the navbar's buttons are in the first-load JavaScript (issue 32).
 */
function Slot({ children, ref, ...slotProps }: ChildProps & { children?: unknown }) {
  const child = Children.only(children)
  if (!isValidElement(child)) return null
  const childProps = (child as ReactElement<ChildProps>).props
  const merged: ChildProps = { ...slotProps, ...childProps }
  for (const key of Object.keys(slotProps)) {
    const own = slotProps[key]
    const theirs = childProps[key]
    if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (theirs as (...a: unknown[]) => unknown)(...args)
        ;(own as (...a: unknown[]) => unknown)(...args)
        return result
      }
    }
  }
  merged.className = cn(slotProps.className, childProps.className)
  if (slotProps.style || childProps.style) merged.style = { ...slotProps.style, ...childProps.style }
  if (ref || childProps.ref) merged.ref = ref && childProps.ref ? composeRefs(ref, childProps.ref) : (ref ?? childProps.ref)
  return cloneElement(child as ReactElement<ChildProps>, merged)
}

export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button'
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
