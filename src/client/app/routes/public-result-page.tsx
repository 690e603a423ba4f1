import { ArrowRight, Lock } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { discStyleName, joinWithE, topTypes } from '#shared/disc/scoring'
import { DISC_NICKNAMES } from '#shared/disc/types'
import { OCEAN_FACTOR_NAMES, OCEAN_FACTORS, FACTOR_TO_SCORE_KEY } from '#shared/ocean/types'
import { RESULT_TOKEN_PATTERN, type PublicResult } from '#shared/schemas/share'
import { PRODUCT_NAME } from '#shared/product'
import { DiscScoreBars } from '#client/components/disc-score-bars'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { ApiError } from '#client/lib/api-client'
import { track } from '#client/lib/analytics'
import { PROFILE_SUMMARIES } from '#client/features/content/profiles/profile-summaries'
import { usePublicResult } from '#client/features/share/api/get-public-result'
import { FactorPercentile, OceanNormsSummary } from '#client/features/ocean/components/ocean-percentiles'
import { formatDate } from '#shared/format'


function TakeTheTest() {
  return (
    <Button asChild size="lg" className="self-center">
      <Link to="/assessment" onClick={() => track('public_result_cta_click')}>
        Faça o seu teste <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </Button>
  )
}

function Gone() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
      <Lock aria-hidden="true" className="size-10 text-violet-700" />
      <h1 className="text-2xl font-bold text-slate-900">Página não encontrada</h1>
      <p className="text-slate-700">Esta página não existe ou foi desativada pela pessoa.</p>
      <TakeTheTest />
    </Card>
  )
}

/** The Big Five scores, each with its percentile right under it when the norms can carry one (issue 48). */
function OceanBars({ ocean, firstName }: { ocean: NonNullable<PublicResult['ocean']>; firstName: string | null }) {
  return (
    <section aria-labelledby="big-five-titulo" className="flex flex-col gap-3">
      <h2 id="big-five-titulo" className="text-lg font-bold text-slate-900">Big Five (OCEAN)</h2>
      <ul className="flex flex-col gap-3">
        {OCEAN_FACTORS.map((factor) => {
          const value = ocean[FACTOR_TO_SCORE_KEY[factor]]
          return (
            <li key={factor} className="flex flex-col gap-1">
              <div className="flex justify-between text-sm font-semibold text-slate-800">
                <span>{OCEAN_FACTOR_NAMES[factor]}</span>
                <span className="tabular-nums">{value}</span>
              </div>
              <div aria-hidden="true" className="h-2.5 rounded-full bg-slate-100">
                <div className="h-full rounded-full bg-violet-700" style={{ width: `${value}%` }} />
              </div>
              <FactorPercentile result={ocean.norms} scoreKey={FACTOR_TO_SCORE_KEY[factor]} publicPage={{ firstName }} />
            </li>
          )
        })}
      </ul>
      <OceanNormsSummary result={ocean.norms} publicPage={{ firstName }} />
    </section>
  )
}

function PublicResultView({ data }: { data: PublicResult }) {
  const top = topTypes(data.disc)
  const who = data.firstName ?? 'Esta pessoa'
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <Card className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-violet-800">Perfil DISC de {who}</p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{discStyleName(top)}</h1>
          <p className="text-lg font-semibold text-slate-700">{joinWithE(top.map((type) => DISC_NICKNAMES[type]))}</p>
          <p className="text-sm text-slate-600">Teste feito em {formatDate(data.date)}</p>
        </div>
        <DiscScoreBars scores={data.disc} visitor />
        <ul className="flex flex-col gap-2">
          {top.map((type) => (
            <li key={type} className="rounded-xl bg-violet-50 p-4 text-slate-800">
              {PROFILE_SUMMARIES[type].summary}
            </li>
          ))}
        </ul>
        {data.ocean ? <OceanBars ocean={data.ocean} firstName={data.firstName} /> : null}
      </Card>
      <Card className="flex flex-col items-center gap-3 text-center">
        <h2 className="text-xl font-bold text-slate-900">E você, qual é o seu estilo?</h2>
        <p className="text-slate-700">
          O {PRODUCT_NAME} mostra como você se vê e como as pessoas próximas te veem. Teste gratuito, 10 perguntas.
        </p>
        <TakeTheTest />
      </Card>
    </div>
  )
}

/** /r/{token}: a result someone chose to make public (issue 15). Open to anyone, never indexed. */
export function PublicResultPage() {
  const { token = '' } = useParams()
  const valid = RESULT_TOKEN_PATTERN.test(token)
  const result = usePublicResult(token, valid)

  let content
  if (!valid || (result.error instanceof ApiError && result.error.status === 404)) content = <Gone />
  else if (result.data) content = <PublicResultView data={result.data} />
  else if (result.isError)
    content = (
      <Card role="alert" className="mx-auto max-w-lg text-center text-slate-700">
        Não foi possível carregar esta página. Tente novamente em alguns instantes.
      </Card>
    )
  else content = <Spinner className="min-h-[40vh]" />

  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">{content}</div>
}
