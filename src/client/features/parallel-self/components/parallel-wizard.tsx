import { ArrowLeft, ArrowRight, Check } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { DISC_PARALLEL_SELF_QUESTIONS } from '#shared/disc/parallel-self-questions'
import { scoreDiscAnswers } from '#shared/disc/scoring'
import type { DiscOption } from '#shared/disc/types'
import { PARALLEL_MESSAGES } from '#shared/schemas/parallel'
import { DiscQuestionView } from '#client/components/disc-question'
import { StepProgress } from '#client/components/step-progress'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { errorMessage } from '#client/lib/api-client'
import { toast } from '#client/lib/toast-store'
import { useSubmitParallel } from '#client/features/parallel-self/api/parallel-assessment'
import { useParallelProgress } from '#client/features/parallel-self/hooks/parallel-progress'

const BANK = DISC_PARALLEL_SELF_QUESTIONS
const HINT = 'Pense em como você costuma agir na maior parte das situações. Não há respostas certas ou erradas.'

function askForAnswer() {
  toast({ title: 'Selecione uma opção', description: 'Escolha uma resposta antes de seguir.', variant: 'destructive' })
}

/** The 24 questions the others answer, in the first person, one at a time. */
export function ParallelWizard({ onSubmitted }: { onSubmitted: () => void }) {
  const [progress, setProgress, clearProgress] = useParallelProgress()
  const submission = useSubmitParallel()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const navigated = useRef(false)

  useEffect(() => {
    if (navigated.current) headingRef.current?.focus()
  }, [progress.index])

  const question = BANK[progress.index] ?? BANK[0]
  if (!question) return null
  const options = (progress.order[question.id] ?? [])
    .map((id) => question.options.find((option) => option.id === id))
    .filter((option): option is DiscOption => Boolean(option))
  const selected = progress.answers[question.id]
  const isFirst = progress.index === 0
  const isLast = progress.index === BANK.length - 1
  const sending = submission.isPending

  const goTo = (index: number) => {
    navigated.current = true
    setProgress((current) => ({ ...current, index }))
  }

  const finish = () => {
    if (!selected) return askForAnswer()
    const scored = scoreDiscAnswers(BANK, progress.answers)
    if (!scored.ok) {
      const firstMissing = BANK.findIndex((q) => !progress.answers[q.id])
      if (firstMissing >= 0) goTo(firstMissing)
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
    <Card className="flex flex-col gap-6">
      <StepProgress index={progress.index} total={BANK.length} stepLabel="Pergunta" doneLabel="concluído" ariaLabel="Progresso do questionário" />
      <DiscQuestionView
        key={question.id}
        question={question}
        options={options}
        selected={selected}
        onSelect={(optionId) =>
          setProgress((current) => ({ ...current, answers: { ...current.answers, [question.id]: optionId } }))
        }
        hint={HINT}
        disabled={sending}
        headingRef={headingRef}
      />
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <Button variant="ghost" onClick={() => goTo(progress.index - 1)} disabled={isFirst || sending}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Anterior
        </Button>
        {isLast ? (
          <Button onClick={finish} disabled={sending} aria-live="polite">
            {sending ? 'Enviando...' : 'Finalizar'}
            {sending ? null : <Check aria-hidden="true" className="size-4" />}
          </Button>
        ) : (
          <Button onClick={() => (selected ? goTo(progress.index + 1) : askForAnswer())}>
            Próximo <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
    </Card>
  )
}
