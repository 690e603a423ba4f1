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
