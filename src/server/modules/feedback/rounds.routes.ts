import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  FeedbackRoundsResponseSchema,
  OpenRoundResponseSchema,
  ROUND_MESSAGES,
  type FeedbackRoundsResponse,
} from '#shared/schemas/rounds'
import type { Db } from '#server/db/client'
import { HttpError } from '#server/lib/http-error'
import { isPremium } from '#server/lib/premium'
import { requireSignedIn } from '#server/plugins/session'
import { compareRounds, listRounds, nextOpenAt, openNextRound } from './feedback.rounds'

/**
 * Feedback rounds (issue 36, docs/decisions/0046-feedback-rounds-and-self-knowledge-index.md):
 * the rounds and their released counts for everyone; the per-round comparison for Premium only.
 */
export function roundsRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/api/feedback/rounds', { preValidation: requireSignedIn, schema: { response: { 200: FeedbackRoundsResponseSchema } } }, async (request, reply) => {
    const user = await request.requireUser()
    const rounds = await listRounds(db, user.id)
    const current = rounds.at(-1)
    const allowedAt = nextOpenAt(current)
    const response: FeedbackRoundsResponse = {
      currentRound: current?.number ?? 1,
      nextOpenAt: allowedAt && allowedAt.getTime() > Date.now() ? allowedAt.toISOString() : null,
      rounds: rounds.map((round) => ({
        number: round.number,
        openedAt: round.openedAt.toISOString(),
        closedAt: round.closedAt?.toISOString() ?? null,
        // Released only (0 or 3+, decision 0028): nothing about waiting answers.
        releasedCount: round.sums.dominance.n,
      })),
    }
    // What the free tier does not show never leaves the server (DESIGN.md §10).
    if (isPremium(user.premiumUntil)) response.comparison = await compareRounds(db, user.id, rounds)
    reply.header('Cache-Control', 'no-store')
    return response
  })

  r.post('/api/feedback/rounds', { preValidation: requireSignedIn, schema: { response: { 201: OpenRoundResponseSchema } } }, async (request, reply) => {
    const user = await request.requireUser()
    const result = await openNextRound(db, user.id)
    if (!result.opened) {
      reply.header('Retry-After', String(Math.max(1, Math.ceil((result.nextOpenAt.getTime() - Date.now()) / 1000))))
      throw new HttpError(429, ROUND_MESSAGES.tooSoon(result.nextOpenAt.toISOString()))
    }
    return reply.status(201).send({ currentRound: result.round })
  })
}
