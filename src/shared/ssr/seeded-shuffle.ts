import { shuffledWithSeed } from '#shared/feedback/suggested-characteristics'

/** FNV-1a of `text`: a different, stable stream of the visit's seed per question. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

/**
 * A new array with the items in an order decided by the visit's seed (see visit-seed.ts) and
 * `salt` (e.g. the question id, so every question gets its own order); the input is left as it
 * is. The same seed and salt give the same order on the server and in the browser.
 */
export function shuffled<T>(items: readonly T[], seed: number, salt = ''): T[] {
  return shuffledWithSeed(items, (seed ^ hash(salt)) >>> 0)
}
