// Types of scripts/run-tests.mjs for scripts/run-tests.test.ts.

export interface StageCounts {
  passed: number
  failed: number
  note?: string
}

export function countVitest(report: unknown): StageCounts
export function countPlaywright(report: unknown): StageCounts
export function summaryLine(totals: { passed: number; failed: number }): string
export function playwrightFailures(report: unknown, maxLines?: number): string[]
