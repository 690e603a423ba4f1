import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { decideAd, type AdSource } from '#shared/ads/decide'
import { isAdPlacementId } from '#shared/ads/placements'
import { AdConfigQuerySchema, AdConfigResponseSchema, type AdConfigResponse } from '#shared/ads/schemas'
import type { AppConfig } from '#server/config'
import { rateLimits } from '#server/plugins/rate-limit'
import { isPremium } from '#server/lib/premium'

/** Where ads come from here: AdSense when configured, else the stand-ins when allowed, else none. */
export function adSourceOf(config: AppConfig): AdSource {
  const { ads } = config
  if (ads.adsenseClient) return 'adsense'
  return ads.placeholders ? 'placeholder' : 'none'
}

/**
 * The ad lookup of SPEC.md §7. The server decides what it can know — the user (from the session,
 * never from a query flag), the placement and its own settings; the browser then applies consent,
 * the ad-block check and the per-session daily cap with the same rules (shared/ads/decide.ts).
 *
 * A malformed placement name is a 400; a well-formed but unknown one is a 200 with show: false,
 * so a page carrying a retired slot simply shows nothing.
 */
export function adsRoutes(app: FastifyInstance, deps: { config: AppConfig }) {
  const { config } = deps
  const settings = config.ads
  const source = adSourceOf(config)
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/ads/config',
    {
      schema: { querystring: AdConfigQuerySchema, response: { 200: AdConfigResponseSchema } },
      config: { rateLimit: rateLimits(config).adsConfig },
    },
    async (request, reply): Promise<AdConfigResponse> => {
      // The answer depends on who asks: never stored by a shared cache.
      reply.header('Cache-Control', 'private, no-store')
      const { placement } = request.query
      const user = await request.currentUser()
      const slot = isAdPlacementId(placement) ? settings.slots[placement] : undefined
      const decision = decideAd({ placement, isPremium: isPremium(user?.premiumUntil ?? null), source, hasSlot: Boolean(slot) })
      if (!decision.show || !decision.config || source === 'none') return { show: false, reason: decision.reason }
      return {
        show: true,
        reason: decision.reason,
        config: {
          ...decision.config,
          adSlot: source === 'adsense' ? (slot ?? null) : null,
          source,
          adClient: source === 'adsense' ? (settings.adsenseClient ?? null) : null,
          adTest: config.env !== 'production',
        },
      }
    },
  )
}
