import { Clock, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { OCEAN_QUESTION_COUNT } from '#shared/product'
import { OCEAN_QUESTIONS, type OceanAnswerValue, type OceanQuestionId } from '#shared/ocean/questions'
import { scoreOceanAnswers } from '#shared/ocean/scoring'
import { OCEAN_MESSAGES } from '#shared/schemas/ocean'
import { FORM_FIELDS, OCEAN_FORM_ACTION } from '#shared/forms/self-tests'
import { FormErrorAlert } from '#client/components/wizard/form-error-alert'
import { WizardForm } from '#client/components/wizard/wizard-form'
import { WizardBar } from '#client/components/wizard/wizard-bar'
import { WizardIntro } from '#client/components/wizard/wizard-intro'
import { WizardPanel } from '#client/components/wizard/wizard-panel'
import { answeredCount, useWizardSteps } from '#client/components/wizard/wizard-steps'
import { errorMessage } from '#client/lib/api-client'
import { clearOceanTempResult, storeOceanTempResult } from '#client/features/ocean/ocean-assessment'
import { useUser } from '#client/lib/session'
import { useSaveOceanAssessment } from '#client/features/ocean/api/save-ocean-assessment'
import { OceanQuestion } from '#client/components/ocean-question'
import { useOceanProgress } from '#client/features/ocean/hooks/use-ocean-progress'
import { AdSlot } from '#client/components/ads/deferred-ad-slot'
import { OceanInterstitials } from '#client/components/ads/ocean-interstitials'
import { NormsConsentField } from '#client/features/norms/components/norms-consent-field'
import { aboutMinutes, OCEAN_MINUTES } from '#shared/form-time'

const TEXT_BY_ID = new Map(OCEAN_QUESTIONS.map((question) => [question.id, question.text]))

interface Failure {
  title: string
  description: string
}

export function OceanAssessmentPage() {
  const { user, isLoading: sessionLoading } = useUser()
  const navigate = useNavigate()
  const { progress, answer, goTo, clear, formSeed } = useOceanProgress()
  const save = useSaveOceanAssessment()
  const [failure, setFailure] = useState<Failure | null>(null)
  const { order, answers, index } = progress
  const id = order[index] as OceanQuestionId
  const current = answers[id]
  const isLast = index === order.length - 1
  const submitting = save.isPending
  const steps = useWizardSteps<OceanAnswerValue>({
    index,
    total: order.length,
    setIndex: goTo,
    saveAnswer: (at, value) => {
      const questionId = order[at]
      if (questionId !== undefined) answer(questionId, value)
    },
  })

  const move = (to: number) => {
    setFailure(null)
    steps.goTo(to)
  }

  const finish = () => {
    setFailure(null)
    const scored = scoreOceanAnswers(answers)
    if (!scored.ok) {
      setFailure({ title: OCEAN_MESSAGES.processFailed, description: scored.error })
      return
    }
    if (!user) {
      if (!storeOceanTempResult(scored.answers)) {
        setFailure({ title: OCEAN_MESSAGES.processFailed, description: 'Tente novamente em alguns instantes.' })
        return
      }
      clear()
      navigate('/ocean-results')
      return
    }
    save.mutate(
      { ...scored.scores, answers: scored.answers, isSelf: true },
      {
        onSuccess: (saved) => {
          // This new result is the latest; an older anonymous one must not be saved over it later.
          clearOceanTempResult()
          clear()
          navigate(`/ocean-results?id=${saved.id}`)
        },
        onError: (error) =>
          setFailure({ title: OCEAN_MESSAGES.saveFailed, description: errorMessage(error, OCEAN_MESSAGES.processFailed) }),
      },
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-2 px-4 pb-8 pt-3 sm:gap-4 sm:pt-6">
      <AdSlot placement="ocean-assessment-top" stepScope="ocean" />
      <WizardIntro
        compact={index > 0}
        eyebrow="Big Five · OCEAN"
        title="Teste Big Five (OCEAN)"
        description={
          <div className="flex flex-col gap-2">
            <p>
              Indique o quanto cada afirmação descreve você hoje. Não há respostas certas ou erradas: responda pensando em
              como você costuma ser, não em como gostaria de ser.
            </p>
            <p className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" /> {OCEAN_QUESTION_COUNT} afirmações · {aboutMinutes(OCEAN_MINUTES)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <ShieldCheck aria-hidden="true" className="size-4" /> Seu progresso fica salvo neste navegador
              </span>
            </p>
          </div>
        }
      />

      <OceanInterstitials index={index} />
      <WizardPanel>
        {/* Before the page's code runs, a tap posts the step and the server answers with the next (issue 32). */}
        <WizardForm
          action={OCEAN_FORM_ACTION}
          hidden={{ [FORM_FIELDS.question]: id, [FORM_FIELDS.seed]: formSeed }}
          className="contents"
        >
          <OceanQuestion
            key={id}
            name={FORM_FIELDS.answer}
            headingRef={steps.headingRef}
            text={TEXT_BY_ID.get(id) ?? ''}
            value={current}
            confirming={steps.confirming}
            onChange={(value) => {
              setFailure(null)
              steps.choose(value)
            }}
            disabled={submitting}
          />
  
          {/* Issue 48: asked at the end of the test, signed in; saved as soon as it is ticked (without
              JavaScript, posted with "Finalizar avaliação"). */}
          {isLast && user ? <NormsConsentField name={FORM_FIELDS.normsConsent} /> : null}

          {failure ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <p className="font-semibold">{failure.title}</p>
              <p className="mt-1">{failure.description}</p>
            </div>
          ) : (
            <FormErrorAlert />
          )}
  
          <WizardBar
            stepLabel="Afirmação"
            index={index}
            total={order.length}
            answered={answeredCount(order, answers)}
            progressLabel="Progresso do teste"
            navName={FORM_FIELDS.nav}
            onBack={() => move(index - 1)}
            backDisabled={index === 0 || submitting}
            forwardRef={steps.finishRef}
            forward={
              isLast
                ? {
                    label: submitting ? 'Enviando...' : 'Finalizar avaliação',
                    onClick: finish,
                    disabled: current === undefined || submitting || sessionLoading,
                    value: 'finish',
                  }
                : { label: 'Próximo', onClick: () => move(index + 1), disabled: current === undefined, showArrow: true }
            }
          />
        </WizardForm>
      </WizardPanel>

      {!user && !sessionLoading ? (
        <p className="text-center text-sm text-slate-600">
          Você verá seu resultado assim que terminar. Para guardá-lo, basta entrar ou criar uma conta gratuita.
        </p>
      ) : null}
      <AdSlot placement="ocean-assessment-bottom" stepScope="ocean" />
    </div>
  )
}
