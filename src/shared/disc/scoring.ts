/**
 * DISC scoring (SPEC.md §5): each score is the rounded percentage of answers of that type.
 * The server runs scoreDiscAnswers on the raw answers against a bank and ignores any scores a client
 * sends (DESIGN.md §5), so this is the only place a DISC score is born.
 */
import { GAP_THRESHOLD } from '#shared/product'
import {
  DISC_NAMES,
  DISC_SCORE_KEYS,
  DISC_TYPES,
  TYPE_TO_SCORE_KEY,
  emptyDiscScores,
  type DiscQuestion,
  type DiscScores,
  type DiscType,
} from './types'

/** A user-facing message in Brazilian Portuguese. */
export type PortugueseMessage = string

/** Question id → chosen option id. */
export type DiscAnswers = Record<string, string>

export type DiscScoringResult =
  | { ok: true; scores: DiscScores; answers: DiscAnswers }
  | { ok: false; error: PortugueseMessage }

export const DISC_SCORING_ERRORS = {
  notAnObject: 'As respostas da avaliação DISC são inválidas.',
  emptyBank: 'Não há perguntas nesta avaliação.',
  unknownQuestion: 'A avaliação contém uma pergunta desconhecida.',
  foreignOption: (questionId: string): PortugueseMessage =>
    `A opção escolhida na pergunta ${questionId} não pertence a ela.`,
  missing: (count: number): PortugueseMessage =>
    count === 1
      ? 'Responda todas as perguntas antes de enviar: falta 1 resposta.'
      : `Responda todas as perguntas antes de enviar: faltam ${count} respostas.`,
} as const

/** The type behind an option, or undefined when the pair is not in the bank. */
export function discOptionType(
  bank: readonly DiscQuestion[],
  questionId: string,
  optionId: string,
): DiscType | undefined {
  return bank.find((q) => q.id === questionId)?.options.find((o) => o.id === optionId)?.type
}

/**
 * Validates a complete answer set against `bank` and scores it.
 * `answers` is typed loosely on purpose: it arrives from the network.
 * The returned answers are a fresh copy in bank order, holding only the bank's question ids.
 */
export function scoreDiscAnswers(bank: readonly DiscQuestion[], answers: unknown): DiscScoringResult {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    return { ok: false, error: DISC_SCORING_ERRORS.notAnObject }
  }
  if (bank.length === 0) return { ok: false, error: DISC_SCORING_ERRORS.emptyBank }

  const byId = new Map(bank.map((q) => [q.id, q]))
  const chosen = new Map<string, DiscType>()
  for (const [questionId, optionId] of Object.entries(answers)) {
    const question = byId.get(questionId)
    if (!question) return { ok: false, error: DISC_SCORING_ERRORS.unknownQuestion }
    const option = question.options.find((o) => o.id === optionId)
    if (!option) return { ok: false, error: DISC_SCORING_ERRORS.foreignOption(questionId) }
    chosen.set(questionId, option.type)
  }

  const missing = bank.length - chosen.size
  if (missing > 0) return { ok: false, error: DISC_SCORING_ERRORS.missing(missing) }

  const counts: Record<DiscType, number> = { D: 0, I: 0, S: 0, C: 0 }
  for (const type of chosen.values()) counts[type] += 1
  const scores = emptyDiscScores()
  for (const type of DISC_TYPES) scores[TYPE_TO_SCORE_KEY[type]] = Math.round((100 * counts[type]) / chosen.size)

  const normalized: DiscAnswers = {}
  for (const question of bank) normalized[question.id] = (answers as DiscAnswers)[question.id] as string
  return { ok: true, scores, answers: normalized }
}

/** A finite number, or a numeric string as some database drivers return; anything else is no score. */
function readScore(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}

const ALPHABETICAL_TYPES = [...DISC_TYPES].sort()

/**
 * The dominant DISC letter (SPEC.md §5): highest score, ties broken alphabetically (C, D, I, S).
 * Accepts anything, because it also reads stored and client-held data. Missing or non-numeric
 * entries are ignored; when no entry is usable, or every usable score is zero or below (no answers
 * behind it, so no profile), the result is 'D'.
 */
export function dominantType(scores: unknown): DiscType {
  if (typeof scores !== 'object' || scores === null) return 'D'
  const record = scores as Record<string, unknown>
  let best: DiscType | undefined
  let bestScore = 0
  for (const type of ALPHABETICAL_TYPES) {
    const score = readScore(record[TYPE_TO_SCORE_KEY[type]])
    // Strictly greater: on a tie the alphabetically earlier letter, seen first, stays.
    if (score !== undefined && score > bestScore) {
      best = type
      bestScore = score
    }
  }
  return best ?? 'D'
}

export type DiscGapFlag = 'higher' | 'lower' | null

export interface DiscGap {
  readonly type: DiscType
  readonly self: number
  readonly others: number
  /** self − others: positive when the user sees more of the trait than others do. */
  readonly diff: number
  readonly flag: DiscGapFlag
  readonly message: PortugueseMessage
}

/** Texts for the blind-spot analysis; the dimension is the lower-cased Portuguese name. */
export const DISC_GAP_MESSAGES = {
  higher: (dimension: string): PortugueseMessage =>
    `Você se vê com mais ${dimension} do que os outros percebem.`,
  lower: (dimension: string): PortugueseMessage =>
    `Os outros percebem mais ${dimension} em você do que você reconhece em si.`,
  aligned: (dimension: string): PortugueseMessage =>
    `Sua percepção de ${dimension} está alinhada com a visão dos outros.`,
} as const

export const DISC_GAP_TITLES = {
  higher: 'Possível ponto cego',
  lower: 'Força que os outros enxergam',
  aligned: 'Percepção alinhada',
} as const

export function discDimension(type: DiscType): string {
  return DISC_NAMES[type].toLocaleLowerCase('pt-BR')
}

/** Self view against others' view per type; a gap of GAP_THRESHOLD points or more is flagged. */
export function discGaps(self: DiscScores, others: DiscScores): DiscGap[] {
  return DISC_TYPES.map((type) => {
    const key = TYPE_TO_SCORE_KEY[type]
    const diff = self[key] - others[key]
    const flag: DiscGapFlag = diff >= GAP_THRESHOLD ? 'higher' : diff <= -GAP_THRESHOLD ? 'lower' : null
    const message = DISC_GAP_MESSAGES[flag ?? 'aligned'](discDimension(type))
    return { type, self: self[key], others: others[key], diff, flag, message }
  })
}

/** Rounded per-type average, e.g. of all feedback givers' scores; zeros for an empty list. */
export function averageDiscScores(list: readonly DiscScores[]): DiscScores {
  const average = emptyDiscScores()
  if (list.length === 0) return average
  for (const key of DISC_SCORE_KEYS) {
    const sum = list.reduce((total, scores) => total + (readScore(scores[key]) ?? 0), 0)
    average[key] = Math.round(sum / list.length)
  }
  return average
}
