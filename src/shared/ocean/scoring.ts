/**
 * OCEAN scoring (SPEC.md §5): every one of the 25 items answered with an integer 1-5;
 * reverse-keyed items count as 6 − answer; factor score = round(25 × (mean − 1)), 0-100.
 * The server runs this on the raw answers and ignores any scores a client sends (DESIGN.md §5).
 */
import { OCEAN_QUESTION_COUNT } from '#shared/product'
import {
  OCEAN_ANSWER_MAX,
  OCEAN_ANSWER_MIN,
  OCEAN_QUESTIONS,
  OCEAN_QUESTION_IDS,
  isOceanAnswerValue,
  isOceanQuestionId,
  isReverseKeyed,
  type OceanAnswerValue,
  type OceanQuestionId,
} from './questions'
import { FACTOR_TO_SCORE_KEY, OCEAN_FACTORS, type OceanFactor, type OceanScores } from './types'

/** A user-facing message in Brazilian Portuguese. */
export type PortugueseMessage = string

export type OceanAnswers = Record<OceanQuestionId, OceanAnswerValue>

export type OceanScoringResult =
  | { ok: true; scores: OceanScores; answers: OceanAnswers }
  | { ok: false; error: PortugueseMessage }

export const OCEAN_SCORING_ERRORS = {
  notAnObject: 'As respostas da avaliação OCEAN são inválidas.',
  unknownQuestion: 'A avaliação contém uma pergunta desconhecida.',
  missing: (count: number): PortugueseMessage =>
    count === 1
      ? `Responda todas as ${OCEAN_QUESTION_COUNT} perguntas: falta 1 resposta.`
      : `Responda todas as ${OCEAN_QUESTION_COUNT} perguntas: faltam ${count} respostas.`,
  invalidValue: (id: OceanQuestionId): PortugueseMessage =>
    `A resposta da pergunta ${id} deve ser um número inteiro de ${OCEAN_ANSWER_MIN} a ${OCEAN_ANSWER_MAX}.`,
} as const

/** The value an answer contributes to its factor: 6 − answer for reverse-keyed items. */
export function itemValue(id: OceanQuestionId, answer: OceanAnswerValue): number {
  return isReverseKeyed(id) ? OCEAN_ANSWER_MIN + OCEAN_ANSWER_MAX - answer : answer
}

function clampScore(value: number): number {
  return Math.min(100, Math.max(0, value))
}

function factorScore(factor: OceanFactor, answers: OceanAnswers): number {
  const values = OCEAN_QUESTIONS.filter((q) => q.factor === factor).map((q) => itemValue(q.id, answers[q.id]))
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length
  return clampScore(Math.round(25 * (mean - 1)))
}

/** Scores a complete, already validated answer set. */
export function computeOceanScores(answers: OceanAnswers): OceanScores {
  const scores = {} as OceanScores
  for (const factor of OCEAN_FACTORS) scores[FACTOR_TO_SCORE_KEY[factor]] = factorScore(factor, answers)
  return scores
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** Validates a raw `answers` map (question id → 1-5) and scores it. */
export function scoreOceanAnswers(answers: unknown): OceanScoringResult {
  if (!isPlainObject(answers)) return { ok: false, error: OCEAN_SCORING_ERRORS.notAnObject }

  if (Object.keys(answers).some((key) => !isOceanQuestionId(key))) {
    return { ok: false, error: OCEAN_SCORING_ERRORS.unknownQuestion }
  }

  const missing = OCEAN_QUESTION_IDS.filter((id) => !Object.hasOwn(answers, id) || answers[id] === undefined)
  if (missing.length > 0) return { ok: false, error: OCEAN_SCORING_ERRORS.missing(missing.length) }

  const clean = {} as OceanAnswers
  for (const id of OCEAN_QUESTION_IDS) {
    const value = answers[id]
    if (!isOceanAnswerValue(value)) return { ok: false, error: OCEAN_SCORING_ERRORS.invalidValue(id) }
    clean[id] = value
  }

  return { ok: true, scores: computeOceanScores(clean), answers: clean }
}
