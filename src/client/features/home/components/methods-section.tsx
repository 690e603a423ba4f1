import { Link } from 'react-router'
import { DISC_NAMES, DISC_TYPES } from '#shared/disc/types'
import { DiscBadge } from '#client/components/disc-badge'
import { OCEAN_FACTORS, OCEAN_FACTOR_NAMES } from '#shared/ocean/types'
import { OCEAN_QUESTION_COUNT } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { aboutMinutes, OCEAN_MINUTES } from '#shared/form-time'

// The DISC colours (SPEC.md §9) in their 700 shades, so the white letters keep AA contrast.
export function MethodsSection() {
  return (
    <section aria-labelledby="metodologias" className="bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:py-24">
        <div className="flex max-w-2xl flex-col gap-3">
          <p className="text-sm font-bold uppercase tracking-wider text-violet-700">Metodologias</p>
          <h2 id="metodologias" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Duas lentes, um retrato completo
          </h2>
          <p className="text-lg text-slate-700">
            O DISC mostra como você age; o Big Five, os traços de personalidade por trás desse jeito de agir.
          </p>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <article aria-labelledby="card-disc" className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <ul aria-label="Os quatro perfis DISC" className="flex flex-wrap gap-2">
              {DISC_TYPES.map((type) => (
                <li key={type} className="flex items-center gap-2 rounded-full bg-white py-1 pl-1 pr-3 text-sm font-semibold text-slate-800 shadow-sm">
                  <DiscBadge type={type} size="sm" />
                  {DISC_NAMES[type]}
                </li>
              ))}
            </ul>
            <h3 id="card-disc" className="text-2xl font-bold text-slate-900">
              DISC: o seu estilo de comportamento
            </h3>
            <p className="leading-relaxed text-slate-700">
              Quatro perfis descrevem como você enfrenta desafios, se comunica, colabora e lida com regras. É o teste
              que você faz sobre si mesmo e que as pessoas próximas respondem sobre você.
            </p>
            <Button asChild variant="secondary" className="mt-auto self-start">
              <Link to="/disc">Conhecer o DISC</Link>
            </Button>
          </article>
          <article aria-labelledby="card-ocean" className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <ul aria-label="Os cinco fatores do Big Five" className="flex flex-wrap gap-2">
              {OCEAN_FACTORS.map((factor) => (
                <li key={factor} className="flex items-center gap-2 rounded-full bg-white py-1 pl-1 pr-3 text-sm font-semibold text-slate-800 shadow-sm">
                  <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-violet-700 text-white">
                    {factor}
                  </span>
                  {OCEAN_FACTOR_NAMES[factor]}
                </li>
              ))}
            </ul>
            <h3 id="card-ocean" className="text-2xl font-bold text-slate-900">
              Big Five (OCEAN): a sua personalidade
            </h3>
            <p className="leading-relaxed text-slate-700">
              O modelo mais estudado pela psicologia descreve a personalidade em cinco grandes fatores. São {OCEAN_QUESTION_COUNT}{' '}
              afirmações e {aboutMinutes(OCEAN_MINUTES)} para conhecer cada um deles em você.
            </p>
            <Button asChild variant="secondary" className="mt-auto self-start">
              <Link to="/ocean">Conhecer o Big Five</Link>
            </Button>
          </article>
        </div>
      </div>
    </section>
  )
}
