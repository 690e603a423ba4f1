import { describe, expect, it } from 'vitest'
import { RecentlyUsed } from './recently-used'

describe('RecentlyUsed', () => {
  it('keeps at most `limit` entries and forgets the least recently used one', () => {
    const kept = new RecentlyUsed<string, number>(2)
    kept.set('a', 1)
    kept.set('b', 2)
    expect(kept.get('a')).toBe(1) // 'a' is now the most recent
    kept.set('c', 3)
    expect(kept.size).toBe(2)
    expect(kept.get('b')).toBeUndefined()
    expect(kept.get('a')).toBe(1)
    expect(kept.get('c')).toBe(3)
  })

  it('moves a key set again to the most recent place', () => {
    const kept = new RecentlyUsed<string, number>(2)
    kept.set('a', 1)
    kept.set('b', 2)
    kept.set('a', 10)
    kept.set('c', 3)
    expect(kept.get('a')).toBe(10)
    expect(kept.has('b')).toBe(false)
  })

  it('answers has() without counting it as a use', () => {
    const kept = new RecentlyUsed<string, number>(2)
    kept.set('a', 1)
    kept.set('b', 2)
    expect(kept.has('a')).toBe(true)
    kept.set('c', 3)
    expect(kept.has('a')).toBe(false)
    expect(kept.has('b')).toBe(true)
  })

  it('forgets everything on clear()', () => {
    const kept = new RecentlyUsed<string, number>(2)
    kept.set('a', 1)
    kept.clear()
    expect(kept.size).toBe(0)
  })
})
