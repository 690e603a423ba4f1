/**
 * A giver's progress on a link (the 24 questions, then relationship and words) as plain code: what
 * a fresh start and the server's view of a giver without JavaScript become, and the rules a stored
 * progress is read with (src/shared/schemas/progress.ts checks each field's shape, then builds it
 * here). No zod: a giver's page builds its first progress before it has hydrated (decision 0052).
 */
import type { DiscQuestion } from '#shared/disc/types'
import { DISC_UNKNOWN_ANSWER, FEEDBACK_TEXT_MAX_LENGTH, MAX_IMPROVEMENTS, MAX_STRENGTHS, type RelationshipType } from '#shared/product'
import { shuffled } from '#shared/ssr/seeded-shuffle'

/** What is kept of a typed word: enough to show it again with its "too long" message. */
export const KEPT_TEXT_LENGTH = 4 * FEEDBACK_TEXT_MAX_LENGTH + 1

export interface GiverProgress {
  step: 0 | 1
  index: number
  answers: Record<string, string>
  /** Option ids per question in the order this giver sees them (shuffled once, then kept). */
  order: Record<string, string[]>
  /** The server's secret for `assessedAnswers` (issue 30): changed answers need a new one. */
  assessmentId: string | null
  assessedAnswers: string | null
  relationshipType: RelationshipType | ''
  strengths: string[]
  improvements: string[]
}

/** The fields a progress is built from, each already of its type (any of them may be missing). */
export interface GiverProgressFields {
  step?: 0 | 1
  index?: number
  /** Question id → the answer, anything: only one of the question's options (or "Não sei dizer") is kept. */
  answers?: Readonly<Record<string, unknown>>
  /** Question id → the option ids in the order shown; an order that is not the question's own is drawn again. */
  order?: Readonly<Record<string, readonly string[] | undefined>>
  assessmentId?: string | null
  assessedAnswers?: string | null
  relationshipType?: RelationshipType | ''
  strengths?: readonly string[]
  improvements?: readonly string[]
}

export const clampIndex = (value: number, max: number) => Math.min(Math.max(value, 0), max)
export const optionIds = (question: DiscQuestion) => question.options.map((option) => option.id)
/** Whether `shown` holds each of `ids` once (the stored order of a question's options). */
export const isOrderOf = (ids: readonly string[], shown: readonly string[] | undefined) =>
  shown !== undefined && shown.length === ids.length && ids.every((id) => shown.includes(id))

/** `count` text fields from `list` (missing entries are empty, each cut to what is kept). */
export const textSlots = (list: readonly string[], count: number) => Array.from({ length: count }, (_, i) => (list[i] ?? '').slice(0, KEPT_TEXT_LENGTH))

/**
 * A progress on `bank` from `fields`: a question whose order is missing or no longer the bank's
 * gets the order of `seed`, the index stays in the bank, and the second step needs a complete run
 * with the server's secret.
 */
export function giverProgress(bank: readonly DiscQuestion[], seed: number, fields: GiverProgressFields = {}): GiverProgress {
  const order: Record<string, string[]> = {}
  const answers: Record<string, string> = {}
  for (const question of bank) {
    const ids = optionIds(question)
    const shown = fields.order?.[question.id]
    order[question.id] = shown && isOrderOf(ids, shown) ? [...shown] : shuffled(ids, seed, question.id)
    const answer = [...ids, DISC_UNKNOWN_ANSWER].find((id) => id === fields.answers?.[question.id])
    if (answer !== undefined) answers[question.id] = answer
  }
  const assessmentId = fields.assessmentId ?? null
  const complete = Object.keys(answers).length === bank.length
  return {
    step: fields.step === 1 && complete && assessmentId !== null ? 1 : 0,
    index: clampIndex(fields.index ?? 0, bank.length - 1),
    answers,
    order,
    assessmentId,
    assessedAnswers: assessmentId === null ? null : (fields.assessedAnswers ?? null),
    relationshipType: fields.relationshipType ?? '',
    strengths: textSlots(fields.strengths ?? [], MAX_STRENGTHS),
    improvements: textSlots(fields.improvements ?? [], MAX_IMPROVEMENTS),
  }
}
