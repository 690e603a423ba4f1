import { z } from './zod-locale'

/** Issue 48: the person's consent to count in Espelho's Big Five reference sample. */
export const NORMS_CONSENT_PATH = '/api/norms/consent'
/** GET /api/norms/consent's query key: the client's, and the one the server fills for a page without JavaScript. */
export const NORMS_CONSENT_QUERY_KEY = ['norms', 'consent'] as const

export const NORMS_MESSAGES = {
  invalidConsent: 'Informe se você autoriza ou não: "consent" deve ser true ou false.',
  consentFailed: 'Não foi possível salvar sua escolha. Tente novamente.',
  consentLoadFailed: 'Não foi possível carregar sua escolha sobre as normas.',
} as const

export const NormsConsentRequestSchema = z.object({
  consent: z.boolean({ error: NORMS_MESSAGES.invalidConsent }),
})

export const NormsConsentResponseSchema = z.object({ consent: z.boolean() })

const Percentile = z.number().int().min(0).max(100)
const Interval = z.object({ low: Percentile, high: Percentile })

const factorsOf = <T extends z.ZodType>(value: T) =>
  z.object({ openness: value, conscientiousness: value, extraversion: value, agreeableness: value, neuroticism: value })

/**
 * What a Big Five result says about the norms (src/shared/ocean/norms.ts): the percentile of each
 * score among the other consenting people and its 95% interval, or null while there are fewer
 * than `normMinSample` of them; `normSample` is how many there are.
 */
export const OceanNormsFieldsSchema = z.object({
  percentiles: factorsOf(Percentile).nullable(),
  percentileIntervals: factorsOf(Interval).nullable(),
  normSample: z.number().int().min(0),
  normMinSample: z.number().int().min(1),
})
export type OceanNormsFields = z.infer<typeof OceanNormsFieldsSchema>

/**
 * The norms of a shared Big Five result on its public page (/r/{token}): present only at or above
 * the minimum sample, so a public page never says how many people the norms still need.
 */
export const PublicOceanNormsSchema = z.object({
  percentiles: factorsOf(Percentile),
  percentileIntervals: factorsOf(Interval),
  normSample: z.number().int().min(1),
})
