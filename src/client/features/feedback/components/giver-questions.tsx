/**
 * What a giver sees from question 1 on: the title, then one question at a time with its bar, as a
 * form whose answers post without JavaScript (decision 0036) and are handled in place once hydrated.
 */
import type { ComponentProps } from 'react'
import { answersStillNeeded } from '#shared/disc/answers'
import type { DiscQuestion } from '#shared/disc/types'
import { OTHERS_MIN_ANSWERED } from '#shared/product'
import { DiscQuestionView } from '#client/components/disc-question'
import { WizardBar } from '#client/components/wizard/wizard-bar'
import { WizardForm } from '#client/components/wizard/wizard-form'
import { WizardIntro } from '#client/components/wizard/wizard-intro'
import { WizardPanel } from '#client/components/wizard/wizard-panel'

/** The count still missing at the last question, when "Não sei dizer" was used too often. */
function missingAnswersText(count: number, total: number) {
  const unknownMax = total - OTHERS_MIN_ANSWERED
  const missing = count === 1 ? 'Falta 1 resposta' : `Faltam ${count} respostas`
  return `${missing} para enviar: escolha uma alternativa em pelo menos ${OTHERS_MIN_ANSWERED} das ${total} perguntas ("Não sei dizer" vale para no máximo ${unknownMax}). Volte às perguntas em que marcou "Não sei dizer" e escolha a alternativa mais próxima.`
}

/** The server's message for the last posted step (a giver without JavaScript), until the giver moves on. */
export function GiverFormMessage({ error }: { error?: string | null }) {
  if (!error) return null
  return (
    <p role="alert" data-testid="erro-formulario" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
      {error}
    </p>
  )
}

/** The landing told the whole story: from question 1 on, only the title. */
export function GiverIntro({ username }: { username: string }) {
  return <WizardIntro compact eyebrow={null} title={`Como você vê ${username}?`} description={null} />
}

interface GiverQuestionsProps {
  username: string
  /** The form's address and hidden fields (the same step posted without JavaScript). */
  action: string
  hidden: Readonly<Record<string, string | number | undefined>>
  /** The server's message for a posted answer, until the giver moves on. */
  error: string | null
  question: DiscQuestion
  options: ComponentProps<typeof DiscQuestionView>['options']
  selected: string | undefined
  confirming: string | null
  onSelect: (optionId: string) => void
  busy: boolean
  headingRef: ComponentProps<typeof DiscQuestionView>['headingRef']
  /** The answers so far: under the last question, how many are still missing. */
  answers: Readonly<Record<string, string>>
  bar: Omit<ComponentProps<typeof WizardBar>, 'stepLabel' | 'progressLabel' | 'navName'>
}

export function GiverQuestions({ username, action, hidden, error, question, options, selected, confirming, onSelect, busy, headingRef, answers, bar }: GiverQuestionsProps) {
  const stillNeeded = bar.index === bar.total - 1 ? answersStillNeeded(answers, OTHERS_MIN_ANSWERED) : 0
  return (
    <div className="flex flex-col gap-2 sm:gap-5" data-giver-questions>
      <GiverIntro username={username} />
      <WizardForm action={action} hidden={hidden}>
        <WizardPanel>
          <GiverFormMessage error={error} />
          <DiscQuestionView
            key={question.id}
            question={question}
            options={options}
            selected={selected}
            confirming={confirming}
            onSelect={onSelect}
            disabled={busy}
            headingRef={headingRef}
            allowUnknown
            name="answer"
          />
          {stillNeeded > 0 ? (
            <p role="status" data-testid="faltam-respostas" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
              {missingAnswersText(stillNeeded, bar.total)}
            </p>
          ) : null}
          <WizardBar stepLabel="Pergunta" progressLabel="Progresso das perguntas" navName="nav" {...bar} />
        </WizardPanel>
      </WizardForm>
    </div>
  )
}
