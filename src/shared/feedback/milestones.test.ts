import { describe, expect, it } from 'vitest'
import { milestoneSteps, nextGoal } from './milestones'

describe('milestoneSteps', () => {
  it('never calls a Premium-only reward unlocked for a free person, whatever the count', () => {
    for (const count of [0, 3, 10, 15, 40]) {
      const clouds = milestoneSteps(count, false).find((step) => step.text === 'Nuvens de palavras')
      expect(clouds?.state).toBe('premium')
    }
  })

  it('unlocks the free rewards by count for a free person at 10 feedbacks', () => {
    const steps = milestoneSteps(10, false)
    expect(steps.map((step) => [step.at, step.state])).toEqual([
      [3, 'unlocked'],
      [5, 'unlocked'],
      [10, 'unlocked'],
      [10, 'premium'],
      [15, 'locked'],
    ])
  })

  it('unlocks the clouds at 10 for Premium, not before', () => {
    expect(milestoneSteps(9, true).find((step) => step.text === 'Nuvens de palavras')?.state).toBe('locked')
    expect(milestoneSteps(10, true).find((step) => step.text === 'Nuvens de palavras')?.state).toBe('unlocked')
  })
})

describe('nextGoal', () => {
  it('names the next reward the plan shows', () => {
    expect(nextGoal(0, false)).toEqual({ at: 3, goal: 'desbloquear o radar DISC 360°' })
    expect(nextGoal(7, false)).toEqual({ at: 10, goal: 'abrir a lista completa de feedbacks' })
    expect(nextGoal(7, true)).toEqual({ at: 10, goal: 'abrir a lista completa de feedbacks e liberar as nuvens de palavras' })
    expect(nextGoal(12, false)).toEqual({ at: 15, goal: 'completar seu perfil 360°' })
  })

  it('has nothing left at the complete profile', () => {
    expect(nextGoal(15, true)).toBeNull()
    expect(nextGoal(20, false)).toBeNull()
  })
})
