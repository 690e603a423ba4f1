import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it } from 'vitest'
import { FEEDBACK_TEXT_MAX_LENGTH } from '#shared/product'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { DetailsFormSchema, type DetailsValues } from './use-details-form'

const fields = (...texts: string[]) => texts.map((text) => ({ text }))
const names = ['relationshipType', ...[0, 1, 2].flatMap((i) => [`strengths.${i}.text`, `improvements.${i}.text`])]

/** What react-hook-form receives from the resolver for `values`. */
async function resolve(values: DetailsValues) {
  return zodResolver(DetailsFormSchema)(values, undefined, { fields: {}, names, shouldUseNativeValidation: false })
}

describe('the giver’s details form', () => {
  it('sends what the server expects: trimmed texts, blanks dropped', async () => {
    const result = await resolve({
      relationshipType: 'friend',
      strengths: fields('  Paciência ', '', 'Boa   ouvinte'),
      improvements: fields('', '', ''),
    })
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({ relationshipType: 'friend', strengths: ['Paciência', 'Boa ouvinte'], improvements: [] })
  })

  it('asks for the relationship and one strength, the list’s message on the list', async () => {
    const { errors } = await resolve({ relationshipType: '', strengths: fields(' ', '', ''), improvements: fields('', '', '') })
    expect(errors.relationshipType?.message).toBe(FEEDBACK_MESSAGES.relationshipRequired)
    expect(errors.strengths?.root?.message).toBe(FEEDBACK_MESSAGES.strengthRequired)
    expect(errors.strengths?.[0]).toBeUndefined()
    expect(errors.improvements).toBeUndefined()
  })

  it('puts a too long text on its own field', async () => {
    const long = 'a'.repeat(FEEDBACK_TEXT_MAX_LENGTH + 1)
    const { errors } = await resolve({
      relationshipType: 'family',
      strengths: fields('Calma', long, ''),
      improvements: fields('', '', long),
    })
    expect(errors.strengths?.[1]?.message).toBe(FEEDBACK_MESSAGES.textTooLong)
    expect(errors.strengths?.[0]).toBeUndefined()
    expect(errors.improvements?.[2]?.message).toBe(FEEDBACK_MESSAGES.textTooLong)
    expect(errors.relationshipType).toBeUndefined()
  })
})
