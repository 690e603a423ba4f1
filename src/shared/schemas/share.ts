import { z } from './zod-locale'
import { PublicOceanNormsSchema } from './norms'

/** Sharing (issue 15): result cards, the opt-in public result page and their messages. */

export const DISC_CARD_PATH = '/api/share/disc-card'
export const RESULT_LINK_PATH = '/api/share/result-link'
export const PUBLIC_RESULT_PATH = '/api/share/public'

export const DISC_CARD_FORMATS = ['story', 'wide'] as const
export type DiscCardFormat = (typeof DISC_CARD_FORMATS)[number]

export const SHARE_MESSAGES = {
  format: 'Formato inválido: use "story" ou "wide".',
  noResult: 'Você ainda não tem um resultado DISC para compartilhar. Faça o teste primeiro.',
  signIn: 'Faça login ou conclua o teste DISC para compartilhar o seu resultado.',
  publicNotFound: 'Esta página não existe ou foi desativada pela pessoa.',
  showOcean: 'Informe verdadeiro ou falso para mostrar o Big Five.',
} as const

export const DiscCardQuerySchema = z.object({
  format: z.enum(DISC_CARD_FORMATS, SHARE_MESSAGES.format).default('wide'),
})

/** POST /api/share/result-link: OCEAN appears on the public page only when asked for here. */
export const ResultLinkRequestSchema = z.object({
  showOcean: z.boolean(SHARE_MESSAGES.showOcean).optional(),
})
export type ResultLinkRequest = z.infer<typeof ResultLinkRequestSchema>

/** The owner's public page: its address while it exists (null when off). */
export const ResultLinkSchema = z.object({
  url: z.string().nullable(),
  showOcean: z.boolean(),
})
export type ResultLink = z.infer<typeof ResultLinkSchema>

const Score = z.number().int().min(0).max(100)

/**
 * GET /api/share/public/{token}: only what the person chose to show. The first name, the DISC
 * scores of their latest self test and its date; OCEAN only when turned on. Never feedback.
 */
export const PublicResultSchema = z.object({
  firstName: z.string().nullable(),
  disc: z.object({ dominance: Score, influence: Score, steadiness: Score, compliance: Score }),
  date: z.string(),
  ocean: z
    .object({
      openness: Score,
      conscientiousness: Score,
      extraversion: Score,
      agreeableness: Score,
      neuroticism: Score,
      /** Percentiles among Espelho's consenting people (issue 48), or null below the minimum sample. */
      norms: PublicOceanNormsSchema.nullable(),
    })
    .nullable(),
})
export type PublicResult = z.infer<typeof PublicResultSchema>

/** Public result tokens: 32 random bytes in base64url. */
export const RESULT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The `:token` of a public result page; one of the wrong shape answers the same 404 as a revoked one. */
export const PublicResultParamsSchema = z.object({ token: z.string() })
