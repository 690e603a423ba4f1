import { describe, expect, it } from 'vitest'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { freshProgress, restoreProgress } from './use-ocean-progress'

const order = [...OCEAN_QUESTION_IDS].reverse()

describe('freshProgress', () => {
  it('is a permutation of the 25 items, nothing answered, at the first one', () => {
    const progress = freshProgress(12345)
    expect([...progress.order].sort()).toEqual([...OCEAN_QUESTION_IDS].sort())
    expect(progress).toMatchObject({ answers: {}, index: 0 })
  })

  it('is the same order for the same seed (server render and hydration agree), another for another seed', () => {
    expect(freshProgress(7).order).toEqual(freshProgress(7).order)
    expect(freshProgress(7).order).not.toEqual(freshProgress(8).order)
  })
})

describe('restoreProgress', () => {
  it('keeps a valid run as it was', () => {
    const stored = { order, answers: { N5: 4, N4: 1 }, index: 2 }
    expect(restoreProgress(stored)).toEqual(stored)
  })

  it.each([
    ['nothing', null],
    ['a string', 'oi'],
    ['a short order', { order: order.slice(1), answers: {}, index: 0 }],
    ['a repeated item', { order: [...order.slice(1), order[1]], answers: {}, index: 0 }],
    ['an unknown item', { order: [...order.slice(1), 'X1'], answers: {}, index: 0 }],
  ])('drops %s', (_label, stored) => {
    expect(restoreProgress(stored)).toBeNull()
  })

  it('drops answers that are not 1-5 or not in the bank', () => {
    const restored = restoreProgress({ order, answers: { N5: 6, N4: '3', N3: 2.5, X1: 3, N2: 5 }, index: 0 })
    expect(restored?.answers).toEqual({ N2: 5 })
  })

  it('never resumes past the first unanswered item', () => {
    expect(restoreProgress({ order, answers: { N5: 3 }, index: 20 })?.index).toBe(1)
    expect(restoreProgress({ order, answers: {}, index: -4 })?.index).toBe(0)
    expect(restoreProgress({ order, answers: {}, index: 'x' })?.index).toBe(0)
    const all = Object.fromEntries(order.map((id) => [id, 3]))
    expect(restoreProgress({ order, answers: all, index: 99 })?.index).toBe(24)
  })
})
