import { Users } from 'lucide-react'
import { isStraightLined } from '#shared/ocean/interpretation'
import { NORMS_CAVEAT, NORMS_READING, formatCount, normSampleText, normsNeededText, percentileSentence, percentileText } from '#shared/ocean/norms'
import { OCEAN_FACTOR_NAMES, SCORE_KEY_TO_FACTOR, type OceanScoreKey } from '#shared/ocean/types'
import type { OceanNormsFields } from '#shared/schemas/norms'

/**
 * A result as the norms views read it (issue 48): its norms fields, when it has them (a saved
 * result; an unsaved one has none), and its answers when known — a straight-lined result (all
 * answers the same) is compared with no one, so these views show nothing for it.
 */
type NormsResult = Partial<OceanNormsFields> & { answers?: unknown }

/** On a public result page (/r/{token}): whose scores these are. */
interface PublicPageOwner {
  firstName: string | null
}

const comparable = (result: NormsResult | null | undefined): result is NormsResult =>
  !!result && result.normSample !== undefined && !isStraightLined(result.answers)

/**
 * One factor's percentile, shown right under its score: "Percentil 33 (provavelmente entre 10 e
 * 70)" — the interval never breaks inside — its bar, and (not compact) what the number says.
 * Nothing below the minimum sample or for a straight-lined result.
 */
export function FactorPercentile({
  result,
  scoreKey,
  compact = false,
  publicPage,
}: {
  result: NormsResult | null | undefined
  scoreKey: OceanScoreKey
  compact?: boolean
  publicPage?: PublicPageOwner
}) {
  if (!comparable(result) || !result.percentiles) return null
  const percentile = result.percentiles[scoreKey]
  const interval = result.percentileIntervals?.[scoreKey]
  const name = OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[scoreKey]]
  const whose = !publicPage ? 'a sua' : publicPage.firstName ? `a de ${publicPage.firstName}` : 'a desta pessoa'
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid={`percentil-${scoreKey}`}>
      <p className="text-slate-800">
        <span className="font-semibold text-slate-900">Percentil {percentile}</span>
        {interval ? (
          <>
            {' '}
            <span className="whitespace-nowrap text-slate-700">{`(provavelmente entre ${interval.low} e ${interval.high})`}</span>
          </>
        ) : null}
      </p>
      {interval ? (
        <span role="img" aria-label={`${name}: ${percentileText(percentile, interval)}`} className="relative block h-2 rounded-full bg-violet-100">
          <span
            className="absolute inset-y-0 rounded-full bg-violet-300"
            style={{ left: `${interval.low}%`, width: `${Math.max(1, interval.high - interval.low)}%` }}
          />
          <span className="absolute inset-y-[-2px] w-1 -translate-x-1/2 rounded-full bg-violet-800" style={{ left: `${percentile}%` }} />
        </span>
      ) : null}
      {compact ? null : <p className="text-slate-600">{percentileSentence(percentile, whose)}</p>}
    </div>
  )
}

/**
 * Said once beside the factors' percentiles (issue 48): the sample in plain words, how to read a
 * percentile (compact views, without a sentence per factor), that the levels come from the score
 * (`levels`, where "Baixo / Na média / Alto" are shown), and that it is no diagnosis. Below the
 * minimum sample, how many people the norms still need (never on a public page: there, nothing).
 * Nothing for an unsaved or a straight-lined result.
 */
export function OceanNormsSummary({
  result,
  compact = false,
  levels = false,
  publicPage,
}: {
  result: NormsResult | null | undefined
  compact?: boolean
  levels?: boolean
  publicPage?: PublicPageOwner
}) {
  if (!comparable(result)) return null
  const { percentiles, normSample, normMinSample } = result
  const titleId = compact ? 'percentis-painel-titulo' : 'percentis-titulo'
  if (normSample === undefined) return null

  if (!percentiles) {
    if (normMinSample === undefined || publicPage) return null
    return (
      <section aria-labelledby={titleId} className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700" data-testid="ocean-percentiles">
        <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-700" />
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="font-semibold text-slate-900">
            Comparação com outras pessoas: em breve
          </h3>
          <p>
            Os percentis aparecem quando {formatCount(normMinSample)} pessoas que fizeram o teste no Espelho autorizarem
            que seus resultados contem: hoje são {formatCount(normSample)}, {normsNeededText(normSample, normMinSample)}.
          </p>
        </div>
      </section>
    )
  }

  return (
    <section aria-labelledby={titleId} className="flex gap-3 rounded-xl border border-violet-100 bg-violet-50/60 p-4 text-sm text-slate-700" data-testid="ocean-percentiles">
      <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-700" />
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-semibold text-slate-900">
          Comparado com outras pessoas
        </h3>
        <p>
          {compact ? 'Abaixo de cada nota, o percentil' : 'Em cada fator, o percentil'} {normSampleText(normSample)}.
          {compact ? ` ${NORMS_READING}` : null}
        </p>
        {levels ? <p>As faixas Baixo, Na média e Alto vêm da nota de 0 a 100, não do percentil, e podem não coincidir com ele.</p> : null}
        <p className="text-xs text-slate-600">{NORMS_CAVEAT}</p>
      </div>
    </section>
  )
}
