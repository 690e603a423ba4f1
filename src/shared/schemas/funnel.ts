import { CLIENT_FUNNEL_STEPS } from '#shared/funnel'
import { z } from './zod-locale'

/** POST /api/funnel/step: one of the browser's steps; nothing else, no identifier. */
export const FunnelStepRequestSchema = z.object({ step: z.enum(CLIENT_FUNNEL_STEPS) }).strict()

/** Its answer: whether the step was counted (a link tap counts only for a signed-in person). */
export const FunnelStepResponseSchema = z.object({ counted: z.boolean() })
