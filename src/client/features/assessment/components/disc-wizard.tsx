import { scoreDiscAnswers } from '#shared/disc/scoring'
import type { DiscQuestion } from '#shared/disc/types'
import { DISC_SELF_QUESTION_COUNT } from '#shared/product'
import type { DiscAssessment } from '#shared/schemas/assessment'
import { ASSESSMENT_MESSAGES } from '#shared/schemas/assessment-texts'
import { DISC_FORM_ACTION, FORM_FIELDS } from '#shared/forms/self-tests'
import { FormErrorAlert } from '#client/components/wizard/form-error-alert'
import { WizardBar } from '#client/components/wizard/wizard-bar'
import { WizardForm } from '#client/components/wizard/wizard-form'
import { WizardIntro } from '#client/components/wizard/wizard-intro'
import { WizardPanel } from '#client/components/wizard/wizard-panel'
import { answeredCount, firstUnanswered, inOrder, useWizardSteps } from '#client/components/wizard/wizard-steps'
import { toast } from '#client/lib/toast-store'
import { errorMessage } from '#client/lib/api-client'
import { useSubmitAssessment } from '#client/features/assessment/api/submit-assessment'
import { useDiscProgress } from '#client/features/assessment/hooks/disc-progress'
import { QuestionStep } from './question-step'
import { afterHydration, trackLater as track } from '#client/lib/after-hydration'

// The overlay at question 5 shows nothing before hydration; its code loads after it (issue 32).
const AssessmentMidAd = afterHydration(() => import('#client/components/ads/assessment-mid-ad'))

function askForAnswer() {
  toast({
    title: ASSESSMENT_MESSAGES.selectOptionTitle,
    description: ASSESSMENT_MESSAGES.selectOptionDescription,
    variant: 'destructive',
  })
}

/**
 * The ten-question wizard (SPEC.md §2, §4; one tap per answer, issue 24). Every change is written to
 * storage at once, so a reload comes back to the same question, answers and option order; a failed
 * submission keeps everything and says why.
 */
export function DiscWizard({ bank, onSubmitted }: { bank: readonly DiscQuestion[]; onSubmitted: (saved: DiscAssessment) => void }) {
  const ids = bank.map((question) => question.id)
  const {
    state: [progress, setProgress, clearProgress],
    formSeed,
  } = useDiscProgress(bank)
  const submission = useSubmitAssessment()
  const steps = useWizardSteps<string>({
    index: progress.index,
    total: bank.length,
    setIndex: (index) => setProgress((current) => ({ ...current, index })),
    saveAnswer: (index, optionId) => {
      const id = ids[index]
      if (id === undefined) return
      // Also the funnel's "test started" (issue 47, lib/analytics.ts).
      if (Object.keys(progress.answers).length === 0) track('assessment_started', { type: 'self' })
      setProgress((current) => ({ ...current, answers: { ...current.answers, [id]: optionId } }))
    },
  })

  const question = bank[progress.index] ?? bank[0]
  if (!question) return null
  const options = inOrder(question.options, progress.order[question.id])
  const selected = progress.answers[question.id]
  const isLast = progress.index === bank.length - 1
  const sending = submission.isPending

  const finish = () => {
    const scored = scoreDiscAnswers(bank, progress.answers)
    if (!scored.ok) {
      const firstMissing = firstUnanswered(ids, progress.answers)
      if (firstMissing >= 0 && firstMissing !== progress.index) steps.goTo(firstMissing)
      return askForAnswer()
    }
    submission.mutate(
      { ...scored.scores, answers: scored.answers, isSelf: true },
      {
        onSuccess: (saved) => {
          clearProgress()
          track('assessment_completed', { type: 'self' })
          onSubmitted(saved)
        },
        onError: (error) =>
          toast({
            title: ASSESSMENT_MESSAGES.submitFailedTitle,
            description: ASSESSMENT_MESSAGES.submitFailedPrefix + errorMessage(error, 'tente novamente em alguns instantes.'),
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <div className="flex flex-col gap-2 sm:gap-5">
      <WizardIntro
        compact={progress.index > 0}
        eyebrow="Teste DISC gratuito"
        title="Descubra seu perfil DISC"
        description={`São ${DISC_SELF_QUESTION_COUNT} reflexões rápidas sobre o seu jeito de agir. Escolha, em cada uma, a opção que mais combina com você.`}
      />
      <WizardPanel>
        {/* Before the page's code runs, a tap posts the step and the server answers with the next (issue 32). */}
        <WizardForm
          action={DISC_FORM_ACTION}
          hidden={{ [FORM_FIELDS.question]: question.id, [FORM_FIELDS.seed]: formSeed }}
          className="contents"
        >
          <FormErrorAlert />
          <QuestionStep
            key={question.id}
            question={question}
            options={options}
            selected={selected}
            confirming={steps.confirming}
            onSelect={steps.choose}
            disabled={sending}
            headingRef={steps.headingRef}
            name={FORM_FIELDS.answer}
          />
          <WizardBar
            stepLabel="Reflexão"
            index={progress.index}
            total={bank.length}
            answered={answeredCount(ids, progress.answers)}
            progressLabel="Progresso do teste"
            navName={FORM_FIELDS.nav}
            onBack={() => steps.goTo(progress.index - 1)}
            backDisabled={progress.index === 0 || sending}
            forwardRef={steps.finishRef}
            forward={
              isLast
                ? { label: sending ? 'Enviando...' : 'Finalizar', onClick: finish, disabled: sending, value: 'finish' }
                : { label: 'Próximo', onClick: () => (selected ? steps.goTo(progress.index + 1) : askForAnswer()), showArrow: true }
            }
          />
        </WizardForm>
        <AssessmentMidAd index={progress.index} />
      </WizardPanel>
    </div>
  )
}
