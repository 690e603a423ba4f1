import { describe, it, expect } from 'vitest'
import {
  UPSELL_MESSAGE,
  crossedMilestones,
  keywordCloudState,
  milestoneMessage,
  progressOutOf15,
  progressTowardFirstUnlock,
  radarUnlocked,
  shouldShowNudge,
  shouldShowUpsell,
  visibleCharacteristicCount,
} from './tiers'

const COUNTS = [0, 1, 2, 3, 4, 6, 9, 12, 14, 15, 16] as const

/** Expected value per count in COUNTS order. */
function table<T>(fn: (count: number) => T, expected: readonly T[]): void {
  COUNTS.forEach((count, i) => expect(fn(count), `count ${count}`).toEqual(expected[i]))
}

describe('progress', () => {
  it('toward the first unlock is count / 3, clamped to 1', () => {
    table(progressTowardFirstUnlock, [0, 1 / 3, 2 / 3, 1, 1, 1, 1, 1, 1, 1, 1])
    expect(progressTowardFirstUnlock(-2)).toBe(0)
  })

  it('out of 15 is a whole percentage, clamped to 100', () => {
    table(progressOutOf15, [0, 7, 13, 20, 27, 40, 60, 80, 93, 100, 100])
  })
})

describe('radarUnlocked', () => {
  it('unlocks from 3 feedbacks', () => {
    table(radarUnlocked, [false, false, false, true, true, true, true, true, true, true, true])
  })
})

describe('visibleCharacteristicCount', () => {
  it('shows nothing below 3 feedbacks, for anyone', () => {
    for (const count of [0, 1, 2]) {
      expect(visibleCharacteristicCount(count, false, 3)).toBe(0)
      expect(visibleCharacteristicCount(count, true, 3)).toBe(0)
    }
  })

  it('shows free users 2, then 3 from 6 feedbacks', () => {
    table((c) => visibleCharacteristicCount(c, false, 10), [0, 0, 0, 2, 2, 3, 3, 3, 3, 3, 3])
  })

  it('shows premium users all of them', () => {
    table((c) => visibleCharacteristicCount(c, true, 10), [0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10])
  })

  it('never shows more than there are', () => {
    expect(visibleCharacteristicCount(5, false, 1)).toBe(1)
    expect(visibleCharacteristicCount(3, false, 0)).toBe(0)
    expect(visibleCharacteristicCount(4, true, 2)).toBe(2)
    expect(visibleCharacteristicCount(15, true, 0)).toBe(0)
  })
})

describe('keyword analysis and clouds', () => {
  it('clouds are locked below 12, then blurred for free users', () => {
    table((c) => keywordCloudState(c, false), ['locked', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked', 'blurred', 'blurred', 'blurred', 'blurred'])
  })

  it('clouds are locked below 12, then clear for premium users', () => {
    table((c) => keywordCloudState(c, true), ['locked', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked', 'clear', 'clear', 'clear', 'clear'])
  })
})

describe('milestones', () => {
  it('lists milestones crossed: previous < m ≤ new', () => {
    expect(crossedMilestones(0, 0)).toEqual([])
    expect(crossedMilestones(0, 2)).toEqual([])
    expect(crossedMilestones(2, 3)).toEqual([3])
    expect(crossedMilestones(3, 3)).toEqual([])
    expect(crossedMilestones(3, 4)).toEqual([])
    expect(crossedMilestones(3, 6)).toEqual([6])
    expect(crossedMilestones(6, 9)).toEqual([9])
    expect(crossedMilestones(9, 12)).toEqual([12])
    expect(crossedMilestones(12, 15)).toEqual([15])
    expect(crossedMilestones(15, 16)).toEqual([])
    expect(crossedMilestones(0, 16)).toEqual([3, 6, 9, 12, 15])
    expect(crossedMilestones(4, 10)).toEqual([6, 9])
  })

  it('crosses nothing when the count goes down', () => {
    expect(crossedMilestones(10, 4)).toEqual([])
  })

  it('builds the congratulation toast', () => {
    expect(milestoneMessage(5)).toEqual({
      title: 'Parabéns!',
      description: 'Você atingiu 5 feedbacks! Continue coletando para mais insights.',
    })
  })
})

describe('upsell', () => {
  it('has the upsell toast copy and its action to /pricing', () => {
    expect(UPSELL_MESSAGE).toEqual({
      title: 'Desbloqueie insights premium',
      description: 'Faça upgrade agora para ver todos os insights disponíveis com seus feedbacks!',
      actionLabel: 'Ver planos',
      actionHref: '/pricing',
    })
    expect(Object.isFrozen(UPSELL_MESSAGE)).toBe(true)
  })

  it('follows milestones from 6 for non-premium users only', () => {
    table((c) => shouldShowUpsell(c, false), [false, false, false, false, false, true, true, true, true, true, true])
    table((c) => shouldShowUpsell(c, true), COUNTS.map(() => false))
  })
})

describe('shouldShowNudge', () => {
  it('shows for 2 feedbacks or fewer', () => {
    table(shouldShowNudge, [true, true, true, false, false, false, false, false, false, false, false])
  })
})

