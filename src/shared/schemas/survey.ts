import { SURVEY_STEPS, SURVEY_TEXT_MAX } from '#shared/product'
import {
  COMPARED_DISC_GRAPHS,
  CONSULTED_WORD_CLOUD,
  HOW_FOUND,
  HOW_SHARED_LINK,
  HOW_USING_RESULTS,
  KNEW_DISC_BEFORE,
  SAW_CHARACTERISTICS_LIST,
  USED_RELATIONSHIP_FILTER,
  WHO_ASKED_FEEDBACK,
  WHY_PERSONALITY_TEST,
  valuesOf,
} from '#shared/survey/questions'
import { z } from './zod-locale'
import { safeString } from './text'

const text = safeString(undefined, { multiline: true }).trim().max(SURVEY_TEXT_MAX)
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .transform((items) => [...new Set(items)])

/** SPEC.md §3/§5: every field optional; enums, ranges and lengths enforced. Unknown keys refused. */
export const SurveyResponseSchema = z.strictObject({
  howFoundEspelho: z.enum(valuesOf(HOW_FOUND)).optional(),
  knewDiscBefore: z.enum(valuesOf(KNEW_DISC_BEFORE)).optional(),
  whyPersonalityTest: z.enum(valuesOf(WHY_PERSONALITY_TEST)).optional(),
  whoAskedFeedback: list(valuesOf(WHO_ASKED_FEEDBACK)).optional(),
  howSharedLink: list(valuesOf(HOW_SHARED_LINK)).optional(),
  comparedDiscGraphs: z.enum(valuesOf(COMPARED_DISC_GRAPHS)).optional(),
  usedRelationshipFilter: z.enum(valuesOf(USED_RELATIONSHIP_FILTER)).optional(),
  consultedWordCloud: z.enum(valuesOf(CONSULTED_WORD_CLOUD)).optional(),
  sawCharacteristicsList: z.enum(valuesOf(SAW_CHARACTERISTICS_LIST)).optional(),
  howUsingResults: list(valuesOf(HOW_USING_RESULTS)).optional(),
  feedbackValue: z.number().int().min(1).max(5).optional(),
  npsScore: z.number().int().min(0).max(10).optional(),
  npsReason: text.optional(),
  desiredFeatures: text.optional(),
  improvementSuggestions: text.optional(),
  completedAt: z.iso.datetime({ offset: true }).optional(),
  currentStep: z.number().int().min(0).max(SURVEY_STEPS).default(0),
})
export type SurveyResponse = z.input<typeof SurveyResponseSchema>

export const SurveySubmitResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  surveyId: z.number().int(),
})

/** GET /api/survey/should-show: whether to offer the survey dialog, and why. */
export const SurveyShouldShowSchema = z.object({
  shouldShow: z.boolean(),
  reason: z.enum(['eligible', 'already_answered', 'no_result_yet']),
})
export type SurveyShouldShow = z.infer<typeof SurveyShouldShowSchema>
