import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { compareOcean, oceanReliability, OCEAN_OTHERS_MIN_RATERS, othersOceanAverages, scoreOthersOceanAnswers } from '#shared/ocean/others-scoring'
import { OCEAN_SCORE_KEYS, type OceanScoreKey } from '#shared/ocean/types'
import { FEEDBACK_MESSAGES, FeedbackLinkParamsSchema, isUuid } from '#shared/schemas/feedback'
import {
  OCEAN_OTHERS_MESSAGES,
  OthersOceanRequestSchema,
  OthersOceanSchema,
  OthersOceanSubmitResponseSchema,
  type OthersOcean,
} from '#shared/schemas/ocean-others'
import type { AppConfig } from '#server/config'
import { badRequest, conflict, forbidden, notFound } from '#server/lib/http-error'
import { isPremium } from '#server/lib/premium'
import { requireSignedIn } from '#server/plugins/session'
import type { FeedbackRepository, LinkOwner } from '#server/modules/feedback/feedback.repository'
import type { GiverGuard } from '#server/modules/feedback/giver-guard'
import type { OceanRepository } from '#server/modules/ocean/ocean.repository'
import { handlerLimit, rateLimits } from '#server/plugins/rate-limit'
import type { Ocean360Repository } from './ocean-360.repository'


/**
 * Big Five 360 (issue 17): the giver's optional ten statements after the feedback, and the
 * owner's comparison. Others' scores leave the server only from OCEAN_OTHERS_MIN_RATERS raters.
 */
export function ocean360Routes(
  app: FastifyInstance,
  deps: { config: AppConfig; repo: Ocean360Repository; feedbackRepo: FeedbackRepository; oceanRepo: OceanRepository; guard: GiverGuard },
) {
  const { config, repo, feedbackRepo, oceanRepo, guard } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  // The same per-address budget as each of the giver's other POSTs (FEEDBACK_RATE_LIMIT_PER_IP an hour).
  const rateLimited = handlerLimit(app, rateLimits(config).feedbackPerAddress, (request) => `feedback:ocean:ip:${request.ip}`)

  /**
   * The optional Big Five 360 answers of a giver who sent their feedback, named by the giver's
   * secret and only from the browser that gave it: 'used' when they were sent before.
   */
  async function giveOcean(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: LinkOwner,
    uuid: string,
    body: { assessmentId: string; answers?: unknown },
  ): Promise<'sent' | 'used'> {
    await guard.refuseOwner(request, reply, owner, uuid)
    // The server is the authority on scores (DESIGN.md §5).
    const scored = scoreOthersOceanAnswers(body.answers)
    if (!scored.ok) throw badRequest(scored.error)
    // The giver's secret from step 1 names the answers (issue 30); their id stays on the server.
    const assessmentId = await feedbackRepo.assessmentOfSecret(owner.id, body.assessmentId)
    if (assessmentId === null) throw badRequest(FEEDBACK_MESSAGES.assessmentMismatch)
    if (!(await repo.feedbackSent(owner.id, assessmentId))) {
      throw badRequest(OCEAN_OTHERS_MESSAGES.feedbackNotSent)
    }
    if (await repo.alreadyRated(assessmentId)) return 'used'
    const followUpKey = await guard.followUpKey(request, owner, assessmentId)
    if (!followUpKey) throw forbidden(OCEAN_OTHERS_MESSAGES.notThisBrowser)
    const outcome = await repo.record({ subjectUserId: owner.id, assessmentId, scores: scored.scores, answers: scored.answers, followUpKey })
    return outcome === 'used' ? 'used' : 'sent'
  }

  r.post(
    '/api/feedback/user/:uuid/ocean',
    {
      schema: { params: FeedbackLinkParamsSchema, body: OthersOceanRequestSchema, response: { 201: OthersOceanSubmitResponseSchema } },
      onRequest: rateLimited,
    },
    async (request, reply) => {
      const { uuid } = request.params
      const owner = isUuid(uuid) ? await feedbackRepo.findLinkOwner(uuid.toLowerCase()) : null
      if (!owner) throw notFound(FEEDBACK_MESSAGES.invalidLink)
      const outcome = await giveOcean(request, reply, owner, uuid, request.body)
      if (outcome === 'used') throw conflict(OCEAN_OTHERS_MESSAGES.alreadyAnswered)
      return reply.status(201).send({ success: true as const })
    },
  )

  r.get(
    '/api/ocean-assessment/others',
    { schema: { response: { 200: OthersOceanSchema } }, preValidation: requireSignedIn },
    async (request, reply) => {
      const user = await request.requireUser()
      reply.header('Cache-Control', 'no-store')
      const { count, sums } = await repo.sums(user.id)
      const averages = othersOceanAverages(count, sums)
      const answer: OthersOcean = {
        count,
        minimum: OCEAN_OTHERS_MIN_RATERS,
        openness: averages?.openness ?? null,
        conscientiousness: averages?.conscientiousness ?? null,
        extraversion: averages?.extraversion ?? null,
        agreeableness: averages?.agreeableness ?? null,
        neuroticism: averages?.neuroticism ?? null,
      }
      if (averages) {
        const self = await oceanRepo.latest(user.id)
        const reliability = oceanReliability(count, sums)
        if (reliability) answer.reliability = reliability
        if (self) {
          // One verdict per factor from the shared rules (docs/decisions/0038-one-verdict.md), every plan.
          const comparison = compareOcean(self, count, sums)
          answer.verdicts = comparison.map(({ flagged: _flagged, confirmed: _confirmed, ...verdict }) => verdict)
          // Which gaps the raters' agreement confirms: the older Premium field.
          if (isPremium(user.premiumUntil)) {
            const confirmed = {} as Record<OceanScoreKey, boolean>
            for (const key of OCEAN_SCORE_KEYS) confirmed[key] = false
            for (const entry of comparison) confirmed[entry.key] = entry.confirmed
            answer.confirmed = confirmed
          }
        }
      }
      return answer
    },
  )

  return { giveOcean, limit: rateLimited }
}
