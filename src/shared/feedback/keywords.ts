/**
 * Keyword tokens and frequencies for the feedback word clouds (SPEC.md §5 "Keyword cloud tokens",
 * §9 "Word cloud").
 */
import { WORD_CLOUD } from '#shared/product'
import { PT_BR_NEGATORS, PT_BR_STOP_WORDS } from './stop-words'

const LOCALE = 'pt-BR'
/** Tokens must be longer than this many characters. */
const MIN_TOKEN_LENGTH_EXCLUSIVE = 2

/**
 * A word: letters (accented ones included, in composed or decomposed form) and digits, with
 * hyphens allowed only between them so compounds such as "bem-humorado" stay one word.
 * Everything else (punctuation, symbols, emoji, stray hyphens) separates words, so
 * "legal,simpático" gives two words rather than one glued token.
 */
const WORD_PATTERN = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu

export interface KeywordFrequency {
  text: string
  value: number
}

/**
 * Lower-cased (pt-BR), punctuation-free, stop-word-free tokens longer than 2 characters. A negator
 * stays attached to the next content word, across stop words, as one token: "Nunca desiste" →
 * "nunca desiste", "Não é pontual" → "não pontual" (never "pontual" alone). A negator with no
 * content word after it in the same text is dropped; of two in a row, the later one is kept.
 */
export function tokenize(text: string): string[] {
  if (typeof text !== 'string' || text.length === 0) return []
  const lowered = text.normalize('NFC').toLocaleLowerCase(LOCALE)
  const words = lowered.match(WORD_PATTERN) ?? []
  const tokens: string[] = []
  let negator: string | null = null
  for (const word of words) {
    if (PT_BR_NEGATORS.has(word)) {
      negator = word
      continue
    }
    // Count code points, not UTF-16 units, so an accented letter is one character.
    if ([...word].length <= MIN_TOKEN_LENGTH_EXCLUSIVE || PT_BR_STOP_WORDS.has(word)) continue
    tokens.push(negator ? `${negator} ${word}` : word)
    negator = null
  }
  return tokens
}

/** Sorts by count descending, then alphabetically (pt-BR collation). */
function compareFrequencies(a: KeywordFrequency, b: KeywordFrequency): number {
  return b.value - a.value || a.text.localeCompare(b.text, LOCALE)
}

/** Token counts over all texts, most frequent first, ties in alphabetical order. */
export function keywordFrequencies(texts: readonly string[]): KeywordFrequency[] {
  const counts = new Map<string, number>()
  for (const text of texts) {
    for (const token of tokenize(text)) counts.set(token, (counts.get(token) ?? 0) + 1)
  }
  return [...counts].map(([text, value]) => ({ text, value })).sort(compareFrequencies)
}

/** Font size in px for a word seen `count` times: 12 plus 8 per count, capped at 60. */
export function wordCloudFontSize(count: number): number {
  const safeCount = Number.isNaN(count) ? 0 : Math.max(0, count)
  return Math.min(WORD_CLOUD.maxFont, WORD_CLOUD.minFont + WORD_CLOUD.fontPerCount * safeCount)
}
