/**
 * The Big Five 360 bank's ids apart from its statements (others-questions.ts): a giver's page checks
 * stored answers with them before the step and its statements are loaded (issue 32).
 */
export const OTHERS_OCEAN_QUESTION_IDS = ['OO1', 'OO2', 'OC1', 'OC2', 'OE1', 'OE2', 'OA1', 'OA2', 'ON1', 'ON2'] as const
export type OthersOceanQuestionId = (typeof OTHERS_OCEAN_QUESTION_IDS)[number]
