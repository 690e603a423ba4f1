import { Users } from 'lucide-react'
import { NORMS_CAVEAT, formatCount, normSampleText, normsNeededText, percentileText } from '#shared/ocean/norms'
import { OCEAN_FACTOR_NAMES, OCEAN_SCORE_KEYS, SCORE_KEY_TO_FACTOR, type OceanScores } from '#shared/ocean/types'
import type { OceanNormsFields } from '#shared/schemas/norms'

/**
 * Where a Big Five result stands among Espelho's own people (issue 48): each factor's percentile
 * with its 95% interval and the sample described plainly; below the minimum sample, how many
 * people the norms still need (never on a public page: there, nothing). Nothing for a result
 * without norms (an unsaved one).
 */
export function OceanPercentiles({
  result,
  compact = false,
  publicPage,
}: {
  result: Partial<OceanNormsFields & OceanScores>
  compact?: boolean
  /** On a public result page (/r/{token}): whose scores these are; below the minimum it shows nothing. */
  publicPage?: { firstName: string | null }
}) {
  const { percentiles, percentileIntervals, normSample, normMinSample } = result
  if (normSample === undefined) return null
  const whose = !publicPage ? 'Sua nota' : publicPage.firstName ? `A nota de ${publicPage.firstName}` : 'A nota desta pessoa'
  const titleId = compact ? 'percentis-painel-titulo' : 'percentis-titulo'

  if (!percentiles) {
    // A public page never says how many people the norms still need.
    if (normMinSample === undefined || publicPage) return null
    return (
      <section aria-labelledby={titleId} className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700" data-testid="ocean-percentiles">
        <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-700" />
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="font-semibold text-slate-900">
            Comparação com outras pessoas: em breve
          </h2>
          <p>
            Os percentis aparecem quando {formatCount(normMinSample)} pessoas que fizeram o teste no Espelho autorizarem
            que seus resultados contem: hoje são {formatCount(normSample)}, {normsNeededText(normSample, normMinSample)}.
          </p>
        </div>
      </section>
    )
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-violet-100 bg-violet-50/60 p-4" data-testid="ocean-percentiles">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className={`flex items-center gap-2 font-bold text-slate-900 ${compact ? 'text-base' : 'text-lg'}`}>
          <Users aria-hidden="true" className="size-5 shrink-0 text-violet-700" /> Comparado com outras pessoas
        </h2>
        <p className="text-sm text-slate-700">Percentis {normSampleText(normSample)}.</p>
      </div>
      <ul className="flex flex-col gap-2">
        {OCEAN_SCORE_KEYS.map((key) => {
          const percentile = percentiles[key]
          const interval = percentileIntervals?.[key]
          const name = OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[key]]
          return (
            <li key={key} className="flex flex-col gap-1 text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-slate-900">{name}</span>
                <span className="text-slate-800">{percentileText(percentile, interval)}</span>
              </span>
              {interval ? (
                <span role="img" aria-label={`${name}: ${percentileText(percentile, interval)}`} className="relative block h-2 rounded-full bg-violet-100">
                  <span
                    className="absolute inset-y-0 rounded-full bg-violet-300"
                    style={{ left: `${interval.low}%`, width: `${Math.max(1, interval.high - interval.low)}%` }}
                  />
                  <span className="absolute inset-y-[-2px] w-1 -translate-x-1/2 rounded-full bg-violet-800" style={{ left: `${percentile}%` }} />
                </span>
              ) : null}
              {compact ? null : (
                <span className="text-slate-600">
                  {whose} é maior que a de cerca de {percentile}% dessas pessoas.
                </span>
              )}
            </li>
          )
        })}
      </ul>
      <p className="text-xs text-slate-600">{NORMS_CAVEAT}</p>
    </section>
  )
}
