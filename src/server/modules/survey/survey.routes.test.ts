import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { discAssessments, surveyResponses } from '#server/db/schema'
import { api, describeWithApp, registerUser } from '#test/app'

const VALID = {
  howFoundEspelho: 'instagram',
  knewDiscBefore: 'heard_about',
  whoAskedFeedback: ['family', 'colleagues', 'family'],
  comparedDiscGraphs: 'yes_detailed',
  feedbackValue: 5,
  npsScore: 9,
  npsReason: 'Me ajudou a entender como meus colegas me veem.',
  desiredFeatures: '',
  improvementSuggestions: 'Mais exemplos práticos.',
  completedAt: new Date().toISOString(),
  currentStep: 5,
}

describeWithApp('survey routes', (ctx) => {
  async function userWithResult() {
    const registered = await registerUser(ctx.app)
    await ctx.database.db.insert(discAssessments).values({
      userId: registered.user.id as number,
      isSelf: true,
      dominance: 40,
      influence: 30,
      steadiness: 20,
      compliance: 10,
      answers: {},
    })
    return registered
  }

  async function surveyRows(userId: number) {
    return ctx.database.db.select().from(surveyResponses).where(eq(surveyResponses.userId, userId))
  }

  it('answers 401 to logged-out visitors on both calls', async () => {
    expect((await api(ctx.app, 'GET', '/api/survey/should-show')).statusCode).toBe(401)
    const submit = await api(ctx.app, 'POST', '/api/survey/submit', { body: VALID })
    expect(submit.statusCode).toBe(401)
    expect(submit.json().error).toBe('Faça login para continuar.')
  })

  it('does not ask before the user has a result', async () => {
    const { cookie } = await registerUser(ctx.app)
    const response = await api(ctx.app, 'GET', '/api/survey/should-show', { cookie })
    expect(response.json()).toEqual({ shouldShow: false, reason: 'no_result_yet' })
  })

  it('asks a user with a result, stores the answers and then stops asking', async () => {
    const { cookie, user } = await userWithResult()
    expect((await api(ctx.app, 'GET', '/api/survey/should-show', { cookie })).json()).toEqual({
      shouldShow: true,
      reason: 'eligible',
    })
    const submit = await api(ctx.app, 'POST', '/api/survey/submit', { cookie, body: VALID })
    expect(submit.statusCode).toBe(201)
    expect(submit.json()).toMatchObject({ success: true, surveyId: expect.any(Number) })
    const rows = await surveyRows(user.id as number)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.answers).toMatchObject({ howFoundEspelho: 'instagram', npsScore: 9, currentStep: 5 })
    // Duplicates in a list are collapsed.
    expect(rows[0]?.answers.whoAskedFeedback).toEqual(['family', 'colleagues'])
    expect((await api(ctx.app, 'GET', '/api/survey/should-show', { cookie })).json()).toEqual({
      shouldShow: false,
      reason: 'already_answered',
    })
  })

  it('a second submission updates the answer instead of duplicating it', async () => {
    const { cookie, user } = await userWithResult()
    const first = await api(ctx.app, 'POST', '/api/survey/submit', { cookie, body: VALID })
    const second = await api(ctx.app, 'POST', '/api/survey/submit', { cookie, body: { ...VALID, npsScore: 3 } })
    expect(second.statusCode).toBe(201)
    expect(second.json().surveyId).toBe(first.json().surveyId)
    const rows = await surveyRows(user.id as number)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.answers.npsScore).toBe(3)
  })

  it('accepts an empty answer: every field is optional', async () => {
    const { cookie } = await userWithResult()
    const response = await api(ctx.app, 'POST', '/api/survey/submit', { cookie, body: {} })
    expect(response.statusCode).toBe(201)
  })

  describe('validation', () => {
    it.each([
      ['feedbackValue below 1', { feedbackValue: 0 }],
      ['feedbackValue above 5', { feedbackValue: 6 }],
      ['feedbackValue not whole', { feedbackValue: 2.5 }],
      ['npsScore below 0', { npsScore: -1 }],
      ['npsScore above 10', { npsScore: 11 }],
      ['npsScore as text', { npsScore: '9' }],
      ['unknown enum value', { howFoundEspelho: 'orkut' }],
      ['unknown list value', { whoAskedFeedback: ['family', 'vizinhos'] }],
      ['list as a string', { whoAskedFeedback: 'family' }],
      ['npsReason over 500 characters', { npsReason: 'a'.repeat(501) }],
      ['desiredFeatures over 500 characters', { desiredFeatures: 'b'.repeat(501) }],
      ['improvementSuggestions over 500 characters', { improvementSuggestions: 'c'.repeat(501) }],
      ['completedAt not a date', { completedAt: 'ontem' }],
      ['currentStep out of range', { currentStep: 99 }],
      ['an unknown field', { isAdmin: true }],
    ])('refuses %s with a Portuguese 400 and stores nothing', async (_label, patch) => {
      const { cookie, user } = await userWithResult()
      const response = await api(ctx.app, 'POST', '/api/survey/submit', { cookie, body: { ...VALID, ...patch } })
      expect(response.statusCode).toBe(400)
      const error = response.json().error as string
      expect(error).toBeTypeOf('string')
      expect(error).not.toMatch(/expected|invalid|required|must/i)
      expect(await surveyRows(user.id as number)).toHaveLength(0)
    })

    it('accepts exactly 500 characters and stores the text as typed (HTML stays text)', async () => {
      const { cookie, user } = await userWithResult()
      const npsReason = `<img src=x onerror=alert(1)>${'a'.repeat(472)}`
      expect(npsReason).toHaveLength(500)
      const response = await api(ctx.app, 'POST', '/api/survey/submit', { cookie, body: { ...VALID, npsReason } })
      expect(response.statusCode).toBe(201)
      const rows = await surveyRows(user.id as number)
      expect(rows[0]?.answers.npsReason).toBe(npsReason)
    })

    it('answers a 1 MB text with 413, never a 500', async () => {
      const { cookie } = await userWithResult()
      const response = await api(ctx.app, 'POST', '/api/survey/submit', {
        cookie,
        body: { ...VALID, npsReason: 'x'.repeat(1024 * 1024) },
      })
      expect(response.statusCode).toBe(413)
    })
  })

  it('keeps each user to their own answer', async () => {
    const alice = await userWithResult()
    const bob = await userWithResult()
    await api(ctx.app, 'POST', '/api/survey/submit', { cookie: alice.cookie, body: VALID })
    expect((await api(ctx.app, 'GET', '/api/survey/should-show', { cookie: bob.cookie })).json().shouldShow).toBe(true)
    const count = await ctx.database.db.execute(sql`select count(*)::int as n from survey_responses`)
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(1)
  })
})
