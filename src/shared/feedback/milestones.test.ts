import { describe, expect, it } from 'vitest'
import { FEEDBACK_MILESTONES, RELEASE_GROUP_SIZE } from '#shared/product'
import { answersUntil } from './release'
import { milestoneSteps, nextGoal, UNLOCK_LADDER, unlockAt } from './milestones'

describe('the unlock ladder', () => {
  it('puts every step on a whole number of release groups, in order, and the milestones on the same steps', () => {
    const counts = UNLOCK_LADDER.map((step) => step.at)
    for (const at of counts) expect(at % RELEASE_GROUP_SIZE).toBe(0)
    expect([...counts].sort((a, b) => a - b)).toEqual(counts)
    expect([...FEEDBACK_MILESTONES]).toEqual(counts)
  })

  it('names each step once', () => {
    expect(unlockAt('radar')).toBe(3)
    expect(unlockAt('third-characteristic')).toBe(6)
    expect(unlockAt('feedback-list')).toBe(9)
    expect(unlockAt('keyword-clouds')).toBe(12)
    expect(unlockAt('complete')).toBe(15)
  })

  it('never asks for more answers than the step needs: the "Faltam N" lands exactly on the step', () => {
    for (const step of UNLOCK_LADDER) {
      for (let released = 0; released < step.at; released += RELEASE_GROUP_SIZE) {
        expect(released + answersUntil(step.at, released, 0)).toBe(step.at)
      }
    }
  })
})

describe('milestoneSteps', () => {
  it('never calls a Premium-only reward unlocked for a free person, whatever the count', () => {
    for (const count of [0, 3, 12, 15, 40]) {
      const clouds = milestoneSteps(count, false).find((step) => step.text === 'Nuvens de palavras')
      expect(clouds?.state).toBe('premium')
    }
  })

  it('unlocks the free rewards by count for a free person at 9 feedbacks', () => {
    const steps = milestoneSteps(9, false)
    expect(steps.map((step) => [step.at, step.state])).toEqual([
      [3, 'unlocked'],
      [6, 'unlocked'],
      [9, 'unlocked'],
      [12, 'premium'],
      [15, 'locked'],
    ])
  })

  it('shows Premium no step that only lifts a free limit', () => {
    expect(milestoneSteps(3, true).map((step) => step.at)).toEqual([3, 12, 15])
  })

  it('unlocks the clouds at 12 for Premium, not before', () => {
    expect(milestoneSteps(11, true).find((step) => step.text === 'Nuvens de palavras')?.state).toBe('locked')
    expect(milestoneSteps(12, true).find((step) => step.text === 'Nuvens de palavras')?.state).toBe('unlocked')
  })
})

describe('nextGoal', () => {
  it('names the next reward the plan shows', () => {
    expect(nextGoal(0, false)).toEqual({ at: 3, goal: 'desbloquear o radar DISC 360°' })
    expect(nextGoal(3, false)).toEqual({ at: 6, goal: 'revelar sua terceira característica mais citada' })
    expect(nextGoal(6, false)).toEqual({ at: 9, goal: 'abrir a lista completa de feedbacks' })
    expect(nextGoal(9, false)).toEqual({ at: 15, goal: 'completar seu perfil 360°' })
    expect(nextGoal(9, true)).toEqual({ at: 12, goal: 'liberar as nuvens de palavras' })
  })

  it('never promises Premium a third characteristic (it already sees them all) nor anyone one that was not named', () => {
    expect(nextGoal(3, true)).toEqual({ at: 12, goal: 'liberar as nuvens de palavras' })
    expect(nextGoal(3, false, { rankedCharacteristics: 2 })).toEqual({ at: 9, goal: 'abrir a lista completa de feedbacks' })
    expect(nextGoal(3, false, { rankedCharacteristics: 3 })?.at).toBe(6)
  })

  it('has nothing left at the complete profile', () => {
    expect(nextGoal(15, true)).toBeNull()
    expect(nextGoal(20, false)).toBeNull()
  })
})
