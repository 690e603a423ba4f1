/**
 * Big Five 360 scoring (issue 17), on the server only: factor score = round(25 × (mean of its two
 * items − 1)), reverse items as 6 − answer, 0-100 — the self test's scale, so the two compare.
 * The raters' side is kept as constant-size sums (n, Σ, Σ² per factor) and shown only from
 * OCEAN_OTHERS_MIN_RATERS raters (DESIGN.md §10).
 */
import { reliabilityOf, verdictFor, type DimensionAggregate, type Reliability, type Verdict } from '#shared/feedback/verdict'
import { RADAR_UNLOCK_AT } from '#shared/product'
import { OCEAN_ANSWER_MAX, OCEAN_ANSWER_MIN, isOceanAnswerValue, type OceanAnswerValue } from './questions'
import {
  OTHERS_OCEAN_QUESTIONS,
  OTHERS_OCEAN_QUESTION_COUNT,
  OTHERS_OCEAN_QUESTION_IDS,
  isOthersOceanQuestionId,
  type OthersOceanQuestionId,
} from './others-questions'
import { FACTOR_TO_SCORE_KEY, OCEAN_FACTORS, OCEAN_SCORE_KEYS, type OceanScoreKey, type OceanScores } from './types'

/** Others' Big Five appears from this many raters, like every other aggregate (DESIGN.md §10). */
export const OCEAN_OTHERS_MIN_RATERS = RADAR_UNLOCK_AT

export type OthersOceanAnswers = Record<OthersOceanQuestionId, OceanAnswerValue>

export const OTHERS_OCEAN_ERRORS = {
  notAnObject: 'As respostas sobre a personalidade são inválidas.',
  unknownQuestion: 'As respostas contêm uma afirmação desconhecida.',
  missing: (count: number) =>
    count === 1
      ? `Responda as ${OTHERS_OCEAN_QUESTION_COUNT} afirmações: falta 1 resposta.`
      : `Responda as ${OTHERS_OCEAN_QUESTION_COUNT} afirmações: faltam ${count} respostas.`,
  invalidValue: (id: string) =>
    `A resposta da afirmação ${id} deve ser um número inteiro de ${OCEAN_ANSWER_MIN} a ${OCEAN_ANSWER_MAX}.`,
} as const

export type OthersOceanScoring =
  | { ok: true; scores: OceanScores; answers: OthersOceanAnswers }
  | { ok: false; error: string }

/** Scores a complete, valid answer set. */
export function computeOthersOceanScores(answers: OthersOceanAnswers): OceanScores {
  const scores = {} as OceanScores
  for (const factor of OCEAN_FACTORS) {
    const values = OTHERS_OCEAN_QUESTIONS.filter((q) => q.factor === factor).map((q) =>
      q.reverse ? OCEAN_ANSWER_MIN + OCEAN_ANSWER_MAX - answers[q.id] : answers[q.id],
    )
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length
    scores[FACTOR_TO_SCORE_KEY[factor]] = Math.round(25 * (mean - 1))
  }
  return scores
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** Validates a raw `answers` map (the ten ids → 1-5) and scores it; Portuguese message otherwise. */
export function scoreOthersOceanAnswers(answers: unknown): OthersOceanScoring {
  if (!isPlainObject(answers)) return { ok: false, error: OTHERS_OCEAN_ERRORS.notAnObject }
  if (Object.keys(answers).some((key) => !isOthersOceanQuestionId(key))) {
    return { ok: false, error: OTHERS_OCEAN_ERRORS.unknownQuestion }
  }
  const missing = OTHERS_OCEAN_QUESTION_IDS.filter((id) => answers[id] === undefined || answers[id] === null)
  if (missing.length > 0) return { ok: false, error: OTHERS_OCEAN_ERRORS.missing(missing.length) }
  const clean = {} as OthersOceanAnswers
  for (const id of OTHERS_OCEAN_QUESTION_IDS) {
    const value = answers[id]
    if (!isOceanAnswerValue(value)) return { ok: false, error: OTHERS_OCEAN_ERRORS.invalidValue(id) }
    clean[id] = value
  }
  return { ok: true, scores: computeOthersOceanScores(clean), answers: clean }
}

/** The raters' sums per factor: everything the comparison needs, whatever the number of raters. */
export type OceanAggregates = Record<OceanScoreKey, DimensionAggregate>

export function emptyOceanAggregates(): OceanAggregates {
  const empty = (): DimensionAggregate => ({ n: 0, sum: 0, sumSq: 0 })
  return { openness: empty(), conscientiousness: empty(), extraversion: empty(), agreeableness: empty(), neuroticism: empty() }
}

/** The raters' average per factor, rounded; null below OCEAN_OTHERS_MIN_RATERS (anonymity). */
export function othersOceanAverages(count: number, aggregates: OceanAggregates): OceanScores | null {
  if (count < OCEAN_OTHERS_MIN_RATERS) return null
  const averages = {} as OceanScores
  for (const key of OCEAN_SCORE_KEYS) averages[key] = Math.round(aggregates[key].sum / count)
  return averages
}

export interface OceanFactorComparison extends Verdict {
  key: OceanScoreKey
  /** At least the 10-point gap (SPEC.md §5): the verdict is clear or uncertain. */
  flagged: boolean
  /** Flagged and the raters' range leaves the self score out (the Premium field of the API). */
  confirmed: boolean
}

/** Self against the raters, per factor, with the shared verdict; empty below OCEAN_OTHERS_MIN_RATERS raters. */
export function compareOcean(self: OceanScores, count: number, aggregates: OceanAggregates): OceanFactorComparison[] {
  if (count < OCEAN_OTHERS_MIN_RATERS) return []
  return OCEAN_SCORE_KEYS.flatMap((key) => {
    const verdict = verdictFor(self[key], aggregates[key], 'ocean')
    if (!verdict) return []
    const flagged = verdict.status !== 'none'
    return [{ ...verdict, key, flagged, confirmed: flagged && verdict.ratersAgree }]
  })
}

/** "Confiabilidade" of what the raters said about the Big Five; null below the threshold. */
export function oceanReliability(count: number, aggregates: OceanAggregates): Reliability | null {
  if (count < OCEAN_OTHERS_MIN_RATERS) return null
  return reliabilityOf(OCEAN_SCORE_KEYS.map((key) => aggregates[key]))
}
