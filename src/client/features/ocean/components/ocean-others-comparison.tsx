import { History, Users } from 'lucide-react'
import {
  certaintySentence,
  changeNote,
  differenceHeadline,
  rangesSentence,
  reliabilityLabel,
  reliabilitySentence,
  surerSentence,
  verdictLabel,
  verdictSentence,
  VERDICT_GAP_TEXT,
} from '#shared/feedback/verdict-texts'
import { OCEAN_FACTOR_NAMES, OCEAN_SCORE_KEYS, SCORE_KEY_TO_FACTOR, type OceanScoreKey, type OceanScores } from '#shared/ocean/types'
import { OCEAN_OTHERS_MESSAGES, type OthersOcean } from '#shared/schemas/ocean-others'
import { InviteLinkShare } from '#client/components/invite/invite-link-share'
import { Button } from '#client/components/ui/button'
import { Skeleton } from '#client/components/ui/spinner'
import { useOthersOcean } from '#client/features/ocean/api/get-others-ocean'
import { useVerdictChanges } from '#client/lib/use-verdict-changes'
import { useUser } from '#client/lib/session'
import { verdictChangeSentence, type SeenVerdict } from '#shared/feedback/verdict-change'

type FactorVerdict = NonNullable<OthersOcean['verdicts']>[number]

/** The verdict's own gap and direction in the badge's voice, as the DISC comparison and the PDF write them. */
function gapText(name: string, verdict: FactorVerdict) {
  return `${differenceHeadline(verdict, name)}.`
}

function FactorRow({
  keyName,
  self,
  data,
  change,
}: {
  keyName: OceanScoreKey
  self: number
  data: OthersOcean
  change: { from: SeenVerdict; added: number } | undefined
}) {
  const others = data[keyName] ?? 0
  const name = OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[keyName]]
  const verdict: FactorVerdict | undefined = data.verdicts?.find((entry) => entry.key === keyName)
  const changed = verdict && change ? verdictChangeSentence(change.from, verdict, change.added) : null
  const flagged = verdict !== undefined && verdict.status !== 'none'
  const surer = verdict ? surerSentence(verdict) : null
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
      {verdict ? (
        <div className={flagged ? 'flex flex-col gap-1 rounded-lg bg-amber-50 p-2' : 'flex flex-col gap-1'}>
          <span className="w-fit rounded-full border border-slate-400 px-2 py-0.5 text-xs font-semibold text-slate-800">{verdictLabel(verdict)}</span>
          {changed ? (
            <span data-testid={`mudanca-${keyName}`} className="flex items-start gap-2 text-sm text-slate-900">
              <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-700" />
              <span>{changed}</span>
            </span>
          ) : null}
          {flagged ? <span className="text-sm font-medium text-amber-950">{gapText(name.toLowerCase(), verdict)}</span> : null}
          <span className="text-xs text-slate-700 tabular-nums">{rangesSentence(verdict)}</span>
          {flagged ? <span className="text-sm text-slate-800">{verdictSentence(verdict)}</span> : null}
          {flagged ? <span className="text-xs font-semibold text-slate-700">{certaintySentence(verdict)}</span> : null}
          {surer ? <span className="text-sm text-slate-800">{surer}</span> : null}
        </div>
      ) : null}
    </li>
  )
}

/**
 * Self against what others answered about the person's Big Five (issue 17): from 3 raters, per
 * factor, the shared verdict (src/shared/feedback/verdict.ts) with both ranges, for every plan; before,
 * how many are missing and the invite link.
 */
export function OceanOthersComparison({ self }: { self: OceanScores }) {
  const others = useOthersOcean()
  const { user } = useUser()
  const shown = user && others.data?.verdicts ? others.data.verdicts : null
  // A factor whose verdict changed since this device last showed it says so once (issue 46).
  const changes = useVerdictChanges('ocean', user?.id ?? 0, others.data?.count ?? 0, shown)

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
          {data.count} pessoas responderam. Barra escura: você; barra cinza: a média de quem respondeu. {VERDICT_GAP_TEXT}
        </p>
        {data.reliability ? (
          <p className="text-sm text-slate-700" data-testid="confiabilidade-big-five">
            <span className="font-semibold">{reliabilityLabel(data.reliability)}.</span> {reliabilitySentence(data.reliability)}
          </p>
        ) : null}
        {data.verdicts && changeNote(data.verdicts) ? <p className="text-sm text-slate-700">{changeNote(data.verdicts)}</p> : null}
        <ul className="flex flex-col gap-3">
          {OCEAN_SCORE_KEYS.map((key) => (
            <FactorRow key={key} keyName={key} self={self[key]} data={data} change={changes[key]} />
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
