import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { largestRemainder } from '#shared/disc/scoring'
import { DISC_SCORE_KEYS, type DiscScores } from '#shared/disc/types'
import { gapsOf, selfKnowledgeIndex } from '#shared/feedback/self-knowledge'
import { VERDICT_MIN_RATERS } from '#shared/feedback/verdict'
import {
  FeedbackRoundsResponseSchema,
  OpenRoundResponseSchema,
  ROUND_MESSAGES,
  type FeedbackRoundsResponse,
  type RoundComparison,
} from '#shared/schemas/rounds'
import type { Db } from '#server/db/client'
import { HttpError } from '#server/lib/http-error'
import { isPremium } from '#server/lib/premium'
import { requireSignedIn } from '#server/plugins/session'
import { listRounds, nextOpenAt, openNextRound, selfPerRound, type RoundRow } from './feedback.rounds'

/** The others' average shares of a round (largest remainder: they total 100). */
function averagesOf(round: RoundRow): DiscScores {
  const n = round.sums.dominance.n
  const [dominance = 0, influence = 0, steadiness = 0, compliance = 0] = largestRemainder(
    DISC_SCORE_KEYS.map((key) => (n > 0 ? round.sums[key].sum / n : 0)),
  )
  return { dominance, influence, steadiness, compliance }
}

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
    if (isPremium(user.premiumUntil)) {
      const selves = await selfPerRound(db, user.id, rounds)
      const comparable = rounds.filter((round) => round.sums.dominance.n >= VERDICT_MIN_RATERS).length
      response.comparison = rounds.map((round, index): RoundComparison => {
        const count = round.sums.dominance.n
        const self = selves[index] ?? null
        if (count < VERDICT_MIN_RATERS) return { number: round.number, releasedCount: count, others: null, self: self?.scores ?? null, gaps: null, selfKnowledge: null }
        const others = averagesOf(round)
        return {
          number: round.number,
          releasedCount: count,
          others,
          self: self?.scores ?? null,
          gaps: self ? gapsOf(self.scores, others) : null,
          // Only when two rounds can be compared, each with 3+ released feedbacks.
          selfKnowledge: self && comparable >= 2 ? selfKnowledgeIndex(self.scores, round.sums, self.source) : null,
        }
      })
    }
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
