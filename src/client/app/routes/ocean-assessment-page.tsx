import { ArrowLeft, ArrowRight, Clock, ShieldCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { OCEAN_QUESTION_COUNT } from '#shared/product'
import { OCEAN_QUESTIONS, type OceanQuestionId } from '#shared/ocean/questions'
import { scoreOceanAnswers } from '#shared/ocean/scoring'
import { OCEAN_MESSAGES } from '#shared/schemas/ocean'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { errorMessage } from '#client/lib/api-client'
import { clearOceanTempResult, storeOceanTempResult } from '#client/features/ocean/ocean-assessment'
import { useUser } from '#client/lib/session'
import { useSaveOceanAssessment } from '#client/features/ocean/api/save-ocean-assessment'
import { OceanProgressBar } from '#client/features/ocean/components/ocean-progress-bar'
import { OceanQuestion } from '#client/features/ocean/components/ocean-question'
import { useOceanProgress } from '#client/features/ocean/hooks/use-ocean-progress'
import { AdSlot } from '#client/components/ads/ad-slot'
import { OceanInterstitials } from '#client/components/ads/ocean-interstitials'

const TEXT_BY_ID = new Map(OCEAN_QUESTIONS.map((question) => [question.id, question.text]))

interface Failure {
  title: string
  description: string
}

export function OceanAssessmentPage() {
  const { user, isLoading: sessionLoading } = useUser()
  const navigate = useNavigate()
  const { progress, answer, goTo, clear } = useOceanProgress()
  const save = useSaveOceanAssessment()
  const [failure, setFailure] = useState<Failure | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const movedRef = useRef(false)

  const { order, answers, index } = progress
  const id = order[index] as OceanQuestionId
  const current = answers[id]
  const answeredCount = order.filter((questionId) => answers[questionId] !== undefined).length
  const isLast = index === order.length - 1
  const submitting = save.isPending

  // Moving to another statement puts focus on it, so screen readers read the new statement.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus()
  }, [index])

  const move = (to: number) => {
    movedRef.current = true
    setFailure(null)
    goTo(to)
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
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <AdSlot placement="ocean-assessment-top" stepScope="ocean" />
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-fuchsia-700">Big Five · OCEAN</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Teste Big Five (OCEAN)</h1>
        <p className="text-slate-700">
          Indique o quanto cada afirmação descreve você hoje. Não há respostas certas ou erradas: responda pensando em
          como você costuma ser, não em como gostaria de ser.
        </p>
        <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" /> {OCEAN_QUESTION_COUNT} afirmações · cerca de 10 minutos
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ShieldCheck aria-hidden="true" className="size-4" /> Seu progresso fica salvo neste navegador
          </span>
        </p>
      </header>

      <OceanProgressBar current={index + 1} total={order.length} answered={answeredCount} />

      <OceanInterstitials index={index} />
      <Card className="flex flex-col gap-8">
        <OceanQuestion
          key={id}
          headingRef={headingRef}
          text={TEXT_BY_ID.get(id) ?? ''}
          value={current}
          onChange={(value) => {
            setFailure(null)
            answer(id, value)
          }}
          disabled={submitting}
        />

        {failure ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">{failure.title}</p>
            <p className="mt-1">{failure.description}</p>
          </div>
        ) : null}

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="secondary" onClick={() => move(index - 1)} disabled={index === 0 || submitting}>
            <ArrowLeft aria-hidden="true" className="size-4" /> Anterior
          </Button>
          {isLast ? (
            <Button size="lg" onClick={finish} disabled={current === undefined || submitting || sessionLoading}>
              {submitting ? 'Enviando...' : 'Finalizar Avaliação'}
            </Button>
          ) : (
            <Button size="lg" onClick={() => move(index + 1)} disabled={current === undefined}>
              Próximo <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
        {current === undefined ? (
          <p className="-mt-4 text-center text-sm text-slate-600 sm:text-right">
            Escolha uma resposta para continuar.
          </p>
        ) : null}
      </Card>

      {!user && !sessionLoading ? (
        <p className="text-center text-sm text-slate-600">
          Você verá seu resultado assim que terminar. Para guardá-lo, basta entrar ou criar uma conta gratuita.
        </p>
      ) : null}
      <AdSlot placement="ocean-assessment-bottom" stepScope="ocean" />
    </div>
  )
}
