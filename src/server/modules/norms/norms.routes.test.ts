import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { NORMS_MESSAGES } from '#shared/schemas/norms'
import { PublicResultSchema, ResultLinkSchema } from '#shared/schemas/share'
import { oceanAnswersScoring, selfDiscAnswers } from '#test/fixtures'
import { claimPeriodicRun } from '#server/modules/housekeeping/housekeeping'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { api, describeWithApp, registerUser, rows, type TestContext } from '#test/app'
import { refreshNorms } from './norms.repository'
import { loadConfig } from '#server/config'
import { checkEveryMsOf } from './norms.schedule'

const MIN_SAMPLE = 3

const answersScoring = oceanAnswersScoring

/** Every answer "Neutro": scores of 50, shown as "Resultado pouco informativo". */
const STRAIGHT_LINED = Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, 3]))

const setConsent = (ctx: TestContext, cookie: string | undefined, body: unknown) =>
  api(ctx.app, 'PUT', '/api/norms/consent', { cookie, body })

/** A signed-in person with one Big Five test whose scores are all 25 × (value − 1), consenting or not. */
async function person(ctx: TestContext, value: number, consent: boolean) {
  const { cookie } = await registerUser(ctx.app)
  const saved = await api(ctx.app, 'POST', '/api/ocean-assessment', { cookie, body: { answers: answersScoring(value) } })
  expect(saved.statusCode).toBe(201)
  if (consent) expect((await setConsent(ctx, cookie, { consent: true })).json()).toEqual({ consent: true })
  return { cookie, id: saved.json().id as number }
}

const recent = async (ctx: TestContext, cookie: string) => {
  const response = await api(ctx.app, 'GET', '/api/ocean-assessment/recent', { cookie })
  expect(response.statusCode).toBe(200)
  return response.json()
}

/** No background computation of the norms in this test: the test drives every computation itself. */
const holdTheSchedule = (ctx: TestContext) =>
  ctx.database.db.execute(sql`
    insert into periodic_runs (job, next_run_at) values ('norms', now() + interval '1 hour')
    on conflict (job) do update set next_run_at = excluded.next_run_at`)

describeWithApp(
  'norms routes',
  (ctx) => {
    beforeEach(async () => {
      await holdTheSchedule(ctx)
      await ctx.database.db.execute(sql`delete from norms_consents`)
      await ctx.database.db.execute(sql`delete from ocean_norms`)
      await ctx.database.db.execute(sql`delete from norms_removals`)
    })

    describe('/api/norms/consent', () => {
      it('answers 401 in Portuguese when signed out', async () => {
        for (const method of ['GET', 'PUT'] as const) {
          const response = await api(ctx.app, method, '/api/norms/consent', method === 'PUT' ? { body: { consent: true } } : {})
          expect(response.statusCode).toBe(401)
          expect(response.json().error).toBe('Faça login para continuar.')
        }
      })

      it('is off until the person says yes, and can be withdrawn', async () => {
        const { cookie } = await registerUser(ctx.app)
        expect((await api(ctx.app, 'GET', '/api/norms/consent', { cookie })).json()).toEqual({ consent: false })
        expect((await setConsent(ctx, cookie, { consent: true })).json()).toEqual({ consent: true })
        expect((await api(ctx.app, 'GET', '/api/norms/consent', { cookie })).json()).toEqual({ consent: true })
        expect((await setConsent(ctx, cookie, { consent: false })).json()).toEqual({ consent: false })
        expect((await api(ctx.app, 'GET', '/api/norms/consent', { cookie })).json()).toEqual({ consent: false })
      })

      it.each([
        ['no body', undefined],
        ['an empty object', {}],
        ['a string', { consent: 'true' }],
        ['a number', { consent: 1 }],
        ['null', { consent: null }],
        ['an array', [true]],
      ])('refuses %s with a Portuguese 400 and changes nothing', async (_label, body) => {
        const { cookie } = await registerUser(ctx.app)
        const response = await setConsent(ctx, cookie, body)
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toMatch(/[áàâãçéêíóôõú]|consent/)
        expect((await api(ctx.app, 'GET', '/api/norms/consent', { cookie })).json()).toEqual({ consent: false })
      })

      it('names the expected values when the value is wrong', async () => {
        const { cookie } = await registerUser(ctx.app)
        expect((await setConsent(ctx, cookie, { consent: 'sim' })).json().error).toBe(NORMS_MESSAGES.invalidConsent)
      })

      it('is refused from another origin (CSRF)', async () => {
        const { cookie } = await registerUser(ctx.app)
        const response = await api(ctx.app, 'PUT', '/api/norms/consent', {
          cookie,
          body: { consent: true },
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        })
        expect(response.statusCode).toBe(403)
        expect(response.json().error).toBe(CSRF_MESSAGE)
        expect((await api(ctx.app, 'GET', '/api/norms/consent', { cookie })).json()).toEqual({ consent: false })
      })

      it('is in the account export', async () => {
        const { cookie } = await registerUser(ctx.app)
        const before = (await api(ctx.app, 'GET', '/api/account/export', { cookie })).json()
        expect(before.normasBigFive).toMatchObject({ autorizaContarNasNormas: false, escolhidoEm: null })
        await setConsent(ctx, cookie, { consent: true })
        const after = (await api(ctx.app, 'GET', '/api/account/export', { cookie })).json()
        expect(after.normasBigFive.autorizaContarNasNormas).toBe(true)
        expect(new Date(after.normasBigFive.escolhidoEm).toString()).not.toBe('Invalid Date')
      })
    })

    describe('percentiles on the public result page (/r/{token})', () => {
      /** A person with a Big Five test scoring 25 × (value − 1), a DISC test and a public page, Big Five shown or not. */
      async function owner(value: number, consent: boolean, showOcean = true) {
        const who = await person(ctx, value, consent)
        const disc = await api(ctx.app, 'POST', '/api/assessment', { cookie: who.cookie, body: { answers: selfDiscAnswers('S'), isSelf: true } })
        expect(disc.statusCode).toBe(201)
        const link = ResultLinkSchema.parse((await api(ctx.app, 'POST', '/api/share/result-link', { cookie: who.cookie, body: { showOcean } })).json())
        return (link.url ?? '').split('/r/')[1] ?? ''
      }
      const publicData = async (token: string) => {
        const response = await ctx.app.inject({ url: `/api/share/public/${token}` })
        expect(response.statusCode).toBe(200)
        return { body: response.body, data: PublicResultSchema.parse(response.json()) }
      }

      it('carries none below the minimum, and never says how many people are missing', async () => {
        await person(ctx, 1, true)
        await person(ctx, 5, true)
        const token = await owner(3, false)
        await refreshNorms(ctx.database.db)
        const { body, data } = await publicData(token)
        expect(data.ocean?.openness).toBe(50)
        expect(data.ocean?.norms).toBeNull()
        expect(body).not.toMatch(/normSample|normMinSample|percentile/)
        expect((await ctx.app.inject({ url: `/r/${token}` })).statusCode).toBe(200)
      })

      it('carries each percentile with its interval and the sample at the minimum, from the stored norms', async () => {
        await person(ctx, 1, true)
        await person(ctx, 3, true)
        await person(ctx, 5, true)
        const token = await owner(3, false)
        await refreshNorms(ctx.database.db)
        const { data } = await publicData(token)
        // Consenting 0, 50, 100; the owner's 50: (1 lower + ½ × 1 equal) ÷ 3 = 50, as on their own results.
        expect(data.ocean?.norms?.normSample).toBe(3)
        expect(data.ocean?.norms?.percentiles).toEqual({ openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 })
        expect(data.ocean?.norms?.percentileIntervals.neuroticism.low).toBeLessThan(50)
        expect(data.ocean?.norms?.percentileIntervals.neuroticism.high).toBeGreaterThan(50)
      })

      it('says nothing about whether the owner consents: the same scores get the same norms', async () => {
        await person(ctx, 1, true)
        await person(ctx, 3, true)
        await person(ctx, 5, true)
        const consenting = await owner(3, true)
        const notConsenting = await owner(3, false)
        await refreshNorms(ctx.database.db)
        const a = await publicData(consenting)
        const b = await publicData(notConsenting)
        // Against all four counted tests, 0, 50, 50, 100: (1 lower + ½ × 2 equal) ÷ 4 = 50.
        expect(a.data.ocean?.norms).toEqual(b.data.ocean?.norms)
        expect(a.data.ocean?.norms).toMatchObject({ normSample: 4, percentiles: { openness: 50 } })
      })

      it('carries no percentile for a straight-lined result', async () => {
        for (const value of [1, 3, 5]) await person(ctx, value, true)
        const { cookie } = await registerUser(ctx.app)
        expect((await api(ctx.app, 'POST', '/api/ocean-assessment', { cookie, body: { answers: STRAIGHT_LINED } })).statusCode).toBe(201)
        expect((await api(ctx.app, 'POST', '/api/assessment', { cookie, body: { answers: selfDiscAnswers('S'), isSelf: true } })).statusCode).toBe(201)
        const link = ResultLinkSchema.parse((await api(ctx.app, 'POST', '/api/share/result-link', { cookie, body: { showOcean: true } })).json())
        await refreshNorms(ctx.database.db)
        const { data } = await publicData((link.url ?? '').split('/r/')[1] ?? '')
        // Its scores are shown (50), compared with no one although the sample is at the minimum.
        expect(data.ocean?.openness).toBe(50)
        expect(data.ocean?.norms).toBeNull()
      })

      it('carries nothing of the Big Five, norms included, when the owner does not show it', async () => {
        for (const value of [1, 3, 5]) await person(ctx, value, true)
        const token = await owner(3, true, false)
        await refreshNorms(ctx.database.db)
        const { body, data } = await publicData(token)
        expect(data.ocean).toBeNull()
        expect(body).not.toMatch(/norms|percentile|openness/)
      })
    })

    describe('percentiles on Big Five results', () => {
      it('shows none below the minimum, and says how many people count', async () => {
        await person(ctx, 1, true)
        await person(ctx, 5, true)
        const me = await person(ctx, 3, false)
        await refreshNorms(ctx.database.db)
        const result = await recent(ctx, me.cookie)
        expect(result).toMatchObject({ percentiles: null, percentileIntervals: null, normSample: 2, normMinSample: MIN_SAMPLE })
      })

      it('gives the mid-rank among the other consenting people at the minimum, on /recent and /:id', async () => {
        await person(ctx, 1, true)
        await person(ctx, 3, true)
        await person(ctx, 5, true)
        const me = await person(ctx, 3, false)
        await refreshNorms(ctx.database.db)
        const result = await recent(ctx, me.cookie)
        // Others 0, 50, 100; mine 50: (1 lower + ½ × 1 equal) ÷ 3 = 50.
        expect(result.normSample).toBe(3)
        expect(result.percentiles).toEqual({ openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 })
        expect(result.percentileIntervals.openness.low).toBeLessThan(50)
        expect(result.percentileIntervals.openness.high).toBeGreaterThan(50)
        const byId = await api(ctx.app, 'GET', `/api/ocean-assessment/${me.id}`, { cookie: me.cookie })
        expect(byId.json()).toMatchObject({ percentiles: result.percentiles, normSample: 3 })
      })

      it('never counts people who did not consent, not even in the sample', async () => {
        await person(ctx, 1, true)
        await person(ctx, 5, true)
        for (const value of [1, 1, 1, 5]) await person(ctx, value, false)
        const me = await person(ctx, 3, false)
        await refreshNorms(ctx.database.db)
        expect(await recent(ctx, me.cookie)).toMatchObject({ percentiles: null, normSample: 2 })
      })

      it('takes the person’s own counted test out of their comparison', async () => {
        await person(ctx, 1, true)
        await person(ctx, 3, true)
        await person(ctx, 5, true)
        const me = await person(ctx, 5, true)
        await refreshNorms(ctx.database.db)
        const result = await recent(ctx, me.cookie)
        // Others 0, 50, 100 (not my own 100): (2 lower + ½ × 1 equal) ÷ 3 = 83.
        expect(result.normSample).toBe(3)
        expect(result.percentiles.openness).toBe(83)
        // Someone who did not consent compares with all four.
        const outsider = await person(ctx, 5, false)
        const theirs = await recent(ctx, outsider.cookie)
        expect(theirs.normSample).toBe(4)
        // (2 lower + ½ × 2 equal) ÷ 4 = 75.
        expect(theirs.percentiles.openness).toBe(75)
      })

      it('counts only the latest test of each consenting person', async () => {
        const other = await person(ctx, 1, true)
        await api(ctx.app, 'POST', '/api/ocean-assessment', { cookie: other.cookie, body: { answers: answersScoring(5) } })
        await person(ctx, 3, true)
        await person(ctx, 5, true)
        const me = await person(ctx, 3, false)
        await refreshNorms(ctx.database.db)
        const result = await recent(ctx, me.cookie)
        // Others 100 (latest, not 0), 50, 100: (0 lower + ½ × 1 equal) ÷ 3 = 17.
        expect(result.normSample).toBe(3)
        expect(result.percentiles.openness).toBe(17)
        // A newer test replaces the counted one at the next computation, which touches only that row.
        await api(ctx.app, 'POST', '/api/ocean-assessment', { cookie: other.cookie, body: { answers: answersScoring(1) } })
        expect((await refreshNorms(ctx.database.db)).changed).toBe(1)
        // Others 0, 50, 100: (1 lower + ½ × 1 equal) ÷ 3 = 50.
        expect(await recent(ctx, me.cookie)).toMatchObject({ normSample: 3, percentiles: { openness: 50 } })
        expect((await refreshNorms(ctx.database.db)).changed).toBe(0)
      })

      it('counts a withdrawal and a deleted account at the next computation, not before', async () => {
        const leaving = await person(ctx, 1, true)
        const deleting = await registerUser(ctx.app)
        await api(ctx.app, 'POST', '/api/ocean-assessment', { cookie: deleting.cookie, body: { answers: answersScoring(1) } })
        await setConsent(ctx, deleting.cookie, { consent: true })
        await person(ctx, 3, true)
        await person(ctx, 5, true)
        const me = await person(ctx, 3, false)
        await refreshNorms(ctx.database.db)
        expect((await recent(ctx, me.cookie)).normSample).toBe(4)

        await setConsent(ctx, leaving.cookie, { consent: false })
        const deleted = await api(ctx.app, 'DELETE', '/api/account', {
          cookie: deleting.cookie,
          body: { confirm: 'EXCLUIR', password: deleting.password },
        })
        expect(deleted.statusCode).toBe(200)
        // Until the next computation the norms stay as they were computed.
        expect((await recent(ctx, me.cookie)).normSample).toBe(4)
        await refreshNorms(ctx.database.db)
        expect(await recent(ctx, me.cookie)).toMatchObject({ normSample: 2, percentiles: null })
      })

      it('counts a new consenting test at the next computation, which is due within a minute', async () => {
        // The default period and the longest one allowed, with the check, stay under a minute.
        const NORMS_EVERY_MS = loadConfig({}).norms.refreshMs
        for (const seconds of [NORMS_EVERY_MS / 1000, 45]) expect(seconds * 1000 + checkEveryMsOf(seconds * 1000)).toBeLessThan(60_000)
        expect(() => loadConfig({ NORMS_REFRESH_SECONDS: '46' })).toThrow(/NORMS_REFRESH_SECONDS/)
        await person(ctx, 1, true)
        await person(ctx, 5, true)
        const me = await person(ctx, 3, false)
        await refreshNorms(ctx.database.db)
        expect((await recent(ctx, me.cookie)).normSample).toBe(2)

        await person(ctx, 3, true)
        expect((await recent(ctx, me.cookie)).normSample).toBe(2)
        // The period is over: the next check claims the run (one process in all) and computes.
        await ctx.database.db.execute(sql`update periodic_runs set next_run_at = now() - interval '1 second' where job = 'norms'`)
        expect(await claimPeriodicRun(ctx.database.db, 'norms', NORMS_EVERY_MS, 'a')).toBe(true)
        expect(await claimPeriodicRun(ctx.database.db, 'norms', NORMS_EVERY_MS, 'b')).toBe(false)
        await refreshNorms(ctx.database.db)
        expect(await recent(ctx, me.cookie)).toMatchObject({ normSample: 3, percentiles: { openness: 50 } })
        const [due] = await rows<{ seconds: number }>(
          ctx.database.db,
          sql`select extract(epoch from next_run_at - now())::float as seconds from periodic_runs where job = 'norms'`,
        )
        expect(Number(due?.seconds)).toBeLessThanOrEqual(NORMS_EVERY_MS / 1000)
      })

      it('never counts a straight-lined test, and gives it no percentile', async () => {
        await person(ctx, 1, true)
        await person(ctx, 3, true)
        await person(ctx, 5, true)
        // Consenting, but every answer the same ("Resultado pouco informativo").
        const careless = await registerUser(ctx.app)
        expect((await api(ctx.app, 'POST', '/api/ocean-assessment', { cookie: careless.cookie, body: { answers: STRAIGHT_LINED } })).statusCode).toBe(201)
        await setConsent(ctx, careless.cookie, { consent: true })
        const me = await person(ctx, 3, false)
        await refreshNorms(ctx.database.db)
        // Others 0, 50, 100 (not the straight-lined 50): (1 lower + ½ × 1 equal) ÷ 3 = 50.
        expect(await recent(ctx, me.cookie)).toMatchObject({ normSample: 3, percentiles: { openness: 50 } })
        // Its own result: the sample is there, the percentiles are not.
        expect(await recent(ctx, careless.cookie)).toMatchObject({ percentiles: null, percentileIntervals: null, normSample: 3 })

        // A counted person whose newest test is straight-lined stops counting at the next computation…
        const other = await person(ctx, 5, true)
        await refreshNorms(ctx.database.db)
        expect((await recent(ctx, me.cookie)).normSample).toBe(4)
        await api(ctx.app, 'POST', '/api/ocean-assessment', { cookie: other.cookie, body: { answers: STRAIGHT_LINED } })
        expect((await refreshNorms(ctx.database.db)).changed).toBe(1)
        expect((await recent(ctx, me.cookie)).normSample).toBe(3)
        // …and counts again with an informative one.
        await api(ctx.app, 'POST', '/api/ocean-assessment', { cookie: other.cookie, body: { answers: answersScoring(1) } })
        await refreshNorms(ctx.database.db)
        expect(await recent(ctx, me.cookie)).toMatchObject({ normSample: 4, percentiles: { openness: 63 } })
      })

      it('stores only counts per score, never who counted', async () => {
        await person(ctx, 1, true)
        await person(ctx, 5, false)
        await refreshNorms(ctx.database.db)
        const [norms] = await rows<{ sample: number; histograms: Record<string, number[]> }>(
          ctx.database.db,
          sql`select sample, histograms from ocean_norms`,
        )
        expect(norms?.sample).toBe(1)
        expect(Object.keys(norms?.histograms ?? {}).sort()).toEqual(
          ['agreeableness', 'conscientiousness', 'extraversion', 'neuroticism', 'openness'],
        )
        expect(norms?.histograms.openness?.[0]).toBe(1)
        expect(norms?.histograms.openness?.reduce((a, b) => a + b, 0)).toBe(1)
        // What a deleted account counted waits as bare scores, and leaves with the next computation.
        const removals = await rows(ctx.database.db, sql`select * from norms_removals`)
        expect(removals).toEqual([])
      })
    })
  },
  { norms: { minSample: MIN_SAMPLE } },
)
