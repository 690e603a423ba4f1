import { CheckCircle2, RotateCcw, Sprout } from 'lucide-react'
import { Link } from 'react-router'
import type { ReactNode } from 'react'
import {
  dominantTrait,
  factorDescription,
  isStraightLined,
  OCEAN_STRAIGHT_LINE_NOTE,
  OCEAN_STRAIGHT_LINE_TITLE,
  oceanTagLine,
  strengthsAndChallenges,
  type OceanPoint,
} from '#shared/ocean/interpretation'
import { FACTOR_TO_SCORE_KEY, OCEAN_FACTORS, OCEAN_FACTOR_NAMES, scoreOf, type OceanScores } from '#shared/ocean/types'
import type { OceanNormsFields } from '#shared/schemas/norms'
import { Card } from '#client/components/ui/card'
import { OceanFactorCard } from './ocean-factor-card'
import { FactorPercentile, OceanNormsSummary } from './ocean-percentiles'
import { formatDate } from '#shared/format'

/** Careless answering (all answers the same): a gentle note asking to retake, no tags, no reading. */
function StraightLineNote() {
  return (
    <Card role="region" aria-labelledby="ocean-pouco-informativo" className="flex flex-col gap-4" data-testid="ocean-resposta-igual">
      <h2 id="ocean-pouco-informativo" className="text-xl font-bold text-slate-900">
        {OCEAN_STRAIGHT_LINE_TITLE}
      </h2>
      <p className="text-slate-700">{OCEAN_STRAIGHT_LINE_NOTE}</p>
      <Link
        to="/ocean-assessment"
        className="inline-flex items-center gap-2 self-start rounded-lg bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        <RotateCcw aria-hidden="true" className="size-4" /> Refazer o teste
      </Link>
    </Card>
  )
}

// In Brasília: the server may paint it (issue 32) and must write the same date as the browser.

function PointList({ points, empty, icon }: { points: readonly OceanPoint[]; empty: string; icon: ReactNode }) {
  if (points.length === 0) return <p className="text-sm text-slate-600">{empty}</p>
  return (
    <ul className="flex flex-col gap-3">
      {points.map((point) => (
        <li key={`${point.factor}-${point.text}`} className="flex gap-3 text-sm text-slate-800">
          {icon}
          <span>
            {point.text} <span className="text-slate-600">({point.name})</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The full reading of one result (SPEC.md §2, §5, §9): tags, dominant trait, factors, strengths, challenges. */
export function OceanResultView({
  scores,
  date,
  norms,
}: {
  /** With the answers, all-identical answering is caught and the reading replaced by a note. */
  scores: OceanScores & { answers?: Readonly<Record<string, number>> }
  date: string
  /** A saved result's percentiles among Espelho's people (issue 48), shown in each factor's card. */
  norms?: Partial<OceanNormsFields> & { answers?: unknown }
}) {
  if (isStraightLined(scores.answers)) return <StraightLineNote />
  const dominant = dominantTrait(scores)
  const { strengths, challenges } = strengthsAndChallenges(scores)
  const when = new Date(date)
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="ocean-perfil"
        className="rounded-3xl bg-gradient-to-br from-violet-800 to-fuchsia-700 p-6 text-white shadow-lg sm:p-8"
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-violet-100">Seu perfil Big Five</p>
        <h2 id="ocean-perfil" className="mt-2 text-2xl font-bold sm:text-3xl">
          {oceanTagLine(scores)}
        </h2>
        <p className="mt-4 text-violet-50">
          Traço dominante: <strong className="font-semibold text-white">{OCEAN_FACTOR_NAMES[dominant]}</strong> (
          {scoreOf(scores, dominant)}/100)
        </p>
        <p className="mt-1 text-sm text-violet-100">{factorDescription(dominant, scoreOf(scores, dominant))}</p>
        {Number.isNaN(when.getTime()) ? null : (
          <p className="mt-4 text-xs text-violet-100">Avaliação de {formatDate(when)}</p>
        )}
      </section>

      <section aria-labelledby="ocean-fatores" className="flex flex-col gap-4">
        <h2 id="ocean-fatores" className="text-xl font-bold text-slate-900">
          Seus cinco fatores
        </h2>
        <OceanNormsSummary result={norms} levels />
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {OCEAN_FACTORS.map((factor) => (
            <OceanFactorCard key={factor} factor={factor} score={scoreOf(scores, factor)}>
              <FactorPercentile result={norms} scoreKey={FACTOR_TO_SCORE_KEY[factor]} />
            </OceanFactorCard>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card className="flex flex-col gap-4">
          <h2 className="text-lg font-bold text-slate-900">Pontos fortes</h2>
          <PointList
            points={strengths}
            empty="Nenhum fator ficou na faixa de destaque desta vez: os que estão na média não são pontos fracos."
            icon={<CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />}
          />
        </Card>
        <Card className="flex flex-col gap-4">
          <h2 className="text-lg font-bold text-slate-900">Desafios para desenvolver</h2>
          <PointList
            points={challenges}
            empty="Nenhum fator ficou na faixa que pede atenção. Continue cultivando o que já funciona."
            icon={<Sprout aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />}
          />
        </Card>
      </div>

      <p className="text-xs text-slate-600">
        Este teste é uma ferramenta de autoconhecimento e não substitui uma avaliação psicológica profissional.
      </p>
    </div>
  )
}
