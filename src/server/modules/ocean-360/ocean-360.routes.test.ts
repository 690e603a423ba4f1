import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { OTHERS_OCEAN_ERRORS } from '#shared/ocean/others-scoring'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { OCEAN_OTHERS_MESSAGES } from '#shared/schemas/ocean-others'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { api, cookieFrom, describeWithApp, registerUser, rows, type TestContext } from '#test/app'
import { oceanAnswers } from '#test/fixtures'
import { giveFeedbackAsBrowser, othersOceanAnswers, postAssessment } from '#test/feedback'

const UNKNOWN_UUID = '7d3f6a52-1c4e-4b7a-9f2d-0a1b2c3d4e5f'

async function owner(ctx: TestContext) {
  const registered = await registerUser(ctx.app, { username: 'Ana Lima' })
  return { ...registered, id: registered.user.id as number, uuid: registered.user.userId as string }
}

function submit(ctx: TestContext, uuid: string, body: unknown, cookie?: string) {
  return api(ctx.app, 'POST', `/api/feedback/user/${uuid}/ocean`, { body, cookie })
}

async function others(ctx: TestContext, cookie: string) {
  const response = await api(ctx.app, 'GET', '/api/ocean-assessment/others', { cookie })
  expect(response.statusCode).toBe(200)
  return response.json() as Record<string, unknown>
}

async function ratingCount(ctx: TestContext) {
  const [row] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from ocean_others_ratings`)
  return Number(row?.n)
}

/** A well-formed giver secret (32 base64url characters) that step 1 never gave anyone. */
const MADE_UP_SECRET = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'

/** One giver's whole flow: DISC answers, feedback, then the ten statements; answers the Big Five POST's status. */
async function rate(ctx: TestContext, uuid: string, answers: Record<string, number>) {
  const giver = await giveFeedbackAsBrowser(ctx.app, uuid)
  return (await submit(ctx, uuid, { assessmentId: giver.assessmentId, answers }, giver.cookie)).statusCode
}

describeWithApp('Big Five 360 routes', (ctx) => {
  it('accepts the ten answers once per assessment, from the browser that gave the feedback', async () => {
    const person = await owner(ctx)
    const giver = await giveFeedbackAsBrowser(ctx.app, person.uuid)
    const body = { assessmentId: giver.assessmentId, answers: othersOceanAnswers(4) }
    const first = await submit(ctx, person.uuid, body, giver.cookie)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ success: true })
    const again = await submit(ctx, person.uuid, body, giver.cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(OCEAN_OTHERS_MESSAGES.alreadyAnswered)
    // Stored, but waiting for its release with two more (issue 30): the owner sees no rater yet.
    const [stored] = await rows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ocean_others_ratings where subject_user_id = ${person.id} and released = false`,
    )
    expect(stored?.n).toBe(1)
    expect(await others(ctx, person.cookie)).toMatchObject({ count: 0, openness: null, neuroticism: null, minimum: 3 })
  })

  it('refuses another browser, an unsent feedback, another link’s assessment and the owner', async () => {
    const person = await owner(ctx)
    const other = await owner(ctx)
    const giver = await giveFeedbackAsBrowser(ctx.app, person.uuid)
    const answers = othersOceanAnswers(3)
    const before = await ratingCount(ctx)

    // No cookie, and a different giver browser: 403.
    const noCookie = await submit(ctx, person.uuid, { assessmentId: giver.assessmentId, answers })
    expect(noCookie.statusCode).toBe(403)
    expect(noCookie.json().error).toBe(OCEAN_OTHERS_MESSAGES.notThisBrowser)
    const stranger = await giveFeedbackAsBrowser(ctx.app, person.uuid)
    const wrongBrowser = await submit(ctx, person.uuid, { assessmentId: giver.assessmentId, answers }, stranger.cookie)
    expect(wrongBrowser.statusCode).toBe(403)

    // DISC answers given but the feedback not sent yet: 400.
    const unsent = await postAssessment(ctx.app, person.uuid)
    const unsentResponse = await submit(ctx, person.uuid, { assessmentId: unsent.json().id, answers }, cookieFrom(unsent))
    expect(unsentResponse.statusCode).toBe(400)
    expect(unsentResponse.json().error).toBe(OCEAN_OTHERS_MESSAGES.feedbackNotSent)

    // Another person's assessment through this link: 400, its answers are not found here.
    const elsewhere = await giveFeedbackAsBrowser(ctx.app, other.uuid)
    const crossed = await submit(ctx, person.uuid, { assessmentId: elsewhere.assessmentId, answers }, elsewhere.cookie)
    expect(crossed.statusCode).toBe(400)
    expect(crossed.json().error).toBe(FEEDBACK_MESSAGES.assessmentMismatch)

    // A well-formed secret step 1 never gave (issue 30): 400, the same message, with or without a cookie.
    for (const cookie of [giver.cookie, undefined]) {
      const madeUp = await submit(ctx, person.uuid, { assessmentId: MADE_UP_SECRET, answers }, cookie)
      expect(madeUp.statusCode).toBe(400)
      expect(madeUp.json().error).toBe(FEEDBACK_MESSAGES.assessmentMismatch)
    }

    // The owner, signed in: 403 as on the other giver calls.
    const self = await submit(ctx, person.uuid, { assessmentId: giver.assessmentId, answers }, person.cookie)
    expect(self.statusCode).toBe(403)
    expect(self.json().error).toBe(FEEDBACK_MESSAGES.selfFeedback)

    // Unknown and malformed links: 404.
    expect((await submit(ctx, UNKNOWN_UUID, { assessmentId: giver.assessmentId, answers }, giver.cookie)).statusCode).toBe(404)
    expect((await submit(ctx, 'nao-e-uuid', { assessmentId: giver.assessmentId, answers }, giver.cookie)).statusCode).toBe(404)
    expect(await ratingCount(ctx)).toBe(before)
  })

  it('answers bad input with a Portuguese 400 and stores nothing', async () => {
    const person = await owner(ctx)
    const giver = await giveFeedbackAsBrowser(ctx.app, person.uuid)
    const before = await ratingCount(ctx)
    const cases: [unknown, string][] = [
      [{ assessmentId: giver.assessmentId }, OTHERS_OCEAN_ERRORS.notAnObject],
      [{ assessmentId: giver.assessmentId, answers: 'tudo 5' }, OTHERS_OCEAN_ERRORS.notAnObject],
      [{ assessmentId: giver.assessmentId, answers: othersOceanAnswers(3, { O1: 3 }) }, OTHERS_OCEAN_ERRORS.unknownQuestion],
      [{ assessmentId: giver.assessmentId, answers: { OO1: 3 } }, OTHERS_OCEAN_ERRORS.missing(9)],
      [{ assessmentId: giver.assessmentId, answers: othersOceanAnswers(3, { OA2: 6 }) }, OTHERS_OCEAN_ERRORS.invalidValue('OA2')],
      [{ assessmentId: giver.assessmentId, answers: othersOceanAnswers(3, { OA2: 0 }) }, OTHERS_OCEAN_ERRORS.invalidValue('OA2')],
      [{ assessmentId: giver.assessmentId, answers: othersOceanAnswers(3, { ON1: 2.5 }) }, OTHERS_OCEAN_ERRORS.invalidValue('ON1')],
      [{ assessmentId: giver.assessmentId, answers: othersOceanAnswers(3, { ON1: '4' as unknown as number }) }, OTHERS_OCEAN_ERRORS.invalidValue('ON1')],
      // The giver's secret from step 1 (issue 30): never a number, never a short or padded string.
      [{ answers: othersOceanAnswers(3) }, FEEDBACK_MESSAGES.assessmentIdInvalid],
      [{ assessmentId: 'um', answers: othersOceanAnswers(3) }, FEEDBACK_MESSAGES.assessmentIdInvalid],
      [{ assessmentId: 1, answers: othersOceanAnswers(3) }, FEEDBACK_MESSAGES.assessmentIdInvalid],
      [{ assessmentId: -1, answers: othersOceanAnswers(3) }, FEEDBACK_MESSAGES.assessmentIdInvalid],
      [{ assessmentId: 1.5, answers: othersOceanAnswers(3) }, FEEDBACK_MESSAGES.assessmentIdInvalid],
      [{ assessmentId: 99_999_999_999, answers: othersOceanAnswers(3) }, FEEDBACK_MESSAGES.assessmentIdInvalid],
      [{ assessmentId: `${giver.assessmentId}=`, answers: othersOceanAnswers(3) }, FEEDBACK_MESSAGES.assessmentIdInvalid],
      [{ assessmentId: giver.assessmentId.slice(1), answers: othersOceanAnswers(3) }, FEEDBACK_MESSAGES.assessmentIdInvalid],
      [{ assessmentId: `${giver.assessmentId.slice(1)}/`, answers: othersOceanAnswers(3) }, FEEDBACK_MESSAGES.assessmentIdInvalid],
    ]
    for (const [body, message] of cases) {
      const response = await submit(ctx, person.uuid, body, giver.cookie)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error, JSON.stringify(body)).toContain(message)
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: `/api/feedback/user/${person.uuid}/ocean`,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', cookie: giver.cookie },
      payload: '{"assessmentId":',
    })
    expect(notJson.statusCode).toBe(400)
    expect(await ratingCount(ctx)).toBe(before)
  })

  it('shows averages from 3 raters, released together and kept as constant-size sums', async () => {
    const person = await owner(ctx)
    const given = [
      othersOceanAnswers(3, { OO1: 5, OO2: 1 }), // openness 100
      othersOceanAnswers(3, { OO1: 4, OO2: 2 }), // openness 75
      othersOceanAnswers(3), // openness 50
    ]
    for (const [index, answers] of given.entries()) {
      expect(await rate(ctx, person.uuid, answers)).toBe(201)
      const view = await others(ctx, person.cookie)
      // Nothing of the first two (issue 30): not even that they answered; then all three at once.
      expect(view.count).toBe(index < 2 ? 0 : 3)
      if (index < 2) expect(view.openness).toBeNull()
    }
    expect(await others(ctx, person.cookie)).toEqual({
      count: 3,
      minimum: 3,
      openness: 75,
      conscientiousness: 50,
      extraversion: 50,
      agreeableness: 50,
      neuroticism: 50,
      // No own Big Five test: no verdicts, but how stable the raters' picture is.
      reliability: { level: 'low', raters: 3, averageSpread: 5, disagree: false, nextLevelAt: 6 },
    })
    const [sums] = await rows<Record<string, number>>(
      ctx.database.db,
      sql`select count, openness_sum, openness_sq from ocean_others_aggregates where user_id = ${person.id}`,
    )
    expect(sums).toEqual({ count: 3, openness_sum: 225, openness_sq: 100 * 100 + 75 * 75 + 50 * 50 })
  })

  it('counts no rating below 3 released ones, nor one whose feedback still waits', async () => {
    const person = await owner(ctx)
    // Openness: OO1 forward, OO2 reverse; (5, 1) → 100, (1, 5) → 0.
    const high = othersOceanAnswers(3, { OO1: 5, OO2: 1 })
    const low = othersOceanAnswers(3, { OO1: 1, OO2: 5 })
    // Three feedbacks (released together), only two of them with the ten statements.
    expect(await rate(ctx, person.uuid, high)).toBe(201)
    expect(await rate(ctx, person.uuid, high)).toBe(201)
    await giveFeedbackAsBrowser(ctx.app, person.uuid)
    const stats = async () => (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: person.cookie })).json()
    expect((await stats()).feedbackCount).toBe(3)
    expect(await others(ctx, person.cookie)).toMatchObject({ count: 0, openness: null })
    // A fourth feedback with its statements: three ratings now, but the fourth's feedback waits.
    expect(await rate(ctx, person.uuid, low)).toBe(201)
    expect(await stats()).toMatchObject({ feedbackCount: 3, waitingCount: 1 })
    expect(await others(ctx, person.cookie)).toMatchObject({ count: 0, openness: null })
    const [stored] = await rows<{ all: number; released: number }>(
      ctx.database.db,
      sql`select count(*)::int as "all", count(*) filter (where released)::int as released
          from ocean_others_ratings where subject_user_id = ${person.id}`,
    )
    expect(stored).toEqual({ all: 3, released: 0 })
    const [sums] = await rows<{ n: number }>(
      ctx.database.db,
      sql`select coalesce(sum(count), 0)::int as n from ocean_others_aggregates where user_id = ${person.id}`,
    )
    expect(sums?.n).toBe(0)
    // Two more feedbacks release the fourth: its rating joins the first two, all three together.
    await giveFeedbackAsBrowser(ctx.app, person.uuid)
    await giveFeedbackAsBrowser(ctx.app, person.uuid)
    expect((await stats()).feedbackCount).toBe(6)
    // Openness (100 + 100 + 0) / 3: the fourth giver's rating is in, and only the three.
    expect(await others(ctx, person.cookie)).toMatchObject({ count: 3, openness: 67, neuroticism: 50 })
  })

  it('moves the averages only by 3 raters at a time: a 4th and a 5th change nothing until the 6th', async () => {
    const person = await owner(ctx)
    // Openness: OO1 forward, OO2 reverse; (5, 1) → 100, (1, 5) → 0, (3, 3) → 50.
    const high = othersOceanAnswers(3, { OO1: 5, OO2: 1 })
    const low = othersOceanAnswers(3, { OO1: 1, OO2: 5 })
    for (let i = 0; i < 3; i += 1) expect(await rate(ctx, person.uuid, high)).toBe(201)
    const atThree = await others(ctx, person.cookie)
    expect(atThree).toMatchObject({ count: 3, openness: 100, extraversion: 50 })
    // A 4th and a 5th rater, far from the first three: not one figure moves (their feedback waits too).
    expect(await rate(ctx, person.uuid, low)).toBe(201)
    expect(await others(ctx, person.cookie)).toEqual(atThree)
    expect(await rate(ctx, person.uuid, low)).toBe(201)
    expect(await others(ctx, person.cookie)).toEqual(atThree)
    // The 6th releases the three together: (3 × 100 + 3 × 0) / 6 = 50.
    expect(await rate(ctx, person.uuid, low)).toBe(201)
    expect(await others(ctx, person.cookie)).toMatchObject({ count: 6, openness: 50, extraversion: 50 })
  })

  it('refuses the Big Five step with another giver’s secret or a made-up one, and stores nothing', async () => {
    const person = await owner(ctx)
    const first = await giveFeedbackAsBrowser(ctx.app, person.uuid)
    const second = await giveFeedbackAsBrowser(ctx.app, person.uuid)
    const answers = othersOceanAnswers(5)
    const before = await ratingCount(ctx)
    // The second giver, in their own browser, naming the first giver's answers: refused.
    const borrowed = await submit(ctx, person.uuid, { assessmentId: first.assessmentId, answers }, second.cookie)
    expect(borrowed.statusCode).toBe(403)
    expect(borrowed.json().error).toBe(OCEAN_OTHERS_MESSAGES.notThisBrowser)
    // A well-formed secret nobody was given, from either browser: refused, in Portuguese.
    for (const cookie of [first.cookie, second.cookie]) {
      const madeUp = await submit(ctx, person.uuid, { assessmentId: MADE_UP_SECRET, answers }, cookie)
      expect(madeUp.statusCode).toBe(400)
      expect(madeUp.json().error).toBe(FEEDBACK_MESSAGES.assessmentMismatch)
    }
    // The sequential id of the row (what the giver used to see) is no longer accepted at all.
    const [row] = await rows<{ id: number }>(
      ctx.database.db,
      sql`select max(id)::int as id from disc_assessments where subject_user_id = ${person.id} and is_self = false`,
    )
    const numeric = await submit(ctx, person.uuid, { assessmentId: row?.id, answers }, second.cookie)
    expect(numeric.statusCode).toBe(400)
    expect(numeric.json().error).toContain(FEEDBACK_MESSAGES.assessmentIdInvalid)
    expect(await ratingCount(ctx)).toBe(before)
    // Each giver's own secret, from their own browser, still works afterwards.
    expect((await submit(ctx, person.uuid, { assessmentId: first.assessmentId, answers }, first.cookie)).statusCode).toBe(201)
    expect((await submit(ctx, person.uuid, { assessmentId: second.assessmentId, answers }, second.cookie)).statusCode).toBe(201)
    expect(await ratingCount(ctx)).toBe(before + 2)
  })

  it('tells Premium which gaps the raters confirm, and never tells a free person', async () => {
    const person = await owner(ctx)
    await api(ctx.app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswers(3), isSelf: true }, cookie: person.cookie })
    for (let i = 0; i < 3; i += 1) {
      const giver = await giveFeedbackAsBrowser(ctx.app, person.uuid)
      // Openness 100 from everyone (self 50): gap 50, no spread → confirmed.
      const answers = othersOceanAnswers(3, { OO1: 5, OO2: 1, OE1: i === 0 ? 5 : 1, OE2: i === 0 ? 1 : 5 })
      expect((await submit(ctx, person.uuid, { assessmentId: giver.assessmentId, answers }, giver.cookie)).statusCode).toBe(201)
    }
    const free = await others(ctx, person.cookie)
    expect(free).not.toHaveProperty('confirmed')
    expect(free.openness).toBe(100)
    // Every plan gets the shared verdicts with both ranges (docs/decisions/0038-one-verdict.md).
    const verdicts = free.verdicts as { key: string }[]
    expect(verdicts.find((v) => v.key === 'openness')).toMatchObject({ self: 50, others: 100, status: 'clear', selfMargin: 18 })
    expect(verdicts.find((v) => v.key === 'extraversion')).toMatchObject({ status: 'uncertain', reason: 'divided' })
    await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${person.id}`)
    const premium = await others(ctx, person.cookie)
    // Extraversion: 100, 0, 0 → mean 33, gap 17 flagged but divided → not confirmed.
    expect(premium.extraversion).toBe(33)
    expect(premium.confirmed).toEqual({
      openness: true,
      conscientiousness: false,
      extraversion: false,
      agreeableness: false,
      neuroticism: false,
    })
  })

  it('appears in the LGPD export from 3 raters only, and goes away with the account', async () => {
    const person = await owner(ctx)
    const exported = async () => (await api(ctx.app, 'GET', '/api/account/export', { cookie: person.cookie })).json().bigFive360
    for (let i = 0; i < 3; i += 1) {
      const giver = await giveFeedbackAsBrowser(ctx.app, person.uuid)
      expect((await submit(ctx, person.uuid, { assessmentId: giver.assessmentId, answers: othersOceanAnswers(4) }, giver.cookie)).statusCode).toBe(201)
      // Two waiting raters: not even counted (issue 30).
      if (i === 1) expect(await exported()).toEqual({ avaliadores: 0, observacao: expect.any(String), media: null })
    }
    const full = await exported()
    expect(full.avaliadores).toBe(3)
    // All 4: forward 4, reverse 6 − 4 = 2, mean 3 → 50.
    expect(full.media).toEqual({ abertura: 50, conscienciosidade: 50, extroversao: 50, amabilidade: 50, neuroticismo: 50 })
    // Only the averages: no rater's own answers or scores, even from 3 raters (issue 30).
    expect(Object.keys(full).sort()).toEqual(['avaliadores', 'media', 'observacao'])

    const deleted = await api(ctx.app, 'DELETE', '/api/account', { body: { confirm: 'EXCLUIR', password: person.password }, cookie: person.cookie })
    expect(deleted.statusCode).toBe(200)
    const left = await rows<{ ratings: number; sums: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from ocean_others_ratings where subject_user_id = ${person.id}) as ratings,
                 (select count(*)::int from ocean_others_aggregates where user_id = ${person.id}) as sums`,
    )
    expect(left[0]).toEqual({ ratings: 0, sums: 0 })
  })

  it('needs a session to read, and counts only what was said about the reader', async () => {
    expect((await api(ctx.app, 'GET', '/api/ocean-assessment/others')).statusCode).toBe(401)
    const person = await owner(ctx)
    expect(await others(ctx, person.cookie)).toMatchObject({ count: 0, openness: null })
  })
}, { feedbackRateLimitPerIp: 1_000_000 })

describeWithApp(
  'Big Five 360 rate limit',
  (ctx) => {
    it('limits each address like the other giver calls', async () => {
      const person = await owner(ctx)
      const body = { assessmentId: MADE_UP_SECRET, answers: othersOceanAnswers(3) }
      expect((await submit(ctx, person.uuid, body)).statusCode).not.toBe(429)
      expect((await submit(ctx, person.uuid, body)).statusCode).not.toBe(429)
      const third = await submit(ctx, person.uuid, body)
      expect(third.statusCode).toBe(429)
      expect(third.json().error).toBe(ERROR_MESSAGES.tooManyRequests)
    })
  },
  { feedbackRateLimitPerIp: 2 },
)

