/**
 * The 1-5 agreement scale of both Big Five banks, apart from their statements: a giver's page checks
 * stored answers with it before the Big Five 360 step (and its statements) is loaded (issue 32).
 */
export const OCEAN_ANSWER_MIN = 1
export const OCEAN_ANSWER_MAX = 5
export type OceanAnswerValue = 1 | 2 | 3 | 4 | 5

/** The 1-5 agreement scale shown under every statement (SPEC.md §2). */
export const ANSWER_SCALE: readonly { readonly value: OceanAnswerValue; readonly label: string }[] = [
  { value: 1, label: 'Discordo totalmente' },
  { value: 2, label: 'Discordo' },
  { value: 3, label: 'Neutro' },
  { value: 4, label: 'Concordo' },
  { value: 5, label: 'Concordo totalmente' },
]

export function isOceanAnswerValue(value: unknown): value is OceanAnswerValue {
  return Number.isInteger(value) && (value as number) >= OCEAN_ANSWER_MIN && (value as number) <= OCEAN_ANSWER_MAX
}
