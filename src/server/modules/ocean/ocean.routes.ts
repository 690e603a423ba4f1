import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { scoreOceanAnswers } from '#shared/ocean/scoring'
import {
  OCEAN_MESSAGES,
  OceanAssessmentIdParamsSchema,
  OceanAssessmentRequestSchema,
  OceanRecentResponseSchema,
  OceanResultSchema,
  type OceanAssessment,
  type OceanResult,
} from '#shared/schemas/ocean'
import { OCEAN_FORM_FLOW } from '#shared/forms/self-tests'
import { OceanHistoryResponseSchema } from '#shared/schemas/history'
import { historyAnswer } from '#server/lib/history'
import { badRequest, notFound } from '#server/lib/http-error'
import { FIXED_RATE_LIMITS, perUserKey } from '#server/plugins/rate-limit'
import { requireSignedIn } from '#server/plugins/session'
import type { NormsRepository } from '#server/modules/norms/norms.repository'
import type { OceanRepository } from './ocean.repository'

/** SPEC.md §7 `/api/ocean-assessment*`: the Big Five results of the signed-in person. */
export function oceanRoutes(app: FastifyInstance, deps: { repo: OceanRepository; norms: NormsRepository }) {
  const { repo, norms } = deps
  /** A result with its percentiles among the other consenting people (issue 48). */
  const withNorms = async (userId: number, assessment: OceanAssessment): Promise<OceanResult> => ({
    ...assessment,
    ...(await norms.viewFor(userId, assessment)),
  })
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/api/ocean-assessment',
    {
      schema: { body: OceanAssessmentRequestSchema, response: { 201: OceanResultSchema } },
      preValidation: requireSignedIn,
      config: {
        rateLimit: {
          ...FIXED_RATE_LIMITS.oceanSave,
          hook: 'preHandler',
          keyGenerator: perUserKey('ocean'),
        },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      // The server is the authority on scores: whatever the client computed is ignored.
      const result = scoreOceanAnswers(request.body.answers)
      if (!result.ok) throw badRequest(result.error)
      const saved = await repo.create(user.id, result.scores, result.answers)
      // Counted in the norms instead of the previous test at the next computation, if the person consents (issue 48).
      await norms.testSaved(user.id)
      // Answers given before the page's code ran are in this submission: their server copy goes.
      await app.formProgress.clear(request, OCEAN_FORM_FLOW)
      // With its percentiles among the people counted so far (issue 48): the results page shows it as is.
      return reply.status(201).send(await withNorms(user.id, saved))
    },
  )

  r.get(
    '/api/ocean-assessment/recent',
    { schema: { response: { 200: OceanRecentResponseSchema } }, preValidation: requireSignedIn },
    async (request, reply) => {
      const user = await request.requireUser()
      reply.header('Cache-Control', 'no-store')
      // No test yet is an ordinary state, not a missing resource: null, so the results page of
      // someone without a Big Five test logs no failed request (issue 33, decision 0039).
      const latest = await repo.latest(user.id)
      return latest ? withNorms(user.id, latest) : null
    },
  )

  r.get(
    '/api/ocean-assessment/history',
    { schema: { response: { 200: OceanHistoryResponseSchema } }, preValidation: requireSignedIn },
    async (request, reply) => {
      const user = await request.requireUser()
      reply.header('Cache-Control', 'no-store')
      return historyAnswer(user.premiumUntil, await repo.history(user.id))
    },
  )

  r.get(
    '/api/ocean-assessment/:id',
    {
      schema: { params: OceanAssessmentIdParamsSchema, response: { 200: OceanResultSchema } },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const user = await request.requireUser()
      reply.header('Cache-Control', 'no-store')
      const assessment = await repo.findOwned(user.id, Number(request.params.id))
      if (!assessment) throw notFound(OCEAN_MESSAGES.assessmentNotFound)
      return withNorms(user.id, assessment)
    },
  )
}
