import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SCORING_ERRORS } from '#shared/disc/scoring'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { api, describeWithApp, registerUser, rows, TEST_ORIGIN, type TestContext } from '#test/app'
import { giveFeedback, insertSelfAssessment, othersAnswers, postAssessment } from '#test/feedback'

const UNKNOWN_UUID = '7d3f6a52-1c4e-4b7a-9f2d-0a1b2c3d4e5f'

async function owner(ctx: TestContext, username = 'Maria Silva') {
  const registered = await registerUser(ctx.app, { username })
  return {
    ...registered,
    id: registered.user.id as number,
    uuid: registered.user.userId as string,
  }
}

async function feedbackCount(ctx: TestContext) {
  const [row] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from feedback`)
  return Number(row?.n)
}

async function assessmentCount(ctx: TestContext) {
  const [row] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from disc_assessments`)
  return Number(row?.n)
}

/** Counts what the app sends to the database while `run` executes (both drivers call client.query). */
async function countQueries(ctx: TestContext, run: () => Promise<unknown>) {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const spy = vi.spyOn(client, 'query')
  try {
    await run()
    return spy.mock.calls.length
  } finally {
    spy.mockRestore()
  }
}

describeWithApp(
  'feedback routes',
  (ctx) => {
    describe('GET /api/feedback/invite-link', () => {
      it('answers 401 when logged out', async () => {
        const response = await api(ctx.app, 'GET', '/api/feedback/invite-link')
        expect(response.statusCode).toBe(401)
        expect(response.json().error).toBe('Faça login para continuar.')
      })

      it("gives the owner's link on the public address", async () => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'GET', '/api/feedback/invite-link', { cookie: user.cookie })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual({ feedbackUrl: `${TEST_ORIGIN}/feedback/user/${user.uuid}` })
      })
    })

    describe('GET /api/feedback/user/:uuid', () => {
      it("answers the owner's public id and name, nothing else", async () => {
        const user = await owner(ctx, 'Joana Prado')
        const response = await api(ctx.app, 'GET', `/api/feedback/user/${user.uuid}`)
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual({ userId: user.uuid, username: 'Joana Prado' })
      })

      it('accepts the link in upper case', async () => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'GET', `/api/feedback/user/${user.uuid.toUpperCase()}`)
        expect(response.statusCode).toBe(200)
        expect(response.json().userId).toBe(user.uuid)
      })

      it.each([
        UNKNOWN_UUID,
        'nao-e-uuid',
        '123',
        "1'%20or%20'1'='1",
        '00000000-0000-0000-0000-00000000000g',
        `${UNKNOWN_UUID}0`,
      ])('answers 404 with the invalid-link message for %s', async (uuid) => {
        const response = await api(ctx.app, 'GET', `/api/feedback/user/${uuid}`)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ error: FEEDBACK_MESSAGES.invalidLink })
      })
    })

    describe('POST /api/feedback/user/:uuid/assessment', () => {
      it('recomputes the scores from the answers and stores them as an anonymous others assessment', async () => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}/assessment`, {
          body: { dominance: 100, influence: 0, steadiness: 0, compliance: 0, answers: othersAnswers(['I', 'I', 'S']), isSelf: false },
        })
        expect(response.statusCode).toBe(201)
        const body = response.json()
        expect(Object.keys(body)).toEqual(['id'])
        const [row] = await rows(ctx.database.db, sql`
          select user_id, subject_user_id, is_self, dominance, influence, steadiness, compliance, anon_id, answers,
                 created_at = date_trunc('day', created_at) as day_only
          from disc_assessments where id = ${body.id}`)
        expect(row).toMatchObject({
          user_id: null,
          subject_user_id: user.id,
          is_self: false,
          dominance: 0,
          influence: 67,
          steadiness: 33,
          compliance: 0,
          anon_id: null,
          day_only: true,
        })
        expect(row?.answers).toEqual(othersAnswers(['I', 'I', 'S']))
      })

      it("never stores a signed-in giver's account", async () => {
        const user = await owner(ctx)
        const giver = await owner(ctx, 'Pessoa Que Responde')
        const response = await postAssessment(ctx.app, user.uuid, ['D'], giver.cookie)
        expect(response.statusCode).toBe(201)
        const [row] = await rows(ctx.database.db, sql`select user_id, subject_user_id, anon_id from disc_assessments where id = ${response.json().id}`)
        expect(row).toEqual({ user_id: null, subject_user_id: user.id, anon_id: null })
        const mine = await rows(ctx.database.db, sql`select id from disc_assessments where user_id = ${giver.id} or subject_user_id = ${giver.id}`)
        expect(mine).toEqual([])
      })

      it("refuses the link's owner with a Portuguese 403", async () => {
        const user = await owner(ctx)
        const before = await assessmentCount(ctx)
        const response = await postAssessment(ctx.app, user.uuid, ['D'], user.cookie)
        expect(response.statusCode).toBe(403)
        expect(response.json().error).toBe(FEEDBACK_MESSAGES.selfFeedback)
        expect(await assessmentCount(ctx)).toBe(before)
      })

      it('answers 404 for an unknown or malformed link and stores nothing', async () => {
        const before = await assessmentCount(ctx)
        for (const uuid of [UNKNOWN_UUID, 'xyz', "'%3B%20drop%20table%20users%3B--"]) {
          const response = await postAssessment(ctx.app, uuid)
          expect(response.statusCode).toBe(404)
          expect(response.json().error).toBe(FEEDBACK_MESSAGES.invalidLink)
        }
        expect(await assessmentCount(ctx)).toBe(before)
      })

      const complete = othersAnswers(['D'])
      const { o1: _dropped, ...missingOne } = complete
      it.each([
        ['a missing answer', { answers: missingOne }, DISC_SCORING_ERRORS.missing(1)],
        ['no answers', { answers: {} }, DISC_SCORING_ERRORS.missing(DISC_OTHERS_QUESTIONS.length)],
        ['an unknown question', { answers: { ...complete, q1: 'q1-a' } }, DISC_SCORING_ERRORS.unknownQuestion],
        ['an option of another question', { answers: { ...complete, o1: 'o2-a' } }, DISC_SCORING_ERRORS.foreignOption('o1')],
        ['isSelf true', { answers: complete, isSelf: true }, FEEDBACK_MESSAGES.notOthersAssessment],
      ])('refuses %s with a Portuguese 400', async (_name, body, message) => {
        const user = await owner(ctx)
        const before = await assessmentCount(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}/assessment`, { body })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(message)
        expect(await assessmentCount(ctx)).toBe(before)
      })

      it.each([
        ['answers as a list', { answers: ['o1-a'] }],
        ['answers as a string', { answers: 'o1-a' }],
        ['a number as an option', { answers: { ...complete, o1: 3 } }],
        ['a score that is not a number', { answers: complete, dominance: 'muito' }],
      ])('refuses %s with a 400, never a 500', async (_name, body) => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}/assessment`, { body })
        expect(response.statusCode).toBe(400)
        expect(typeof response.json().error).toBe('string')
      })

      it('refuses a 1 MB body with 413', async () => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}/assessment`, {
          body: { answers: { o1: 'x'.repeat(1024 * 1024) } },
        })
        expect(response.statusCode).toBe(413)
        expect(response.json().error).toBe(ERROR_MESSAGES.tooLarge)
      })

      it('refuses a cross-site request', async () => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}/assessment`, {
          body: { answers: complete },
          headers: { origin: 'https://malicioso.example', 'sec-fetch-site': 'cross-site' },
        })
        expect(response.statusCode).toBe(403)
        expect(response.json().error).toBe(CSRF_MESSAGE)
      })
    })

    describe('POST /api/feedback/user/:uuid', () => {
      it('stores the feedback once, trimmed, with blank entries discarded and only the day', async () => {
        const user = await owner(ctx)
        const assessment = await postAssessment(ctx.app, user.uuid)
        const assessmentId = assessment.json().id
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
          body: {
            assessmentId,
            relationshipType: 'colleague',
            strengths: ['  Comunicativa  ', '', '   '],
            improvements: ['  Ouvir   mais ', ''],
          },
        })
        expect(response.statusCode).toBe(201)
        expect(response.json()).toEqual({ success: true })
        const stored = await rows(ctx.database.db, sql`
          select subject_user_id, relationship_type, strengths, improvements,
                 created_on = date_trunc('day', now()) as today
          from feedback where assessment_id = ${assessmentId}`)
        expect(stored).toEqual([
          {
            subject_user_id: user.id,
            relationship_type: 'colleague',
            strengths: ['Comunicativa'],
            improvements: ['Ouvir mais'],
            today: true,
          },
        ])
        const columns = await rows<{ column_name: string }>(ctx.database.db, sql`
          select column_name from information_schema.columns where table_name = 'feedback' order by column_name`)
        expect(columns.map((c) => c.column_name)).toEqual([
          'assessment_id',
          'created_on',
          'id',
          'improvements',
          'relationship_type',
          'strengths',
          'subject_user_id',
        ])
      })

      it('refuses to reuse an assessment id with a Portuguese 409', async () => {
        const user = await owner(ctx)
        const assessmentId = await giveFeedback(ctx.app, user.uuid)
        const before = await feedbackCount(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
          body: { assessmentId, relationshipType: 'family', strengths: ['Outra coisa'] },
        })
        expect(response.statusCode).toBe(409)
        expect(response.json().error).toBe(FEEDBACK_MESSAGES.alreadySubmitted)
        expect(await feedbackCount(ctx)).toBe(before)
      })

      it('answers 409 to one of two racing submissions of the same assessment, never a 500', async () => {
        const user = await owner(ctx)
        const assessmentId = (await postAssessment(ctx.app, user.uuid)).json().id
        const send = () =>
          api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
            body: { assessmentId, relationshipType: 'friend', strengths: ['Paciente'] },
          })
        const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.statusCode).sort()
        expect(statuses).toEqual([201, 409, 409])
      })

      it("refuses an assessment given through another person's link", async () => {
        const alice = await owner(ctx, 'Alice')
        const bruno = await owner(ctx, 'Bruno')
        const assessmentId = (await postAssessment(ctx.app, alice.uuid)).json().id
        const before = await feedbackCount(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${bruno.uuid}`, {
          body: { assessmentId, relationshipType: 'friend', strengths: ['Gentil'] },
        })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(FEEDBACK_MESSAGES.assessmentMismatch)
        expect(await feedbackCount(ctx)).toBe(before)
      })

      it("refuses the owner's own self assessment and an id that does not exist", async () => {
        const user = await owner(ctx)
        await insertSelfAssessment(ctx.database.db, user.id, { dominance: 40, influence: 30, steadiness: 20, compliance: 10 })
        const [self] = await rows<{ id: number }>(ctx.database.db, sql`select id from disc_assessments where user_id = ${user.id}`)
        for (const assessmentId of [self?.id, 2_000_000_000]) {
          const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
            body: { assessmentId, relationshipType: 'friend', strengths: ['Gentil'] },
          })
          expect(response.statusCode).toBe(400)
          expect(response.json().error).toBe(FEEDBACK_MESSAGES.assessmentMismatch)
        }
      })

      it('answers 404 for feedback to a link that does not exist', async () => {
        const user = await owner(ctx)
        const assessmentId = (await postAssessment(ctx.app, user.uuid)).json().id
        const before = await feedbackCount(ctx)
        for (const uuid of [UNKNOWN_UUID, 'nao-existe']) {
          const response = await api(ctx.app, 'POST', `/api/feedback/user/${uuid}`, {
            body: { assessmentId, relationshipType: 'friend', strengths: ['Gentil'] },
          })
          expect(response.statusCode).toBe(404)
          expect(response.json().error).toBe(FEEDBACK_MESSAGES.invalidLink)
        }
        expect(await feedbackCount(ctx)).toBe(before)
      })

      it("refuses the link's owner with a Portuguese 403", async () => {
        const user = await owner(ctx)
        const assessmentId = (await postAssessment(ctx.app, user.uuid)).json().id
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
          body: { assessmentId, relationshipType: 'friend', strengths: ['Eu mesma'] },
          cookie: user.cookie,
        })
        expect(response.statusCode).toBe(403)
        expect(response.json().error).toBe(FEEDBACK_MESSAGES.selfFeedback)
      })

      it.each([
        ['no relationship', { relationshipType: undefined }, FEEDBACK_MESSAGES.relationshipRequired],
        ['an unknown relationship', { relationshipType: 'boss' }, FEEDBACK_MESSAGES.relationshipRequired],
        ['no strengths', { strengths: undefined }, FEEDBACK_MESSAGES.strengthRequired],
        ['only blank strengths', { strengths: ['', '   ', '\n'] }, FEEDBACK_MESSAGES.strengthRequired],
        ['four strengths', { strengths: ['a', 'b', 'c', 'd'] }, FEEDBACK_MESSAGES.tooManyStrengths],
        ['four improvements', { improvements: ['a', 'b', 'c', 'd'] }, FEEDBACK_MESSAGES.tooManyImprovements],
        ['a strength of 121 characters', { strengths: ['x'.repeat(121)] }, FEEDBACK_MESSAGES.textTooLong],
        ['an improvement of 121 characters', { improvements: ['y'.repeat(121)] }, FEEDBACK_MESSAGES.textTooLong],
        ['a number as a strength', { strengths: [42] }, FEEDBACK_MESSAGES.textRequired],
        ['strengths as a string', { strengths: 'Gentil' }, FEEDBACK_MESSAGES.strengthRequired],
      ])('refuses %s with its Portuguese message and stores nothing', async (_name, patch, message) => {
        const user = await owner(ctx)
        const assessmentId = (await postAssessment(ctx.app, user.uuid)).json().id
        const before = await feedbackCount(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
          body: { assessmentId, relationshipType: 'friend', strengths: ['Gentil'], ...patch },
        })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(message)
        expect(await feedbackCount(ctx)).toBe(before)
      })

      it('accepts a strength of exactly 120 characters after trimming', async () => {
        const user = await owner(ctx)
        await giveFeedback(ctx.app, user.uuid, { strengths: [`   ${'z'.repeat(120)}   `] })
        const [row] = await rows<{ strengths: string[] }>(ctx.database.db, sql`select strengths from feedback where subject_user_id = ${user.id}`)
        expect(row?.strengths).toEqual(['z'.repeat(120)])
      })

      it.each([
        ['a string id', 'abc'],
        ['a negative id', -1],
        ['a fractional id', 1.5],
        ['an id beyond integer range', 99_999_999_999],
      ])('refuses %s with a 400', async (_name, assessmentId) => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
          body: { assessmentId, relationshipType: 'friend', strengths: ['Gentil'] },
        })
        expect(response.statusCode).toBe(400)
      })

      it('refuses 1 MB strings with 413', async () => {
        const user = await owner(ctx)
        const assessmentId = (await postAssessment(ctx.app, user.uuid)).json().id
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
          body: { assessmentId, relationshipType: 'friend', strengths: ['a'.repeat(1024 * 1024)] },
        })
        expect(response.statusCode).toBe(413)
        expect(response.json().error).toBe(ERROR_MESSAGES.tooLarge)
      })

      it('stores HTML and SQL in strengths as plain text and returns them unchanged', async () => {
        const user = await owner(ctx)
        const html = '<img src=x onerror="alert(1)"><b>Líder</b>'
        const injection = "Robert'); drop table feedback;--"
        await giveFeedback(ctx.app, user.uuid, { strengths: [html, injection], improvements: ['<script>x</script>'] })
        const list = await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })
        expect(list.json().feedback[0].strengths).toEqual([html, injection])
        expect(list.json().feedback[0].improvements).toEqual(['<script>x</script>'])
        expect(list.headers['content-type']).toMatch(/^application\/json/)
        expect(await feedbackCount(ctx)).toBeGreaterThan(0)
      })
    })

    describe('GET /api/feedback/stats', () => {
      it('answers 401 when logged out', async () => {
        const response = await api(ctx.app, 'GET', '/api/feedback/stats')
        expect(response.statusCode).toBe(401)
      })

      it('answers zeros when nothing was done yet', async () => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })
        expect(response.statusCode).toBe(200)
        const zeros = { dominance: 0, influence: 0, steadiness: 0, compliance: 0 }
        expect(response.json()).toEqual({ selfDisc: zeros, feedbackDisc: zeros, feedbackCount: 0, topCharacteristics: [] })
      })

      it('gives the latest self scores, and keeps aggregates hidden below 3 feedbacks', async () => {
        const user = await owner(ctx)
        await insertSelfAssessment(ctx.database.db, user.id, { dominance: 10, influence: 20, steadiness: 30, compliance: 40 })
        await insertSelfAssessment(ctx.database.db, user.id, { dominance: 50, influence: 20, steadiness: 20, compliance: 10 })
        await giveFeedback(ctx.app, user.uuid, { types: ['S'] })
        await giveFeedback(ctx.app, user.uuid, { types: ['S'] })
        const response = await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })
        expect(response.json()).toEqual({
          selfDisc: { dominance: 50, influence: 20, steadiness: 20, compliance: 10 },
          feedbackDisc: { dominance: 0, influence: 0, steadiness: 0, compliance: 0 },
          feedbackCount: 2,
          topCharacteristics: [],
        })
      })

      it('averages the others over submitted feedbacks only and ranks normalised characteristics from 3', async () => {
        const user = await owner(ctx)
        await insertSelfAssessment(ctx.database.db, user.id, { dominance: 40, influence: 30, steadiness: 20, compliance: 10 })
        // D 100 / I 0 …, then I 100, then half D half S: averages 50, 33, 17, 0.
        await giveFeedback(ctx.app, user.uuid, { types: ['D'], strengths: ['Comunicativo', 'Líder'] })
        await giveFeedback(ctx.app, user.uuid, { types: ['I'], strengths: [' comunicativo ', 'Paciente'] })
        await giveFeedback(ctx.app, user.uuid, { types: ['D', 'S'], strengths: ['COMUNICATIVO.', 'líder'] })
        // An answered questionnaire without a submitted feedback counts for nothing.
        await postAssessment(ctx.app, user.uuid, ['C'])
        // Feedback about someone else does not leak in.
        const other = await owner(ctx, 'Outra Pessoa')
        await giveFeedback(ctx.app, other.uuid, { types: ['C'], strengths: ['Organizada'] })

        const response = await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })
        expect(response.json()).toEqual({
          selfDisc: { dominance: 40, influence: 30, steadiness: 20, compliance: 10 },
          feedbackDisc: { dominance: 50, influence: 33, steadiness: 17, compliance: 0 },
          feedbackCount: 3,
          topCharacteristics: [
            { text: 'Comunicativo', count: 3, percentage: 100 },
            { text: 'Líder', count: 2, percentage: 67 },
            { text: 'Paciente', count: 1, percentage: 33 },
          ],
        })
      })

      it('runs the same number of queries for 3 and for 20 feedbacks', async () => {
        const few = await owner(ctx, 'Poucos')
        const many = await owner(ctx, 'Muitos')
        for (let i = 0; i < 3; i += 1) await giveFeedback(ctx.app, few.uuid, { strengths: [`Traço ${i}`] })
        for (let i = 0; i < 20; i += 1) await giveFeedback(ctx.app, many.uuid, { strengths: [`Traço ${i % 4}`] })
        const get = (cookie: string, url: string) => () => api(ctx.app, 'GET', url, { cookie })
        for (const url of ['/api/feedback/stats', '/api/feedback']) {
          const forFew = await countQueries(ctx, get(few.cookie, url))
          const forMany = await countQueries(ctx, get(many.cookie, url))
          expect(forFew).toBeGreaterThan(0)
          expect(forMany).toBe(forFew)
        }
        const stats = await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: many.cookie })
        expect(stats.json().feedbackCount).toBe(20)
      })
    })

    describe('GET /api/feedback', () => {
      it('answers 401 when logged out', async () => {
        const response = await api(ctx.app, 'GET', '/api/feedback')
        expect(response.statusCode).toBe(401)
      })

      it('carries nothing about a giver beyond the answers', async () => {
        const user = await owner(ctx)
        const giver = await owner(ctx, 'Giver')
        // A signed-in giver: their account must not appear anywhere in the owner's answers.
        const assessment = await postAssessment(ctx.app, user.uuid, ['C', 'S'], giver.cookie)
        await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
          body: { assessmentId: assessment.json().id, relationshipType: 'family', strengths: ['Organizada'], improvements: ['Relaxar'] },
          cookie: giver.cookie,
        })
        const response = await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })
        expect(response.statusCode).toBe(200)
        const body = response.json()
        expect(Object.keys(body).sort()).toEqual(['count', 'feedback'])
        expect(body.count).toBe(1)
        const [item] = body.feedback
        expect(Object.keys(item).sort()).toEqual(['assessment', 'improvements', 'relationshipType', 'strengths'])
        expect(Object.keys(item.assessment)).toEqual(['answers'])
        expect(item).toMatchObject({ relationshipType: 'family', strengths: ['Organizada'], improvements: ['Relaxar'] })
        const answers = othersAnswers(['C', 'S'])
        expect(Object.keys(item.assessment.answers)).toEqual(Object.keys(answers))
        expect(item.assessment.answers.o1).toEqual({ optionId: answers.o1, type: 'C' })
        expect(item.assessment.answers.o2).toEqual({ optionId: answers.o2, type: 'S' })
        for (const answer of Object.values(item.assessment.answers)) {
          expect(Object.keys(answer as object).sort()).toEqual(['optionId', 'type'])
        }
        const text = response.body
        expect(text).not.toContain(giver.email)
        expect(text).not.toContain(String(giver.user.userId))
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
        expect(text).not.toContain(String(assessment.json().id))
        for (const url of ['/api/feedback/stats', '/api/auth/me']) {
          const other = await api(ctx.app, 'GET', url, { cookie: user.cookie })
          expect(other.body).not.toContain(giver.email)
          expect(other.body).not.toContain('Giver')
        }
      })

      it('shows a free user the newest 2 until there are 10, then all', async () => {
        const user = await owner(ctx)
        for (let i = 1; i <= 3; i += 1) await giveFeedback(ctx.app, user.uuid, { strengths: [`Ponto ${i}`] })
        const three = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(three.count).toBe(2)
        expect(three.feedback.map((f: { strengths: string[] }) => f.strengths[0])).toEqual(['Ponto 3', 'Ponto 2'])

        for (let i = 4; i <= 10; i += 1) await giveFeedback(ctx.app, user.uuid, { strengths: [`Ponto ${i}`] })
        const ten = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(ten.count).toBe(10)
        expect(ten.feedback[0].strengths).toEqual(['Ponto 10'])
      })

      it('shows a premium user everything', async () => {
        const user = await owner(ctx)
        await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${user.id}`)
        for (let i = 1; i <= 4; i += 1) await giveFeedback(ctx.app, user.uuid)
        const body = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(body.count).toBe(4)
        expect(body.feedback).toHaveLength(4)

        await ctx.database.db.execute(sql`update users set premium_until = now() - interval '1 day' where id = ${user.id}`)
        const expired = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(expired.count).toBe(2)
      })
    })
  },
  { feedbackRateLimitPerIp: 10_000 },
)

describeWithApp(
  'feedback rate limits',
  (ctx) => {
    const inject = (url: string, remoteAddress: string, body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
        payload: body as Record<string, unknown>,
      })

    it('limits one client address, whatever the link', async () => {
      const links = [await owner(ctx), await owner(ctx), await owner(ctx), await owner(ctx)]
      const statuses: number[] = []
      for (const link of links) {
        const response = await inject(`/api/feedback/user/${link.uuid}/assessment`, '10.0.0.1', { answers: othersAnswers(['D']) })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([201, 201, 201, 429])
      const limited = await inject(`/api/feedback/user/${links[0]?.uuid}/assessment`, '10.0.0.1', { answers: {} })
      expect(limited.json().error).toBe(ERROR_MESSAGES.tooManyRequests)
      // Another address is unaffected.
      const other = await inject(`/api/feedback/user/${links[0]?.uuid}/assessment`, '10.0.0.2', { answers: othersAnswers(['D']) })
      expect(other.statusCode).toBe(201)
    })

    // Issue 23: no per-link hourly cap any more (a crowd could lock every real giver out); each
    // network has its own quota per link instead (giver-guard.test.ts).
    it('never locks a link for everyone: many addresses all get through', async () => {
      const link = await owner(ctx)
      const statuses: number[] = []
      for (let i = 0; i < 6; i += 1) {
        const response = await inject(`/api/feedback/user/${link.uuid}`, `10.1.0.${i}`, {
          assessmentId: 1,
          relationshipType: 'friend',
          strengths: ['Gentil'],
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.every((status) => status !== 429)).toBe(true)
    })
  },
  { feedbackRateLimitPerIp: 3 },
)
