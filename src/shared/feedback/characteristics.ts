/**
 * Most-recognised characteristics (SPEC.md §3 "Feedback stats" topCharacteristics and
 * "Feedback list item"): grouping the strengths people typed, counting and ranking them.
 */

const LOCALE = 'pt-BR'

export interface NormalizedCharacteristic {
  /** Grouping key: 'Comunicativo', ' comunicativo ' and 'COMUNICATIVO.' share one key. */
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
  return { key: cleaned.toLocaleLowerCase(LOCALE), display: capitaliseFirst(cleaned) }
}

/**
 * Counts each characteristic at most once per feedback, then sorts by count (descending) and
 * text. `strengthLists` holds one list per feedback; `feedbackCount` defaults to their number.
 * The display text of a group is the first form seen.
 */
export function rankCharacteristics(
  strengthLists: readonly (readonly string[])[],
  feedbackCount: number = strengthLists.length,
): RankedCharacteristic[] {
  const groups = new Map<string, { text: string; count: number }>()
  for (const list of strengthLists) {
    if (!Array.isArray(list)) continue
    const seenInThisFeedback = new Set<string>()
    for (const item of list) {
      const normalized = normalizeCharacteristic(item)
      if (!normalized || seenInThisFeedback.has(normalized.key)) continue
      seenInThisFeedback.add(normalized.key)
      const group = groups.get(normalized.key)
      if (group) group.count += 1
      else groups.set(normalized.key, { text: normalized.display, count: 1 })
    }
  }
  return [...groups.values()]
    .map(({ text, count }) => ({ text, count, percentage: percentageOf(count, feedbackCount) }))
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text, LOCALE))
}

/** round(100 × count / total), kept within 0-100; 0 when there is no feedback to divide by. */
function percentageOf(count: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((100 * count) / total)))
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
