import { useEffect, useRef, type MouseEvent } from 'react'
import { giverFormAction } from '#shared/forms/giver-form'
import { OTHERS_OCEAN_QUESTIONS, OTHERS_OCEAN_QUESTION_COUNT } from '#shared/ocean/others-questions'
import { scoreOthersOceanAnswers } from '#shared/ocean/others-scoring'
import type { OceanAnswerValue } from '#shared/ocean/questions'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback-texts'
import { OCEAN_OTHERS_MESSAGES } from '#shared/schemas/ocean-others'
import type { GiverFormView, GiverOceanProgress } from '#shared/schemas/progress'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { toast } from '#client/lib/toast-store'
import { useSubmitOthersOcean } from '#client/features/feedback/api/submit-others-ocean'
import type { GiverOcean } from '#client/features/feedback/hooks/use-giver-ocean'
import { OceanQuestion } from '#client/components/ocean-question'
import { GiverFormMessage } from './giver-questions'

/** What the step does in place once the giver's secret is in the browser (see GiverOceanStep). */
interface InPlace {
  choose: (value: OceanAnswerValue) => void
  goTo: (index: number) => void
  skip: () => void
  send: () => void
  pending: boolean
}

interface OceanStepViewProps {
  uuid: string
  username: string
  index: number
  answers: Partial<Record<string, number>>
  /** The server's message for the last post. */
  error?: string | null
  /** Absent: every tap posts the form, and the server, which keeps the secret, answers with the next page (decision 0036). */
  inPlace?: InPlace
}

/** A nav button's click, handled in place when the step is (otherwise the button posts the form). */
const handled = (action: (() => void) | undefined) =>
  action &&
  ((event: MouseEvent) => {
    event.preventDefault()
    action()
  })

/**
 * The optional step after the feedback (issue 17): ten statements about the person's Big Five, one
 * tap each, anonymous like the rest; skipping goes straight to the thank-you page. One form, whose
 * answers and buttons post without JavaScript.
 */
function OceanStepView({ uuid, username, index, answers, error, inPlace }: OceanStepViewProps) {
  const question = OTHERS_OCEAN_QUESTIONS[index] ?? OTHERS_OCEAN_QUESTIONS[0]!
  const answer = answers[question.id] as OceanAnswerValue | undefined
  const last = index === OTHERS_OCEAN_QUESTION_COUNT - 1
  const percent = Math.round(((index + 1) / OTHERS_OCEAN_QUESTION_COUNT) * 100)
  const pending = inPlace?.pending ?? false
  const statementRef = useRef<HTMLHeadingElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)

  // In place, the step replaces the details form the giver scrolled down to send: it opens at its
  // top, the title read first (issue 33); each later statement takes the focus.
  const inPlaceNow = inPlace !== undefined
  const shown = useRef<number | null>(null)
  useEffect(() => {
    if (!inPlaceNow || shown.current === index) return
    const opening = shown.current === null
    shown.current = index
    if (!opening) return statementRef.current?.focus()
    window.scrollTo({ top: 0 })
    titleRef.current?.focus({ preventScroll: true })
  }, [index, inPlaceNow])

  return (
    <Card className="flex flex-col gap-6" data-testid="etapa-big-five">
      <header className="flex flex-col gap-2">
        <span className="w-fit rounded-full bg-fuchsia-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-fuchsia-900">
          Opcional
        </span>
        {/* Said here, not in a toast over the page's header (issue 33). */}
        <p role="status" className="w-fit rounded-xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {FEEDBACK_MESSAGES.success}
        </p>
        <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl">
          Quer ajudar mais? 10 afirmações rápidas sobre a personalidade de {username}
        </h1>
        <p className="text-slate-700">
          Estas afirmações ajudam {username} a comparar o próprio Big Five com o que as pessoas percebem. Leva menos
          de um minuto e continua anônimo.
        </p>
      </header>
      <GiverFormMessage error={error} />
      <form method="post" action={giverFormAction(uuid)} onSubmit={inPlace && ((event) => event.preventDefault())} className="flex flex-col gap-6">
        <input type="hidden" name="step" value="ocean" />
        <input type="hidden" name="index" value={index} />
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3 text-sm font-semibold">
            <span className="text-violet-800">
              Afirmação {index + 1} de {OTHERS_OCEAN_QUESTION_COUNT}
            </span>
            <span className="text-slate-600">{percent}% concluído</span>
          </div>
          <div
            role="progressbar"
            aria-label="Progresso das afirmações"
            aria-valuemin={0}
            aria-valuemax={OTHERS_OCEAN_QUESTION_COUNT}
            aria-valuenow={index + 1}
            className="h-2 overflow-hidden rounded-full bg-violet-100"
          >
            <div className="h-full rounded-full bg-violet-700" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <OceanQuestion
          key={question.id}
          text={question.text}
          value={answer}
          onChange={inPlace?.choose}
          disabled={pending}
          headingRef={statementRef}
          name="answer"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="submit" name="nav" value="back" variant="secondary" disabled={index === 0 || pending} onClick={handled(inPlace && (() => inPlace.goTo(index - 1)))}>
            Anterior
          </Button>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="nav" value="skip" variant="ghost" disabled={pending} onClick={handled(inPlace?.skip)}>
              Pular e concluir
            </Button>
            {last ? (
              <Button type="submit" name="nav" value="send" disabled={answer === undefined || pending} onClick={handled(inPlace?.send)}>
                {pending ? 'Enviando...' : 'Enviar respostas'}
              </Button>
            ) : (
              <Button type="submit" name="nav" value="next" variant="secondary" disabled={answer === undefined} onClick={handled(inPlace && (() => inPlace.goTo(index + 1)))}>
                Próxima
              </Button>
            )}
          </div>
        </div>
      </form>
    </Card>
  )
}

/** The step of a giver whose feedback went by a posted form: where the server's progress is. */
export function PostedOceanStep({ uuid, username, view, error }: { uuid: string; username: string; view: GiverFormView; error: string | null }) {
  return <OceanStepView uuid={uuid} username={username} index={view.oceanIndex} answers={view.oceanAnswers} error={error} />
}

interface GiverOceanStepProps {
  uuid: string
  username: string
  progress: GiverOceanProgress
  update: GiverOcean['update']
  /** Sent, skipped or no longer possible: on to /thank-you. */
  onDone: () => void
}

/** The step in place: the giver's secret from step 1 is in the browser, the answers go by the JSON route. */
export function GiverOceanStep({ uuid, username, progress, update, onDone }: GiverOceanStepProps) {
  const submit = useSubmitOthersOcean(uuid)
  const { index, answers } = progress
  const question = OTHERS_OCEAN_QUESTIONS[index] ?? OTHERS_OCEAN_QUESTIONS[0]!
  const goTo = (to: number) => update({ index: to })

  const send = () => {
    const scored = scoreOthersOceanAnswers(answers)
    if (!scored.ok) {
      const missing = OTHERS_OCEAN_QUESTIONS.findIndex((q) => answers[q.id] === undefined)
      toast({ title: 'Faltam respostas', description: scored.error, variant: 'destructive' })
      if (missing >= 0) goTo(missing)
      return
    }
    submit.mutate(
      { assessmentId: progress.assessmentId, answers: scored.answers },
      {
        onSuccess: () => {
          toast({ title: 'Obrigado! Suas respostas sobre a personalidade foram enviadas.', variant: 'success' })
          onDone()
        },
        onError: (error) => {
          // Already stored (an earlier answer was lost on the way back): it counted.
          if (error instanceof ApiError && error.status === 409) return onDone()
          toast({
            title: OCEAN_OTHERS_MESSAGES.submitFailed,
            description: errorMessage(error, 'Verifique sua conexão e tente novamente, ou pule esta etapa.'),
            variant: 'destructive',
          })
        },
      },
    )
  }

  const inPlace: InPlace = {
    choose: (value) => {
      // One tap: the next statement comes by itself, except after the last one.
      update({ answers: { ...answers, [question.id]: value }, ...(index < OTHERS_OCEAN_QUESTION_COUNT - 1 ? { index: index + 1 } : {}) })
    },
    goTo,
    skip: onDone,
    send,
    pending: submit.isPending,
  }
  return <OceanStepView uuid={uuid} username={username} index={index} answers={answers} inPlace={inPlace} />
}
