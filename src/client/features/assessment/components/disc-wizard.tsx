import { ArrowLeft, ArrowRight, Check } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { scoreDiscAnswers } from '#shared/disc/scoring'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import type { DiscOption } from '#shared/disc/types'
import { ASSESSMENT_MESSAGES, type DiscAssessment } from '#shared/schemas/assessment'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { toast } from '#client/lib/toast-store'
import { errorMessage } from '#client/lib/api-client'
import { useSubmitAssessment } from '#client/features/assessment/api/submit-assessment'
import { useDiscProgress } from '#client/features/assessment/hooks/disc-progress'
import { AssessmentProgress } from './assessment-progress'
import { QuestionStep } from './question-step'
import { AssessmentMidAd } from '#client/components/ads/assessment-mid-ad'
import { track } from '#client/lib/analytics'

const BANK = DISC_SELF_QUESTIONS

function askForAnswer() {
  toast({
    title: ASSESSMENT_MESSAGES.selectOptionTitle,
    description: ASSESSMENT_MESSAGES.selectOptionDescription,
    variant: 'destructive',
  })
}

/**
 * The ten-question wizard (SPEC.md §2, §4). Every change is written to storage at once, so a
 * reload comes back to the same question, answers and option order; a failed submission keeps
 * everything and says why.
 */
export function DiscWizard({ onSubmitted }: { onSubmitted: (saved: DiscAssessment) => void }) {
  const [progress, setProgress, clearProgress] = useDiscProgress(BANK)
  const submission = useSubmitAssessment()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const navigated = useRef(false)

  useEffect(() => {
    // After Próximo/Anterior, the new question is announced by moving focus to it.
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

  const select = (optionId: string) => {
    if (Object.keys(progress.answers).length === 0) {
      track('assessment_started', { type: 'self' })
    }
    setProgress((current) => ({ ...current, answers: { ...current.answers, [question.id]: optionId } }))
  }

  const goTo = (index: number) => {
    navigated.current = true
    setProgress((current) => ({ ...current, index }))
  }

  const next = () => {
    if (!selected) return askForAnswer()
    goTo(progress.index + 1)
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
    <Card className="flex flex-col gap-6">
      <AssessmentProgress index={progress.index} total={BANK.length} />
      <QuestionStep
        key={question.id}
        question={question}
        options={options}
        selected={selected}
        onSelect={select}
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
          <Button onClick={next}>
            Próximo <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      <AssessmentMidAd index={progress.index} />
    </Card>
  )
}
