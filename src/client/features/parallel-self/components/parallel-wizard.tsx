import { DISC_PARALLEL_SELF_QUESTIONS } from '#shared/disc/parallel-self-questions'
import { scoreDiscAnswers } from '#shared/disc/scoring'
import { DISC_OTHERS_QUESTION_COUNT } from '#shared/product'
import { PARALLEL_MESSAGES } from '#shared/schemas/parallel'
import { DiscQuestionView } from '#client/components/disc-question'
import { WizardBar } from '#client/components/wizard/wizard-bar'
import { WizardIntro } from '#client/components/wizard/wizard-intro'
import { WizardPanel } from '#client/components/wizard/wizard-panel'
import { answeredCount, firstUnanswered, inOrder, useWizardSteps } from '#client/components/wizard/wizard-steps'
import { errorMessage } from '#client/lib/api-client'
import { toast } from '#client/lib/toast-store'
import { useSubmitParallel } from '#client/features/parallel-self/api/parallel-assessment'
import { PARALLEL_INVITATION } from '#client/features/parallel-self/components/parallel-self-card'
import { useParallelProgress } from '#client/features/parallel-self/hooks/parallel-progress'

const BANK = DISC_PARALLEL_SELF_QUESTIONS
const IDS = BANK.map((question) => question.id)
const HINT = 'Pense em como você costuma agir na maior parte das situações. Não há respostas certas ou erradas.'

function askForAnswer() {
  toast({ title: 'Selecione uma opção', description: 'Escolha uma resposta antes de seguir.', variant: 'destructive' })
}

/** The 24 questions the others answer, in the first person, one at a time, one tap per answer. */
export function ParallelWizard({ onSubmitted }: { onSubmitted: () => void }) {
  const [progress, setProgress, clearProgress] = useParallelProgress()
  const submission = useSubmitParallel()
  const steps = useWizardSteps<string>({
    index: progress.index,
    total: BANK.length,
    setIndex: (index) => setProgress((current) => ({ ...current, index })),
    saveAnswer: (index, optionId) => {
      const id = IDS[index]
      if (id !== undefined) setProgress((current) => ({ ...current, answers: { ...current.answers, [id]: optionId } }))
    },
  })

  const question = BANK[progress.index] ?? BANK[0]
  if (!question) return null
  const options = inOrder(question.options, progress.order[question.id])
  const selected = progress.answers[question.id]
  const isLast = progress.index === BANK.length - 1
  const sending = submission.isPending

  const finish = () => {
    const scored = scoreDiscAnswers(BANK, progress.answers)
    if (!scored.ok) {
      const firstMissing = firstUnanswered(IDS, progress.answers)
      if (firstMissing >= 0 && firstMissing !== progress.index) steps.goTo(firstMissing)
      return askForAnswer()
    }
    submission.mutate(
      { answers: scored.answers },
      {
        onSuccess: () => {
          clearProgress()
          onSubmitted()
        },
        onError: (error) =>
          toast({
            title: 'Erro',
            description: PARALLEL_MESSAGES.submitFailed + errorMessage(error, 'tente novamente em alguns instantes.'),
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <div className="flex flex-col gap-2 sm:gap-5">
      <WizardIntro
        compact={progress.index > 0}
        eyebrow="Autoavaliação paralela"
        title={PARALLEL_INVITATION}
        description={`São as ${DISC_OTHERS_QUESTION_COUNT} perguntas do feedback, escritas para você. Assim a comparação entre como você se vê e como os outros te veem usa as mesmas perguntas dos dois lados.`}
      />
      <WizardPanel>
        <DiscQuestionView
          key={question.id}
          question={question}
          options={options}
          selected={selected}
          confirming={steps.confirming}
          onSelect={steps.choose}
          hint={HINT}
          disabled={sending}
          headingRef={steps.headingRef}
        />
        <WizardBar
          stepLabel="Pergunta"
          index={progress.index}
          total={BANK.length}
          answered={answeredCount(IDS, progress.answers)}
          progressLabel="Progresso do questionário"
          onBack={() => steps.goTo(progress.index - 1)}
          backDisabled={progress.index === 0 || sending}
          forwardRef={steps.finishRef}
          forward={
            isLast
              ? { label: sending ? 'Enviando...' : 'Finalizar', onClick: finish, disabled: sending }
              : { label: 'Próximo', onClick: () => (selected ? steps.goTo(progress.index + 1) : askForAnswer()), showArrow: true }
          }
        />
      </WizardPanel>
    </div>
  )
}
