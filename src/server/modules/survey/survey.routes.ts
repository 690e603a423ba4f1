import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  SurveyResponseSchema,
  SurveyShouldShowSchema,
  SurveySubmitResponseSchema,
  type SurveyShouldShow,
} from '#shared/schemas/survey'
import { SURVEY_MESSAGES } from '#shared/survey/questions'
import type { Db } from '#server/db/client'
import { discAssessments, surveyResponses } from '#server/db/schema'
import { FIXED_RATE_LIMITS, perUserKey } from '#server/plugins/rate-limit'
import { requireSignedIn } from '#server/plugins/session'

/**
 * The experience survey (SPEC.md §2, §3, §7). One answer per user: a second submission updates it
 * instead of adding a row (users.id is unique in survey_responses).
 */
export function surveyRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/api/survey/should-show', { preValidation: requireSignedIn, schema: { response: { 200: SurveyShouldShowSchema } } }, async (request): Promise<SurveyShouldShow> => {
    const user = await request.requireUser()
    const [row] = await db
      .select({
        answered: sql<boolean>`exists (select 1 from ${surveyResponses} where ${surveyResponses.userId} = ${user.id} and ${surveyResponses.completedAt} is not null)`,
        hasResult: sql<boolean>`exists (select 1 from ${discAssessments} where ${discAssessments.userId} = ${user.id} and ${discAssessments.isSelf})`,
      })
      .from(sql`(select 1) as one`)
    // Asking before someone has seen any result would ask about an experience they have not had.
    if (row?.answered) return { shouldShow: false, reason: 'already_answered' }
    if (!row?.hasResult) return { shouldShow: false, reason: 'no_result_yet' }
    return { shouldShow: true, reason: 'eligible' }
  })

  r.post(
    '/api/survey/submit',
    {
      schema: { body: SurveyResponseSchema, response: { 201: SurveySubmitResponseSchema } },
      preValidation: requireSignedIn,
      config: {
        rateLimit: {
          ...FIXED_RATE_LIMITS.survey,
          keyGenerator: perUserKey('survey'),
        },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      const { completedAt, ...answers } = request.body
      const completed = completedAt ? new Date(completedAt) : new Date()
      const [row] = await db
        .insert(surveyResponses)
        .values({ userId: user.id, answers, completedAt: completed })
        .onConflictDoUpdate({
          target: surveyResponses.userId,
          set: { answers, completedAt: completed },
        })
        .returning({ id: surveyResponses.id })
      return reply.status(201).send({ success: true, message: SURVEY_MESSAGES.thanksDescription, surveyId: row?.id ?? 0 })
    },
  )
}

