/**
 * The 25-item OCEAN bank (SPEC.md §3, §9): five first-person statements per factor.
 * Keying lives in REVERSE_KEYED, apart from the text, so wording can change without
 * silently changing how an item is scored. The items are Espelho's own pt-BR wording, modelled on
 * public-domain IPIP markers (ipip.ori.org); each states one idea, so IPIP norms do not transfer and
 * reliability is measured from our own answers (scripts/reliability.mjs). Ids are stored in answers:
 * reword, never renumber.
 */
import type { OceanFactor } from './types'

export const OCEAN_QUESTION_IDS = [
  'O1', 'O2', 'O3', 'O4', 'O5',
  'C1', 'C2', 'C3', 'C4', 'C5',
  'E1', 'E2', 'E3', 'E4', 'E5',
  'A1', 'A2', 'A3', 'A4', 'A5',
  'N1', 'N2', 'N3', 'N4', 'N5',
] as const
export type OceanQuestionId = (typeof OCEAN_QUESTION_IDS)[number]

export interface OceanQuestion {
  readonly id: OceanQuestionId
  readonly text: string
  readonly factor: OceanFactor
}

export const OCEAN_QUESTIONS: readonly OceanQuestion[] = [
  // Abertura
  { id: 'O1', factor: 'O', text: 'Tenho uma imaginação fértil.' },
  { id: 'O2', factor: 'O', text: 'Gosto de pensar sobre ideias abstratas.' },
  { id: 'O3', factor: 'O', text: 'Prefiro manter a rotina de sempre a experimentar coisas novas.' },
  { id: 'O4', factor: 'O', text: 'Gosto de aprender sobre assuntos muito diferentes entre si.' },
  { id: 'O5', factor: 'O', text: 'Tenho pouco interesse por atividades artísticas ou criativas.' },
  // Conscienciosidade
  { id: 'C1', factor: 'C', text: 'Costumo planejar minhas tarefas com antecedência.' },
  { id: 'C2', factor: 'C', text: 'Cumpro os compromissos que assumo, mesmo quando dá trabalho.' },
  { id: 'C3', factor: 'C', text: 'Costumo deixar as tarefas para a última hora.' },
  { id: 'C4', factor: 'C', text: 'Presto atenção aos detalhes.' },
  { id: 'C5', factor: 'C', text: 'Minhas coisas e meu espaço costumam ficar desorganizados.' },
  // Extroversão
  { id: 'E1', factor: 'E', text: 'Eu me sinto à vontade conversando com pessoas que acabei de conhecer.' },
  { id: 'E2', factor: 'E', text: 'Estar entre outras pessoas me dá energia.' },
  { id: 'E3', factor: 'E', text: 'Em grupos, prefiro ficar em segundo plano.' },
  { id: 'E4', factor: 'E', text: 'Costumo puxar conversa.' },
  { id: 'E5', factor: 'E', text: 'Falo pouco quando estou com pessoas que não conheço bem.' },
  // Amabilidade
  { id: 'A1', factor: 'A', text: 'Eu me importo com o bem-estar das outras pessoas.' },
  { id: 'A2', factor: 'A', text: 'Acredito que as pessoas, em geral, têm boas intenções.' },
  { id: 'A3', factor: 'A', text: 'Os problemas dos outros me interessam pouco.' },
  { id: 'A4', factor: 'A', text: 'Gosto de ajudar os outros.' },
  { id: 'A5', factor: 'A', text: 'Costumo falar com as pessoas de forma ríspida.' },
  // Neuroticismo
  { id: 'N1', factor: 'N', text: 'Eu me preocupo com facilidade, mesmo com coisas pequenas.' },
  { id: 'N2', factor: 'N', text: 'Meu humor muda com frequência.' },
  { id: 'N3', factor: 'N', text: 'Mantenho a calma mesmo em situações de pressão.' },
  { id: 'N4', factor: 'N', text: 'Eu me estresso com facilidade.' },
  { id: 'N5', factor: 'N', text: 'Eu me recupero rapidamente quando algo dá errado.' },
]

/** Items scored as 6 − answer (SPEC.md §3, §5). */
export const REVERSE_KEYED: ReadonlySet<OceanQuestionId> = new Set<OceanQuestionId>([
  'O3', 'O5', 'C3', 'C5', 'E3', 'E5', 'A3', 'A5', 'N3', 'N5',
])

export function isOceanQuestionId(value: unknown): value is OceanQuestionId {
  return typeof value === 'string' && (OCEAN_QUESTION_IDS as readonly string[]).includes(value)
}

export function isReverseKeyed(id: string): boolean {
  return isOceanQuestionId(id) && REVERSE_KEYED.has(id)
}

export function questionsForFactor(factor: OceanFactor): readonly OceanQuestion[] {
  return OCEAN_QUESTIONS.filter((question) => question.factor === factor)
}

export { ANSWER_SCALE, isOceanAnswerValue, OCEAN_ANSWER_MAX, OCEAN_ANSWER_MIN, type OceanAnswerValue } from './answer-scale'
