import { DISC_COLORS } from '#shared/disc/colors'
import type { DiscType } from '#shared/disc/types'

/**
 * The one home of the DISC colours (D red, I orange, S green, C blue — SPEC.md §9). The letters,
 * names, nicknames and explanations are data both sides use: `#shared/disc/types`.
 *
 * - `color`: the brand shade (`#shared/disc/colors`, which the share images use too), for bars and
 *   chart strokes (not for text).
 * - `textColor`: a darker shade for text on light backgrounds; the brand orange and green fall
 *   below the WCAG AA contrast ratio for text.
 * - Tailwind classes: solid fills use the 700 shade so white text keeps AA contrast; light tints
 *   carry dark text.
 */
export const DISC_THEME = {
  D: {
    color: DISC_COLORS.D,
    textColor: '#b91c1c',
    solid: 'bg-red-700',
    hero: 'from-red-800 via-red-700 to-rose-700',
    tint: 'bg-red-50',
    text: 'text-red-800',
    border: 'border-red-200',
    ring: 'hover:border-red-300 focus-visible:outline-red-700',
  },
  I: {
    color: DISC_COLORS.I,
    textColor: '#c2410c',
    solid: 'bg-orange-700',
    hero: 'from-orange-800 via-orange-700 to-amber-700',
    tint: 'bg-orange-50',
    text: 'text-orange-800',
    border: 'border-orange-200',
    ring: 'hover:border-orange-300 focus-visible:outline-orange-700',
  },
  S: {
    color: DISC_COLORS.S,
    textColor: '#15803d',
    solid: 'bg-green-700',
    hero: 'from-green-800 via-green-700 to-emerald-700',
    tint: 'bg-green-50',
    text: 'text-green-800',
    border: 'border-green-200',
    ring: 'hover:border-green-300 focus-visible:outline-green-700',
  },
  C: {
    color: DISC_COLORS.C,
    textColor: '#1d4ed8',
    solid: 'bg-blue-700',
    hero: 'from-blue-800 via-blue-700 to-indigo-700',
    tint: 'bg-blue-50',
    text: 'text-blue-800',
    border: 'border-blue-200',
    ring: 'hover:border-blue-300 focus-visible:outline-blue-700',
  },
} as const satisfies Record<DiscType, Record<string, string>>
