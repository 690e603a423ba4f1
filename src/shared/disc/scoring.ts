/**
 * DISC scoring (SPEC.md §5): each score is the rounded percentage of answers of that type.
 * The server runs scoreDiscAnswers on the raw answers against a bank and ignores any scores a client
 * sends (DESIGN.md §5), so this is the only place a DISC score is born.
 */
import { DISC_UNKNOWN_ANSWER } from '#shared/product'
import {
  DISC_NAMES,
  DISC_NICKNAMES,
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
  /** Too many "Não sei dizer": `count` more questions need a real answer. */
  tooFewAnswered: (count: number, minimum: number, total: number): PortugueseMessage =>
    `Escolha uma alternativa em pelo menos ${minimum} das ${total} perguntas ("Não sei dizer" vale para no máximo ${total - minimum}): ` +
    (count === 1 ? 'falta 1 resposta.' : `faltam ${count} respostas.`),
} as const

export interface DiscScoringOptions {
  /**
   * When set, DISC_UNKNOWN_ANSWER ("Não sei dizer") is accepted and at least this many questions
   * must have a real answer; scores are over the answered questions (SPEC.md §5).
   */
  readonly minAnswered?: number
}

/**
 * Validates a complete answer set against `bank` and scores it.
 * `answers` is typed loosely on purpose: it arrives from the network.
 * The returned answers are a fresh copy in bank order, holding only the bank's question ids.
 */
export function scoreDiscAnswers(
  bank: readonly DiscQuestion[],
  answers: unknown,
  options: DiscScoringOptions = {},
): DiscScoringResult {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    return { ok: false, error: DISC_SCORING_ERRORS.notAnObject }
  }
  if (bank.length === 0) return { ok: false, error: DISC_SCORING_ERRORS.emptyBank }

  const byId = new Map(bank.map((q) => [q.id, q]))
  const allowUnknown = options.minAnswered !== undefined
  const chosen = new Map<string, DiscType>()
  const unknown = new Set<string>()
  for (const [questionId, optionId] of Object.entries(answers)) {
    const question = byId.get(questionId)
    if (!question) return { ok: false, error: DISC_SCORING_ERRORS.unknownQuestion }
    if (allowUnknown && optionId === DISC_UNKNOWN_ANSWER) {
      unknown.add(questionId)
      continue
    }
    const option = question.options.find((o) => o.id === optionId)
    if (!option) return { ok: false, error: DISC_SCORING_ERRORS.foreignOption(questionId) }
    chosen.set(questionId, option.type)
  }

  const missing = bank.length - chosen.size - unknown.size
  if (missing > 0) return { ok: false, error: DISC_SCORING_ERRORS.missing(missing) }
  const minimum = Math.min(options.minAnswered ?? bank.length, bank.length)
  if (chosen.size < minimum) {
    return { ok: false, error: DISC_SCORING_ERRORS.tooFewAnswered(minimum - chosen.size, minimum, bank.length) }
  }

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

/**
 * Every type sharing the highest score, in display order (D, I, S, C): a tie on the self test is a
 * combined style, not one letter picked alphabetically. Falls back to dominantType's single letter
 * when no score is usable or above zero. dominantType keeps SPEC's rule for the API.
 */
export function topTypes(scores: unknown): DiscType[] {
  if (typeof scores === 'object' && scores !== null) {
    const record = scores as Record<string, unknown>
    const usable = DISC_TYPES.map((type) => [type, readScore(record[TYPE_TO_SCORE_KEY[type]])] as const)
    const best = Math.max(0, ...usable.map(([, score]) => score ?? 0))
    if (best > 0) return usable.filter(([, score]) => score === best).map(([type]) => type)
  }
  return [dominantType(scores)]
}

/** Portuguese list with "e": ['a'] → 'a'; ['a', 'b'] → 'a e b'; ['a', 'b', 'c'] → 'a, b e c'. */
export function joinWithE(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`
}

/** The style's name: 'Dominância', or on a tie 'Dominância e Estabilidade'. */
export function discStyleName(types: readonly DiscType[]): string {
  return joinWithE(types.map((type) => DISC_NAMES[type]))
}

export interface DiscStyle {
  /** Every type sharing the top score, in D, I, S, C order (topTypes). */
  types: DiscType[]
  combined: boolean
  /** "Estilo combinado" on a tie, else "Estilo predominante". */
  kind: string
  /** "Dominância" or "Dominância e Conformidade". */
  name: string
  /** "O Realizador" or "O Realizador e O Perfeccionista". */
  nicknames: string
}

/**
 * The person's style as every surface names it (results page, PDF, share card, public page): one
 * tie rule, one wording (issue 33). A tie at the top is a combined style, never one letter picked.
 */
export function discStyle(scores: unknown): DiscStyle {
  const types = topTypes(scores)
  const combined = types.length > 1
  return {
    types,
    combined,
    kind: combined ? 'Estilo combinado' : 'Estilo predominante',
    name: discStyleName(types),
    nicknames: joinWithE(types.map((type) => DISC_NICKNAMES[type])),
  }
}

/**
 * Whole numbers that sum exactly to `total`, as close as possible to `values` (largest-remainder
 * method): each value is floored, then the units left go to the largest fractional parts (earlier
 * entries first on equal parts). Non-finite or negative values count as zero; all zeros stay zeros.
 */
export function largestRemainder(values: readonly number[], total = 100): number[] {
  const clean = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0))
  const sum = clean.reduce((a, b) => a + b, 0)
  if (sum === 0) return clean.map(() => 0)
  const scaled = clean.map((value) => (value * total) / sum)
  const floors = scaled.map((value) => Math.floor(value + 1e-9))
  let left = total - floors.reduce((a, b) => a + b, 0)
  const order = scaled
    .map((value, index) => ({ index, rest: value - Math.floor(value + 1e-9) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    floors[index] = (floors[index] ?? 0) + 1
    left -= 1
  }
  return floors
}



