import { ArrowRight, CheckCircle2, ListChecks } from 'lucide-react'
import { Link } from 'react-router'
import { DISC_OTHERS_QUESTION_COUNT } from '#shared/product'
import { useLatestParallel } from '#client/features/parallel-self/api/parallel-assessment'
import { aboutMinutes, PARALLEL_SELF_MINUTES } from '#shared/form-time'

export const PARALLEL_INVITATION = `Responda sobre você as mesmas ${DISC_OTHERS_QUESTION_COUNT} perguntas que seus amigos respondem`

/**
 * Near "Como os outros te veem" on /results: an invitation to the parallel self form while the
 * person has not taken it; once taken, one line saying the comparison rests on the same questions.
 */
export function ParallelSelfCard() {
  const latest = useLatestParallel()
  if (latest.isPending || latest.isError) return null

  if (latest.data) {
    return (
      <section
        aria-label="Comparação com as mesmas perguntas"
        className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <p className="text-sm">
          Você respondeu sobre si as mesmas {DISC_OTHERS_QUESTION_COUNT} perguntas que seus amigos respondem: a comparação
          com a visão dos outros usa essas respostas, com as mesmas perguntas dos dois lados.{' '}
          <Link to="/assessment/parallel" className="font-semibold underline underline-offset-2 hover:text-emerald-800">
            Responder de novo
          </Link>
        </p>
      </section>
    )
  }

  return (
    <section
      aria-labelledby="paralelo-titulo"
      className="flex flex-col gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 text-slate-900 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <ListChecks aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-violet-700" />
        <div>
          <h2 id="paralelo-titulo" className="text-base font-bold sm:text-lg">
            {PARALLEL_INVITATION}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Com as mesmas perguntas dos dois lados, a comparação entre como você se vê e como os outros te veem fica mais
            precisa. Leva {aboutMinutes(PARALLEL_SELF_MINUTES)}.
          </p>
        </div>
      </div>
      <Link
        to="/assessment/parallel"
        className="inline-flex items-center justify-center gap-1.5 self-start rounded-lg bg-violet-700 px-4 py-2 text-sm font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        Responder as {DISC_OTHERS_QUESTION_COUNT} perguntas <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  )
}
