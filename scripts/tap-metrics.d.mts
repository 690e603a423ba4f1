// Types of scripts/tap-metrics.mjs for scripts/tap-metrics.test.ts.

export interface Tap {
  /** When the finger came down, ms since navigation start. */
  at: number
  /** When the page's main thread handled the click. */
  handledAt: number
  onTarget: boolean
}

export interface Effect {
  at: number
  kind: string
}

export interface Classification {
  working: Tap | null
  effect: Effect | null
  late: boolean
  dead: number
  missed: number
  after: number
}

export interface TapRow {
  page: string
  firstTapBudget: boolean
  visible: number | null
  firstTap: number | null
  /** When the second question was on screen after the working tap (the forms only). */
  second: number | null
  hydrated: number | null
  dead: number | null
}

export type TapProfile = 'mobile' | 'poor3g'

export const EFFECT_WINDOW_MS: number
export const TAP_BUDGETS_MS: Record<TapProfile, number>
export const SECOND_QUESTION_BUDGETS_MS: Record<TapProfile, number>
export function median(values: readonly (number | null)[]): number | null
export function classifyTaps(taps: readonly Tap[], effects: readonly Effect[], window?: number): Classification
export function withinBudget(row: TapRow, profile: TapProfile): { firstTap: boolean | null; second: boolean | null; dead: boolean; ok: boolean }
export function tapTable(profileLabel: string, profile: TapProfile, rows: readonly TapRow[], runs: number): string
