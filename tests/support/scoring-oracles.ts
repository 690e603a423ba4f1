import { largestRemainder } from '#shared/disc/scoring'
import { DISC_SCORE_KEYS, DISC_TYPES, TYPE_TO_SCORE_KEY, emptyDiscScores, type DiscQuestion, type DiscScores, type DiscType } from '#shared/disc/types'
import type { DiscAggregates } from '#shared/feedback/blind-spots'
import type { DimensionAggregate } from '#shared/feedback/verdict'
import { characteristicsOfFeedback, rankCharacteristicTallies, type CharacteristicTally, type RankedCharacteristic } from '#shared/feedback/characteristics'
import { emptyOceanAggregates, type OceanAggregates } from '#shared/ocean/others-scoring'
import { OCEAN_SCORE_KEYS, type OceanScores } from '#shared/ocean/types'

/**
 * Reference computations in memory, for tests to compare the server's SQL aggregates and the
 * pages' numbers against: the product computes these in the database, so they live with the tests.
 */

/** The type behind an option, or undefined when the pair is not in the bank. */
export function discOptionType(
  bank: readonly DiscQuestion[],
  questionId: string,
  optionId: string,
): DiscType | undefined {
  return bank.find((q) => q.id === questionId)?.options.find((o) => o.id === optionId)?.type
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

/**
 * Others' view from their stored answers: each rater's unrounded shares over the questions they
 * answered ("Não sei dizer" and unknown ids left out), averaged with equal weight, then rounded with
 * the largest-remainder method so the four shown numbers total exactly 100. Zeros when nobody
 * answered anything usable.
 */
export function averageDiscFromAnswers(
  bank: readonly DiscQuestion[],
  answerLists: readonly Readonly<Record<string, unknown>>[],
): DiscScores {
  const sums: Record<DiscType, number> = { D: 0, I: 0, S: 0, C: 0 }
  let raters = 0
  for (const answers of answerLists) {
    const counts: Record<DiscType, number> = { D: 0, I: 0, S: 0, C: 0 }
    let answered = 0
    for (const [questionId, optionId] of Object.entries(answers)) {
      const type = typeof optionId === 'string' ? discOptionType(bank, questionId, optionId) : undefined
      if (!type) continue
      counts[type] += 1
      answered += 1
    }
    if (answered === 0) continue
    raters += 1
    for (const type of DISC_TYPES) sums[type] += counts[type] / answered
  }
  const scores = emptyDiscScores()
  if (raters === 0) return scores
  const rounded = largestRemainder(DISC_TYPES.map((type) => (100 * sums[type]) / raters))
  DISC_TYPES.forEach((type, i) => {
    scores[TYPE_TO_SCORE_KEY[type]] = rounded[i] ?? 0
  })
  return scores
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

/** Sums of a list of score sets, for tests and for callers that hold rows in memory. */
export function aggregateScores(list: readonly DiscScores[]): DiscAggregates {
  const empty = (): DimensionAggregate => ({ n: 0, sum: 0, sumSq: 0 })
  const aggregates: DiscAggregates = { dominance: empty(), influence: empty(), steadiness: empty(), compliance: empty() }
  for (const scores of list) {
    for (const key of DISC_SCORE_KEYS) {
      const value = scores[key]
      aggregates[key].n += 1
      aggregates[key].sum += value
      aggregates[key].sumSq += value * value
    }
  }
  return aggregates
}

/** Sums of a list of raters' scores (tests, and anyone holding rows in memory). */
export function aggregateOceanScores(list: readonly OceanScores[]): OceanAggregates {
  const aggregates = emptyOceanAggregates()
  for (const scores of list) {
    for (const key of OCEAN_SCORE_KEYS) {
      aggregates[key].n += 1
      aggregates[key].sum += scores[key]
      aggregates[key].sumSq += scores[key] * scores[key]
    }
  }
  return aggregates
}


/**
 * Counts each characteristic at most once per feedback, then sorts by count (descending) and
 * text. `strengthLists` holds one list per feedback; `feedbackCount` defaults to their number.
 * The display text of a group is its most common spelling (on a tie, the first by spelling, never by arrival).
 */
export function rankCharacteristics(
  strengthLists: readonly (readonly string[])[],
  feedbackCount: number = strengthLists.length,
): RankedCharacteristic[] {
  const tallies = new Map<string, CharacteristicTally>()
  for (const list of strengthLists) {
    for (const { key, display } of characteristicsOfFeedback(list)) {
      const id = `${key}\u0000${display}`
      const tally = tallies.get(id) ?? { key, display, count: 0 }
      tally.count += 1
      tallies.set(id, tally)
    }
  }
  return rankCharacteristicTallies([...tallies.values()], feedbackCount)
}



/**
 * A feedback's strengths or improvements, which arrive as a JSON string of an array or as an
 * array of strings (SPEC.md §3). Returns the non-blank strings, trimmed with inner whitespace
 * collapsed; anything else (invalid JSON, non-arrays, non-string items) yields nothing.
 */
export function parseTextList(value: unknown): string[] {
  let list: unknown = value
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value)
    } catch {
      return []
    }
  }
  if (!Array.isArray(list)) return []
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.normalize('NFC').replace(/\s+/gu, ' ').trim())
    .filter((item) => item.length > 0)
}
