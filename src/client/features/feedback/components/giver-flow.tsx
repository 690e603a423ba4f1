import { useEffect, useRef, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { answersStillNeeded, scoreDiscAnswers } from '#shared/disc/scoring'
import type { DiscOption } from '#shared/disc/types'
import { OTHERS_MIN_ANSWERED } from '#shared/product'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { toast } from '#client/lib/toast-store'
import { track } from '#client/lib/analytics'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { useSubmitFeedback } from '#client/features/feedback/api/submit-feedback'
import { useSubmitOthersAssessment } from '#client/features/feedback/api/submit-others-assessment'
import { useDetailsForm, type SubmittedDetails } from '#client/features/feedback/hooks/use-details-form'
import { clearGiverProgress, useGiverProgress } from '#client/features/feedback/hooks/use-giver-progress'
import { useProofOfWork } from '#client/features/feedback/hooks/use-proof-of-work'
import { DetailsStep } from './details-step'
import { GiverProgressBar } from './giver-progress-bar'
import { DiscQuestionView } from '#client/components/disc-question'

const TOTAL = DISC_OTHERS_QUESTIONS.length
const RETRY_HINT = 'Verifique sua conexão e tente novamente.'

/** The count still missing at the last question, when "Não sei dizer" was used too often. */
function missingAnswersText(count: number) {
  const unknownMax = TOTAL - OTHERS_MIN_ANSWERED
  const missing = count === 1 ? 'Falta 1 resposta' : `Faltam ${count} respostas`
  return `${missing} para enviar: escolha uma alternativa em pelo menos ${OTHERS_MIN_ANSWERED} das ${TOTAL} perguntas ("Não sei dizer" vale para no máximo ${unknownMax}). Volte às perguntas em que marcou "Não sei dizer" e escolha a alternativa mais próxima.`
}

interface GiverFlowProps {
  uuid: string
  username: string
  /** The link stopped working while answering (e.g. the account was deleted). */
  onLinkGone: () => void
  /** The feedback was sent (the optional Big Five 360 step comes next, issue 17). */
  onSent: (assessmentId: number | null) => void
}

/** The anonymous giver: 24 questions about the person (step 0), then relationship and words (step 1). */
export function GiverFlow({ uuid, username, onLinkGone, onSent }: GiverFlowProps) {
  const { progress, update } = useGiverProgress(uuid)
  const assessment = useSubmitOthersAssessment(uuid)
  const feedback = useSubmitFeedback(uuid)
  const form = useDetailsForm(progress, update)
  const proof = useProofOfWork()
  const [proving, setProving] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moveFocus = useRef(false)

  // After a step or question change made by the person, bring focus (and screen readers) to it.
  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [progress.index, progress.step])

  const question = DISC_OTHERS_QUESTIONS[progress.index] ?? DISC_OTHERS_QUESTIONS[0]!
  const options = (progress.order[question.id] ?? [])
    .map((id) => question.options.find((option) => option.id === id))
    .filter((option): option is DiscOption => option !== undefined)
  const scored = scoreDiscAnswers(DISC_OTHERS_QUESTIONS, progress.answers, { minAnswered: OTHERS_MIN_ANSWERED })
  const stillNeeded = answersStillNeeded(progress.answers, OTHERS_MIN_ANSWERED)

  const goTo = (patch: Parameters<typeof update>[0]) => {
    moveFocus.current = true
    update(patch)
  }

  const select = (optionId: string) => {
    if (Object.keys(progress.answers).length === 0) track('feedback_started')
    update((current) => ({ answers: { ...current.answers, [question.id]: optionId } }))
  }

  const continueToDetails = async () => {
    if (!scored.ok) {
      const firstMissing = DISC_OTHERS_QUESTIONS.findIndex((q) => !progress.answers[q.id])
      toast({ title: FEEDBACK_MESSAGES.selectOption, description: scored.error, variant: 'destructive' })
      // With every question seen but too many "Não sei dizer", the person stays on the last one and
      // reads the count still missing there.
      if (firstMissing >= 0) goTo({ index: firstMissing })
      return
    }
    const key = JSON.stringify(scored.answers)
    if (progress.assessmentId !== null && progress.assessedAnswers === key) {
      goTo({ step: 1 })
      return
    }
    // Solved in the background while the person answered; usually ready already.
    setProving(true)
    const altcha = await proof.takeProof()
    setProving(false)
    assessment.mutate(
      { scores: scored.scores, answers: scored.answers, altcha },
      {
        onSuccess: ({ id }) => goTo({ step: 1, assessmentId: id, assessedAnswers: key }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) return onLinkGone()
          toast({
            title: 'Erro',
            description: `${FEEDBACK_MESSAGES.assessmentFailed}: ${errorMessage(error, RETRY_HINT)}`,
            variant: 'destructive',
          })
        },
      },
    )
  }

  const next = () => {
    if (!progress.answers[question.id]) {
      toast({
        title: FEEDBACK_MESSAGES.selectOption,
        description: `Escolha a alternativa que mais combina com ${username} para continuar.`,
        variant: 'destructive',
      })
      return
    }
    if (progress.index === TOTAL - 1) void continueToDetails()
    else goTo({ index: progress.index + 1 })
  }

  const finish = () => {
    clearGiverProgress(uuid)
    track('feedback_submitted')
    toast({ title: FEEDBACK_MESSAGES.success, variant: 'success' })
    onSent(progress.assessmentId)
  }

  const send = (details: SubmittedDetails) => {
    if (progress.assessmentId === null) {
      goTo({ step: 0, index: TOTAL - 1 })
      return
    }
    feedback.mutate(
      { assessmentId: progress.assessmentId, ...details },
      {
        onSuccess: finish,
        onError: (error) => {
          // Already stored (e.g. the answer to a first try was lost on the way back): it counted.
          if (error instanceof ApiError && error.status === 409) return finish()
          if (error instanceof ApiError && error.status === 404) return onLinkGone()
          if (error instanceof ApiError && error.userMessage === FEEDBACK_MESSAGES.assessmentMismatch) {
            update({ assessmentId: null, assessedAnswers: null })
          }
          toast({
            title: 'Erro',
            description: `${FEEDBACK_MESSAGES.feedbackFailed}: ${errorMessage(error, RETRY_HINT)}`,
            variant: 'destructive',
          })
        },
      },
    )
  }

  if (progress.step === 1) {
    return (
      <Card className="flex flex-col gap-6">
        <FormProvider {...form}>
          <DetailsStep
            username={username}
            submitting={feedback.isPending}
            headingRef={headingRef}
            onBack={() => goTo({ step: 0, index: TOTAL - 1 })}
            onSubmit={(event) => void form.handleSubmit(send)(event)}
          />
        </FormProvider>
      </Card>
    )
  }

  const last = progress.index === TOTAL - 1
  return (
    <Card className="flex flex-col gap-6">
      <GiverProgressBar index={progress.index} total={TOTAL} />
      <DiscQuestionView
        question={question}
        options={options}
        selected={progress.answers[question.id]}
        onSelect={select}
        disabled={assessment.isPending || proving}
        headingRef={headingRef}
        allowUnknown
      />
      {last && stillNeeded > 0 ? (
        <p role="status" data-testid="faltam-respostas" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          {missingAnswersText(stillNeeded)}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          disabled={progress.index === 0 || assessment.isPending}
          onClick={() => goTo({ index: progress.index - 1 })}
        >
          Anterior
        </Button>
        <Button onClick={next} disabled={assessment.isPending || proving}>
          {last ? (assessment.isPending || proving ? 'Enviando...' : 'Continuar') : 'Próximo'}
        </Button>
      </div>
    </Card>
  )
}
