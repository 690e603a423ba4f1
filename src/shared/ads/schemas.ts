import { z } from '#shared/schemas/zod-locale'
import { AD_PLACEMENT_MAX_LENGTH, AD_PLACEMENT_PATTERN } from './placements'

export const ADS_MESSAGES = {
  placementRequired: 'Informe o local do anúncio (placement).',
  placementInvalid: 'Local de anúncio inválido: use letras minúsculas, números e hífens (até 64 caracteres).',
} as const

/** GET /api/ads/config?placement=… — other query parameters (premium flag, user id) are ignored: the session decides. */
export const AdConfigQuerySchema = z.object({
  placement: z
    .string({ error: ADS_MESSAGES.placementRequired })
    .min(1, ADS_MESSAGES.placementRequired)
    .max(AD_PLACEMENT_MAX_LENGTH, ADS_MESSAGES.placementInvalid)
    .regex(AD_PLACEMENT_PATTERN, ADS_MESSAGES.placementInvalid),
})

const TimingSchema = z.object({ delayBeforeShow: z.number(), minDisplayTime: z.number(), delayBeforeClose: z.number() })

export const AdSlotConfigSchema = z.object({
  id: z.string(),
  type: z.enum(['fullscreen-interstitial', 'display-banner']),
  slotKind: z.enum(['assessment-interstitial', 'horizontal-banner', 'square-banner']),
  placement: z.string(),
  adUnitId: z.string(),
  adSlot: z.string().nullable(),
  format: z.enum(['horizontal', 'rectangle']),
  height: z.number(),
  maxHeight: z.number(),
  timing: TimingSchema,
  targeting: z.object({
    showToFreeUsers: z.boolean(),
    showToPremiumUsers: z.boolean(),
    maxDailyViews: z.number(),
    skipIfAdBlocked: z.boolean(),
  }),
  analytics: z.object({ impression: z.string(), click: z.string(), close: z.string(), error: z.string() }),
  /** Where the ad comes from: AdSense or the labelled stand-in (DESIGN.md §6). */
  source: z.enum(['adsense', 'placeholder']),
  /** AdSense publisher id (ca-pub-…); null for the stand-in. */
  adClient: z.string().nullable(),
  /** Outside production AdSense is asked for test ads (`data-adtest="on"`), never billed clicks. */
  adTest: z.boolean(),
})
export type AdSlotConfig = z.infer<typeof AdSlotConfigSchema>

export const AdConfigResponseSchema = z.object({
  show: z.boolean(),
  reason: z.enum([
    'eligible',
    'unknown-placement',
    'premium',
    'not-targeted',
    'ads-disabled',
    'missing-slot',
    'no-consent',
    'ad-blocked',
    'daily-cap',
  ]),
  config: AdSlotConfigSchema.optional(),
})
export type AdConfigResponse = z.infer<typeof AdConfigResponseSchema>
