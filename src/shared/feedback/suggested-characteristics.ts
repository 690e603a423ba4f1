/**
 * Suggested strengths shown as chips to feedback givers, one set per DISC type. Nouns rather
 * than adjectives so the words fit anyone regardless of gender ('Determinação', not 'Determinado').
 */
import type { DISC_COLORS } from '#shared/product'

export type DiscLetter = keyof typeof DISC_COLORS

export const SUGGESTED_CHARACTERISTICS: Readonly<Record<DiscLetter, readonly string[]>> = Object.freeze({
  D: Object.freeze([
    'Determinação',
    'Liderança',
    'Objetividade',
    'Iniciativa',
    'Coragem',
    'Foco em resultados',
    'Autoconfiança',
    'Decisão rápida',
  ]),
  I: Object.freeze([
    'Comunicação',
    'Entusiasmo',
    'Otimismo',
    'Criatividade',
    'Carisma',
    'Persuasão',
    'Sociabilidade',
    'Espontaneidade',
  ]),
  S: Object.freeze([
    'Paciência',
    'Empatia',
    'Lealdade',
    'Calma',
    'Colaboração',
    'Escuta atenta',
    'Confiabilidade',
    'Gentileza',
  ]),
  C: Object.freeze([
    'Organização',
    'Precisão',
    'Atenção aos detalhes',
    'Pensamento analítico',
    'Planejamento',
    'Disciplina',
    'Prudência',
    'Qualidade no trabalho',
  ]),
})

const DISC_LETTERS: readonly DiscLetter[] = Object.freeze(['D', 'I', 'S', 'C'])

/** The suggestions for one DISC type. */
export function suggestedCharacteristics(type: DiscLetter): readonly string[] {
  return SUGGESTED_CHARACTERISTICS[type]
}

/** Every suggestion, in D, I, S, C order. */
export function allSuggestedCharacteristics(): string[] {
  return DISC_LETTERS.flatMap((letter) => SUGGESTED_CHARACTERISTICS[letter])
}
