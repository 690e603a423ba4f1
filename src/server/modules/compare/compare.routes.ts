import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { COMPARISON_INVITATION_DAYS, FREE_COMPARISON_LIMIT } from '#shared/product'
import { isUuid } from '#shared/schemas/feedback'
import {
  COMPARE_MESSAGES,
  COMPARE_TOKEN_PATTERN,
  CompareAcceptedSchema,
  CompareDoneSchema,
  CompareIdParamsSchema,
  CompareInvitationCreatedSchema,
  CompareListSchema,
  ComparePreviewSchema,
  CompareTokenSchema,
  ComparisonSchema,
  invitationPagePath,
  type ComparePerson,
} from '#shared/schemas/compare'
import type { AppConfig } from '#server/config'
import { conflict, forbidden, HttpError, notFound } from '#server/lib/http-error'
import { isPremium } from '#server/lib/premium'
import { randomToken, sha256 } from '#server/lib/tokens'
import { FIXED_RATE_LIMITS, perUserKey } from '#server/plugins/rate-limit'
import { requireSignedIn } from '#server/plugins/session'
import type { AssessmentRepository } from '#server/modules/assessment/assessment.repository'
import type { OceanRepository } from '#server/modules/ocean/ocean.repository'
import { isUniqueViolation, type CompareRepository, type ComparisonRow } from './compare.repository'

interface CompareDeps {
  config: AppConfig
  repo: CompareRepository
  assessments: AssessmentRepository
  ocean: OceanRepository
}

const DAY_MS = 24 * 60 * 60 * 1000

const gone = (message: string) => new HttpError(410, message)

/**
 * Comparing with someone (issue 47, decision 0055). Both people consent: the inviter by sending
 * the link, the invited person by accepting after seeing exactly what of theirs will be shown.
 * Only the two people's display names and latest SELF results (DISC, Big Five) ever leave here:
 * never an email, never anything others said about either of them.
 */
export function compareRoutes(app: FastifyInstance, deps: CompareDeps) {
  const { config, repo, assessments, ocean } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tokenLimit = { ...FIXED_RATE_LIMITS.compareToken, hook: 'preHandler' as const, keyGenerator: perUserKey('compare-token') }

  /** What the other person sees of someone: the display name and the latest self results. */
  async function personView(userId: number, name: string): Promise<ComparePerson> {
    const [disc, big5] = await Promise.all([assessments.latestForUser(userId), ocean.latest(userId)])
    return {
      name: name.trim(),
      disc: disc ? { dominance: disc.dominance, influence: disc.influence, steadiness: disc.steadiness, compliance: disc.compliance } : null,
      ocean: big5
        ? {
            openness: big5.openness,
            conscientiousness: big5.conscientiousness,
            extraversion: big5.extraversion,
            agreeableness: big5.agreeableness,
            neuroticism: big5.neuroticism,
          }
        : null,
    }
  }

  const missingOf = (person: ComparePerson) =>
    [...(person.disc ? [] : (['disc'] as const)), ...(person.ocean ? [] : (['ocean'] as const))]

  async function limitReached(user: { id: number; premiumUntil: Date | null }) {
    return !isPremium(user.premiumUntil) && (await repo.countLive(user.id)) >= FREE_COMPARISON_LIMIT
  }

  /** The pending invitation a token names: 404 for unknown, used or malformed tokens, 410 once expired. */
  async function openInvitation(token: string) {
    const invitation = COMPARE_TOKEN_PATTERN.test(token) ? await repo.invitationByHash(sha256(token)) : null
    if (!invitation || !invitation.expiresAt) throw notFound(COMPARE_MESSAGES.invitationNotFound)
    if (invitation.expiresAt.getTime() <= Date.now()) throw gone(COMPARE_MESSAGES.invitationExpired)
    return { ...invitation, expiresAt: invitation.expiresAt }
  }

  r.get('/api/compare', { preValidation: requireSignedIn, schema: { response: { 200: CompareListSchema } } }, async (request, reply) => {
    const user = await request.requireUser()
    const rows = await repo.listFor(user.id)
    reply.header('Cache-Control', 'no-store')
    return {
      comparisons: rows.map((row) => ({
        id: row.id,
        status: row.inviteeId === null ? ('pending' as const) : ('active' as const),
        otherName: row.inviteeId === null ? null : (row.otherName ?? '').trim(),
        sentByMe: row.inviterId === user.id,
        since: (row.acceptedAt ?? row.createdAt).toISOString(),
        expiresAt: row.inviteeId === null && row.expiresAt ? row.expiresAt.toISOString() : null,
      })),
      used: rows.length,
      limit: isPremium(user.premiumUntil) ? null : FREE_COMPARISON_LIMIT,
    }
  })

  r.post(
    '/api/compare/invitations',
    {
      preValidation: requireSignedIn,
      schema: { response: { 201: CompareInvitationCreatedSchema } },
      config: { rateLimit: { ...FIXED_RATE_LIMITS.compareInvite, hook: 'preHandler', keyGenerator: perUserKey('compare-invite') } },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      if (missingOf(await personView(user.id, user.username)).length > 0) throw conflict(COMPARE_MESSAGES.missingTests)
      if (await limitReached(user)) throw forbidden(COMPARE_MESSAGES.freeLimit)
      const token = randomToken(32)
      const row = await repo.createInvitation(user.id, sha256(token), new Date(Date.now() + COMPARISON_INVITATION_DAYS * DAY_MS))
      return reply
        .status(201)
        .header('Cache-Control', 'no-store')
        .send({ id: row.id, url: `${config.publicUrl}${invitationPagePath(token)}`, expiresAt: (row.expiresAt as Date).toISOString() })
    },
  )

  r.post(
    '/api/compare/invitations/:id/renew',
    {
      preValidation: requireSignedIn,
      schema: { params: CompareIdParamsSchema, response: { 200: CompareInvitationCreatedSchema } },
      config: { rateLimit: { ...FIXED_RATE_LIMITS.compareInvite, hook: 'preHandler', keyGenerator: perUserKey('compare-renew') } },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      const { id } = request.params
      if (!isUuid(id)) throw notFound(COMPARE_MESSAGES.invitationGone)
      if (missingOf(await personView(user.id, user.username)).length > 0) throw conflict(COMPARE_MESSAGES.missingTests)
      // No limit check: the new link takes the old one's place, it adds none.
      const token = randomToken(32)
      const row = await repo.renewInvitation(id.toLowerCase(), user.id, sha256(token), new Date(Date.now() + COMPARISON_INVITATION_DAYS * DAY_MS))
      if (!row) throw notFound(COMPARE_MESSAGES.invitationGone)
      return reply
        .header('Cache-Control', 'no-store')
        .send({ id: row.id, url: `${config.publicUrl}${invitationPagePath(token)}`, expiresAt: (row.expiresAt as Date).toISOString() })
    },
  )

  r.get(
    '/api/compare/invitations/preview',
    {
      preValidation: requireSignedIn,
      schema: { querystring: CompareTokenSchema, response: { 200: ComparePreviewSchema } },
      config: { rateLimit: tokenLimit },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      const invitation = await openInvitation(request.query.token)
      if (invitation.inviterId === user.id) throw conflict(COMPARE_MESSAGES.ownInvitation)
      const you = await personView(user.id, user.username)
      reply.header('Cache-Control', 'no-store')
      return {
        inviterName: invitation.inviterName.trim(),
        expiresAt: invitation.expiresAt.toISOString(),
        you,
        missing: missingOf(you),
        limitReached: await limitReached(user),
      }
    },
  )

  r.post(
    '/api/compare/invitations/accept',
    {
      preValidation: requireSignedIn,
      schema: { body: CompareTokenSchema, response: { 201: CompareAcceptedSchema } },
      config: { rateLimit: tokenLimit },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      const invitation = await openInvitation(request.body.token)
      if (invitation.inviterId === user.id) throw conflict(COMPARE_MESSAGES.ownInvitation)
      if (missingOf(await personView(user.id, user.username)).length > 0) throw conflict(COMPARE_MESSAGES.missingTests)
      if (await repo.pairActive(user.id, invitation.inviterId)) throw conflict(COMPARE_MESSAGES.alreadyComparing)
      if (await limitReached(user)) throw forbidden(COMPARE_MESSAGES.freeLimit)
      let accepted: ComparisonRow | null
      try {
        accepted = await repo.accept(sha256(request.body.token), user.id)
      } catch (error) {
        // The two accepted each other's invitations at the same moment: one comparison is enough.
        if (isUniqueViolation(error)) throw conflict(COMPARE_MESSAGES.alreadyComparing)
        throw error
      }
      // Someone else used the link between the look-up and now: single use.
      if (!accepted) throw notFound(COMPARE_MESSAGES.invitationNotFound)
      return reply.status(201).header('Cache-Control', 'no-store').send({ id: accepted.id })
    },
  )

  r.post(
    '/api/compare/invitations/refuse',
    {
      preValidation: requireSignedIn,
      schema: { body: CompareTokenSchema, response: { 200: CompareDoneSchema } },
      config: { rateLimit: tokenLimit },
    },
    async (request) => {
      const user = await request.requireUser()
      const invitation = await openInvitation(request.body.token)
      if (invitation.inviterId === user.id) throw conflict(COMPARE_MESSAGES.ownInvitation)
      if (!(await repo.deleteInvitation(sha256(request.body.token)))) throw notFound(COMPARE_MESSAGES.invitationNotFound)
      return { success: true as const, message: COMPARE_MESSAGES.refused }
    },
  )

  r.get(
    '/api/compare/:id',
    { preValidation: requireSignedIn, schema: { params: CompareIdParamsSchema, response: { 200: ComparisonSchema } } },
    async (request, reply) => {
      const user = await request.requireUser()
      const { id } = request.params
      const row = isUuid(id) ? await repo.activeFor(id.toLowerCase(), user.id) : null
      if (!row || row.inviteeId === null || !row.acceptedAt) throw notFound(COMPARE_MESSAGES.notFound)
      const otherId = row.inviterId === user.id ? row.inviteeId : row.inviterId
      const otherName = await repo.usernameOf(otherId)
      if (otherName === null) throw notFound(COMPARE_MESSAGES.notFound)
      const [me, other] = await Promise.all([personView(user.id, user.username), personView(otherId, otherName)])
      reply.header('Cache-Control', 'no-store')
      return { id: row.id, since: row.acceptedAt.toISOString(), me, other }
    },
  )

  r.delete(
    '/api/compare/:id',
    { preValidation: requireSignedIn, schema: { params: CompareIdParamsSchema, response: { 200: CompareDoneSchema } } },
    async (request) => {
      const user = await request.requireUser()
      const { id } = request.params
      const outcome = isUuid(id) ? await repo.end(id.toLowerCase(), user.id) : null
      if (!outcome) throw notFound(COMPARE_MESSAGES.notFound)
      return { success: true as const, message: outcome === 'ended' ? COMPARE_MESSAGES.ended : COMPARE_MESSAGES.cancelled }
    },
  )
}
