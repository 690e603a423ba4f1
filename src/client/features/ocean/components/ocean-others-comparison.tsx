import { Users } from 'lucide-react'
import { Link } from '#client/lib/router'
import { GAP_THRESHOLD } from '#shared/product'
import { OCEAN_FACTOR_NAMES, OCEAN_SCORE_KEYS, SCORE_KEY_TO_FACTOR, type OceanScoreKey, type OceanScores } from '#shared/ocean/types'
import { OCEAN_OTHERS_MESSAGES, type OthersOcean } from '#shared/schemas/ocean-others'
import { InviteLinkShare } from '#client/components/invite/invite-link-share'
import { Button } from '#client/components/ui/button'
import { Skeleton } from '#client/components/ui/spinner'
import { useUser } from '#client/lib/session'
import { useOthersOcean } from '#client/features/ocean/api/get-others-ocean'

function gapText(name: string, self: number, others: number) {
  const gap = Math.abs(self - others)
  return self > others
    ? `Você se vê com ${gap} pontos a mais de ${name} do que as pessoas percebem.`
    : `As pessoas percebem ${gap} pontos a mais de ${name} do que você se atribui.`
}

function Verdict({ confirmed, premium }: { confirmed: boolean | undefined; premium: boolean }) {
  if (!premium) {
    return (
      <span className="text-xs text-slate-600">
        No <Link to="/pricing" className="font-semibold text-violet-800 underline">Premium</Link>, você vê se as pessoas
        concordam entre si sobre esta diferença.
      </span>
    )
  }
  return confirmed ? (
    <span className="w-fit rounded-full bg-violet-900 px-2 py-0.5 text-xs font-semibold text-white">
      Confirmada: as pessoas concordam entre si
    </span>
  ) : (
    <span className="w-fit rounded-full border border-slate-400 px-2 py-0.5 text-xs font-semibold text-slate-800">
      Opiniões divididas: peça mais respostas
    </span>
  )
}

function FactorRow({ keyName, self, data, premium }: { keyName: OceanScoreKey; self: number; data: OthersOcean; premium: boolean }) {
  const others = data[keyName] ?? 0
  const name = OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[keyName]]
  const flagged = Math.abs(self - others) >= GAP_THRESHOLD
  return (
    <li className="flex flex-col gap-2 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0" data-testid={`comparacao-${keyName}`}>
      <span className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">{name}</span>
        <span className="tabular-nums text-slate-700">
          Você {self} · Outros {others}
        </span>
      </span>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <div className="h-2 overflow-hidden rounded-full bg-violet-100">
          <div className="h-full rounded-full bg-violet-700" style={{ width: `${self}%` }} />
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full rounded-full bg-slate-500" style={{ width: `${others}%` }} />
        </div>
      </div>
      {flagged ? (
        <div className="flex flex-col gap-1 rounded-lg bg-amber-50 p-2">
          <span className="text-sm font-medium text-amber-950">{gapText(name.toLowerCase(), self, others)}</span>
          <Verdict confirmed={data.confirmed?.[keyName]} premium={premium} />
        </div>
      ) : null}
    </li>
  )
}

/**
 * Self against what others answered about the person's Big Five (issue 17): from 3 raters, per
 * factor, gaps of GAP_THRESHOLD flagged (and, for Premium, whether the raters agree); before,
 * how many are missing and the invite link.
 */
export function OceanOthersComparison({ self }: { self: OceanScores }) {
  const others = useOthersOcean()
  const { user } = useUser()
  const premium = user?.isPremium === true

  let body
  if (others.isPending) {
    body = <Skeleton className="h-24 w-full" />
  } else if (others.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-slate-700">
        <p>{OCEAN_OTHERS_MESSAGES.fetchFailed}. Tente novamente em alguns instantes.</p>
        <Button variant="secondary" size="sm" onClick={() => void others.refetch()}>
          Tentar novamente
        </Button>
      </div>
    )
  } else if (others.data.openness === null) {
    const { count, minimum } = others.data
    const missing = minimum - count
    body = (
      <div className="flex flex-col gap-3" data-testid="comparacao-big-five-faltam">
        <p className="text-sm text-slate-700">
          {count === 0
            ? 'Ninguém respondeu ainda.'
            : `${count} ${count === 1 ? 'pessoa respondeu' : 'pessoas responderam'} até agora.`}{' '}
          {missing === 1 ? 'Falta 1 pessoa' : `Faltam ${missing} pessoas`} para a comparação aparecer: ela só aparece
          a partir de {minimum} respostas, para ninguém ser identificado. Quem dá feedback pelo seu link pode responder
          10 afirmações rápidas sobre a sua personalidade.
        </p>
        <InviteLinkShare shareTitle="Meu link de feedback" />
      </div>
    )
  } else {
    const data = others.data
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          {data.count} pessoas responderam. Barra escura: você; barra cinza: a média de quem respondeu. Diferenças de{' '}
          {GAP_THRESHOLD} pontos ou mais aparecem destacadas.
        </p>
        <ul className="flex flex-col gap-3">
          {OCEAN_SCORE_KEYS.map((key) => (
            <FactorRow key={key} keyName={key} self={self[key]} data={data} premium={premium} />
          ))}
        </ul>
      </div>
    )
  }

  return (
    <section aria-labelledby="big-five-360-titulo" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <h3 id="big-five-360-titulo" className="flex items-center gap-2 font-semibold text-slate-900">
        <Users aria-hidden="true" className="size-4 text-violet-700" /> Como os outros te veem no Big Five
      </h3>
      {body}
    </section>
  )
}
