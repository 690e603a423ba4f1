import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SCORING_ERRORS } from '#shared/disc/scoring'
import { DISC_UNKNOWN_ANSWER } from '#shared/product'
import { FEEDBACK_LIST_MESSAGES, FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { api, describeWithApp, registerUser, rows, TEST_ORIGIN, type TestContext } from '#test/app'
import { fillParams, listRoutes } from '#test/routes'
import { giveFeedback, insertSelfAssessment, othersAnswers, postAssessment } from '#test/feedback'
import { sha256 } from '#server/lib/tokens'
import { rebuildAggregates } from '#test/aggregates'

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

async function makePremium(ctx: TestContext, userId: number, active = true) {
  const until = active ? sql`now() + interval '30 days'` : sql`now() - interval '1 day'`
  await ctx.database.db.execute(sql`update users set premium_until = ${until} where id = ${userId}`)
}

/**
 * `count` others' assessments and feedbacks about `userId` in one statement (for volume tests only;
 * the real giver flow is exercised by giveFeedback). Scores vary with the row, relationships rotate.
 */
async function insertManyFeedbacks(ctx: TestContext, userId: number, count: number) {
  await ctx.database.db.execute(sql`
    with made as (
      insert into disc_assessments (user_id, subject_user_id, is_self, dominance, influence, steadiness, compliance, answers)
      select null, ${userId}, false, (g * 7) % 60, (g * 11) % 40, 20, 100 - (g * 7) % 60 - (g * 11) % 40 - 20, '{}'::jsonb
      from generate_series(1, ${count}) as g
      returning id
    )
    insert into feedback (subject_user_id, assessment_id, relationship_type, strengths, improvements, released, group_released)
    select ${userId}, id, (array['friend', 'colleague', 'family'])[1 + id % 3], jsonb_build_array('Traço ' || (id % 5)), '[]'::jsonb, true, true
    from made`)
  // Rows written behind the app's back: their aggregates are rebuilt as the migration's backfill would.
  await rebuildAggregates(ctx.database.db, userId)
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

      it('answers a link only in its lower-case spelling (the page redirects there; issue 31)', async () => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'GET', `/api/feedback/user/${user.uuid.toUpperCase()}`)
        expect(response.statusCode).toBe(404)
        expect(response.json().error).toBe(FEEDBACK_MESSAGES.invalidLink)
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
        // The giver's secret (issue 30), never the row's sequential id.
        expect(body.id).toMatch(/^[A-Za-z0-9_-]{32}$/)
        const [row] = await rows(ctx.database.db, sql`
          select user_id, subject_user_id, is_self, dominance, influence, steadiness, compliance, anon_id, answers,
                 created_at = date_trunc('day', created_at) as day_only
          from disc_assessments where giver_key = ${sha256(body.id)}`)
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
        const [row] = await rows(ctx.database.db, sql`select user_id, subject_user_id, anon_id from disc_assessments where giver_key = ${sha256(response.json().id)}`)
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

      /** All-D answers with "Não sei dizer" on the last `unknown` questions. */
      const withUnknown = (unknown: number) =>
        Object.fromEntries(
          Object.entries(othersAnswers(['D', 'I'])).map(([id, option], i) => [id, i >= 24 - unknown ? DISC_UNKNOWN_ANSWER : option]),
        )

      it('accepts "Não sei dizer" on 8 of the 24 questions and scores over the 16 answered', async () => {
        const user = await owner(ctx)
        const answers = withUnknown(8)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}/assessment`, { body: { answers } })
        expect(response.statusCode).toBe(201)
        const [row] = await rows(ctx.database.db, sql`
          select dominance, influence, steadiness, compliance, answers from disc_assessments where giver_key = ${sha256(response.json().id)}`)
        // 16 answered, alternating D and I: 8 + 8 → 50 / 50.
        expect(row).toMatchObject({ dominance: 50, influence: 50, steadiness: 0, compliance: 0 })
        expect(row?.answers).toEqual(answers)
      })

      it('refuses "Não sei dizer" on 9 questions with a Portuguese 400 that says how many are missing', async () => {
        const user = await owner(ctx)
        const before = await assessmentCount(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}/assessment`, { body: { answers: withUnknown(9) } })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(
          'Escolha uma alternativa em pelo menos 16 das 24 perguntas ("Não sei dizer" vale para no máximo 8): falta 1 resposta.',
        )
        const all = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}/assessment`, { body: { answers: withUnknown(24) } })
        expect(all.statusCode).toBe(400)
        expect(all.json().error).toContain('faltam 16 respostas')
        expect(await assessmentCount(ctx)).toBe(before)
      })

      it('shows others\' averages that total exactly 100 (largest remainder of unrounded shares)', async () => {
        const user = await owner(ctx)
        // Three raters: all D, all I, all S → 33.3 each; rounded half-up that would be 33 + 33 + 33 = 99.
        await giveFeedback(ctx.app, user.uuid, { types: ['D'], strengths: ['Calma'] })
        await giveFeedback(ctx.app, user.uuid, { types: ['I'], strengths: ['Calma'] })
        await giveFeedback(ctx.app, user.uuid, { types: ['S'], strengths: ['Calma'] })
        const response = await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })
        expect(response.json().feedbackDisc).toEqual({ dominance: 34, influence: 33, steadiness: 33, compliance: 0 })
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
          select f.subject_user_id, f.relationship_type, f.strengths, f.improvements,
                 f.created_on = date_trunc('day', now()) as today
          from feedback f join disc_assessments d on d.id = f.assessment_id where d.giver_key = ${sha256(assessmentId)}`)
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
          // Released to its relationship group's figures (issue 30).
          'group_released',
          'id',
          'improvements',
          // Random per row, for the list order; says nothing about the giver or the time.
          'list_key',
          'relationship_type',
          // Released to the owner, in a group of three or more (issue 30).
          'released',
          // The owner's round when step 2 was stored (issue 36): a period of weeks, not a time.
          'round',
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

      it('refuses a secret nobody was given, and answers older than two days, with a Portuguese 400', async () => {
        const user = await owner(ctx)
        const stale = (await postAssessment(ctx.app, user.uuid)).json().id as string
        await ctx.database.db.execute(sql`update disc_assessments set created_at = date_trunc('day', now()) - interval '2 days' where giver_key = ${sha256(stale)}`)
        for (const assessmentId of ['A'.repeat(32), stale]) {
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
        ['a sequential id', 1],
        ['a short string', 'abc'],
        ['a negative id', -1],
        ['a secret with a character outside base64url', `${'A'.repeat(31)}=`],
        ['a secret one character too long', 'A'.repeat(33)],
      ])('refuses %s with a Portuguese 400', async (_name, assessmentId) => {
        const user = await owner(ctx)
        const response = await api(ctx.app, 'POST', `/api/feedback/user/${user.uuid}`, {
          body: { assessmentId, relationshipType: 'friend', strengths: ['Gentil'] },
        })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(FEEDBACK_MESSAGES.assessmentIdInvalid)
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
        for (let i = 0; i < 3; i += 1) await giveFeedback(ctx.app, user.uuid, { strengths: [html, injection], improvements: ['<script>x</script>'] })
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
        expect(response.json()).toEqual({
          selfDisc: zeros,
          feedbackDisc: zeros,
          feedbackCount: 0,
          waitingCount: 0,
          topCharacteristics: [],
          topCharacteristicsTotal: 0,
          feedbackSpread: null,
          perception: null,
        })
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
          // Two answers wait for a third (issue 30): only their number is told.
          feedbackCount: 0,
          waitingCount: 2,
          topCharacteristics: [],
          topCharacteristicsTotal: 0,
          feedbackSpread: null,
          perception: null,
        })
      })

      it('averages the others over submitted feedbacks only and ranks normalised characteristics from 3 (Premium)', async () => {
        const user = await owner(ctx)
        await makePremium(ctx, user.id)
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
          waitingCount: 0,
          topCharacteristics: [
            { text: 'Comunicativo', count: 3, percentage: 100 },
            { text: 'Líder', count: 2, percentage: 67 },
            { text: 'Paciente', count: 1, percentage: 33 },
          ],
          topCharacteristicsTotal: 3,
          // Sample SDs: D of 100, 0, 50 is 50; I of 0, 100, 0 is 57.7; S of 0, 0, 50 is 28.9; C none.
          feedbackSpread: { dominance: 50, influence: 57.7, steadiness: 28.9, compliance: 0 },
          blindSpots: [
            // 10 points below a mean of 50 with an SD of 50: 4.3027 × 50 / √3 = 124 → divided, and small.
            {
              dimension: 'dominance', self: 40, others: 50, gap: 10, direction: 'self-lower', raters: 3, spread: 50,
              confirmed: false, isBlindSpot: false, verdict: 'small', selfSource: 'short',
            },
            // 10 points above three zeros: even a zero spread leaves a range (the 24 answers' own noise); 10 < 20.
            {
              dimension: 'compliance', self: 10, others: 0, gap: 10, direction: 'self-higher', raters: 3, spread: 0,
              confirmed: false, isBlindSpot: false, verdict: 'small', selfSource: 'short',
            },
          ],
          perception: expect.objectContaining({
            reliability: { level: 'low', raters: 3, averageSpread: 34.2, disagree: true, nextLevelAt: 9 },
          }),
          feedbackDiscByRelationship: [
            { relationshipType: 'friend', count: 3, disc: { dominance: 50, influence: 33, steadiness: 17, compliance: 0 } },
          ],
        })
        // The same verdicts as the shared rules, every dimension in order.
        const perception = response.json().perception
        expect(perception.dimensions.map((d: { dimension: string; status: string; reason: string | null }) => [d.dimension, d.status, d.reason])).toEqual([
          ['dominance', 'uncertain', 'small'],
          ['influence', 'none', null],
          ['steadiness', 'none', null],
          ['compliance', 'uncertain', 'small'],
        ])
        expect(perception.dimensions[0]).toMatchObject({ self: 40, others: 50, othersLow: 0, othersHigh: 100, raters: 3, instrument: 'disc-short' })
      })

      it('gives a free user 2 characteristics until 6 feedbacks, then 3, and no Premium analysis', async () => {
        const user = await owner(ctx)
        await insertSelfAssessment(ctx.database.db, user.id, { dominance: 90, influence: 0, steadiness: 10, compliance: 0 })
        // Calma 3, Foco 2, Humor 2, Gentileza 1 (ties alphabetical).
        const strengths = [['Calma', 'Foco', 'Humor'], ['Calma', 'Foco', 'Gentileza'], ['Calma', 'Humor']]
        for (const list of strengths) await giveFeedback(ctx.app, user.uuid, { types: ['S'], strengths: list })
        const three = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })).json()
        expect(three.topCharacteristics.map((c: { text: string }) => c.text)).toEqual(['Calma', 'Foco'])
        expect(Object.keys(three).sort()).toEqual([
          'feedbackCount',
          'feedbackDisc',
          'feedbackSpread',
          'perception',
          'selfDisc',
          'topCharacteristics',
          'topCharacteristicsTotal',
          'waitingCount',
        ])
        // The number of characteristics is not Premium content, their words are.
        expect(three.topCharacteristicsTotal).toBe(4)
        expect(three.feedbackSpread).toEqual({ dominance: 0, influence: 0, steadiness: 0, compliance: 0 })

        // The 4th and 5th wait (issue 30): nothing moves until the 6th.
        await giveFeedback(ctx.app, user.uuid, { types: ['S'], strengths: ['Calma'] })
        await giveFeedback(ctx.app, user.uuid, { types: ['S'], strengths: ['Calma'] })
        const five = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })).json()
        expect(five).toEqual({ ...three, waitingCount: 2 })
        await giveFeedback(ctx.app, user.uuid, { types: ['S'], strengths: ['Calma'] })
        const six = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })).json()
        expect(six.feedbackCount).toBe(6)
        expect(six.topCharacteristics.map((c: { text: string }) => c.text)).toEqual(['Calma', 'Foco', 'Humor'])
        expect(six.blindSpots).toBeUndefined()
        expect(six.feedbackDiscByRelationship).toBeUndefined()

        await makePremium(ctx, user.id)
        const premium = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })).json()
        expect(premium.topCharacteristics.map((c: { text: string }) => c.text)).toEqual(['Calma', 'Foco', 'Humor', 'Gentileza'])
        // Self D 90 against six raters at 0 (zero spread): an agreed blind spot, 90 points.
        expect(premium.blindSpots[0]).toMatchObject({ dimension: 'dominance', gap: 90, confirmed: true, isBlindSpot: true, verdict: 'blind-spot' })
        // The verdicts are not Premium content: a free page shows them too.
        expect(six.perception.dimensions[0]).toMatchObject({ dimension: 'dominance', status: 'clear' })
        expect(premium.feedbackDiscByRelationship).toEqual([
          { relationshipType: 'friend', count: 6, disc: { dominance: 0, influence: 0, steadiness: 100, compliance: 0 } },
        ])
      })

      it('compares only relationship groups of 3 or more, and never leaves 1 or 2 feedbacks to deduce', async () => {
        const user = await owner(ctx)
        await makePremium(ctx, user.id)
        const groupsNow = async () => (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })).json().feedbackDiscByRelationship
        for (let i = 0; i < 3; i += 1) await giveFeedback(ctx.app, user.uuid, { types: ['D'], relationshipType: 'colleague' })
        for (let i = 0; i < 3; i += 1) await giveFeedback(ctx.app, user.uuid, { types: ['I'], relationshipType: 'family' })
        for (let i = 0; i < 2; i += 1) await giveFeedback(ctx.app, user.uuid, { types: ['S'], relationshipType: 'friend' })
        await giveFeedback(ctx.app, user.uuid, { types: ['C'], relationshipType: 'colleague' })
        // 9 released: 3 colleagues and 3 family in their groups; 2 friends and a 4th colleague wait for
        // their groups, so 3 are left outside: both groups may show, the colleagues' unchanged.
        expect(await groupsNow()).toEqual([
          { relationshipType: 'colleague', count: 3, disc: { dominance: 100, influence: 0, steadiness: 0, compliance: 0 } },
          { relationshipType: 'family', count: 3, disc: { dominance: 0, influence: 100, steadiness: 0, compliance: 0 } },
        ])
        // A 10th and an 11th wait; the 12th releases: a 3rd friend (the group appears) and two
        // colleagues (with the one waiting, three join the colleagues' figures at once).
        await giveFeedback(ctx.app, user.uuid, { types: ['S'], relationshipType: 'friend' })
        await giveFeedback(ctx.app, user.uuid, { types: ['C'], relationshipType: 'colleague' })
        await giveFeedback(ctx.app, user.uuid, { types: ['C'], relationshipType: 'colleague' })
        expect(await groupsNow()).toEqual([
          { relationshipType: 'colleague', count: 6, disc: { dominance: 50, influence: 0, steadiness: 0, compliance: 50 } },
          { relationshipType: 'friend', count: 3, disc: { dominance: 0, influence: 0, steadiness: 100, compliance: 0 } },
          { relationshipType: 'family', count: 3, disc: { dominance: 0, influence: 100, steadiness: 0, compliance: 0 } },
        ])
      })

      it('rounds each group\'s average the way the overall one is rounded: four figures totalling 100 (issue 46)', async () => {
        const user = await owner(ctx)
        await makePremium(ctx, user.id)
        // One colleague all D, one all I, one all S: means of 33.3; half up per figure printed 33 / 33 / 33 / 0.
        for (const type of ['D', 'I', 'S'] as const) await giveFeedback(ctx.app, user.uuid, { types: [type], relationshipType: 'colleague' })
        const stats = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })).json()
        expect(stats.feedbackDiscByRelationship).toEqual([
          { relationshipType: 'colleague', count: 3, disc: { dominance: 34, influence: 33, steadiness: 33, compliance: 0 } },
        ])
        // The only group is everyone: the same four figures as the overall average (radar, cards, PDF).
        expect(stats.feedbackDiscByRelationship[0].disc).toEqual(stats.feedbackDisc)
      })

      it('drops a group whose comparison with the total would leave 1 or 2 feedbacks to deduce', async () => {
        const user = await owner(ctx)
        await makePremium(ctx, user.id)
        for (let i = 0; i < 3; i += 1) await giveFeedback(ctx.app, user.uuid, { types: ['D'], relationshipType: 'colleague' })
        for (let i = 0; i < 3; i += 1) {
          await giveFeedback(ctx.app, user.uuid, { types: ['I'], relationshipType: i === 0 ? 'colleague' : 'family' })
        }
        // 6 released: the colleagues' group holds 3 (the 4th waits for its group), 3 are outside it.
        const six = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })).json()
        expect(six.feedbackDiscByRelationship).toEqual([
          { relationshipType: 'colleague', count: 3, disc: { dominance: 100, influence: 0, steadiness: 0, compliance: 0 } },
        ])
        for (let i = 0; i < 2; i += 1) await giveFeedback(ctx.app, user.uuid, { types: ['S'], relationshipType: 'colleague' })
        await giveFeedback(ctx.app, user.uuid, { types: ['S'], relationshipType: 'family' })
        // 9 released: colleagues 6 (3 joined at once), family 3 → nothing left outside.
        const nine = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })).json()
        expect(nine.feedbackDiscByRelationship.map((g: { relationshipType: string; count: number }) => [g.relationshipType, g.count])).toEqual([
          ['colleague', 6],
          ['family', 3],
        ])
      })

      it('runs the same number of queries for 10 and for 100 feedbacks, free and Premium', async () => {
        for (const premium of [false, true]) {
          const ten = await owner(ctx, 'Dez')
          const hundred = await owner(ctx, 'Cem')
          for (const user of [ten, hundred]) {
            await insertSelfAssessment(ctx.database.db, user.id, { dominance: 60, influence: 10, steadiness: 10, compliance: 20 })
            if (premium) await makePremium(ctx, user.id)
          }
          await insertManyFeedbacks(ctx, ten.id, 10)
          await insertManyFeedbacks(ctx, hundred.id, 100)
          for (const url of ['/api/feedback/stats', '/api/feedback']) {
            const forTen = await countQueries(ctx, () => api(ctx.app, 'GET', url, { cookie: ten.cookie }))
            const forHundred = await countQueries(ctx, () => api(ctx.app, 'GET', url, { cookie: hundred.cookie }))
            expect(forTen).toBeGreaterThan(0)
            expect(forHundred).toBe(forTen)
          }
          const stats = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: hundred.cookie })).json()
          expect(stats.feedbackCount).toBe(100)
          expect(stats.feedbackSpread.dominance).toBeGreaterThan(0)
          expect(stats.blindSpots !== undefined).toBe(premium)
        }
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
        // 18 released in groups of three, 2 waiting (issue 30).
        expect(stats.json()).toMatchObject({ feedbackCount: 18, waitingCount: 2 })
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
        // Two friends more: the three are released together (issue 30).
        await giveFeedback(ctx.app, user.uuid, { types: ['I'] })
        await giveFeedback(ctx.app, user.uuid, { types: ['I'] })
        await makePremium(ctx, user.id)
        const response = await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })
        expect(response.statusCode).toBe(200)
        const body = response.json()
        expect(Object.keys(body).sort()).toEqual(['count', 'feedback', 'nextCursor'])
        expect(body.count).toBe(3)
        expect(body.nextCursor).toBeNull()
        const item = body.feedback.find((card: { strengths: string[] }) => card.strengths[0] === 'Organizada')
        // The perceived letter and four shares replace the 24 raw answers (issue 18).
        expect(Object.keys(item).sort()).toEqual(['disc', 'improvements', 'perceivedType', 'relationshipType', 'strengths'])
        // One family member: the relationship is withheld (a group of 1 would point at them).
        expect(item).toEqual({
          perceivedType: 'C',
          disc: { dominance: 0, influence: 0, steadiness: 50, compliance: 50 },
          relationshipType: null,
          strengths: ['Organizada'],
          improvements: ['Relaxar'],
        })
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

      it('shows a free user 2 until there are 9, then all, always in the same order', async () => {
        const user = await owner(ctx)
        for (let i = 1; i <= 3; i += 1) await giveFeedback(ctx.app, user.uuid, { strengths: [`Ponto ${i}`] })
        const three = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(three.count).toBe(2)
        const again = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(again).toEqual(three)

        // 8 given: 6 released, still the free 2 (issue 30); the 9th releases 9, and the list opens (the
        // ladder's step, docs/decisions/0053), then grows with the next group.
        for (let i = 4; i <= 8; i += 1) await giveFeedback(ctx.app, user.uuid, { strengths: [`Ponto ${i}`] })
        expect((await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json().count).toBe(2)
        await giveFeedback(ctx.app, user.uuid, { strengths: ['Ponto 9'] })
        expect((await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json().count).toBe(9)
        for (let i = 10; i <= 12; i += 1) await giveFeedback(ctx.app, user.uuid, { strengths: [`Ponto ${i}`] })
        const ten = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(ten.count).toBe(12)
        const order = ten.feedback.map((f: { strengths: string[] }) => f.strengths[0])
        expect([...order].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Ponto ${i + 1}`).sort())
        expect((await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()).toEqual(ten)
      })

      it('does not follow submission order (an owner must not match cards to people)', async () => {
        const user = await owner(ctx)
        await makePremium(ctx, user.id)
        const submitted = Array.from({ length: 12 }, (_, i) => `Ordem ${String(i + 1).padStart(2, '0')}`)
        for (const text of submitted) await giveFeedback(ctx.app, user.uuid, { strengths: [text] })
        const listed = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        const order = listed.feedback.map((f: { strengths: string[] }) => f.strengths[0])
        expect([...order].sort()).toEqual(submitted)
        // A random order equals one of these two with probability 2 / 12! (about 4 in a billion).
        expect(order).not.toEqual(submitted)
        expect(order).not.toEqual([...submitted].reverse())
      })

      it('returns a relationship only for groups of 3 or more, counted in their group, with nobody left alone', async () => {
        const user = await owner(ctx)
        await makePremium(ctx, user.id)
        const relationOf = async () => {
          const list = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
          return Object.fromEntries(
            list.feedback.map((f: { strengths: string[]; relationshipType: string | null }) => [f.strengths[0], f.relationshipType]),
          )
        }
        for (let i = 0; i < 3; i += 1) await giveFeedback(ctx.app, user.uuid, { relationshipType: 'colleague', strengths: [`Colega ${i}`] })
        expect(await relationOf()).toEqual({ 'Colega 0': 'colleague', 'Colega 1': 'colleague', 'Colega 2': 'colleague' })
        await giveFeedback(ctx.app, user.uuid, { relationshipType: 'family', strengths: ['Família 0'] })
        await giveFeedback(ctx.app, user.uuid, { relationshipType: 'family', strengths: ['Família 1'] })
        await giveFeedback(ctx.app, user.uuid, { relationshipType: 'friend', strengths: ['Amizade 0'] })
        // 2 family members and a friend: no group of 3, so none of the three is labelled.
        expect(await relationOf()).toEqual({
          'Colega 0': 'colleague',
          'Colega 1': 'colleague',
          'Colega 2': 'colleague',
          'Família 0': null,
          'Família 1': null,
          'Amizade 0': null,
        })
        await giveFeedback(ctx.app, user.uuid, { relationshipType: 'family', strengths: ['Família 2'] })
        await giveFeedback(ctx.app, user.uuid, { relationshipType: 'colleague', strengths: ['Colega 3'] })
        await giveFeedback(ctx.app, user.uuid, { relationshipType: 'colleague', strengths: ['Colega 4'] })
        // Family reaches 3; the friend and two new colleagues would be 3 unlabelled: still no lone one.
        const nine = await relationOf()
        expect(nine['Família 0']).toBe('family')
        expect(nine['Família 2']).toBe('family')
        expect(nine['Amizade 0']).toBeNull()
        expect(nine['Colega 3']).toBeNull()
        expect(nine['Colega 0']).toBe('colleague')
      })

      it('labels no group when that would leave one or two cards unlabelled', async () => {
        const user = await owner(ctx)
        await makePremium(ctx, user.id)
        for (let i = 0; i < 3; i += 1) await giveFeedback(ctx.app, user.uuid, { relationshipType: 'friend', strengths: [`Amizade ${i}`] })
        await giveFeedback(ctx.app, user.uuid, { relationshipType: 'family', strengths: ['Família'] })
        await giveFeedback(ctx.app, user.uuid, { relationshipType: 'friend', strengths: ['Amizade 3'] })
        await giveFeedback(ctx.app, user.uuid, { relationshipType: 'friend', strengths: ['Amizade 4'] })
        // 6 released: 3 friends in their group, and a family member with two friends waiting for the
        // friends' figures — 3 unlabelled cards, fine. No card alone says "not a friend".
        const list = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        const unlabelled = list.feedback.filter((f: { relationshipType: string | null }) => f.relationshipType === null)
        expect(unlabelled.length === 0 || unlabelled.length >= 3).toBe(true)
        expect(list.feedback.find((f: { strengths: string[] }) => f.strengths[0] === 'Família').relationshipType).toBeNull()
      })

      it('shows a premium user everything', async () => {
        const user = await owner(ctx)
        await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${user.id}`)
        for (let i = 1; i <= 6; i += 1) await giveFeedback(ctx.app, user.uuid)
        const body = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(body.count).toBe(6)
        expect(body.feedback).toHaveLength(6)

        await ctx.database.db.execute(sql`update users set premium_until = now() - interval '1 day' where id = ${user.id}`)
        const expired = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(expired.count).toBe(2)
      })
    })

    describe('GET /api/feedback pages (issue 18)', () => {
      type Page = { feedback: { strengths: string[] }[]; count: number; nextCursor: string | null }
      const get = async (cookie: string, query: string) => api(ctx.app, 'GET', `/api/feedback${query}`, { cookie })
      const page = async (cookie: string, query: string) => {
        const response = await get(cookie, query)
        expect(response.statusCode, response.body).toBe(200)
        return response.json() as Page
      }
      const markers = (body: Page) => body.feedback.map((item) => item.strengths[0] as string)

      it('gives 20 by default, at most 100, and a cursor while more follow', async () => {
        const user = await owner(ctx)
        await makePremium(ctx, user.id)
        await insertManyFeedbacks(ctx, user.id, 105)
        const first = await page(user.cookie, '')
        expect(first.count).toBe(20)
        expect(first.feedback).toHaveLength(20)
        expect(first.nextCursor).toEqual(expect.any(String))
        const hundred = await page(user.cookie, '?limit=100')
        expect(hundred.count).toBe(100)
        const rest = await page(user.cookie, `?limit=100&cursor=${hundred.nextCursor}`)
        expect(rest.count).toBe(5)
        expect(rest.nextCursor).toBeNull()
      })

      it.each(['0', '101', 'abc', '1.5', '-1', '', '1e2', '20&limit=30'])('refuses limit=%s with a Portuguese 400', async (limit) => {
        const user = await owner(ctx)
        const response = await get(user.cookie, `?limit=${limit}`)
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(FEEDBACK_LIST_MESSAGES.invalidLimit)
      })

      it('refuses forged, altered and foreign cursors with a Portuguese 400', async () => {
        const user = await owner(ctx)
        const other = await owner(ctx, 'Outra Pessoa')
        await makePremium(ctx, user.id)
        await insertManyFeedbacks(ctx, user.id, 5)
        const { nextCursor } = await page(user.cookie, '?limit=2')
        expect(nextCursor).toEqual(expect.any(String))
        const cursor = nextCursor as string
        const flipped = `${cursor.slice(0, 20)}${cursor[20] === 'A' ? 'B' : 'A'}${cursor.slice(21)}`
        const forged = Buffer.from(JSON.stringify({ u: user.id, k: '00000000-0000-4000-8000-000000000000', i: 1, n: 0 })).toString('base64url')
        for (const [cookie, bad] of [
          [user.cookie, flipped],
          [user.cookie, forged],
          [user.cookie, 'abc'],
          [user.cookie, '%20%27%3B--'],
          [user.cookie, 'x'.repeat(500)],
          [other.cookie, cursor],
        ] as const) {
          const response = await get(cookie, `?cursor=${bad}`)
          expect(response.statusCode, bad).toBe(400)
          expect(response.json().error).toBe(FEEDBACK_LIST_MESSAGES.invalidCursor)
        }
        // The cursor says nothing readable: no row id, no list key.
        expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toMatch(/"i"|list|[0-9a-f]{8}-[0-9a-f]{4}/)
      })

      it('pages without duplicates or gaps while new feedback arrives, in the stable list order', async () => {
        const user = await owner(ctx)
        await makePremium(ctx, user.id)
        const before = Array.from({ length: 12 }, (_, i) => `Antes ${i}`)
        for (const text of before) await giveFeedback(ctx.app, user.uuid, { strengths: [text] })
        const whole = markers(await page(user.cookie, '?limit=100'))
        const seen: string[] = []
        let cursor: string | null = null
        let arrivals = 0
        do {
          const body: Page = await page(user.cookie, `?limit=4${cursor ? `&cursor=${cursor}` : ''}`)
          seen.push(...markers(body))
          cursor = body.nextCursor
          // A released group of newcomers between pages: their random keys land anywhere, before or after the cursor.
          for (let i = 0; i < 3; i += 1) await giveFeedback(ctx.app, user.uuid, { strengths: [`Depois ${arrivals++}`] })
        } while (cursor)
        expect(new Set(seen).size, 'no duplicates').toBe(seen.length)
        expect(seen.filter((text) => text.startsWith('Antes'))).toEqual(whole)
        const after = markers(await page(user.cookie, '?limit=100'))
        // Whatever was shown, newcomers included, follows the one stable order.
        expect(after.filter((text) => seen.includes(text))).toEqual(seen)
      })

      it('keeps the free limit of 2 across pages until there are 9', async () => {
        const user = await owner(ctx)
        for (let i = 1; i <= 6; i += 1) await giveFeedback(ctx.app, user.uuid, { strengths: [`Livre ${i}`] })
        const first = await page(user.cookie, '?limit=1')
        expect(first.count).toBe(1)
        const second = await page(user.cookie, `?limit=1&cursor=${first.nextCursor}`)
        expect(second.count).toBe(1)
        expect(second.nextCursor).toBeNull()
        const both = await page(user.cookie, '')
        expect(markers(both)).toEqual([...markers(first), ...markers(second)])
        expect(both.nextCursor).toBeNull()
      })
    })

    describe('Premium is enforced by the server', () => {
      it('a free user cannot obtain Premium content from any GET endpoint', async () => {
        const user = await owner(ctx)
        await insertSelfAssessment(ctx.database.db, user.id, { dominance: 90, influence: 0, steadiness: 10, compliance: 0 })
        // 6 feedbacks: 3 colleagues and 3 friends (groups of 3), each with one strength no one else gave.
        for (let i = 0; i < 6; i += 1) {
          await giveFeedback(ctx.app, user.uuid, {
            types: ['S'],
            relationshipType: i % 2 === 0 ? 'colleague' : 'friend',
            strengths: ['Calma', i < 4 ? 'Escuta' : 'Foco', `Exclusivo ${i}`],
          })
        }
        await makePremium(ctx, user.id)
        const premiumStats = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: user.cookie })).json()
        const premiumList = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(premiumStats.topCharacteristics.length).toBeGreaterThan(3)
        expect(premiumStats.blindSpots.length).toBeGreaterThan(0)
        expect(premiumStats.feedbackDiscByRelationship).toHaveLength(2)
        expect(premiumList.count).toBe(6)

        await makePremium(ctx, user.id, false)
        const freeList = (await api(ctx.app, 'GET', '/api/feedback', { cookie: user.cookie })).json()
        expect(freeList.count).toBe(2)
        // Characteristics ranked below the free cut that the 2 free cards do not happen to show.
        const premiumOnly = premiumStats.topCharacteristics
          .slice(3)
          .map((c: { text: string }) => c.text)
          .filter((text: string) => !JSON.stringify(freeList).includes(text))
        expect(premiumOnly.length).toBeGreaterThan(0)
        const hiddenCards = premiumList.feedback.filter(
          (item: unknown) => !freeList.feedback.some((shown: unknown) => JSON.stringify(shown) === JSON.stringify(item)),
        )
        expect(hiddenCards).toHaveLength(4)

        const routes = (await listRoutes(ctx.app)).filter((route) => route.method === 'GET')
        expect(routes.length).toBeGreaterThan(5)
        let checked = 0
        for (const route of routes) {
          // The LGPD export is the person's own data, all of it, by law.
          if (route.url === '/api/account/export') continue
          const url = fillParams(route.url, { uuid: user.uuid, id: '1', '*': 'results' })
          const response = await api(ctx.app, 'GET', url, { cookie: user.cookie })
          const body = response.body
          checked += 1
          for (const key of ['blindSpots', 'feedbackDiscByRelationship', 'isBlindSpot', 'verdict']) {
            expect(body, `${url} carries ${key}`).not.toContain(`"${key}"`)
          }
          for (const text of premiumOnly) expect(body, `${url} carries "${text}"`).not.toContain(text)
          for (const card of hiddenCards as { strengths: string[] }[]) {
            expect(body, `${url} carries a hidden card`).not.toContain(card.strengths[2])
          }
        }
        expect(checked).toBeGreaterThan(5)
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
          assessmentId: 'A'.repeat(32),
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
