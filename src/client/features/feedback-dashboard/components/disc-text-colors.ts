import type { DiscType } from '#shared/disc/types'

/**
 * Darker shades of DISC_COLORS (D red, I orange, S green, C blue) for text on light backgrounds:
 * the brand shades of orange and green fall below the WCAG AA contrast ratio for text.
 */
export const DISC_TEXT_COLORS: Readonly<Record<DiscType, string>> = {
  D: '#b91c1c',
  I: '#c2410c',
  S: '#15803d',
  C: '#1d4ed8',
}
