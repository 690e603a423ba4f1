import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { scoreDiscAnswers } from '#shared/disc/scoring'
import { DISC_PARALLEL_SELF_QUESTIONS } from '#shared/disc/parallel-self-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import {
  ANON_COOKIE,
  ANON_ID_PATTERN,
  ASSESSMENT_MESSAGES,
  DiscAssessmentRequestSchema,
  DiscAssessmentSchema,
  LatestDiscAssessmentResponseSchema,
} from '#shared/schemas/assessment'
import { DISC_FORM_FLOW } from '#shared/forms/self-tests'
import { DiscHistoryResponseSchema } from '#shared/schemas/history'
import {
  LatestParallelResponseSchema,
  ParallelAssessmentRequestSchema,
  ParallelAssessmentSchema,
} from '#shared/schemas/parallel'
import type { AppConfig } from '#server/config'
import { historyAnswer } from '#server/lib/history'
import { badRequest, notFound } from '#server/lib/http-error'
import { anonCookieOptions, anonIdOf } from '#server/lib/anon-visitor'
import { randomToken } from '#server/lib/tokens'
import { perUserKey, rateLimits } from '#server/plugins/rate-limit'
import { requireSignedIn } from '#server/plugins/session'
import { TEMPORARY_TTL_MS, toAssessmentView, toParallelView, type AssessmentRepository } from './assessment.repository'


export function assessmentRoutes(app: FastifyInstance, deps: { config: AppConfig; repo: AssessmentRepository }) {
  const { config, repo } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const limits = rateLimits(config)

  function ensureAnonId(request: FastifyRequest, reply: FastifyReply): string {
    const anonId = anonIdOf(request) ?? randomToken(32)
    // Refreshed on every submission, so the result lives as long as the visitor keeps coming back.
    reply.setCookie(ANON_COOKIE, anonId, { ...anonCookieOptions(config), maxAge: TEMPORARY_TTL_MS / 1000 })
    return anonId
  }

  r.post(
    '/api/assessment',
    {
      schema: { body: DiscAssessmentRequestSchema, response: { 201: DiscAssessmentSchema } },
      config: {
        rateLimit: {
          timeWindow: limits.assessment.timeWindow,
          keyGenerator: perUserKey('assessment'),
          max: async (_request, key) => (key.startsWith('assessment:user:') ? limits.assessmentSignedIn.max : limits.assessment.max),
        },
      },
    },
    async (request, reply) => {
      // Whatever scores the client sent, they are recomputed from the answers against the bank.
      const scored = scoreDiscAnswers(DISC_SELF_QUESTIONS, request.body.answers)
      if (!scored.ok) throw badRequest(scored.error)
      const user = await request.currentUser()
      reply.header('Cache-Control', 'no-store')
      if (user) {
        const row = await repo.saveForUser(user.id, scored)
        await app.formProgress.clear(request, DISC_FORM_FLOW)
        return reply.status(201).send(toAssessmentView(row))
      }
      const row = await repo.replaceTemporary(ensureAnonId(request, reply), scored)
      // The funnel's "test finished" is a visitor's, before an account (a retake signed in is not a step).
      app.funnel.record(request, 'test_finished', app.funnel.sourceOf(request))
      // Answers given before the page's code ran were in this submission: their server copy goes.
      await app.formProgress.clear(request, DISC_FORM_FLOW)
      return reply.status(201).send(toAssessmentView(row, true))
    },
  )

  r.get('/api/assessment', { preValidation: requireSignedIn, schema: { response: { 200: LatestDiscAssessmentResponseSchema } } }, async (request, reply) => {
    const user = await request.requireUser()
    const row = await repo.latestForUser(user.id)
    reply.header('Cache-Control', 'no-store')
    return { assessment: row ? toAssessmentView(row) : null }
  })

  r.get(
    '/api/assessment/history',
    { preValidation: requireSignedIn, schema: { response: { 200: DiscHistoryResponseSchema } } },
    async (request, reply) => {
      const user = await request.requireUser()
      reply.header('Cache-Control', 'no-store')
      return historyAnswer(user.premiumUntil, await repo.historyForUser(user.id))
    },
  )

  r.post(
    '/api/assessment/parallel',
    {
      preValidation: requireSignedIn,
      schema: { body: ParallelAssessmentRequestSchema, response: { 201: ParallelAssessmentSchema } },
      config: {
        rateLimit: {
          ...limits.assessmentSignedIn,
          hook: 'preHandler',
          keyGenerator: perUserKey('parallel'),
        },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      // The others' scoring (SPEC.md §5) on the first-person wording of the same 24 questions.
      const scored = scoreDiscAnswers(DISC_PARALLEL_SELF_QUESTIONS, request.body.answers)
      if (!scored.ok) throw badRequest(scored.error)
      const row = await repo.saveParallel(user.id, scored)
      reply.header('Cache-Control', 'no-store')
      return reply.status(201).send(toParallelView(row))
    },
  )

  r.get(
    '/api/assessment/parallel',
    { preValidation: requireSignedIn, schema: { response: { 200: LatestParallelResponseSchema } } },
    async (request, reply) => {
      const user = await request.requireUser()
      const row = await repo.latestParallel(user.id)
      reply.header('Cache-Control', 'no-store')
      return { assessment: row ? toParallelView(row) : null }
    },
  )

  r.get('/api/assessment/temp', { schema: { response: { 200: DiscAssessmentSchema } } }, async (request, reply) => {
    const anonId = anonIdOf(request)
    const row = anonId ? await repo.temporaryFor(anonId) : null
    if (!row) throw notFound(ASSESSMENT_MESSAGES.tempNotFound)
    reply.header('Cache-Control', 'no-store')
    return toAssessmentView(row, true)
  })
}

/**
 * The sign-in hook: moves the visitor's temporary results (by cookie, and by the ids Google's
 * round trip carried) to the account, then forgets the cookie.
 */
export function claimTemporaryAssessments(config: AppConfig, repo: AssessmentRepository) {
  return async (request: FastifyRequest, reply: FastifyReply, userId: number, anonIds: string[] = []) => {
    const cookieId = anonIdOf(request)
    const ids = [...new Set([cookieId, ...anonIds].filter((id): id is string => Boolean(id && ANON_ID_PATTERN.test(id))))]
    await repo.claim(userId, ids)
    if (request.cookies[ANON_COOKIE] !== undefined) reply.clearCookie(ANON_COOKIE, anonCookieOptions(config))
  }
}
