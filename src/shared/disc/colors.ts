import type { DiscType } from './types'

/** The DISC brand colours (SPEC.md §9: D red, I orange, S green, C blue), for bars on every surface. */
export const DISC_COLORS = {
  D: '#dc2626',
  I: '#ea580c',
  S: '#16a34a',
  C: '#2563eb',
} as const satisfies Record<DiscType, string>
