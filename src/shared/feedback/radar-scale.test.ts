import { describe, expect, it } from 'vitest'
import { radarScale } from './radar-scale'

describe('radarScale', () => {
  it('fits the data in a few fixed steps', () => {
    expect(radarScale([12, 46, 30, 12])).toEqual({ max: 50, ticks: [0, 10, 20, 30, 40, 50] })
    expect(radarScale([25, 25, 25, 25])).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] })
    expect(radarScale([70, 10, 10, 10]).max).toBe(80)
    expect(radarScale([100, 0, 0, 0])).toEqual({ max: 100, ticks: [0, 20, 40, 60, 80, 100] })
  })

  it('never clips a value and ignores what is not a number', () => {
    for (const highest of [0, 39, 40, 41, 59, 61, 81, 99]) expect(radarScale([highest, Number.NaN]).max).toBeGreaterThanOrEqual(highest)
  })
})
