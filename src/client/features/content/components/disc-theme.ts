import type { DiscType } from '#shared/disc/types'

/**
 * Tailwind classes per DISC type (D red, I orange, S green, C blue — SPEC.md §9). Solid fills use
 * the 700 shade so white text keeps AA contrast; light tints carry dark text.
 */
export const DISC_THEME = {
  D: {
    solid: 'bg-red-700',
    hero: 'from-red-800 via-red-700 to-rose-700',
    tint: 'bg-red-50',
    text: 'text-red-800',
    border: 'border-red-200',
    ring: 'hover:border-red-300 focus-visible:outline-red-700',
  },
  I: {
    solid: 'bg-orange-700',
    hero: 'from-orange-800 via-orange-700 to-amber-700',
    tint: 'bg-orange-50',
    text: 'text-orange-800',
    border: 'border-orange-200',
    ring: 'hover:border-orange-300 focus-visible:outline-orange-700',
  },
  S: {
    solid: 'bg-green-700',
    hero: 'from-green-800 via-green-700 to-emerald-700',
    tint: 'bg-green-50',
    text: 'text-green-800',
    border: 'border-green-200',
    ring: 'hover:border-green-300 focus-visible:outline-green-700',
  },
  C: {
    solid: 'bg-blue-700',
    hero: 'from-blue-800 via-blue-700 to-indigo-700',
    tint: 'bg-blue-50',
    text: 'text-blue-800',
    border: 'border-blue-200',
    ring: 'hover:border-blue-300 focus-visible:outline-blue-700',
  },
} as const satisfies Record<DiscType, Record<string, string>>
