import { ChevronDown, Eye, Lock } from 'lucide-react'
import { BLIND_SPOT_GAP, type GapDirection } from '#shared/feedback/blind-spots'
import {
  GAP_TEXTS,
  VERDICT_LABELS,
  VERDICT_NOTES,
  agreementLabel,
  dimensionName,
  gapSentence,
  ratersLabel,
} from '#shared/feedback/blind-spot-texts'
import { radarUnlocked } from '#shared/feedback/tiers'
import { DISC_SCORE_KEYS, SCORE_KEY_TO_TYPE, type DiscScores } from '#shared/disc/types'
import { GAP_THRESHOLD } from '#shared/product'
import type { BlindSpot } from '#shared/schemas/feedback'
import { Disclosure } from '#client/components/ui/disclosure'
import { cn } from '#client/lib/cn'
import { DISC_THEME } from '#client/components/disc-theme'
import { SectionCard } from './section-card'
import { UpgradeLink } from './upgrade-link'

const clamp = (value: number) => Math.min(100, Math.max(0, value))

/**
 * The raters' spread on a 0–100 line: a band for the middle of the opinions (mean ± one SD), a
 * mark for their average and one for the self score. The same numbers are written under it.
 */
function SpreadLine({ spot }: { spot: BlindSpot }) {
  const low = Math.round(clamp(spot.others - spot.spread))
  const high = Math.round(clamp(spot.others + spot.spread))
  const color = DISC_THEME[SCORE_KEY_TO_TYPE[spot.dimension]].color
  return (
    <div className="flex flex-col gap-1.5">
      <div aria-hidden="true" className="relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-slate-200" />
        <div
          className="absolute top-1/2 h-3 -translate-y-1/2 rounded-full opacity-40"
          style={{ left: `${low}%`, width: `${Math.max(1, high - low)}%`, backgroundColor: color }}
        />
        <div
          className="absolute top-0 h-6 w-1 -translate-x-1/2 rounded-full"
          style={{ left: `${clamp(spot.others)}%`, backgroundColor: color }}
        />
        <div
          className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-slate-900 shadow"
          style={{ left: `${clamp(spot.self)}%` }}
        />
      </div>
      <p className="text-xs text-slate-700">
        <span className="font-semibold">Outros:</span>{' '}
        {spot.spread === 0 ? `todos em ${spot.others}` : `média ${spot.others}, a maioria entre ${low} e ${high}`}
        {' · '}
        <span className="font-semibold">Você:</span> {spot.self}
        <span className="text-slate-600"> (escala de 0 a 100)</span>
      </p>
    </div>
  )
}

const VERDICT_STYLES = {
  'blind-spot': 'bg-amber-100 text-amber-950',
  small: 'bg-slate-100 text-slate-800',
  divided: 'bg-sky-100 text-sky-950',
  uncertain: 'bg-slate-100 text-slate-800',
} as const

/** Premium: the verdict, who sees more, the agreement, the spread and what it can mean. */
function PremiumSpot({ spot }: { spot: BlindSpot }) {
  const type = SCORE_KEY_TO_TYPE[spot.dimension]
  const texts = GAP_TEXTS[spot.dimension][spot.direction]
  return (
    <li
      data-testid={`gap-${type}`}
      className="flex flex-col gap-1.5 rounded-r-xl border border-l-4 border-slate-200 py-1 pl-3 max-sm:border-y-0 max-sm:border-r-0 sm:rounded-xl sm:py-2.5 sm:pr-3 text-[0.8125rem] sm:gap-3 sm:p-4 sm:text-sm"
      style={{ borderLeftColor: DISC_THEME[type].color }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', VERDICT_STYLES[spot.verdict])}>
          {VERDICT_LABELS[spot.verdict]}
        </span>
        <span className="font-semibold" style={{ color: DISC_THEME[type].textColor }}>
          {dimensionName(spot.dimension)}
        </span>
      </div>
      <p className="text-sm font-semibold text-slate-900 sm:text-base">{gapSentence(spot.dimension, spot.direction, spot.gap)}.</p>
      <p className="text-xs text-slate-700 sm:text-sm">
        <span className="font-semibold">{agreementLabel(spot.confirmed)}</span> · {ratersLabel(spot.raters)}
      </p>
      <p className="text-slate-900">{texts.meaning}</p>
      <details className="group">
        <summary className="-my-1.5 inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg font-semibold text-violet-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700 [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          Ver detalhes e o que experimentar
        </summary>
        <div className="flex flex-col gap-2 rounded-lg bg-violet-50 p-3 text-violet-950">
          <SpreadLine spot={spot} />
          <p className="text-slate-800">{VERDICT_NOTES[spot.verdict]}</p>
          <p className="text-slate-800">{texts.explanation}</p>
          <p>{texts.tryThis}</p>
        </div>
      </details>
    </li>
  )
}

interface FreeGap {
  dimension: (typeof DISC_SCORE_KEYS)[number]
  direction: GapDirection
  gap: number
}

/** Free: who sees more and the one-line meaning; small gaps say they may be noise. */
function FreeSpot({ gap }: { gap: FreeGap }) {
  const type = SCORE_KEY_TO_TYPE[gap.dimension]
  return (
    <li
      data-testid={`gap-${type}`}
      className="flex flex-col gap-1 rounded-r-xl border border-l-4 border-slate-200 py-1 pl-3 max-sm:border-y-0 max-sm:border-r-0 sm:rounded-xl sm:py-2.5 sm:pr-3 text-[0.8125rem] sm:gap-1.5 sm:p-4 sm:text-sm"
      style={{ borderLeftColor: DISC_THEME[type].color }}
    >
      <p className="text-sm font-semibold text-slate-900 sm:text-base">{gapSentence(gap.dimension, gap.direction, gap.gap)}.</p>
      <p className="text-slate-800">{GAP_TEXTS[gap.dimension][gap.direction].meaning}</p>
      {gap.gap < BLIND_SPOT_GAP.short ? <p className="text-slate-600">{VERDICT_LABELS.small}.</p> : null}
    </li>
  )
}

function freeGaps(self: DiscScores, others: DiscScores): FreeGap[] {
  return DISC_SCORE_KEYS.flatMap((dimension) => {
    const difference = self[dimension] - others[dimension]
    if (Math.abs(difference) < GAP_THRESHOLD) return []
    return [{ dimension, direction: difference >= 0 ? 'self-higher' : 'self-lower', gap: Math.abs(difference) } as FreeGap]
  })
}

const RULE =
  'Chamamos de ponto cego só a diferença em que a maioria das pessoas concorda, de pelo menos 20 pontos e maior que a margem de erro do seu teste. Diferenças menores podem ser só variação natural das respostas.'

/**
 * "Diferenças de percepção" (issues 16, 20 and 24): every dimension where self and others differ by
 * GAP_THRESHOLD points or more. Premium gets the server's verdicts (rater agreement, spread) and the
 * explanations; free users the gap and its one-line meaning.
 */
export function BlindSpotsSection({
  count,
  isPremium,
  self,
  others,
  blindSpots,
}: {
  count: number
  isPremium: boolean
  self: DiscScores
  others: DiscScores
  blindSpots: BlindSpot[] | undefined
}) {
  if (!radarUnlocked(count)) return null
  const premium = isPremium && blindSpots !== undefined
  const free = premium ? [] : freeGaps(self, others)
  const empty = premium ? blindSpots.length === 0 : free.length === 0
  return (
    <SectionCard
      id="pontos-cegos"
      title="Diferenças de percepção"
      icon={Eye}
      description={`Onde a sua visão e a média dos outros diferem ${GAP_THRESHOLD} pontos ou mais. A diferença não diz qual visão está certa.`}
    >
      {empty ? (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          Nenhuma diferença de {GAP_THRESHOLD} pontos ou mais: sua autopercepção está alinhada com a visão dos outros.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Diferenças sinalizadas">
          {premium
            ? blindSpots.map((spot) => <PremiumSpot key={spot.dimension} spot={spot} />)
            : free.map((gap) => <FreeSpot key={gap.dimension} gap={gap} />)}
        </ul>
      )}
      <Disclosure label="Como identificamos um ponto cego" className="-my-2" triggerClassName="text-xs">
        <p className="text-xs text-slate-600">{RULE}</p>
      </Disclosure>
      {premium ? null : (
        <div className="flex flex-col gap-2 rounded-xl bg-violet-50 p-3 text-[0.8125rem] text-violet-950 sm:flex-row sm:gap-3 sm:text-sm sm:items-center sm:justify-between sm:p-4">
          <p className="flex items-start gap-2">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            No Premium: o que cada diferença pode significar no dia a dia e se as pessoas concordam entre si.
          </p>
          <UpgradeLink label="Ver análise completa" />
        </div>
      )}
    </SectionCard>
  )
}
