import { factorDescription, oceanBadgeColor, oceanLevelLabel, type OceanBadgeColor } from '#shared/ocean/interpretation'
import { OCEAN_FACTOR_NAMES, type OceanFactor } from '#shared/ocean/types'
import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn'

const BADGE_CLASSES: Record<OceanBadgeColor, string> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
}

const BAR_CLASSES: Record<OceanBadgeColor, string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
  neutral: 'bg-slate-500',
}

const HINTS: Partial<Record<OceanFactor, string>> = {
  N: 'Quanto menor a pontuação, maior a estabilidade emocional: aqui, verde é pontuação baixa.',
}

/**
 * One factor: score out of 100, level badge and its description, all on one cut system (≤ 40 low,
 * 41–59 "na média", ≥ 60 high). Colours follow the good-news end: for neuroticism a low score is green.
 * `children` (the percentile, issue 48) sits right under the score bar.
 */
export function OceanFactorCard({ factor, score, children }: { factor: OceanFactor; score: number; children?: ReactNode }) {
  const color = oceanBadgeColor(factor, score)
  const name = OCEAN_FACTOR_NAMES[factor]
  const hint = HINTS[factor]
  return (
    <li data-testid={`fator-${factor}`} data-color={color} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:last:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-base font-bold text-violet-800 sm:size-10 sm:text-lg"
          >
            {factor}
          </span>
          <h3 className="min-w-0 break-words text-base font-semibold text-slate-900 sm:text-lg">{name}</h3>
        </div>
        <span className={cn('shrink-0 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset', BADGE_CLASSES[color])}>
          {oceanLevelLabel(score)}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <div
          role="img"
          aria-label={`${name}: ${score} de 100`}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100"
        >
          <div className={cn('h-full rounded-full', BAR_CLASSES[color])} style={{ width: `${score}%` }} />
        </div>
        <span aria-hidden="true" className="w-16 text-right text-sm font-semibold tabular-nums text-slate-800">
          {score}/100
        </span>
      </div>
      {/* Right under the score: where it stands among Espelho's people (issue 48), when there are norms. */}
      {children}
      <p className="text-sm leading-relaxed text-slate-700">{factorDescription(factor, score)}</p>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </li>
  )
}
