import { describe, expect, it } from 'vitest'
import { classifyTaps, median, tapTable, withinBudget, type Tap, type TapRow } from './tap-metrics.mjs'

const tap = (at: number, handledAt = at + 10, onTarget = true): Tap => ({ at, handledAt, onTarget })

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([3600, 1100, 4200])).toBe(3600)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })

  it('counts a run without the value (no tap worked) as the worst', () => {
    expect(median([null, 1000, 2000])).toBe(2000)
    expect(median([null, null, 2000])).toBeNull()
  })
})

describe('classifyTaps', () => {
  it('gives the effect to the tap handled just before it and counts the earlier taps on the target as dead', () => {
    const taps = [tap(1200), tap(1400), tap(1600, 1610, false), tap(1800), tap(2000)]
    const result = classifyTaps(taps, [{ at: 1850, kind: 'mudança' }])
    expect(result.working?.at).toBe(1800)
    expect(result.late).toBe(false)
    expect(result.dead).toBe(2)
    expect(result.missed).toBe(1)
    expect(result.after).toBe(1)
  })

  it('ignores what the page did before the first tap (loading, hydrating)', () => {
    const result = classifyTaps([tap(1200), tap(1400)], [{ at: 700, kind: 'mudança' }, { at: 1420, kind: 'navegação' }])
    expect(result.effect?.kind).toBe('navegação')
    expect(result.working?.at).toBe(1400)
    expect(result.dead).toBe(1)
  })

  it('credits the first of the taps a busy page handled back to back, not the last', () => {
    // Three taps queued behind the hydration, handled within a few ms of each other.
    const taps = [tap(1000, 1010), tap(3400, 4200), tap(3600, 4201), tap(3800, 4202)]
    const result = classifyTaps(taps, [{ at: 4280, kind: 'mudança' }])
    expect(result.working?.at).toBe(3400)
    expect(result.dead).toBe(1)
    expect(result.after).toBe(2)
  })

  it('marks an effect that came more than 150 ms after every tap as late, on the last tap before it', () => {
    const result = classifyTaps([tap(1000), tap(1200)], [{ at: 1900, kind: 'mudança' }])
    expect(result.working?.at).toBe(1200)
    expect(result.late).toBe(true)
    expect(result.dead).toBe(1)
  })

  it('counts every tap on the target as dead when nothing happened', () => {
    const result = classifyTaps([tap(1000), tap(1200), tap(1400, 1410, false)], [])
    expect(result.working).toBeNull()
    expect(result.dead).toBe(2)
    expect(result.missed).toBe(1)
  })

  it('orders the taps by when the page handled them, whatever order they were reported in', () => {
    const result = classifyTaps([tap(1400), tap(1200), tap(1000)], [{ at: 1420, kind: 'navegação' }])
    expect(result.working?.at).toBe(1400)
    expect(result.dead).toBe(2)
  })
})

describe('budgets and the table', () => {
  const row = (firstTap: number | null, dead: number, firstTapBudget = true, second: number | null = 1900): TapRow => ({
    page: '/assessment',
    firstTapBudget,
    visible: 1100,
    firstTap,
    second,
    hydrated: 4200,
    dead,
  })

  it('checks the first tap against the profile and wants no dead tap', () => {
    expect(withinBudget(row(1500, 0), 'mobile')).toEqual({ firstTap: true, second: true, dead: true, ok: true })
    expect(withinBudget(row(1501, 0), 'mobile').ok).toBe(false)
    expect(withinBudget(row(2900, 0), 'poor3g').ok).toBe(true)
    expect(withinBudget(row(1000, 1), 'mobile')).toEqual({ firstTap: true, second: true, dead: false, ok: false })
    expect(withinBudget(row(null, 0), 'poor3g').firstTap).toBe(false)
    expect(withinBudget(row(9000, 0, false, null), 'mobile')).toEqual({ firstTap: null, second: null, dead: true, ok: true })
  })

  it('checks the second question on screen: 2.0 s on the mobile profile, 3.5 s on poor 3G, never missing', () => {
    expect(withinBudget(row(1000, 0, true, 2000), 'mobile').ok).toBe(true)
    expect(withinBudget(row(1000, 0, true, 2001), 'mobile')).toEqual({ firstTap: true, second: false, dead: true, ok: false })
    expect(withinBudget(row(1000, 0, true, 3500), 'poor3g').ok).toBe(true)
    expect(withinBudget(row(1000, 0, true, 3501), 'poor3g').second).toBe(false)
    expect(withinBudget(row(1000, 0, true, null), 'mobile').second).toBe(false)
  })

  it('prints seconds the Brazilian way with ✓ and ✗', () => {
    const table = tapTable('Lighthouse mobile', 'mobile', [row(3600, 9, true, 4100), row(1200, 0), row(900, 0, false, null)], 3)
    expect(table).toContain('| /assessment | 1,1 s | 3,6 s | 4,1 s | 4,2 s | 9 | ≤ 1,5 s ✗ | ≤ 2,0 s ✗ | ✗ |')
    expect(table).toContain('| /assessment | 1,1 s | 1,2 s | 1,9 s | 4,2 s | 0 | ≤ 1,5 s ✓ | ≤ 2,0 s ✓ | ✓ |')
    expect(table).toContain('| /assessment | 1,1 s | 0,9 s | — | 4,2 s | 0 | — | — | ✓ |')
    expect(table.split('\n')[0]).toContain('mediana de 3')
  })
})
