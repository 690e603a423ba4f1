import { describe, expect, it } from 'vitest'
import { FEEDBACK_TEXT_MAX_LENGTH } from '#shared/product'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { checkDetails } from './use-details-form'

describe('the giver’s details step', () => {
  it('sends what the server expects: trimmed texts, blanks dropped', async () => {
    await expect(checkDetails({ relationshipType: 'friend', strengths: ['  Paciência ', '', 'Boa   ouvinte'], improvements: ['', '', ''] })).resolves.toEqual({
      ok: true,
      details: { relationshipType: 'friend', strengths: ['Paciência', 'Boa ouvinte'], improvements: [] },
    })
  })

  it('asks for the relationship and one strength, the list’s message on the list', async () => {
    await expect(checkDetails({ relationshipType: '', strengths: [' ', '', ''], improvements: ['', '', ''] })).resolves.toEqual({
      ok: false,
      errors: { relationshipType: FEEDBACK_MESSAGES.relationshipRequired, strengths: FEEDBACK_MESSAGES.strengthRequired },
    })
  })

  it('puts a too long text on its own field', async () => {
    const long = 'a'.repeat(FEEDBACK_TEXT_MAX_LENGTH + 1)
    await expect(checkDetails({ relationshipType: 'family', strengths: ['Calma', long, ''], improvements: ['', '', long] })).resolves.toEqual({
      ok: false,
      errors: { 'strengths.1': FEEDBACK_MESSAGES.textTooLong, 'improvements.2': FEEDBACK_MESSAGES.textTooLong },
    })
  })
})
