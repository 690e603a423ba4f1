import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { OCEAN_QUESTION_IDS, isReverseKeyed } from '#shared/ocean/questions'
import { OCEAN_SCORING_ERRORS } from '#shared/ocean/scoring'
import { OCEAN_MESSAGES } from '#shared/schemas/ocean'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { api, describeWithApp, registerUser, type TestContext } from '#test/app'

type Answers = Record<string, unknown>

const uniform = (value: number): Answers => Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, value]))

/**
 * Hand-computed (forward items count the answer, reverse items 6 − answer; 25 × (mean − 1)):
 * O 5,4,(6−2)=4,3,(6−1)=5 → 4.2 → 80 · C 2,3,2,2,1 → 2 → 25 · E 4,4,3,5,4 → 4 → 75 ·
 * A 1,2,1,1,2 → 1.4 → 10 · N 3,2,2,1,3 → 2.2 → 30
 */
const MIXED: Answers = {
  O1: 5, O2: 4, O3: 2, O4: 3, O5: 1,
  C1: 2, C2: 3, C3: 4, C4: 2, C5: 5,
  E1: 4, E2: 4, E3: 3, E4: 5, E5: 2,
  A1: 1, A2: 2, A3: 5, A4: 1, A5: 4,
  N1: 3, N2: 2, N3: 4, N4: 1, N5: 3,
}
const MIXED_SCORES = { openness: 80, conscientiousness: 25, extraversion: 75, agreeableness: 10, neuroticism: 30 }

async function oceanCount(ctx: TestContext): Promise<number> {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n from ocean_assessments`)
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n)
}

/** A result's norms fields while nobody consents (issue 48; src/server/modules/norms/norms.routes.test.ts). */
const NO_NORMS = { percentiles: null, percentileIntervals: null, normSample: 0, normMinSample: 500 }

const save = (ctx: TestContext, cookie: string | undefined, body: unknown) =>
  api(ctx.app, 'POST', '/api/ocean-assessment', { cookie, body })

describeWithApp('ocean assessment routes', (ctx) => {
  describe('POST /api/ocean-assessment', () => {
    it('answers 401 in Portuguese when logged out, even for a bad body, and stores nothing', async () => {
      const before = await oceanCount(ctx)
      for (const body of [{ answers: MIXED, isSelf: true }, { answers: 'x' }]) {
        const response = await save(ctx, undefined, body)
        expect(response.statusCode).toBe(401)
        expect(response.json().error).toBe('Faça login para continuar.')
      }
      expect(await oceanCount(ctx)).toBe(before)
    })

    it('recomputes the scores from the answers and answers 201 with the saved assessment', async () => {
      const { cookie } = await registerUser(ctx.app)
      const response = await save(ctx, cookie, { ...MIXED_SCORES, answers: MIXED, isSelf: true })
      expect(response.statusCode).toBe(201)
      const body = response.json()
      expect(body).toMatchObject({ ...MIXED_SCORES, answers: MIXED, isSelf: true })
      expect(Number.isInteger(body.id)).toBe(true)
      expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date')
    })

    it('ignores forged client scores', async () => {
      const { cookie } = await registerUser(ctx.app)
      const forged = { openness: 100, conscientiousness: 100, extraversion: 100, agreeableness: 100, neuroticism: 0 }
      const response = await save(ctx, cookie, { ...forged, answers: uniform(3), isSelf: true })
      expect(response.statusCode).toBe(201)
      expect(response.json()).toMatchObject({
        openness: 50,
        conscientiousness: 50,
        extraversion: 50,
        agreeableness: 50,
        neuroticism: 50,
      })
      const recent = await api(ctx.app, 'GET', '/api/ocean-assessment/recent', { cookie })
      expect(recent.json().openness).toBe(50)
    })

    it('accepts a body without client scores or isSelf, and scores reverse items as 6 − answer', async () => {
      const { cookie } = await registerUser(ctx.app)
      // Forward items 5 and reverse items 1 is the top of every factor; the opposite is the bottom.
      const high = Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, isReverseKeyed(id) ? 1 : 5]))
      const low = Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, isReverseKeyed(id) ? 5 : 1]))
      const top = await save(ctx, cookie, { answers: high })
      expect(top.statusCode).toBe(201)
      expect(top.json()).toMatchObject({ openness: 100, conscientiousness: 100, neuroticism: 100, isSelf: true })
      const bottom = await save(ctx, cookie, { answers: low })
      expect(bottom.json()).toMatchObject({ openness: 0, agreeableness: 0, neuroticism: 0 })
    })

    it.each([
      ['a value of 0', { ...MIXED, C2: 0 }, OCEAN_SCORING_ERRORS.invalidValue('C2')],
      ['a value of 6', { ...MIXED, N5: 6 }, OCEAN_SCORING_ERRORS.invalidValue('N5')],
      ['a value of 2.5', { ...MIXED, O1: 2.5 }, OCEAN_SCORING_ERRORS.invalidValue('O1')],
      ['a string value', { ...MIXED, A3: '3' }, OCEAN_SCORING_ERRORS.invalidValue('A3')],
      ['a null value', { ...MIXED, E1: null }, OCEAN_SCORING_ERRORS.invalidValue('E1')],
      ['an HTML value', { ...MIXED, E4: '<img src=x onerror=alert(1)>' }, OCEAN_SCORING_ERRORS.invalidValue('E4')],
      ['one missing answer', Object.fromEntries(Object.entries(MIXED).filter(([id]) => id !== 'N3')), OCEAN_SCORING_ERRORS.missing(1)],
      ['no answers', {}, OCEAN_SCORING_ERRORS.missing(25)],
      ['an unknown question id', { ...MIXED, X9: 3 }, OCEAN_SCORING_ERRORS.unknownQuestion],
      ['a SQL fragment as an id', { ...MIXED, "O1'; drop table users;--": 3 }, OCEAN_SCORING_ERRORS.unknownQuestion],
      ['answers as an array', [5, 4, 3], OCEAN_SCORING_ERRORS.notAnObject],
      ['answers as a string', 'O1=5', OCEAN_SCORING_ERRORS.notAnObject],
    ])('rejects %s with a Portuguese 400 and stores nothing', async (_label, answers, message) => {
      const { cookie } = await registerUser(ctx.app)
      const before = await oceanCount(ctx)
      const response = await save(ctx, cookie, { answers, isSelf: true })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(message)
      expect(await oceanCount(ctx)).toBe(before)
    })

    it.each([
      ['missing answers', { isSelf: true }],
      ['a null body', null],
      ['an array body', [MIXED]],
      ['a score of the wrong type', { openness: 'alto', answers: MIXED }],
      ['isSelf false', { answers: MIXED, isSelf: false }],
      ['isSelf as a string', { answers: MIXED, isSelf: 'true' }],
    ])('answers %s with a Portuguese 400', async (_label, body) => {
      const { cookie } = await registerUser(ctx.app)
      const before = await oceanCount(ctx)
      const response = await save(ctx, cookie, body)
      expect(response.statusCode).toBe(400)
      expect(typeof response.json().error).toBe('string')
      expect(response.json().error).not.toMatch(/expected|invalid input|required|received/i)
      expect(await oceanCount(ctx)).toBe(before)
    })

    it('uses the SPEC wording for isSelf false', async () => {
      const { cookie } = await registerUser(ctx.app)
      const response = await save(ctx, cookie, { answers: MIXED, isSelf: false })
      expect(response.json().error).toBe(OCEAN_MESSAGES.selfOnly)
    })

    it('refuses a prototype-poisoning key', async () => {
      const { cookie } = await registerUser(ctx.app)
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/ocean-assessment',
        headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: `{"answers": {"__proto__": {"O1": 5}}}`,
      })
      expect(response.statusCode).toBe(400)
      expect(typeof response.json().error).toBe('string')
    })

    it('answers a 1 MB body with 413 and a Portuguese message', async () => {
      const { cookie } = await registerUser(ctx.app)
      const before = await oceanCount(ctx)
      const response = await save(ctx, cookie, { answers: { ...MIXED, O1: 'x'.repeat(1024 * 1024) } })
      expect(response.statusCode).toBe(413)
      expect(response.json().error).toBe(ERROR_MESSAGES.tooLarge)
      expect(await oceanCount(ctx)).toBe(before)
    })

    it('refuses a cross-site request', async () => {
      const { cookie } = await registerUser(ctx.app)
      const response = await api(ctx.app, 'POST', '/api/ocean-assessment', {
        cookie,
        body: { answers: MIXED },
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toBe(CSRF_MESSAGE)
    })
  })

  describe('GET /api/ocean-assessment/recent', () => {
    it('answers 401 when logged out', async () => {
      const response = await api(ctx.app, 'GET', '/api/ocean-assessment/recent')
      expect(response.statusCode).toBe(401)
      expect(response.json().error).toBe('Faça login para continuar.')
    })

    it('answers null, not a failed request, when the person has none (decision 0039)', async () => {
      const { cookie } = await registerUser(ctx.app)
      const response = await api(ctx.app, 'GET', '/api/ocean-assessment/recent', { cookie })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.json()).toBeNull()
    })

    it("answers the person's latest assessment, never someone else's", async () => {
      const first = await registerUser(ctx.app)
      const second = await registerUser(ctx.app)
      await save(ctx, first.cookie, { answers: uniform(1) })
      const latest = (await save(ctx, first.cookie, { answers: MIXED })).json()
      await save(ctx, second.cookie, { answers: uniform(5) })

      const response = await api(ctx.app, 'GET', '/api/ocean-assessment/recent', { cookie: first.cookie })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      // With what the norms say of it (issue 48): none yet, nobody has agreed to count.
      expect(response.json()).toEqual({ ...latest, ...NO_NORMS })
      expect(response.json()).toMatchObject(MIXED_SCORES)
    })
  })

  describe('GET /api/ocean-assessment/:id', () => {
    it("answers the owner's assessment", async () => {
      const { cookie } = await registerUser(ctx.app)
      const older = (await save(ctx, cookie, { answers: MIXED })).json()
      await save(ctx, cookie, { answers: uniform(3) })
      const response = await api(ctx.app, 'GET', `/api/ocean-assessment/${older.id}`, { cookie })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ...older, ...NO_NORMS })
    })

    it("answers 404, not 403, for another person's id, so ids cannot be probed", async () => {
      const owner = await registerUser(ctx.app)
      const other = await registerUser(ctx.app)
      const saved = (await save(ctx, owner.cookie, { answers: MIXED })).json()
      const response = await api(ctx.app, 'GET', `/api/ocean-assessment/${saved.id}`, { cookie: other.cookie })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: OCEAN_MESSAGES.assessmentNotFound })
      const missing = await api(ctx.app, 'GET', '/api/ocean-assessment/999999999', { cookie: other.cookie })
      expect(missing.json()).toEqual(response.json())
    })

    it.each(['abc', '1.5', '-1', '1%20or%201=1', '0x10'])('answers 400 for the id %s', async (id) => {
      const { cookie } = await registerUser(ctx.app)
      const response = await api(ctx.app, 'GET', `/api/ocean-assessment/${id}`, { cookie })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(OCEAN_MESSAGES.invalidId)
    })

    it('answers 404, not 500, for ids beyond what the database can hold', async () => {
      const { cookie } = await registerUser(ctx.app)
      for (const id of ['0', '2147483648', '999999999999']) {
        const response = await api(ctx.app, 'GET', `/api/ocean-assessment/${id}`, { cookie })
        expect(response.statusCode).toBe(404)
      }
    })

    it('answers 401 when logged out, whatever the id', async () => {
      for (const id of ['1', 'abc']) {
        const response = await api(ctx.app, 'GET', `/api/ocean-assessment/${id}`)
        expect(response.statusCode).toBe(401)
      }
    })
  })
})
