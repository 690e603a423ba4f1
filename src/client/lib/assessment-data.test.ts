import { beforeAll, describe, expect, it } from 'vitest'
import { parseStoredAssessmentData } from './assessment-data'
import { assessmentSchemas } from './deferred-module'

describe('parseStoredAssessmentData', () => {
  beforeAll(() => assessmentSchemas.load())

  const valid = { dominance: 10, influence: 20, steadiness: 30, compliance: 40 }

  it.each([valid, { ...valid, sessionId: 'abc' }, { ...valid, sessionId: null }])('restores %j', (stored) => {
    expect(parseStoredAssessmentData(stored)).toEqual(stored)
  })

  it.each([
    { ...valid, sessionId: 7 },
    { ...valid, dominance: 101 },
    { ...valid, influence: -1 },
    { ...valid, steadiness: 1.5 },
    { ...valid, compliance: '40' },
    { ...valid, compliance: Number.NaN },
    { dominance: 10, influence: 20, steadiness: 30 },
    [10, 20, 30, 40],
    null,
    undefined,
    'texto',
    42,
  ])('ignores %j', (stored) => {
    expect(parseStoredAssessmentData(stored)).toBeNull()
  })

  it('keeps only the known fields', () => {
    expect(parseStoredAssessmentData({ ...valid, sessionId: 'x', extra: 1 })).toEqual({ ...valid, sessionId: 'x' })
  })
})
