/**
 * The DISC 360 radar's axis (issue 33): scaled to the data so the shapes are readable, but only to a
 * few fixed steps so two charts with similar numbers share a scale. Four shares that sum to 100 put
 * the largest at 25 or more, so 40 is the smallest useful maximum.
 */
const STEPS = [40, 50, 60, 80, 100] as const

export function radarScale(values: readonly number[]): { max: number; ticks: number[] } {
  const highest = Math.max(0, ...values.filter((value) => Number.isFinite(value)))
  const max = STEPS.find((step) => step >= highest) ?? 100
  const every = max <= 60 ? 10 : 20
  const ticks = Array.from({ length: max / every + 1 }, (_, i) => i * every)
  return { max, ticks }
}
