/**
 * The Big Five 360 bank (issue 17): ten short third-person statements a feedback giver answers
 * about the person, two per factor, one of each pair reverse-keyed. The meaning of each pair follows
 * the validated very short forms (BFI-10, TIPI); the wording is Espelho's own, in gender-neutral
 * pt-BR ("Essa pessoa…" agrees with "pessoa", whoever it is). Same 1-5 scale as the self test
 * (ANSWER_SCALE). Ids are stored with the answers and differ from the self bank's (O1…N5): reword,
 * never renumber.
 */
import type { OceanFactor } from './types'

import { OTHERS_OCEAN_QUESTION_IDS, type OthersOceanQuestionId } from './others-question-ids'

export { OTHERS_OCEAN_QUESTION_IDS, type OthersOceanQuestionId }

export interface OthersOceanQuestion {
  readonly id: OthersOceanQuestionId
  readonly text: string
  readonly factor: OceanFactor
  /** Scored as 6 − answer. */
  readonly reverse: boolean
}

export const OTHERS_OCEAN_QUESTIONS: readonly OthersOceanQuestion[] = [
  { id: 'OO1', factor: 'O', reverse: false, text: 'Essa pessoa tem muita imaginação e se interessa por ideias novas.' },
  { id: 'OO2', factor: 'O', reverse: true, text: 'Essa pessoa prefere o que já conhece a experimentar coisas diferentes.' },
  { id: 'OC1', factor: 'C', reverse: false, text: 'Essa pessoa faz as coisas com capricho e vai até o fim.' },
  { id: 'OC2', factor: 'C', reverse: true, text: 'Essa pessoa costuma adiar o que precisa ser feito.' },
  { id: 'OE1', factor: 'E', reverse: false, text: 'Essa pessoa se enturma fácil e gosta de estar no meio de gente.' },
  { id: 'OE2', factor: 'E', reverse: true, text: 'Essa pessoa costuma ficar mais na dela e falar pouco.' },
  { id: 'OA1', factor: 'A', reverse: false, text: 'Essa pessoa trata os outros com gentileza e paciência.' },
  { id: 'OA2', factor: 'A', reverse: true, text: 'Essa pessoa costuma apontar defeitos nos outros.' },
  { id: 'ON1', factor: 'N', reverse: false, text: 'Essa pessoa fica preocupada ou nervosa com facilidade.' },
  { id: 'ON2', factor: 'N', reverse: true, text: 'Essa pessoa mantém a calma e lida bem com a pressão.' },
]

export const OTHERS_OCEAN_QUESTION_COUNT = OTHERS_OCEAN_QUESTIONS.length

export function isOthersOceanQuestionId(value: unknown): value is OthersOceanQuestionId {
  return typeof value === 'string' && (OTHERS_OCEAN_QUESTION_IDS as readonly string[]).includes(value)
}
