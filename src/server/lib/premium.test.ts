import { describe, expect, it } from 'vitest'
import { isPremium } from './premium'

describe('isPremium', () => {
  const now = new Date('2025-06-01T12:00:00Z')

  it('is on only while premium_until lies ahead', () => {
    expect(isPremium(new Date('2025-06-01T12:00:01Z'), now)).toBe(true)
    expect(isPremium(new Date('2025-06-01T12:00:00Z'), now)).toBe(false)
    expect(isPremium(new Date('2025-05-01T00:00:00Z'), now)).toBe(false)
  })

  it('is off for someone who never paid', () => {
    expect(isPremium(null, now)).toBe(false)
  })
})
