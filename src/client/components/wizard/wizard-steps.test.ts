import { describe, expect, it } from 'vitest'
import { ADVANCE_DELAY_MS, advanceDelay, answeredCount, clampStep, firstUnanswered, inOrder, stepAfterChoice } from './wizard-steps'
import { answeredText } from './wizard-bar'

describe('wizard steps', () => {
  it('moves to the next question after a choice, but not from the last one', () => {
    expect(stepAfterChoice(0, 24)).toBe(1)
    expect(stepAfterChoice(22, 24)).toBe(23)
    expect(stepAfterChoice(23, 24)).toBeNull()
  })

  it('waits about 250 ms to show the choice, and not at all with reduced motion', () => {
    expect(advanceDelay(false)).toBe(ADVANCE_DELAY_MS)
    expect(ADVANCE_DELAY_MS).toBe(250)
    expect(advanceDelay(true)).toBe(0)
  })

  it('keeps a step within the questions', () => {
    expect(clampStep(-1, 10)).toBe(0)
    expect(clampStep(10, 10)).toBe(9)
    expect(clampStep(4, 10)).toBe(4)
  })

  it('shows the options in their stored order and leaves out unknown ids', () => {
    const options = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    expect(inOrder(options, ['c', 'a', 'b']).map((o) => o.id)).toEqual(['c', 'a', 'b'])
    expect(inOrder(options, ['x', 'b']).map((o) => o.id)).toEqual(['b'])
    expect(inOrder(options, undefined)).toEqual([])
  })

  it('counts answered questions, not the position: 23 of 24 is not done', () => {
    const ids = Array.from({ length: 24 }, (_, i) => `o${i + 1}`)
    const answers = Object.fromEntries(ids.slice(0, 23).map((id) => [id, `${id}-a`]))
    expect(answeredCount(ids, answers)).toBe(23)
    expect(answeredText(23, 24)).toBe('23 de 24 respondidas')
    expect(firstUnanswered(ids, answers)).toBe(23)
    expect(firstUnanswered(ids, { ...answers, o24: 'o24-b' })).toBe(-1)
  })
})
