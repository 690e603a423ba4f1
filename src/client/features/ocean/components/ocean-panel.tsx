import { Brain, Star } from 'lucide-react'
import { Link } from 'react-router'
import { isStraightLined, OCEAN_STRAIGHT_LINE_NOTE, OCEAN_STRAIGHT_LINE_TITLE, oceanTagLine, topStrengthTraits } from '#shared/ocean/interpretation'
import { FACTOR_TO_SCORE_KEY, OCEAN_FACTORS, OCEAN_FACTOR_NAMES, OCEAN_SCORE_KEYS, SCORE_KEY_TO_FACTOR, scoreOf, type OceanScores } from '#shared/ocean/types'
import type { OceanNormsFields } from '#shared/schemas/norms'
import { OCEAN_MESSAGES } from '#shared/schemas/ocean'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Skeleton } from '#client/components/ui/spinner'
import { useOthersOcean } from '#client/features/ocean/api/get-others-ocean'
import { useRecentOcean } from '#client/features/ocean/api/get-recent-ocean'
import { OceanOthersComparison } from './ocean-others-comparison'
import { FactorPercentile, OceanNormsSummary } from './ocean-percentiles'
import { aboutMinutes, OCEAN_MINUTES } from '#shared/form-time'

function PanelSkeleton() {
  return (
    <Card aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only" role="status">
        Carregando seu perfil Big Five...
      </span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-64" />
      {OCEAN_FACTORS.map((factor) => (
        <Skeleton key={factor} className="h-3 w-full" />
      ))}
      <div className="grid gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    </Card>
  )
}

/** Each factor's score, with its percentile right under it when there are norms (issue 48). */
function FactorBars({ scores }: { scores: OceanScores & Partial<OceanNormsFields> & { answers?: unknown } }) {
  return (
    <ul className="flex flex-col gap-3">
      {OCEAN_FACTORS.map((factor) => {
        const score = scoreOf(scores, factor)
        const name = OCEAN_FACTOR_NAMES[factor]
        return (
          <li key={factor} className="flex flex-col gap-1.5 text-sm">
            <span className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-slate-800">{name}</span>
              <span aria-hidden="true" className="font-semibold tabular-nums text-slate-800">
                {score}
              </span>
            </span>
            <div role="img" aria-label={`${name}: ${score} de 100`} className="h-2 overflow-hidden rounded-full bg-violet-100">
              <div className="h-full rounded-full bg-gradient-to-r from-violet-700 to-fuchsia-600" style={{ width: `${score}%` }} />
            </div>
            <FactorPercentile result={scores} scoreKey={FACTOR_TO_SCORE_KEY[factor]} compact />
          </li>
        )
      })}
    </ul>
  )
}

/**
 * What released raters said about the Big Five of someone without their own test (issue 33): from
 * 3 people, their averages; nothing below (anonymity).
 */
function RatersOcean() {
  const others = useOthersOcean()
  if (!others.isSuccess || others.data.openness === null) return null
  const data = others.data
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-violet-50 p-3 text-sm text-violet-950" data-testid="big-five-dos-outros">
      <p className="font-semibold">
        {data.count} pessoas já descreveram a sua personalidade. Veja como elas te veem e faça o teste para comparar com
        como você se vê.
      </p>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2" aria-label="Big Five segundo quem respondeu">
        {OCEAN_SCORE_KEYS.map((key) => (
          <li key={key} className="flex justify-between gap-2 tabular-nums">
            <span>{OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[key]]}</span>
            <span className="font-semibold">{data[key]}/100</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function TakeTheTest() {
  return (
    <Card className="@container flex flex-col gap-4">
      <div className="flex flex-col gap-4 @xl:flex-row @xl:items-center @xl:gap-6">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-violet-100 text-violet-700">
          <Brain className="size-6" />
        </span>
        <div className="flex flex-1 flex-col gap-1">
          <h2 className="text-lg font-bold text-slate-900">Complete seu perfil com o Big Five</h2>
          <p className="text-sm text-slate-700">
            25 afirmações, {aboutMinutes(OCEAN_MINUTES)}, para conhecer seus cinco grandes fatores de personalidade. Saiba mais
            sobre o <Link to="/ocean" className="font-semibold text-violet-800 underline">modelo Big Five</Link>.
          </p>
        </div>
        <Button asChild>
          <Link to="/ocean-assessment">Fazer o teste Big Five</Link>
        </Button>
      </div>
      <RatersOcean />
    </Card>
  )
}

/**
 * The OCEAN summary on /results (SPEC.md §2): skeleton, summary with the top 2 strengths
 * (stability = 100 − neuroticism), or a call to take the test.
 */
export function OceanPanel() {
  // Also saves a result left by an anonymous test before reading the latest (see the request file).
  const recent = useRecentOcean()

  if (recent.isPending) return <PanelSkeleton />
  if (recent.isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <h2 className="text-lg font-bold text-slate-900">Perfil Big Five</h2>
        <p className="text-sm text-slate-700">{OCEAN_MESSAGES.fetchFailed}. Tente novamente em alguns instantes.</p>
        <Button variant="secondary" size="sm" onClick={() => void recent.refetch()}>
          Tentar novamente
        </Button>
      </Card>
    )
  }
  const assessment = recent.data
  if (!assessment) return <TakeTheTest />

  const top = topStrengthTraits(assessment)
  const straightLined = isStraightLined((assessment as { answers?: unknown }).answers)
  return (
    <Card role="region" className="@container flex flex-col gap-6" aria-labelledby="painel-ocean-titulo">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-fuchsia-700">Big Five · OCEAN</p>
        <h2 id="painel-ocean-titulo" className="text-xl font-bold text-slate-900">
          {straightLined ? OCEAN_STRAIGHT_LINE_TITLE : `Seu perfil Big Five: ${oceanTagLine(assessment)}`}
        </h2>
        {straightLined ? <p className="text-sm text-slate-700">{OCEAN_STRAIGHT_LINE_NOTE}</p> : null}
      </div>
      <FactorBars scores={assessment} />
      <OceanNormsSummary result={assessment} compact />
      <OceanOthersComparison self={assessment} />
      <div className="flex flex-col gap-3">
        <h3 id="painel-ocean-fortes" className="font-semibold text-slate-900">
          Seus pontos mais fortes
        </h3>
        {top.length === 0 || straightLined ? (
          <p className="text-sm text-slate-700">Nenhum fator ficou na faixa de destaque desta vez.</p>
        ) : null}
        <ul aria-labelledby="painel-ocean-fortes" className="grid grid-cols-1 gap-3 @lg:grid-cols-2">
          {(straightLined ? [] : top).map((trait) => (
            <li key={trait.key} className="flex flex-col gap-1 rounded-xl border border-violet-100 bg-violet-50 p-4">
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2 font-semibold text-violet-950">
                  <Star aria-hidden="true" className="size-4 text-fuchsia-700" /> {trait.name}
                </span>
                <span className="text-sm font-semibold tabular-nums text-violet-900">{trait.value}/100</span>
              </span>
              <span className="text-sm text-slate-700">{trait.description}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3 @lg:flex-row">
        <Button asChild>
          <Link to={`/ocean-results?id=${assessment.id}`}>Ver análise completa</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/ocean-assessment">Refazer o teste</Link>
        </Button>
      </div>
    </Card>
  )
}
