import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { scoreDiscAnswers } from '#shared/disc/scoring'
import { emptyDiscScores } from '#shared/disc/types'
import { compareAll, discReliability, spreadOf } from '#shared/feedback/blind-spots'
import { rankCharacteristicTallies } from '#shared/feedback/characteristics'
import { comparableGroups } from '#shared/feedback/relationship-groups'
import { radarUnlocked, visibleCharacteristicCount } from '#shared/feedback/tiers'
import {
  FREE_FEEDBACK_LIST_LIMIT,
  FREE_FEEDBACK_LIST_UNLOCK_AT,
  OTHERS_MIN_ANSWERED,
} from '#shared/product'
import {
  FEEDBACK_LIST_MESSAGES,
  FEEDBACK_MESSAGES,
  FeedbackLinkInfoSchema,
  FeedbackListQuerySchema,
  FeedbackListResponseSchema,
  FeedbackStatsSchema,
  FeedbackSubmissionSchema,
  FeedbackSubmitResponseSchema,
  InviteLinkResponseSchema,
  isUuid,
  OthersAssessmentRequestSchema,
  OthersAssessmentResponseSchema,
  ProofOfWorkChallengeSchema,
  FeedbackLinkParamsSchema,
  type FeedbackListResponse,
  type FeedbackSubmissionOutput,
  type FeedbackStats,
} from '#shared/schemas/feedback'
import type { AppConfig } from '#server/config'
import { badRequest, conflict, HttpError, notFound } from '#server/lib/http-error'
import { appSecret } from '#server/lib/app-secret'
import { isPremium } from '#server/lib/premium'
import { handlerLimit, rateLimits } from '#server/plugins/rate-limit'
import { requireSignedIn } from '#server/plugins/session'
import { toListItem, type FeedbackRepository, type LinkOwner } from './feedback.repository'
import { networkOf } from '#server/lib/networks'
import { retryIn, type GiverGuard } from './giver-guard'
import { openCursor, sealCursor } from './list-cursor'
import { giverFlowOf } from '#shared/forms/giver-form'
import { PAGE_QUERY_KEYS } from '#shared/ssr/page-state'
import type { PageDataProvider } from '#server/lib/page-sender'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The anonymous 360° feedback calls of SPEC.md §7. Givers stay anonymous: nothing that could
 * identify them (account, IP, user agent, time of day) is stored with what they say or answered
 * to the owner.
 */
/** GET /api/feedback/invite-link's answer: the person's own feedback address. */
const inviteLinkOf = (config: AppConfig, publicId: string) => ({ feedbackUrl: `${config.publicUrl}/feedback/user/${publicId}` })

/**
 * /results is painted with the signed-in person's own link (issue 47): a giver who signed up
 * without JavaScript lands there and finds the link to copy and send by WhatsApp.
 */
export const inviteLinkPageData =
  (config: AppConfig): PageDataProvider =>
  async (request) => {
    const user = await request.currentUser()
    return user ? [{ key: PAGE_QUERY_KEYS.inviteLink, value: inviteLinkOf(config, user.publicId) }] : []
  }

export function feedbackRoutes(app: FastifyInstance, deps: { config: AppConfig; repo: FeedbackRepository; guard: GiverGuard }) {
  const { config, repo, guard } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const cursorSecret = appSecret(app.database.db, 'feedback-list-cursor')

  // One counter per POST route and client address, across links. No counter per link: a crowd
  // could lock everyone else out; the giver guard's per-network quota replaces it (issue 23).
  const budgets = rateLimits(config)
  const perAddress = (step: 'assessment' | 'feedback') =>
    handlerLimit(app, budgets.feedbackPerAddress, (request) => `feedback:${step}:ip:${request.ip}`)

  /** One instance per budget, shared by the JSON routes and the plain HTML forms (decision 0036). */
  const limits = { assessment: perAddress('assessment'), feedback: perAddress('feedback') }

  const stepTwoLimiter = app.createRateLimit({
    ...budgets.feedbackStepTwoPerNetwork,
    // The link from the route's params, read by their schema (the JSON route and the form route both have `:uuid`).
    keyGenerator: (request) => {
      const params = FeedbackLinkParamsSchema.safeParse(request.params)
      return `feedback:step2:${params.success ? params.data.uuid.toLowerCase() : ''}:${networkOf(request.ip)}`
    },
  })

  async function linkOwner(uuid: string): Promise<LinkOwner> {
    const owner = isUuid(uuid) ? await repo.findLinkOwner(uuid.toLowerCase()) : null
    if (!owner) throw notFound(FEEDBACK_MESSAGES.invalidLink)
    return owner
  }

  r.get('/api/feedback/challenge', { schema: { response: { 200: ProofOfWorkChallengeSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    // ?for={uuid}: a harder challenge for a network past its everyday quota (decision 0031).
    return guard.challenge(request)
  })

  r.get('/api/feedback/invite-link', { preValidation: requireSignedIn, schema: { response: { 200: InviteLinkResponseSchema } } }, async (request, reply) => {
    const user = await request.requireUser()
    reply.header('Cache-Control', 'no-store')
    return inviteLinkOf(config, user.publicId)
  })

  r.get('/api/feedback/user/:uuid', { schema: { params: FeedbackLinkParamsSchema, response: { 200: FeedbackLinkInfoSchema } } }, async (request, reply) => {
    const { uuid } = request.params
    const owner = await linkOwner(uuid)
    await guard.opened(request, reply, owner, uuid)
    reply.header('Cache-Control', 'no-store')
    return { userId: owner.publicId, username: owner.username }
  })

  /** Step 1 (the 24 answers): scored by the server, admitted by the guard; answers the giver's secret. */
  async function giveAnswers(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: LinkOwner,
    uuid: string,
    answers: unknown,
    proof: { altcha: string | undefined } | 'unproven',
  ): Promise<string> {
    await guard.refuseOwner(request, reply, owner, uuid)
    // The giver's scores are ignored: the server computes them from the answers (DESIGN.md §5).
    // "Não sei dizer" is allowed on up to a third of the questions (docs/decisions/0014).
    const scored = scoreDiscAnswers(DISC_OTHERS_QUESTIONS, answers, { minAnswered: OTHERS_MIN_ANSWERED })
    if (!scored.ok) throw badRequest(scored.error)
    const token =
      proof === 'unproven'
        ? await guard.admit(request, reply, owner, uuid, undefined, { unproven: true })
        : await guard.admit(request, reply, owner, uuid, proof.altcha)
    const { id, secret } = await repo.createOthersAssessment(owner.id, scored.scores, scored.answers)
    await guard.allowFollowUp(owner, token, id)
    app.funnel.record(request, 'feedback_step1', 'invite')
    // A giver who tapped before the page's code ran has progress on the server too: sent now (decision 0036).
    await app.formProgress.clear(request, giverFlowOf(uuid))
    // The giver's secret, not the row's id: step 2 and the Big Five step must present it (issue 30).
    return secret
  }

  /** Step 2 (relationship and words), bound to step 1 by the giver's secret: 'used' when it was sent before. */
  async function giveFeedback(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: LinkOwner,
    uuid: string,
    body: Pick<FeedbackSubmissionOutput, 'assessmentId' | 'relationshipType' | 'strengths' | 'improvements'>,
  ): Promise<'sent' | 'used'> {
    await guard.refuseOwner(request, reply, owner, uuid)
    // Step 2 from one network counts against a quota per link of the same size as step 1's (issue 30).
    const quota = await stepTwoLimiter(request)
    if (!quota.isAllowed && quota.isExceeded) {
      const retryMs = quota.ttl ?? DAY_MS
      reply.header('Retry-After', String(Math.max(1, Math.ceil(retryMs / 1000))))
      throw new HttpError(429, FEEDBACK_MESSAGES.stepTwoQuota(retryIn(retryMs)))
    }
    const { assessmentId, relationshipType, strengths, improvements } = body
    // Bound to step 1: only the giver's secret names the answers (never a guessable id).
    const outcome = await repo.insertFeedback({
      subjectUserId: owner.id,
      secret: assessmentId,
      relationshipType,
      strengths,
      improvements,
    })
    if (outcome === 'unknown') throw badRequest(FEEDBACK_MESSAGES.assessmentMismatch)
    await app.formProgress.clear(request, giverFlowOf(uuid))
    // The "Obrigado" comes next: the giver carries the marker (a constant, never whose link) to their own test.
    app.funnel.markGiver(reply)
    if (outcome === 'used') return 'used'
    app.funnel.record(request, 'feedback_finished', 'invite')
    const firstFrom = await repo.firstFeedbackSource(owner.id)
    if (firstFrom) app.funnel.record(request, 'first_feedback', firstFrom)
    return 'sent'
  }

  r.post(
    '/api/feedback/user/:uuid/assessment',
    {
      schema: { params: FeedbackLinkParamsSchema, body: OthersAssessmentRequestSchema, response: { 201: OthersAssessmentResponseSchema } },
      onRequest: limits.assessment,
    },
    async (request, reply) => {
      const { uuid } = request.params
      const owner = await linkOwner(uuid)
      const secret = await giveAnswers(request, reply, owner, uuid, request.body.answers, { altcha: request.body.altcha })
      return reply.status(201).send({ id: secret })
    },
  )

  r.post(
    '/api/feedback/user/:uuid',
    {
      schema: { params: FeedbackLinkParamsSchema, body: FeedbackSubmissionSchema, response: { 201: FeedbackSubmitResponseSchema } },
      onRequest: limits.feedback,
    },
    async (request, reply) => {
      const { uuid } = request.params
      const owner = await linkOwner(uuid)
      const outcome = await giveFeedback(request, reply, owner, uuid, request.body)
      if (outcome === 'used') throw conflict(FEEDBACK_MESSAGES.alreadySubmitted)
      return reply.status(201).send({ success: true as const })
    },
  )

  r.get('/api/feedback/stats', { preValidation: requireSignedIn, schema: { response: { 200: FeedbackStatsSchema } } }, async (request, reply) => {
    const user = await request.requireUser()
    const premium = isPremium(user.premiumUntil)
    // A constant number of queries whatever the feedback count: the aggregates kept by each insert.
    // Only released feedback counts (issue 30); of the waiting ones, only how many.
    const [self, aggregate, groups, waitingCount] = await Promise.all([
      repo.selfScoresForComparison(user.id),
      repo.aggregate(user.id),
      premium ? repo.aggregateByRelationship(user.id) : Promise.resolve([]),
      repo.waiting(user.id),
    ])
    // Aggregates only from 3 feedbacks: fewer could point at one person's answers (DESIGN.md §5).
    const unlocked = radarUnlocked(aggregate.count)
    const selfDisc = self?.scores ?? emptyDiscScores()
    const ranked = unlocked ? rankCharacteristicTallies(aggregate.characteristics, aggregate.count) : []
    const stats: FeedbackStats = {
      selfDisc,
      feedbackDisc: unlocked ? aggregate.averages : emptyDiscScores(),
      feedbackCount: aggregate.count,
      waitingCount,
      // What the free tier does not show never leaves the server (DESIGN.md §10).
      topCharacteristics: ranked.slice(0, visibleCharacteristicCount(aggregate.count, premium, ranked.length)),
      topCharacteristicsTotal: ranked.length,
      feedbackSpread: unlocked ? spreadOf(aggregate.sums) : null,
      perception: null,
    }
    // One verdict per dimension, from the shared rules (docs/decisions/0038-one-verdict.md).
    const source = self?.source ?? 'short'
    const comparison = unlocked && self ? compareAll(selfDisc, aggregate.sums, source) : []
    const reliability = unlocked ? discReliability(aggregate.sums) : null
    if (comparison.length > 0 && reliability) {
      stats.perception = {
        reliability,
        dimensions: comparison.map(({ flagged: _flagged, confirmed: _confirmed, isBlindSpot: _isBlindSpot, verdict: _verdict, ...verdict }) => verdict),
      }
    }
    if (premium) {
      stats.blindSpots = comparison
        .filter((entry) => entry.flagged)
        .map((entry) => ({
          dimension: entry.dimension,
          self: entry.self,
          others: entry.others,
          gap: entry.gap,
          direction: entry.direction,
          raters: entry.raters,
          spread: entry.spread,
          confirmed: entry.confirmed,
          isBlindSpot: entry.isBlindSpot,
          verdict: entry.verdict,
          selfSource: source,
        }))
      stats.feedbackDiscByRelationship = unlocked
        ? comparableGroups(groups, aggregate.count).map((group) => ({ relationshipType: group.relationshipType, count: group.count, disc: group.averages }))
        : []
    }
    reply.header('Cache-Control', 'no-store')
    return stats
  })

  r.get(
    '/api/feedback',
    { preValidation: requireSignedIn, schema: { querystring: FeedbackListQuerySchema, response: { 200: FeedbackListResponseSchema } } },
    async (request, reply) => {
      const user = await request.requireUser()
      const { limit, cursor } = request.query
      const secret = await cursorSecret()
      const position = cursor === undefined ? null : openCursor(secret, cursor, user.id)
      if (cursor !== undefined && !position) throw badRequest(FEEDBACK_LIST_MESSAGES.invalidCursor)
      // SPEC.md §5's free limit is enforced here too, not only hidden by the page.
      const freeLimit = isPremium(user.premiumUntil)
        ? undefined
        : { limit: FREE_FEEDBACK_LIST_LIMIT, unlockAt: FREE_FEEDBACK_LIST_UNLOCK_AT }
      const delivered = position?.delivered ?? 0
      const page = await repo.listPage(user.id, { after: position?.after ?? null, limit, delivered }, freeLimit)
      const feedback = page.rows.map(toListItem)
      const nextCursor = page.next
        ? sealCursor(secret, { userId: user.id, after: page.next, delivered: delivered + feedback.length })
        : null
      const response: FeedbackListResponse = { feedback, count: feedback.length, nextCursor }
      reply.header('Cache-Control', 'no-store')
      return response
    },
  )

  return { linkOwner, refuseOwner: guard.refuseOwner, withoutScript: guard.withoutScript, giveAnswers, giveFeedback, limits }
}

/** The giver's steps as the JSON routes run them, for the plain HTML forms to run the same (decision 0036). */
export type GiverActions = ReturnType<typeof feedbackRoutes>
