import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '#shared/format'
import { RELEASE_GROUP_SIZE } from '#shared/product'
import { ROUND_MIN_DAYS } from '#shared/schemas/rounds'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Dialog } from '#client/components/ui/dialog'
import { errorMessage } from '#client/lib/api-client'
import { useFeedbackRounds, useOpenRound } from '#client/features/history/api/get-rounds'
import { RoundsEvolution } from './rounds-evolution'

const answers = (count: number) => (count === 1 ? '1 resposta' : `${count} respostas`)

function OpenRoundDialog({ open, onOpenChange, next, waiting }: { open: boolean; onOpenChange: (open: boolean) => void; next: number; waiting: number }) {
  const opening = useOpenRound()
  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        if (!value) opening.reset()
        onOpenChange(value)
      }}
      title={`Abrir a rodada ${next}?`}
      description="Seu link de feedback continua o mesmo."
    >
      <div className="flex flex-col gap-4 text-sm text-slate-800">
        <ul className="list-disc space-y-2 pl-5">
          <li>A rodada atual é encerrada e fica guardada em “Sua evolução”.</li>
          <li>As respostas enviadas a partir de agora contam para a rodada {next}, que começa vazia.</li>
          <li>Você só poderá abrir outra rodada daqui a {ROUND_MIN_DAYS} dias.</li>
          {waiting > 0 ? (
            <li>
              {waiting === 1 ? 'A resposta que aguarda' : `As ${waiting} respostas que aguardam`} o grupo de 3 desta rodada{' '}
              {waiting === 1 ? 'será descartada' : 'serão descartadas'} sem ser {waiting === 1 ? 'mostrada' : 'mostradas'}, para proteger o
              anonimato de quem respondeu.
            </li>
          ) : null}
        </ul>
        {opening.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
            {errorMessage(opening.error, 'Não foi possível abrir a nova rodada. Tente novamente.')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button
            disabled={opening.isPending}
            onClick={() => opening.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
          >
            {opening.isPending ? 'Abrindo...' : `Abrir rodada ${next}`}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

/**
 * The feedback rounds on the "Como os outros te veem" tab (issue 36): which round the page shows,
 * "Nova rodada de feedback", and, right after an opening, an empty state that points to the
 * previous round instead of an empty radar. In round 1 it is one compact row, from the first
 * released group on (the tab's height on a phone is budgeted, tests/e2e/results/results-tabs.spec.ts).
 */
export function RoundsCard({ waiting }: { waiting: number }) {
  const rounds = useFeedbackRounds()
  const [open, setOpen] = useState(false)
  if (rounds.isPending || rounds.isError) return null
  const data = rounds.data
  const current = data.rounds.find((round) => round.number === data.currentRound)
  const previous = data.rounds.find((round) => round.number === data.currentRound - 1)
  const empty = previous !== undefined && (current?.releasedCount ?? 0) === 0
  if (!previous) {
    // Round 1: one compact row, and only once there is something to compare with (3+ released).
    if ((current?.releasedCount ?? 0) < RELEASE_GROUP_SIZE) return null
    return (
      <Card role="region" aria-labelledby="rodada-atual-titulo" className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-5 sm:py-3">
        <div className="min-w-0">
          <h2 id="rodada-atual-titulo" className="text-base font-bold text-slate-900">
            Rodada {data.currentRound}
            <span className="sr-only sm:not-sr-only"> de feedback</span>
          </h2>
          <p className="text-xs text-slate-600">
            {answers(current?.releasedCount ?? 0)}
            <span className="sr-only sm:not-sr-only"> nesta rodada</span>
          </p>
        </div>
        {data.nextOpenAt ? null : (
          <>
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              <RefreshCw aria-hidden="true" className="size-4" /> Nova rodada<span className="sr-only sm:not-sr-only"> de feedback</span>
            </Button>
            <OpenRoundDialog open={open} onOpenChange={setOpen} next={data.currentRound + 1} waiting={waiting} />
          </>
        )}
      </Card>
    )
  }
  return (
    <Card role="region" aria-labelledby="rodada-atual-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="rodada-atual-titulo" className="text-xl font-bold text-slate-900">
          Rodada {data.currentRound} de feedback
        </h2>
        {current ? (
          <p className="text-sm text-slate-600">
            Aberta em {formatDate(current.openedAt)} · {answers(current.releasedCount)} nesta rodada
          </p>
        ) : null}
      </div>
      {empty ? (
        <div role="status" className="rounded-xl border border-violet-200 bg-violet-50 p-4 text-sm text-slate-800">
          <p className="font-semibold text-slate-900">Esta rodada acabou de começar.</p>
          <p className="mt-1">
            Compartilhe seu link de novo — ele continua o mesmo. As respostas aparecem aqui em grupos de 3. A rodada {previous.number} (
            {answers(previous.releasedCount)}) está guardada
            {data.comparison === undefined ? ' e aparece na lista de rodadas abaixo.' : ': compare as rodadas logo abaixo.'}
          </p>
        </div>
      ) : null}
      {data.nextOpenAt ? (
        <p className="text-sm text-slate-600">Você poderá abrir uma nova rodada a partir de {formatDate(data.nextOpenAt)}.</p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">
            Quer saber se a forma como os outros te veem mudou? Abra uma nova rodada e compare as duas.
          </p>
          <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
            <RefreshCw aria-hidden="true" className="size-4" /> Nova rodada de feedback
          </Button>
          <OpenRoundDialog open={open} onOpenChange={setOpen} next={data.currentRound + 1} waiting={waiting} />
        </div>
      )}
      {data.rounds.length > 1 ? <RoundsEvolution /> : null}
    </Card>
  )
}
