import { Suspense, use, useEffect, useMemo, useRef, useState } from 'react'
import { OTHERS_MIN_ANSWERED } from '#shared/product'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback-texts'
import { giverFormAction } from '#shared/forms/giver-form'
import type { GiverFormView } from '#shared/schemas/progress'
import { answeredCount, firstUnanswered, inOrder, useWizardSteps } from '#client/components/wizard/wizard-steps'
import { toast } from '#client/lib/toast-store'
import { trackLater as track } from '#client/lib/after-hydration'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { useSubmitFeedback } from '#client/features/feedback/api/submit-feedback'
import { useSubmitOthersAssessment } from '#client/features/feedback/api/submit-others-assessment'
import type { SubmittedDetails } from '#client/features/feedback/hooks/use-details-form'
import { clearGiverProgress, progressFromServer, useGiverProgress } from '#client/features/feedback/hooks/use-giver-progress'
import { useProofOfWork } from '#client/features/feedback/hooks/use-proof-of-work'
import { useVisitSeed } from '#client/lib/visit-seed'
import { useDiscBank } from '#client/lib/question-bank'
import { useLocation } from 'react-router'
import { Spinner } from '#client/components/ui/spinner'
import { deferModule } from '#client/lib/deferred-module'
import type { DetailsStepProps } from './details-step'
import { GiverLanding, QUESTIONS_ID } from './giver-landing'
import { GiverQuestions } from './giver-questions'

const RETRY_HINT = 'Verifique sua conexão e tente novamente.'

interface GiverFlowProps {
  uuid: string
  username: string
  /** The link stopped working while answering (e.g. the account was deleted). */
  onLinkGone: () => void
  /** The feedback was sent (the optional Big Five 360 step comes next, issue 17). */
  onSent: (assessmentId: string | null) => void
  /** The questions a visitor answered before the page's code ran (posted forms, issue 32). */
  server?: GiverFormView | null
  /** The message of the server's answer to a posted form (shown until the giver moves on). */
  serverError?: string | null
  /** Why a giver without JavaScript could not send now (their network's quota), for the landing. */
  withoutScript?: string | null
}

/**
 * The second step is not on a giver's first screen: its own chunk, asked for as soon as the page is
 * up (decision 0052), so it is there by the 24th answer; the posted step (feedback-page) shares it.
 */
export const detailsStepModule = deferModule(() => import('./details-step'))

function DetailsStep(props: DetailsStepProps) {
  const { DetailsStep: Loaded } = detailsStepModule.current ?? use(detailsStepModule.load())
  return <Loaded {...props} />
}

/** The anonymous giver: 24 questions about the person (step 0), then relationship and words (step 1). */
export function GiverFlow({ uuid, username, onLinkGone, onSent, server, serverError, withoutScript }: GiverFlowProps) {
  const bank = useDiscBank('others')
  const total = bank.length
  const ids = useMemo(() => bank.map((question) => question.id), [bank])
  const fromServer = useMemo(() => (server?.stage === 'questions' ? progressFromServer(bank, server) : undefined), [bank, server])
  const { progress, update, restored } = useGiverProgress(bank, uuid, fromServer)
  const visitSeed = useVisitSeed()
  const action = giverFormAction(uuid)
  const [shownError, setShownError] = useState(serverError ?? null)
  // The landing comes first, until anything was answered here or on the server. Question 1 is in its
  // document too, shown by "Começar" (a link to its fragment) without a navigation (issue 44).
  const landing = !fromServer && !serverError && progress.step === 0 && progress.index === 0 && Object.keys(progress.answers).length === 0
  const errorAt = useRef(progress.index)
  useEffect(() => {
    if (progress.index !== errorAt.current) setShownError(null)
  }, [progress.index])
  // Asked for once the giver has begun (23 answers before it is needed), not while the landing is
  // read: evaluating its schemas is the longest task the page's code has (issue 44).
  useEffect(() => {
    if (!landing) detailsStepModule.load().catch(() => undefined)
  }, [landing])
  // Once this code runs it carries the questions on (in the browser's storage, sent by the JSON
  // routes): the server forgets its copy, so a reload shows what was answered here since.
  const handedOver = useRef(false)
  useEffect(() => {
    if (!restored || !fromServer || handedOver.current) return
    handedOver.current = true
    void fetch(action, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'step=handover',
    }).catch(() => undefined)
  }, [restored, fromServer, action])
  const assessment = useSubmitOthersAssessment(uuid)
  const feedback = useSubmitFeedback(uuid)
  // Solved from the first question on: a visitor who only reads the landing costs no work (issue 32).
  // "Começar" tapped here, or before the page's code ran (its fragment is then in the address).
  const [tapped, setTapped] = useState(false)
  const { hash } = useLocation()
  const begun = tapped || hash === `#${QUESTIONS_ID}`
  const proof = useProofOfWork(uuid, !landing || begun)
  const [proving, setProving] = useState(false)
  const detailsHeadingRef = useRef<HTMLHeadingElement>(null)
  const stepMoved = useRef(false)
  const steps = useWizardSteps<string>({
    index: progress.index,
    total: total,
    setIndex: (index) => update({ index }),
    saveAnswer: (index, optionId) => {
      const id = ids[index]
      if (id === undefined) return
      if (Object.keys(progress.answers).length === 0) track('feedback_started')
      update((current) => ({ answers: { ...current.answers, [id]: optionId } }))
    },
  })

  // From the landing to question 1 (the link's own fragment navigation shows it): focus on the
  // question, from the top of the page.
  const start = () => {
    setTapped(true)
    requestAnimationFrame(() => {
      steps.headingRef.current?.focus({ preventScroll: true })
      window.scrollTo({ top: 0 })
    })
  }

  // Moving between the questions and the details step brings focus (and screen readers) to the new step.
  useEffect(() => {
    if (!stepMoved.current) return
    stepMoved.current = false
    ;(progress.step === 1 ? detailsHeadingRef : steps.headingRef).current?.focus({ preventScroll: true })
    window.scrollTo({ top: 0 })
  }, [progress.step, steps.headingRef])

  const question = bank[progress.index] ?? bank[0]!
  const options = inOrder(question.options, progress.order[question.id])

  /** To the other step (questions ↔ details), or to question `index` of the questions step. */
  const goTo = (patch: { step?: 0 | 1; index?: number; assessmentId?: string; assessedAnswers?: string }) => {
    if (patch.step !== undefined && patch.step !== progress.step) {
      stepMoved.current = true
      update(patch)
    } else if (patch.index !== undefined) {
      steps.goTo(patch.index)
    }
  }

  const continueToDetails = async (retried = false) => {
    // Scored when the questions are done: the scoring's code is not on the page's first load.
    const { scoreDiscAnswers } = await import('#shared/disc/scoring')
    const scored = scoreDiscAnswers(bank, progress.answers, { minAnswered: OTHERS_MIN_ANSWERED })
    if (!scored.ok) {
      const firstMissing = firstUnanswered(ids, progress.answers)
      toast({ title: FEEDBACK_MESSAGES.selectOption, description: scored.error, variant: 'destructive' })
      // With every question seen but too many "Não sei dizer", the person stays on the last one and
      // reads the count still missing there.
      if (firstMissing >= 0 && firstMissing !== progress.index) goTo({ index: firstMissing })
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
          // Others on this network answered meanwhile: the next challenge is the harder one, solved once more.
          if (!retried && error instanceof ApiError && error.userMessage === FEEDBACK_MESSAGES.proofHarder) return void continueToDetails(true)
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
    if (progress.index === total - 1) void continueToDetails()
    else goTo({ index: progress.index + 1 })
  }

  const finish = () => {
    // Offline, the stored copy stays: a later visit shows it as answered, and sending again says so.
    clearGiverProgress(uuid).catch(() => undefined)
    track('feedback_submitted')
    // The Big Five step that follows says it in its own header: no toast over the page (issue 33).
    if (progress.assessmentId === null) toast({ title: FEEDBACK_MESSAGES.success, variant: 'success' })
    onSent(progress.assessmentId)
  }

  const send = (details: SubmittedDetails) => {
    if (progress.assessmentId === null) {
      goTo({ step: 0, index: total - 1 })
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
      <Suspense fallback={<Spinner label="Carregando..." className="min-h-[40vh]" />}>
        <DetailsStep
        uuid={uuid}
        username={username}
        values={progress}
        onChange={update}
        headingRef={detailsHeadingRef}
        inPlace={{ submitting: feedback.isPending, onBack: () => goTo({ step: 0, index: total - 1 }), onSend: send }}
        />
      </Suspense>
    )
  }

  const last = progress.index === total - 1
  const busy = assessment.isPending || proving
  // On the landing, question 1 comes first in the document, hidden until "Começar" targets it (and
  // the landing after it hidden then): the same element before and after the first answer, so
  // nothing is mounted again when the landing goes.
  return (
    <>
      <div id={QUESTIONS_ID} className={landing ? 'giver-first-question' : undefined}>
        <GiverQuestions
          username={username}
          action={action}
          hidden={{ step: 'question', index: progress.index, seed: server?.seed ?? visitSeed }}
          error={shownError}
          question={question}
          options={options}
          selected={progress.answers[question.id]}
          confirming={steps.confirming}
          onSelect={steps.choose}
          busy={busy}
          headingRef={steps.headingRef}
          answers={progress.answers}
          bar={{
            index: progress.index,
            total,
            answered: answeredCount(ids, progress.answers),
            onBack: () => goTo({ index: progress.index - 1 }),
            backDisabled: progress.index === 0 || assessment.isPending,
            forwardRef: steps.finishRef,
            forward: last
              ? { label: busy ? 'Enviando...' : 'Continuar', onClick: next, disabled: busy }
              : { label: 'Próximo', onClick: next, showArrow: true },
          }}
        />
      </div>
      {landing ? <GiverLanding username={username} withoutScript={withoutScript ?? null} onStart={start} /> : null}
    </>
  )
}
