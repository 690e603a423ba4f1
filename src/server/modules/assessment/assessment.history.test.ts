import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SCORING_ERRORS, scoreDiscAnswers } from '#shared/disc/scoring'
import type { DiscType } from '#shared/disc/types'
import { DiscHistoryResponseSchema, OceanHistoryResponseSchema } from '#shared/schemas/history'
import { LatestParallelResponseSchema, PARALLEL_MESSAGES, ParallelAssessmentSchema } from '#shared/schemas/parallel'
import type { Db } from '#server/db/client'
import { latestParallelSelfScores } from '#server/db/queries'
import { createAssessmentRepository } from './assessment.repository'
import { api, describeWithApp, registerUser, rows } from '#test/app'
import { oceanAnswers, parallelAnswers, PROOF_LIMITS, selfDiscAnswers } from '#test/fixtures'
import type { ExportDocument } from '#test/account-export'

const SIGN_IN = 'Faça login para continuar.'

async function postDisc(app: FastifyInstance, cookie: string, type: DiscType) {
  const response = await api(app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers(type), isSelf: true }, cookie })
  expect(response.statusCode).toBe(201)
  return response.json() as { id: number }
}

async function postOcean(app: FastifyInstance, cookie: string, value: number) {
  const response = await api(app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswers(value) }, cookie })
  expect(response.statusCode).toBe(201)
  return response.json() as { id: number }
}

/** Moves a result back in time, so "newest first" does not rest on insertion speed. */
async function backdate(db: Db, table: 'disc_assessments' | 'ocean_assessments', id: number, days: number) {
  await db.execute(sql`update ${sql.raw(table)} set created_at = now() - make_interval(days => ${days}) where id = ${id}`)
}

async function makePremium(db: Db, email: string) {
  await db.execute(sql`update users set premium_until = now() + interval '1 month' where email = ${email}`)
}

// 9 D, 7 I, 5 S, 3 C on the 24 questions → 38, 29, 21, 13 (rounded as SPEC.md §5 rounds the others').
const MIXED_TYPES = [...'DDDDDDDDDIIIIIIISSSSSCCC'] as DiscType[]

describeWithApp(
  'self history and the parallel self form',
  (ctx) => {
    describe('sign-in required', () => {
      it.each([
        ['GET', '/api/assessment/history'],
        ['GET', '/api/ocean-assessment/history'],
        ['GET', '/api/assessment/parallel'],
        ['POST', '/api/assessment/parallel'],
      ] as const)('%s %s answers 401 without a session', async (method, url) => {
        const response = await api(ctx.app, method, url, method === 'POST' ? { body: { answers: parallelAnswers() } } : {})
        expect(response.statusCode).toBe(401)
        expect(response.json().error).toBe(SIGN_IN)
        const [count] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from disc_parallel_assessments`)
        expect(Number(count?.n)).toBe(0)
      })
    })

    describe('GET /api/assessment/history', () => {
      it('keeps earlier results on a retake and lists them newest first for Premium', async () => {
        const person = await registerUser(ctx.app)
        const first = await postDisc(ctx.app, person.cookie, 'S')
        const second = await postDisc(ctx.app, person.cookie, 'C')
        const third = await postDisc(ctx.app, person.cookie, 'D')
        await backdate(ctx.database.db, 'disc_assessments', first.id, 60)
        await backdate(ctx.database.db, 'disc_assessments', second.id, 30)
        await makePremium(ctx.database.db, person.email)

        const response = await api(ctx.app, 'GET', '/api/assessment/history', { cookie: person.cookie })
        expect(response.statusCode).toBe(200)
        expect(response.headers['cache-control']).toBe('no-store')
        const history = DiscHistoryResponseSchema.parse(response.json())
        expect(history.locked).toBe(false)
        if (history.locked) return
        expect(history.total).toBe(3)
        expect(history.entries.map(({ createdAt: _c, ...scores }) => scores)).toEqual([
          { dominance: 100, influence: 0, steadiness: 0, compliance: 0 },
          { dominance: 0, influence: 0, steadiness: 0, compliance: 100 },
          { dominance: 0, influence: 0, steadiness: 100, compliance: 0 },
        ])
        const times = history.entries.map((e) => Date.parse(e.createdAt))
        expect(times[0]).toBeGreaterThan(times[1] as number)
        expect(times[1]).toBeGreaterThan(times[2] as number)

        // "Latest" still means the newest one.
        const latest = await api(ctx.app, 'GET', '/api/assessment', { cookie: person.cookie })
        expect(latest.json().assessment).toMatchObject({ id: third.id, dominance: 100 })
      })

      it('gives a free person only the count and the dates, never the scores', async () => {
        const person = await registerUser(ctx.app)
        const first = await postDisc(ctx.app, person.cookie, 'I')
        await postDisc(ctx.app, person.cookie, 'S')
        await backdate(ctx.database.db, 'disc_assessments', first.id, 10)

        const response = await api(ctx.app, 'GET', '/api/assessment/history', { cookie: person.cookie })
        expect(response.statusCode).toBe(200)
        const body = response.json()
        expect(Object.keys(body).sort()).toEqual(['dates', 'locked', 'total'])
        expect(body.locked).toBe(true)
        expect(body.total).toBe(2)
        expect(body.dates).toHaveLength(2)
        expect(Date.parse(body.dates[0])).toBeGreaterThan(Date.parse(body.dates[1]))
        expect(response.body).not.toMatch(/dominance|influence|steadiness|compliance/)
      })

      it('is empty for someone without results, and never shows another person’s', async () => {
        const alice = await registerUser(ctx.app)
        await postDisc(ctx.app, alice.cookie, 'D')
        const bob = await registerUser(ctx.app)
        await makePremium(ctx.database.db, bob.email)
        const response = await api(ctx.app, 'GET', '/api/assessment/history', { cookie: bob.cookie })
        expect(response.json()).toEqual({ locked: false, total: 0, entries: [] })
      })

      it('does not count the parallel form as a 10-question result', async () => {
        const person = await registerUser(ctx.app)
        await makePremium(ctx.database.db, person.email)
        await postDisc(ctx.app, person.cookie, 'S')
        const parallel = await api(ctx.app, 'POST', '/api/assessment/parallel', { body: { answers: parallelAnswers(['D']) }, cookie: person.cookie })
        expect(parallel.statusCode).toBe(201)
        const history = DiscHistoryResponseSchema.parse((await api(ctx.app, 'GET', '/api/assessment/history', { cookie: person.cookie })).json())
        expect(history.total).toBe(1)
        const latest = await api(ctx.app, 'GET', '/api/assessment', { cookie: person.cookie })
        expect(latest.json().assessment).toMatchObject({ steadiness: 100, dominance: 0 })
      })
    })

    describe('GET /api/ocean-assessment/history', () => {
      it('keeps earlier OCEAN results, newest first for Premium, dates only for free', async () => {
        const person = await registerUser(ctx.app)
        const first = await postOcean(ctx.app, person.cookie, 5)
        await postOcean(ctx.app, person.cookie, 1)
        await backdate(ctx.database.db, 'ocean_assessments', first.id, 20)

        const free = await api(ctx.app, 'GET', '/api/ocean-assessment/history', { cookie: person.cookie })
        expect(free.statusCode).toBe(200)
        expect(free.json()).toMatchObject({ locked: true, total: 2 })
        expect(free.body).not.toMatch(/openness|neuroticism/)

        await makePremium(ctx.database.db, person.email)
        const response = await api(ctx.app, 'GET', '/api/ocean-assessment/history', { cookie: person.cookie })
        const history = OceanHistoryResponseSchema.parse(response.json())
        if (history.locked) throw new Error('expected the Premium answer')
        expect(history.entries).toHaveLength(2)
        // All "1" then all "5": the reverse-keyed items make the two results differ per factor.
        expect(history.entries[0]).not.toEqual(history.entries[1])
        expect(Date.parse(history.entries[0]?.createdAt ?? '')).toBeGreaterThan(Date.parse(history.entries[1]?.createdAt ?? ''))
        const recent = await api(ctx.app, 'GET', '/api/ocean-assessment/recent', { cookie: person.cookie })
        const { createdAt: _c, ...newest } = history.entries[0] ?? { createdAt: '' }
        expect(recent.json()).toMatchObject(newest)
      })
    })

    describe('POST /api/assessment/parallel', () => {
      it('scores the 24 answers with the others’ scoring and stores a result of its own kind', async () => {
        const person = await registerUser(ctx.app)
        const userId = person.user.id as number
        const answers = parallelAnswers(MIXED_TYPES)
        const response = await api(ctx.app, 'POST', '/api/assessment/parallel', { body: { answers }, cookie: person.cookie })
        expect(response.statusCode).toBe(201)
        const saved = ParallelAssessmentSchema.parse(response.json())
        const asOthers = scoreDiscAnswers(DISC_OTHERS_QUESTIONS, answers)
        expect(asOthers.ok && asOthers.scores).toEqual({ dominance: 38, influence: 29, steadiness: 21, compliance: 13 })
        expect(saved).toMatchObject({ dominance: 38, influence: 29, steadiness: 21, compliance: 13, answers })

        // Not a 10-question result: the latest self DISC is still none.
        expect((await api(ctx.app, 'GET', '/api/assessment', { cookie: person.cookie })).json()).toEqual({ assessment: null })
        const latest = LatestParallelResponseSchema.parse((await api(ctx.app, 'GET', '/api/assessment/parallel', { cookie: person.cookie })).json())
        expect(latest.assessment?.id).toBe(saved.id)

        // The function the self-vs-others comparison uses.
        expect(await latestParallelSelfScores(ctx.database.db, userId)).toEqual({ dominance: 38, influence: 29, steadiness: 21, compliance: 13 })
        expect(await createAssessmentRepository(ctx.database.db).latestParallelSelfScores(userId)).toEqual({
          dominance: 38,
          influence: 29,
          steadiness: 21,
          compliance: 13,
        })
      })

      it('keeps earlier takes; the newest counts', async () => {
        const person = await registerUser(ctx.app)
        const userId = person.user.id as number
        expect(await latestParallelSelfScores(ctx.database.db, userId)).toBeNull()
        for (const type of ['S', 'C'] as const) {
          const response = await api(ctx.app, 'POST', '/api/assessment/parallel', { body: { answers: parallelAnswers([type]) }, cookie: person.cookie })
          expect(response.statusCode).toBe(201)
        }
        const [count] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from disc_parallel_assessments where user_id = ${userId}`)
        expect(Number(count?.n)).toBe(2)
        expect(await latestParallelSelfScores(ctx.database.db, userId)).toEqual({ dominance: 0, influence: 0, steadiness: 0, compliance: 100 })
      })

      const tenSelfAnswers = selfDiscAnswers('D')
      const { o5: _dropped, ...missingOne } = parallelAnswers(['D'])
      it.each([
        ['no answers object', {}, DISC_SCORING_ERRORS.notAnObject],
        ['answers as a list', { answers: ['o1-a'] }, DISC_SCORING_ERRORS.notAnObject],
        ['one answer missing', { answers: missingOne }, DISC_SCORING_ERRORS.missing(1)],
        ['the 10-question test’s answers', { answers: tenSelfAnswers }, DISC_SCORING_ERRORS.unknownQuestion],
        ['an option of another question', { answers: { ...parallelAnswers(['D']), o1: 'o2-a' } }, DISC_SCORING_ERRORS.foreignOption('o1')],
        ['a number as an answer', { answers: { ...parallelAnswers(['D']), o1: 3 } }, PARALLEL_MESSAGES.answerValue],
      ])('refuses %s with a Portuguese 400 and stores nothing', async (_name, body, message) => {
        const person = await registerUser(ctx.app)
        const response = await api(ctx.app, 'POST', '/api/assessment/parallel', { body, cookie: person.cookie })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(message)
        const [count] = await rows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from disc_parallel_assessments where user_id = ${person.user.id as number}`,
        )
        expect(Number(count?.n)).toBe(0)
      })
    })

    describe('the LGPD export', () => {
      it('carries every DISC, parallel and OCEAN result, earlier ones included', async () => {
        const person = await registerUser(ctx.app)
        await postDisc(ctx.app, person.cookie, 'S')
        await postDisc(ctx.app, person.cookie, 'D')
        await postOcean(ctx.app, person.cookie, 2)
        await postOcean(ctx.app, person.cookie, 4)
        for (const type of ['I', 'C'] as const) {
          await api(ctx.app, 'POST', '/api/assessment/parallel', { body: { answers: parallelAnswers([type]) }, cookie: person.cookie })
        }
        const data = (await api(ctx.app, 'GET', '/api/account/export', { cookie: person.cookie })).json() as ExportDocument
        expect(data.avaliacoesDisc.map((a) => [a.dominancia, a.estabilidade])).toEqual([
          [0, 100],
          [100, 0],
        ])
        expect(data.avaliacoesDiscParalelas.map((a) => [a.influencia, a.conformidade])).toEqual([
          [100, 0],
          [0, 100],
        ])
        expect(data.avaliacoesOcean).toHaveLength(2)
      })
    })
  },
  PROOF_LIMITS,
)
