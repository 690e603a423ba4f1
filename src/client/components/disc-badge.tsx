import type { DiscType } from '#shared/disc/types'
import { cn } from '#client/lib/cn'
import { DISC_THEME } from './disc-theme'

const SIZES = {
  /** Beside each score bar. */
  xs: 'size-6 rounded-md text-xs font-bold',
  /** In a chip, taking the chip's text style. */
  sm: 'size-7 rounded-full',
  md: 'size-8 rounded-lg text-sm font-bold',
  lg: 'size-9 rounded-lg font-extrabold',
  /** The headline tile of a profile. */
  xl: 'size-12 rounded-xl text-2xl font-extrabold',
} as const

/**
 * The DISC letter on its colour, white on the 700 shade. Decorative: the type's name is always
 * written next to it, so screen readers skip the letter.
 */
export function DiscBadge({ type, size = 'md' }: { type: DiscType; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center text-white', SIZES[size], DISC_THEME[type].solid)}
    >
      {type}
    </span>
  )
}
