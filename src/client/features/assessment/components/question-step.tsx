import type { ComponentProps } from 'react'
import { DiscQuestionView } from '#client/components/disc-question'

export const ASSESSMENT_HINT = 'Responda com honestidade - não há respostas certas ou erradas.'

/** A question of the self test, with SPEC.md's honesty hint under it. */
export function QuestionStep(props: Omit<ComponentProps<typeof DiscQuestionView>, 'hint'>) {
  return <DiscQuestionView {...props} hint={ASSESSMENT_HINT} />
}
