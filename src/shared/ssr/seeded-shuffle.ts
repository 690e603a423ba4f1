/**
 * A seeded Fisher–Yates shuffle (mulberry32): the same seed gives the same order on the server and
 * in the browser, so options and suggestion chips can be shuffled without a hydration mismatch.
 */
export function shuffledWithSeed<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

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
