import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { FunnelStepRequestSchema, FunnelStepResponseSchema } from '#shared/schemas/funnel'
import { FIXED_RATE_LIMITS } from '#server/plugins/rate-limit'

/**
 * POST /api/funnel/step: the two funnel steps only the browser sees (issue 47): the first answer of
 * a visitor's own DISC test and a signed-in person's tap on "Copiar link" or "WhatsApp". The body
 * names the step and nothing else; the source comes from the giver's marker or the account.
 */
export function funnelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/api/funnel/step',
    {
      schema: { body: FunnelStepRequestSchema, response: { 200: FunnelStepResponseSchema } },
      // A handful per visit: a script that repeats it inflates nothing beyond this, per address.
      config: { rateLimit: FIXED_RATE_LIMITS.funnelStep },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      // Nothing to look up for a link preview or a crawler: `record` would not count it anyway.
      if (!app.funnel.isPerson(request)) return { counted: false }
      const user = await request.currentUser()
      if (request.body.step === 'link_shared') {
        // A link belongs to an account: where that person came from is on the account itself.
        if (!user) return { counted: false }
        return { counted: await app.funnel.linkShared(request, user) }
      }
      // A test started counts before an account exists; a signed-in person's retake is no funnel step.
      if (user) return { counted: false }
      return { counted: app.funnel.record(request, 'test_started', app.funnel.sourceOf(request)) }
    },
  )
}
