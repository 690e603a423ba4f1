import { describe, expect, it } from 'vitest'
import { StoredAssessmentDataSchema } from '#shared/schemas/assessment'
import { parseStoredAssessmentData } from './assessment-data'

/** The hand-written check must answer exactly what the shared zod schema answers. */
describe('parseStoredAssessmentData', () => {
  const valid = { dominance: 10, influence: 20, steadiness: 30, compliance: 40 }
  const samples: unknown[] = [
    valid,
    { ...valid, sessionId: 'abc' },
    { ...valid, sessionId: null },
    { ...valid, sessionId: 7 },
    { ...valid, extra: 'ignored' },
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
  ]

  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))('%s', (_, sample) => {
    const zod = StoredAssessmentDataSchema.safeParse(sample)
    expect(parseStoredAssessmentData(sample)).toEqual(zod.success ? zod.data : null)
  })

  it('keeps only the known fields', () => {
    expect(parseStoredAssessmentData({ ...valid, sessionId: 'x', extra: 1 })).toEqual({ ...valid, sessionId: 'x' })
  })
})
