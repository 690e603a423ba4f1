import { ChevronDown, Eye, Gauge, History, Lock } from 'lucide-react'
import { GAP_TEXTS, dimensionName, gapSentence } from '#shared/feedback/blind-spot-texts'
import {
  blindSpotsSummary,
  certaintySentence,
  changeNote,
  meaningInVoice,
  rangesSentence,
  reliabilityLabel,
  reliabilitySentence,
  surerSentence,
  verdictLabel,
  verdictRuleText,
  verdictSentence,
} from '#shared/feedback/verdict-texts'
import { radarUnlocked } from '#shared/feedback/tiers'
import { verdictChangeSentence, type SeenVerdict } from '#shared/feedback/verdict-change'
import { SCORE_KEY_TO_TYPE } from '#shared/disc/types'
import type { DiscVerdict, Perception } from '#shared/schemas/feedback'
import { Disclosure } from '#client/components/ui/disclosure'
import { cn } from '#client/lib/cn'
import { DISC_THEME } from '#client/components/disc-theme'
import { SectionCard } from './section-card'
import { UpgradeLink } from './upgrade-link'
import { useVerdictChanges } from '#client/lib/use-verdict-changes'

/**
 * The two ranges on a 0–100 line: the others' average with its interval (a coloured band and a tall
 * mark) and the self score with its margin (a dark whisker and a dot). The same numbers are written
 * under it, so nothing depends on seeing the drawing.
 */
function RangeLine({ verdict }: { verdict: DiscVerdict }) {
  const color = DISC_THEME[SCORE_KEY_TO_TYPE[verdict.dimension]].color
  return (
    <div className="flex flex-col gap-1">
      <div aria-hidden="true" className="relative h-9">
        <div className="absolute inset-x-0 top-1/2 h-px -translate-y-1/2 bg-slate-300" />
        {[0, 25, 50, 75, 100].map((tick) => (
          <div key={tick} className="absolute top-1/2 h-2 w-px -translate-y-1/2 bg-slate-300" style={{ left: `${tick}%` }} />
        ))}
        <div
          className="absolute top-1 h-3 rounded-full opacity-50"
          style={{ left: `${verdict.othersLow}%`, width: `${Math.max(1, verdict.othersHigh - verdict.othersLow)}%`, backgroundColor: color }}
        />
        <div className="absolute top-0 h-5 w-1 -translate-x-1/2 rounded-full" style={{ left: `${verdict.others}%`, backgroundColor: color }} />
        <div
          className="absolute bottom-1.5 h-0.5 bg-slate-800"
          style={{ left: `${verdict.selfLow}%`, width: `${Math.max(0.5, verdict.selfHigh - verdict.selfLow)}%` }}
        />
        <div
          className="absolute bottom-0 size-3.5 -translate-x-1/2 rounded-full border-2 border-white bg-slate-900 shadow"
          style={{ left: `${verdict.self}%` }}
        />
      </div>
      <p className="text-xs text-slate-700 tabular-nums">{rangesSentence(verdict)}</p>
    </div>
  )
}

/** What the marks on each line mean, once above the four (the Big Five's bars say it in their intro too). */
function RangeLegend() {
  return (
    <div data-testid="legenda-faixas" className="flex flex-col gap-1.5 text-xs text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-5">
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="relative inline-block h-4 w-10 shrink-0">
          <span className="absolute inset-x-0 top-1/2 h-3 -translate-y-1/2 rounded-full bg-slate-400 opacity-50" />
          <span className="absolute top-0 left-1/2 h-4 w-1 -translate-x-1/2 rounded-full bg-slate-600" />
        </span>
        Outros: a média (marca) e onde ela provavelmente está (faixa clara)
      </span>
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="relative inline-block h-4 w-10 shrink-0">
          <span className="absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 bg-slate-800" />
          <span className="absolute top-1/2 left-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-slate-900 shadow" />
        </span>
        Você: a sua nota (ponto) e a margem de erro do seu teste (traço)
      </span>
    </div>
  )
}

const STATUS_STYLES = {
  clear: 'bg-amber-100 text-amber-950',
  uncertain: 'bg-sky-100 text-sky-950',
  none: 'bg-emerald-50 text-emerald-900',
} as const

/** One dimension: the verdict, the two ranges, how sure we are and what would settle it; Premium adds what it can mean. */
function DimensionVerdict({ verdict, isPremium, change }: { verdict: DiscVerdict; isPremium: boolean; change: { from: SeenVerdict; added: number } | undefined }) {
  const type = SCORE_KEY_TO_TYPE[verdict.dimension]
  const flagged = verdict.status !== 'none'
  const texts = GAP_TEXTS[verdict.dimension][verdict.direction]
  const surer = surerSentence(verdict)
  const changed = change ? verdictChangeSentence(change.from, verdict, change.added) : null
  return (
    <li
      data-testid={`gap-${type}`}
      data-status={verdict.status}
      className="flex flex-col gap-1.5 rounded-r-xl border border-l-4 border-slate-200 py-1 pl-3 text-[0.8125rem] max-sm:border-y-0 max-sm:border-r-0 sm:gap-2 sm:rounded-xl sm:p-4 sm:text-sm"
      style={{ borderLeftColor: DISC_THEME[type].color }}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold" style={{ color: DISC_THEME[type].textColor }}>
          {dimensionName(verdict.dimension)}
        </span>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[verdict.status])}>{verdictLabel(verdict)}</span>
      </div>
      {changed ? (
        <p data-testid={`mudanca-${type}`} className="flex items-start gap-2 rounded-lg bg-slate-100 px-2.5 py-1.5 text-slate-900">
          <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-700" />
          <span>{changed}</span>
        </p>
      ) : null}
      {flagged ? (
        <p className="text-sm font-semibold text-slate-900 sm:text-base">{gapSentence(verdict.dimension, verdict)}.</p>
      ) : null}
      <RangeLine verdict={verdict} />
      <p className="text-slate-800">{verdictSentence(verdict)}</p>
      <p className="text-xs font-semibold text-slate-700">{certaintySentence(verdict)}</p>
      {surer ? <p className="text-slate-800">{surer}</p> : null}
      {flagged ? <p className="text-slate-900">{meaningInVoice(verdict, texts.meaning)}</p> : null}
      {flagged && isPremium ? (
        <details className="group">
          <summary className="-my-1.5 inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg font-semibold text-violet-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700 [&::-webkit-details-marker]:hidden">
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            Ver o que pode significar e o que experimentar
          </summary>
          <div className="flex flex-col gap-2 rounded-lg bg-violet-50 p-3 text-violet-950">
            <p className="text-slate-800">{texts.explanation}</p>
            <p>{texts.tryThis}</p>
          </div>
        </details>
      ) : null}
    </li>
  )
}

/**
 * "Pontos cegos" (issues 16, 20, 24, 33 and 46: the name the home page, the invite and the thank-you
 * page promise), explained as "diferenças de percepção": one verdict per DISC dimension, computed by
 * the server with the shared rules (src/shared/feedback/verdict.ts), for every plan: the ranges on
 * both sides, how sure we are and what would settle it, plus how much the others' average can still
 * move. It says plainly when no blind spot is confirmed yet and what would confirm one. Premium adds
 * what each difference can mean day to day and one thing to try.
 */
export function BlindSpotsSection({
  count,
  isPremium,
  perception,
  owner,
}: {
  count: number
  isPremium: boolean
  perception: Perception | null
  owner: number
}) {
  const shown = radarUnlocked(count) && perception ? perception.dimensions.map((verdict) => ({ ...verdict, key: verdict.dimension })) : null
  const changes = useVerdictChanges('disc', owner, count, shown)
  if (!radarUnlocked(count) || !perception) return null
  const { reliability, dimensions } = perception
  const flagged = dimensions.filter((verdict) => verdict.status !== 'none')
  // Flagged differences first, then the aligned dimensions, each group in D, I, S, C order.
  const ordered = [...flagged, ...dimensions.filter((verdict) => verdict.status === 'none')]
  return (
    <SectionCard
      id="pontos-cegos"
      title="Pontos cegos"
      icon={Eye}
      description="Diferenças de percepção: sua visão e a média dos outros em cada dimensão, cada uma com a sua margem de erro. Um ponto cego é uma diferença clara; ela não diz qual visão está certa."
    >
      <p data-testid="pontos-cegos-resumo" className="rounded-xl bg-violet-50 p-3 text-[0.8125rem] font-medium text-violet-950 sm:text-sm">
        {blindSpotsSummary(dimensions)}
        {changeNote(dimensions) ? <span className="mt-1 block font-normal">{changeNote(dimensions)}</span> : null}
      </p>
      <div data-testid="confiabilidade" className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3 text-[0.8125rem] text-slate-800 sm:text-sm">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Gauge aria-hidden="true" className="size-4 shrink-0 text-violet-700" />
          {reliabilityLabel(reliability)}
        </p>
        <p>{reliabilitySentence(reliability)}</p>
      </div>
      <RangeLegend />
      <ul className="flex flex-col gap-3" aria-label="Comparação por dimensão">
        {ordered.map((verdict) => (
          <DimensionVerdict key={verdict.dimension} verdict={verdict} isPremium={isPremium} change={changes[verdict.dimension]} />
        ))}
      </ul>
      <Disclosure label="Como lemos cada diferença" className="-my-2" triggerClassName="text-xs">
        <p className="text-xs text-slate-600">{verdictRuleText()}</p>
      </Disclosure>
      {isPremium ? null : (
        <div className="flex flex-col gap-2 rounded-xl bg-violet-50 p-3 text-[0.8125rem] text-violet-950 sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:p-4 sm:text-sm">
          <p className="flex items-start gap-2">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            No Premium: o que cada diferença pode significar no dia a dia e o que experimentar.
          </p>
          <UpgradeLink label="Ver análise completa" />
        </div>
      )}
    </SectionCard>
  )
}
