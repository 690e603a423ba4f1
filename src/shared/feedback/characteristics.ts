/**
 * Most-recognised characteristics (SPEC.md §3 "Feedback stats" topCharacteristics and
 * "Feedback list item"): grouping the strengths people typed, counting and ranking them.
 */

import { newStemmer } from 'snowball-stemmers'

const LOCALE = 'pt-BR'

/**
 * The Snowball Portuguese stemmer (package snowball-stemmers), so variants of one trait share a
 * group: gender, number and noun/adjective ("organizado", "Organizadas", "organização" → "organiz").
 * Server-side only: the stats route ranks; the client never imports this file.
 */
const stemmer = newStemmer('portuguese')

/** Accents off, for comparing "comunicação" typed with or without them. */
function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC')
}

/** The accent-folded stem, with "-cao"/"-coes" typed without accents restored to "-ção"/"-ções". */
function foldedStem(word: string): string {
  const restored = word.replace(/c[aã]o$/u, 'ção').replace(/c[oõ]es$/u, 'ções')
  return foldAccents(stemmer.stem(restored))
}

/**
 * The key of one lower-cased word: the shorter of the stems of the word as typed and of the word
 * without accents (a misplaced accent, as in "comunicatívo", can hide a suffix from the stemmer),
 * accent-folded last, so "organizacao" and "organização" meet.
 */
function wordKey(word: string): string {
  const typed = foldedStem(word)
  const folded = foldedStem(foldAccents(word))
  return folded.length < typed.length ? folded : typed
}

/** Grouping key of a cleaned, lower-cased text: each word stemmed and accent-folded. */
function groupKey(lowered: string): string {
  return lowered
    .split(/[\s-]+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((word) => word.length > 0)
    .map(wordKey)
    .join(' ')
}

export interface NormalizedCharacteristic {
  /**
   * Grouping key: 'Comunicativo', ' comunicativo ', 'COMUNICATIVO.', 'comunicativa' and
   * 'Comunicação' (or 'comunicacao') share one key.
   */
  key: string
  /** Trimmed text with inner whitespace collapsed and the first letter capitalised. */
  display: string
}

export interface RankedCharacteristic {
  text: string
  count: number
  /** Whole percentage of feedbacks that named this characteristic. */
  percentage: number
}

/** Trims, collapses inner whitespace and drops trailing periods. */
function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.\s]+$/u, '')
}

function capitaliseFirst(text: string): string {
  const [first = '', ...rest] = text
  return first.toLocaleUpperCase(LOCALE) + rest.join('')
}

/** Grouping key and display text of one typed characteristic; null when it is blank. */
export function normalizeCharacteristic(text: string): NormalizedCharacteristic | null {
  if (typeof text !== 'string') return null
  const cleaned = cleanText(text)
  if (cleaned.length === 0) return null
  const lowered = cleaned.toLocaleLowerCase(LOCALE)
  return { key: groupKey(lowered) || lowered, display: capitaliseFirst(cleaned) }
}

/** One feedback's characteristics: each grouping key once, with the first spelling typed for it. */
export function characteristicsOfFeedback(list: readonly string[]): NormalizedCharacteristic[] {
  if (!Array.isArray(list)) return []
  const seen = new Set<string>()
  const result: NormalizedCharacteristic[] = []
  for (const item of list) {
    const normalized = normalizeCharacteristic(item)
    if (!normalized || seen.has(normalized.key)) continue
    seen.add(normalized.key)
    result.push(normalized)
  }
  return result
}

/**
 * How many feedbacks named one spelling of one grouping key: the constant-size form the server keeps
 * per person (issue 18), from which `rankCharacteristicTallies` ranks exactly as from the lists. It
 * holds no order of arrival: nothing the owner sees may follow which answer came first (issue 45).
 */
export interface CharacteristicTally {
  key: string
  display: string
  count: number
}

/**
 * A total order of spellings that depends on the text alone: Portuguese collation first, then code
 * points (two texts the collation calls equal, such as composed and decomposed accents, still have
 * one fixed order). Never the order in which they arrived.
 */
export function compareSpelling(a: string, b: string): number {
  return a.localeCompare(b, LOCALE) || (a < b ? -1 : a > b ? 1 : 0)
}

/**
 * The ranking of `rankCharacteristics`, from per-spelling tallies in any order: the same tallies in
 * any order give the same ranking. A group shows its most common spelling (on a tie, the first by
 * `compareSpelling`); groups go by count, then by that spelling, then by key.
 */
export function rankCharacteristicTallies(
  tallies: readonly CharacteristicTally[],
  feedbackCount: number,
): RankedCharacteristic[] {
  const groups = new Map<string, { key: string; count: number; spellings: Map<string, number> }>()
  for (const tally of tallies) {
    const group = groups.get(tally.key) ?? { key: tally.key, count: 0, spellings: new Map<string, number>() }
    group.count += tally.count
    group.spellings.set(tally.display, (group.spellings.get(tally.display) ?? 0) + tally.count)
    groups.set(tally.key, group)
  }
  return [...groups.values()]
    .map(({ key, count, spellings }) => ({ key, text: mostCommon(spellings), count }))
    .sort((a, b) => b.count - a.count || compareSpelling(a.text, b.text) || compareSpelling(a.key, b.key))
    .map(({ text, count }) => ({ text, count, percentage: percentageOf(count, feedbackCount) }))
}

/** The spelling seen most often; on a tie, the first by `compareSpelling` (never the first to arrive). */
function mostCommon(spellings: ReadonlyMap<string, number>): string {
  let best = ''
  let bestCount = 0
  for (const [text, count] of spellings) {
    if (count > bestCount || (count === bestCount && compareSpelling(text, best) < 0)) {
      best = text
      bestCount = count
    }
  }
  return best
}

/** round(100 × count / total), kept within 0-100; 0 when there is no feedback to divide by. */
function percentageOf(count: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((100 * count) / total)))
}
