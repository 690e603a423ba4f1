import { describe, expect, it } from 'vitest'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { freshProgress } from './use-ocean-progress'

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
