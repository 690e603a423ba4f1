/**
 * Big Five 360 contracts (issue 17): the giver's optional ten statements and the owner's view of
 * what others answered. The answers map is checked and scored by `scoreOthersOceanAnswers`.
 */
import { OCEAN_OTHERS_MIN_RATERS } from '#shared/ocean/others-scoring'
import { OCEAN_SCORE_KEYS } from '#shared/ocean/types'
import { GiverSecretSchema, ReliabilitySchema, VerdictSchema } from './feedback'
import { z } from './zod-locale'

export const OCEAN_OTHERS_PATH = '/api/ocean-assessment/others'
export const oceanOthersSubmitPath = (uuid: string) => `/api/feedback/user/${uuid}/ocean`

export const OCEAN_OTHERS_MESSAGES = {
  feedbackNotSent:
    'Envie primeiro o feedback desta avaliação; as afirmações sobre a personalidade vêm depois dele.',
  notThisBrowser: 'Estas afirmações só podem ser respondidas no navegador em que o feedback foi dado.',
  alreadyAnswered: 'As afirmações sobre a personalidade desta avaliação já foram enviadas. Obrigado!',
  submitFailed: 'Falha ao enviar as afirmações',
  fetchFailed: 'Erro ao buscar o que os outros responderam sobre o seu Big Five',
} as const

/** POST /api/feedback/user/{uuid}/ocean. */
export const OthersOceanRequestSchema = z.object({
  /** The giver's secret from step 1 (issue 30). */
  assessmentId: GiverSecretSchema,
  // Checked by scoreOthersOceanAnswers, which names what is wrong (missing too).
  answers: z.unknown().optional(),
})
export type OthersOceanRequest = z.infer<typeof OthersOceanRequestSchema>

export const OthersOceanSubmitResponseSchema = z.object({ success: z.literal(true) })

const Average = z.number().int().min(0).max(100).nullable()

/** Per factor, for Premium: does the raters' agreement confirm the gap (t-test, as the DISC blind spots)? */
const ConfirmedSchema = z.object({
  openness: z.boolean(),
  conscientiousness: z.boolean(),
  extraversion: z.boolean(),
  agreeableness: z.boolean(),
  neuroticism: z.boolean(),
})

/**
 * GET /api/ocean-assessment/others: how many raters, and the averages of their factor scores,
 * null below `minimum` raters (anonymity). `confirmed` only for Premium with a self result and
 * enough raters; a free person's response never carries it.
 */
export const OthersOceanSchema = z.object({
  count: z.number().int().min(0),
  minimum: z.literal(OCEAN_OTHERS_MIN_RATERS),
  openness: Average,
  conscientiousness: Average,
  extraversion: Average,
  agreeableness: Average,
  neuroticism: Average,
  confirmed: ConfirmedSchema.optional(),
  /** From `minimum` raters: the shared verdict per factor (needs a self result) and the reliability. Every plan. */
  verdicts: z.array(VerdictSchema.extend({ key: z.enum(OCEAN_SCORE_KEYS) })).optional(),
  reliability: ReliabilitySchema.optional(),
})
export type OthersOcean = z.infer<typeof OthersOceanSchema>
