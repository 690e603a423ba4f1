/**
 * Suggested strengths shown as chips to feedback givers. One neutral list for everyone: never
 * chosen from the giver's own answers and never naming a DISC profile, so "Características mais
 * reconhecidas" do not echo the DISC result back (issue 20). Common strengths spread evenly over
 * the four styles (four each), so the list itself leans to none. Nouns rather than adjectives so the
 * words fit anyone regardless of gender ('Determinação', not 'Determinado'). The client shows them
 * in a random order per giver.
 */
export const SUGGESTED_STRENGTHS: readonly string[] = Object.freeze([
  'Determinação',
  'Iniciativa',
  'Objetividade',
  'Coragem',
  'Comunicação',
  'Otimismo',
  'Criatividade',
  'Bom humor',
  'Paciência',
  'Empatia',
  'Lealdade',
  'Calma',
  'Organização',
  'Atenção aos detalhes',
  'Planejamento',
  'Responsabilidade',
])

/** The suggestions, in their canonical (unshuffled) order. */
export function suggestedStrengths(): readonly string[] {
  return SUGGESTED_STRENGTHS
}

/**
 * A seeded Fisher–Yates shuffle (mulberry32): the same seed gives the same order on the server and
 * in the browser, so the chips can be shuffled without a hydration mismatch.
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
