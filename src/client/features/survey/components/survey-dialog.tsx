import { useState } from 'react'
import { SURVEY_STEPS } from '#shared/product'
import { SURVEY_DIALOG_TITLE, SURVEY_MESSAGES, SURVEY_STEP_TITLES } from '#shared/survey/questions'
import { Button } from '#client/components/ui/button'
import { Dialog } from '#client/components/ui/dialog'
import { toast } from '#client/lib/toast-store'
import { track } from '#client/lib/analytics'
import { useSubmitSurvey } from '#client/features/survey/api/submit-survey'
import { clearSurveyDraft, readSurveyDraft, saveSurveyDraft, type SurveyAnswers } from './survey-draft'
import { SURVEY_STEP_COMPONENTS } from './survey-steps'

const LAST_STEP = SURVEY_STEPS - 1

/**
 * The five-step experience survey (SPEC.md §2, §4). The draft and its step are saved on Next,
 * on close and on 'Continuar depois', and restored when the dialog opens again.
 */
export function SurveyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <OpenSurvey onClose={onClose} /> : null
}

function OpenSurvey({ onClose }: { onClose: () => void }) {
  const [draft] = useState(() => {
    const saved = readSurveyDraft()
    const step = Math.min(Math.max(saved?.step ?? 0, 0), LAST_STEP)
    track('survey_started', { step })
    return { step, answers: saved?.answers ?? {} }
  })
  const [step, setStep] = useState(draft.step)
  const [answers, setAnswers] = useState<SurveyAnswers>(draft.answers)
  const submit = useSubmitSurvey()

  const update = (patch: Partial<SurveyAnswers>) => setAnswers((current) => ({ ...current, ...patch }))

  const close = () => {
    saveSurveyDraft({ step, answers })
    if (step < LAST_STEP) track('survey_abandoned', { step, total: SURVEY_STEPS })
    onClose()
  }

  const next = () => {
    const target = Math.min(step + 1, LAST_STEP)
    saveSurveyDraft({ step: target, answers })
    setStep(target)
  }

  const send = () => {
    saveSurveyDraft({ step, answers })
    submit.mutate(
      { ...answers, completedAt: new Date().toISOString(), currentStep: SURVEY_STEPS },
      {
        onSuccess: () => {
          clearSurveyDraft()
          track('survey_completed', { npsScore: answers.npsScore ?? null })
          toast({ title: SURVEY_MESSAGES.thanksTitle, description: SURVEY_MESSAGES.thanksDescription, variant: 'success' })
          onClose()
        },
        onError: () =>
          toast({ title: SURVEY_MESSAGES.failureTitle, description: SURVEY_MESSAGES.failureDescription, variant: 'destructive' }),
      },
    )
  }

  const StepComponent = SURVEY_STEP_COMPONENTS[step] ?? SURVEY_STEP_COMPONENTS[0]
  const percent = Math.round(((step + 1) / SURVEY_STEPS) * 100)

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) close()
      }}
      title={SURVEY_DIALOG_TITLE}
      description={`${SURVEY_STEP_TITLES[step]} · Passo ${step + 1} de ${SURVEY_STEPS}`}
      closeLabel="Fechar pesquisa"
    >
      <div className="flex flex-col gap-6">
        <div
          role="progressbar"
          aria-label="Progresso da pesquisa"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-violet-100"
        >
          <div className="h-full rounded-full bg-violet-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <h3 className="text-base font-bold text-violet-900">{SURVEY_STEP_TITLES[step]}</h3>
        <StepComponent answers={answers} update={update} />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={close}>
            Continuar depois
          </Button>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 0 || submit.isPending} className="flex-1 sm:flex-none">
              Anterior
            </Button>
            {step < LAST_STEP ? (
              <Button onClick={next} className="flex-1 sm:flex-none">
                Próximo
              </Button>
            ) : (
              <Button onClick={send} disabled={submit.isPending} className="flex-1 sm:flex-none">
                {submit.isPending ? 'Enviando...' : 'Enviar Respostas'}
              </Button>
            )}
          </div>
        </div>
      </div>
    </Dialog>
  )
}
