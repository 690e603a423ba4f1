import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { NormsConsentRequestSchema, NormsConsentResponseSchema } from '#shared/schemas/norms'
import { FIXED_RATE_LIMITS, perUserKey } from '#server/plugins/rate-limit'
import { requireSignedIn } from '#server/plugins/session'
import type { NormsRepository } from './norms.repository'

/** Issue 48: `/api/norms/consent`, whether the signed-in person's latest Big Five counts in the norms. */
export function normsRoutes(app: FastifyInstance, deps: { repo: NormsRepository }) {
  const { repo } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/norms/consent',
    { schema: { response: { 200: NormsConsentResponseSchema } }, preValidation: requireSignedIn },
    async (request, reply) => {
      const user = await request.requireUser()
      reply.header('Cache-Control', 'no-store')
      return { consent: await repo.consentOf(user.id) }
    },
  )

  r.put(
    '/api/norms/consent',
    {
      schema: { body: NormsConsentRequestSchema, response: { 200: NormsConsentResponseSchema } },
      preValidation: requireSignedIn,
      config: {
        rateLimit: { ...FIXED_RATE_LIMITS.normsConsent, hook: 'preHandler', keyGenerator: perUserKey('norms-consent') },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      reply.header('Cache-Control', 'no-store')
      // Counted (or no longer counted) at the next computation of the norms, within a minute.
      return { consent: await repo.setConsent(user.id, request.body.consent) }
    },
  )
}
