import { describe, expect, it } from 'vitest'
import { rowsOf, toNumber } from './rows'

describe('rowsOf', () => {
  it('takes the rows of an execute answer', () => {
    expect(rowsOf<{ n: number }>({ rows: [{ n: 1 }] })).toEqual([{ n: 1 }])
  })

  it('answers no rows when there is no row list', () => {
    expect(rowsOf({})).toEqual([])
    expect(rowsOf({ rows: 'x' })).toEqual([])
    expect(rowsOf(null)).toEqual([])
  })
})

describe('toNumber', () => {
  it('reads numbers sent as numbers or as strings (bigint, numeric)', () => {
    expect(toNumber(3)).toBe(3)
    expect(toNumber('42')).toBe(42)
    expect(toNumber('2.5')).toBe(2.5)
  })

  it('answers 0 for what is not a number', () => {
    expect(toNumber(null)).toBe(0)
    expect(toNumber('abc')).toBe(0)
    expect(toNumber(Number.POSITIVE_INFINITY)).toBe(0)
  })
})
