import { RadioGroup } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { OTHERS_OCEAN_QUESTIONS, OTHERS_OCEAN_QUESTION_COUNT } from '#shared/ocean/others-questions'
import { scoreOthersOceanAnswers } from '#shared/ocean/others-scoring'
import { ANSWER_SCALE, isOceanAnswerValue } from '#shared/ocean/questions'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { OCEAN_OTHERS_MESSAGES } from '#shared/schemas/ocean-others'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { cn } from '#client/lib/cn'
import { toast } from '#client/lib/toast-store'
import { useSubmitOthersOcean } from '#client/features/feedback/api/submit-others-ocean'
import type { GiverOceanProgress } from '#shared/schemas/progress'
import type { GiverOcean } from '#client/features/feedback/hooks/use-giver-ocean'

interface GiverOceanStepProps {
  uuid: string
  username: string
  progress: GiverOceanProgress
  update: GiverOcean['update']
  /** Sent, skipped or no longer possible: on to /thank-you. */
  onDone: () => void
}

/**
 * The optional step after the feedback (issue 17): ten statements about the person's Big Five,
 * one tap each, anonymous like the rest. Skipping goes straight to the thank-you page.
 */
export function GiverOceanStep({ uuid, username, progress, update, onDone }: GiverOceanStepProps) {
  const submit = useSubmitOthersOcean(uuid)
  const statementRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const question = OTHERS_OCEAN_QUESTIONS[progress.index] ?? OTHERS_OCEAN_QUESTIONS[0]!
  const last = progress.index === OTHERS_OCEAN_QUESTION_COUNT - 1
  const answer = progress.answers[question.id]

  // The step replaces the details form the giver scrolled down to send: it opens at its top, at
  // the statement it is on, the title read first (issue 33).
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    window.scrollTo({ top: 0 })
    titleRef.current?.focus({ preventScroll: true })
  }, [])

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    statementRef.current?.focus()
  }, [progress.index])

  const goTo = (index: number) => {
    moved.current = true
    update({ index })
  }

  const choose = (value: string) => {
    const parsed = Number(value)
    if (!isOceanAnswerValue(parsed)) return
    update({ answers: { ...progress.answers, [question.id]: parsed } })
    // One tap: the next statement comes by itself, except after the last one.
    if (!last) goTo(progress.index + 1)
  }

  const send = () => {
    const scored = scoreOthersOceanAnswers(progress.answers)
    if (!scored.ok) {
      const missing = OTHERS_OCEAN_QUESTIONS.findIndex((q) => progress.answers[q.id] === undefined)
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
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3 text-sm font-semibold">
          <span className="text-violet-800">
            Afirmação {progress.index + 1} de {OTHERS_OCEAN_QUESTION_COUNT}
          </span>
          <span className="text-slate-600">{Math.round(((progress.index + 1) / OTHERS_OCEAN_QUESTION_COUNT) * 100)}% concluído</span>
        </div>
        <div
          role="progressbar"
          aria-label="Progresso das afirmações"
          aria-valuemin={0}
          aria-valuemax={OTHERS_OCEAN_QUESTION_COUNT}
          aria-valuenow={progress.index + 1}
          className="h-2 overflow-hidden rounded-full bg-violet-100"
        >
          <div className="h-full rounded-full bg-violet-700" style={{ width: `${((progress.index + 1) / OTHERS_OCEAN_QUESTION_COUNT) * 100}%` }} />
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <h2
          id="big-five-360-afirmacao"
          ref={statementRef}
          tabIndex={-1}
          className="text-xl font-semibold leading-snug text-slate-900 outline-none"
        >
          {question.text}
        </h2>
        <RadioGroup.Root
          key={question.id}
          aria-labelledby="big-five-360-afirmacao"
          value={answer === undefined ? '' : String(answer)}
          onValueChange={choose}
          disabled={submit.isPending}
          className="grid gap-2 sm:grid-cols-5"
        >
          {ANSWER_SCALE.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={String(option.value)}
              aria-label={option.label}
              className={cn(
                'group flex min-h-12 items-center gap-3 rounded-xl border-2 px-4 py-2 text-left',
                'sm:flex-col sm:justify-center sm:gap-1 sm:px-2 sm:text-center',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
                'border-slate-200 bg-white hover:border-violet-300 hover:bg-violet-50',
                'data-[state=checked]:border-violet-700 data-[state=checked]:bg-violet-50',
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-slate-300 font-bold text-slate-700 group-data-[state=checked]:border-violet-700 group-data-[state=checked]:bg-violet-700 group-data-[state=checked]:text-white"
              >
                {option.value}
              </span>
              <span aria-hidden="true" className="text-sm font-medium text-slate-800">
                {option.label}
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={progress.index === 0 || submit.isPending} onClick={() => goTo(progress.index - 1)}>
          Anterior
        </Button>
        <div className="flex flex-wrap gap-3">
          <Button variant="ghost" disabled={submit.isPending} onClick={onDone}>
            Pular e concluir
          </Button>
          {last ? (
            <Button disabled={answer === undefined || submit.isPending} onClick={send}>
              {submit.isPending ? 'Enviando...' : 'Enviar respostas'}
            </Button>
          ) : (
            <Button variant="secondary" disabled={answer === undefined} onClick={() => goTo(progress.index + 1)}>
              Próxima
            </Button>
          )}
        </div>
      </div>
    </Card>
  )
}
