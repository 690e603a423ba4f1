/**
 * Suggested strengths shown as chips to feedback givers, one set per DISC type. Nouns rather
 * than adjectives so the words fit anyone regardless of gender ('Determinação', not 'Determinado').
 */
import { DISC_TYPES, type DiscType } from '#shared/disc/types'

export const SUGGESTED_CHARACTERISTICS: Readonly<Record<DiscType, readonly string[]>> = Object.freeze({
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

/** The suggestions for one DISC type. */
export function suggestedCharacteristics(type: DiscType): readonly string[] {
  return SUGGESTED_CHARACTERISTICS[type]
}

/** Every suggestion, in D, I, S, C order. */
export function allSuggestedCharacteristics(): string[] {
  return DISC_TYPES.flatMap((letter) => SUGGESTED_CHARACTERISTICS[letter])
}
