import { Lock } from 'lucide-react'
import { Link } from 'react-router'
import { DISC_NAMES, DISC_SCORE_KEYS, SCORE_KEY_TO_TYPE } from '#shared/disc/types'
import { roundsIndexVerdict } from '#shared/feedback/self-knowledge'
import { formatDate } from '#shared/format'
import type { FeedbackRoundsResponse, RoundComparison } from '#shared/schemas/rounds'
import { Button } from '#client/components/ui/button'
import { Skeleton } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { useFeedbackRounds } from '#client/features/history/api/get-rounds'

const shortDate = (iso: string) => formatDate(iso, 'medium')
const answers = (count: number) => (count === 1 ? '1 resposta' : `${count} respostas`)

function roundDates(round: FeedbackRoundsResponse['rounds'][number]) {
  return round.closedAt ? `${shortDate(round.openedAt)} a ${shortDate(round.closedAt)}` : `desde ${shortDate(round.openedAt)}`
}

/** Others minus self: "+8" (the others see 8 points more of it than you do), read out in full. */
function GapText({ gap }: { gap: number }) {
  if (gap === 0) return <span className="text-slate-600">= você</span>
  return (
    <span className={gap > 0 ? 'text-emerald-800' : 'text-rose-800'}>
      {gap > 0 ? '+' : '−'}
      {Math.abs(gap)}
      <span className="sr-only"> {gap > 0 ? 'a mais' : 'a menos'} que na sua autoimagem</span>
    </span>
  )
}

function Comparison({ comparison }: { comparison: RoundComparison[] }) {
  const verdict = roundsIndexVerdict(comparison.map((round) => round.selfKnowledge))
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {/* Focusable so the table can be scrolled sideways from the keyboard on a phone. */}
      <div role="region" aria-label="Comparação entre rodadas" tabIndex={0} className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-violet-700">
        <table className="w-full min-w-[16rem] text-left text-sm">
          <caption className="sr-only">Como os outros te veem em cada rodada, a diferença para a sua autoimagem e o índice de autoconhecimento</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="w-28 py-1 pr-2 align-bottom font-semibold">Dimensão</th>
              {comparison.map((round) => (
                <th key={round.number} scope="col" className="py-1 pr-2 align-bottom font-semibold">
                  <span className="block whitespace-nowrap text-slate-900">Rodada {round.number}</span>
                  <span className="block text-xs font-normal">{answers(round.releasedCount)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DISC_SCORE_KEYS.map((key) => (
              <tr key={key} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-2 font-semibold text-slate-900">{DISC_NAMES[SCORE_KEY_TO_TYPE[key]]}</th>
                {comparison.map((round) => (
                  <td key={round.number} className="py-2 pr-2 whitespace-nowrap text-slate-900">
                    {round.others ? (
                      <>
                        <span className="block">{round.others[key]}%</span>
                        {round.gaps ? <span className="block text-xs"><GapText gap={round.gaps[key]} /></span> : null}
                      </>
                    ) : (
                      <span className="text-slate-500">—</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t-2 border-slate-200">
              <th scope="row" className="py-2 pr-2 font-semibold text-slate-900">Índice de auto{'\u00AD'}conhecimento</th>
              {comparison.map((round) => (
                <td key={round.number} className="py-2 pr-2 whitespace-nowrap">
                  {round.selfKnowledge ? (
                    <span className="font-bold text-violet-800" data-testid={`indice-rodada-${round.number}`}>
                      {round.selfKnowledge.value}
                      <span className="font-normal text-slate-600"> (± {round.selfKnowledge.margin})</span>
                    </span>
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {verdict ? <p className="text-sm text-slate-800">{verdict}</p> : null}
      <p className="text-xs text-slate-600">
        Porcentagens: a média de como os outros te veem em cada rodada; abaixo, em pontos, quanto eles veem a mais (+) ou a menos (−) do
        que o seu próprio teste daquela época. O índice
        vai de 0 a 100 (100: os outros te veem exatamente como você se vê) e mostra a margem de erro de 95%. Ele só aparece quando as
        rodadas comparadas têm pelo menos 3 respostas cada, para proteger o anonimato de quem respondeu. A maior parte da margem vem do
        seu teste de 10 perguntas:{' '}
        <Link to="/assessment/parallel" className="font-semibold text-violet-800 underline underline-offset-2">
          o teste paralelo
        </Link>
        , com as mesmas 24 perguntas dos outros, deixa a margem menor.
      </p>
    </div>
  )
}

/**
 * "Sua evolução" across feedback rounds (issue 36): the rounds and their released counts for
 * everyone; for Premium, the others' DISC per round, the gap to the self image and the
 * self-knowledge index with its margin. A free answer carries no comparison at all.
 */
export function RoundsEvolution() {
  const rounds = useFeedbackRounds()
  if (rounds.isPending) return <Skeleton className="h-32 w-full" />
  if (rounds.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-900">
        <p>{errorMessage(rounds.error, 'Não foi possível carregar suas rodadas de feedback.')}</p>
        <Button variant="secondary" size="sm" onClick={() => void rounds.refetch()}>
          Tentar novamente
        </Button>
      </div>
    )
  }
  const data = rounds.data
  return (
    <section aria-labelledby="rodadas-evolucao-titulo" className="flex min-w-0 flex-col gap-3">
      <h3 id="rodadas-evolucao-titulo" className="text-lg font-bold text-slate-900">
        Rodadas de feedback
      </h3>
      <ul className="flex flex-col gap-1 text-sm text-slate-800">
        {data.rounds.map((round) => (
          <li key={round.number}>
            <span className="font-semibold">Rodada {round.number}</span>
            {round.number === data.currentRound ? ' (atual)' : ''}: {answers(round.releasedCount)}, {roundDates(round)}
          </li>
        ))}
      </ul>
      {data.comparison === undefined ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-700" />
          <span>
            Com o Premium, compare lado a lado como os outros te veem em cada rodada e acompanhe seu índice de autoconhecimento.{' '}
            <Link to="/pricing" className="font-semibold text-violet-800 underline underline-offset-2">
              Conhecer o Premium
            </Link>
          </span>
        </p>
      ) : data.rounds.length < 2 ? (
        <p className="text-sm text-slate-600">
          Quando você abrir uma nova rodada de feedback, as duas aparecem aqui lado a lado, com o seu índice de autoconhecimento.
        </p>
      ) : (
        <Comparison comparison={data.comparison} />
      )}
    </section>
  )
}
