import { Link } from 'react-router'
import { OCEAN_FACTORS, OCEAN_FACTOR_NAMES } from '#shared/ocean/types'
import {
  OCEAN_ITEMS_PER_FACTOR,
  OCEAN_LOW_MAX,
  OCEAN_NEUROTICISM_STRENGTH_MAX,
  OCEAN_QUESTION_COUNT,
  OCEAN_STRENGTH_AT,
} from '#shared/product'
import { Button } from '#client/components/ui/button'
import { OCEAN_FACTOR_CONTENT } from '#client/features/content/components/ocean-factors'
import { PageHero } from '#client/features/content/components/page-hero'
import { SectionHeading } from '#client/features/content/components/section-heading'
import { OceanMethodology } from '#client/features/content/components/methodology'
import { aboutMinutes, OCEAN_MINUTES } from '#shared/form-time'

const SCALE = ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'] as const

function TestButtons({ onDark = false }: { onDark?: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild size="lg" variant={onDark ? 'secondary' : 'primary'}>
        <Link to="/ocean-assessment">Fazer teste Big Five</Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant={onDark ? 'ghost' : 'secondary'}
        className={onDark ? 'text-white ring-1 ring-inset ring-white/60 hover:bg-white/10' : undefined}
      >
        <Link to="/disc">Conhecer o DISC</Link>
      </Button>
    </div>
  )
}

export function OceanPage() {
  return (
    <div>
      <PageHero eyebrow="Metodologia" title="Metodologia OCEAN (Big Five)">
        <p className="max-w-3xl text-lg leading-relaxed text-violet-100 sm:text-xl">
          O Big Five, ou modelo dos cinco grandes fatores, é a forma mais estudada pela psicologia para descrever a
          personalidade. A sigla OCEAN reúne as iniciais, em inglês, dos cinco fatores que o compõem.
        </p>
        <TestButtons onDark />
      </PageHero>

      <div className="mx-auto flex max-w-5xl flex-col gap-16 px-4 py-14 sm:gap-20">
        <section aria-labelledby="origem" className="flex max-w-3xl flex-col gap-4 text-lg leading-relaxed text-slate-700">
          <SectionHeading id="origem" eyebrow="Origem" title="Cinco fatores, décadas de pesquisa" />
          <p>
            O modelo nasceu de uma pergunta simples: se uma característica de personalidade é importante, a língua
            deve ter palavras para ela. Ao agrupar milhares de adjetivos usados para descrever pessoas, pesquisadores
            de vários países chegaram, repetidas vezes, aos mesmos cinco grandes fatores.
          </p>
          <p>
            Desde os anos 1980 e 1990, com os trabalhos de Lewis Goldberg, Paul Costa e Robert McCrae, o Big Five se
            tornou a principal referência científica sobre personalidade, estudado em dezenas de culturas e idiomas.
            Cada fator é um contínuo: ninguém “tem” ou “não tem” um traço, apenas fica mais perto de um dos extremos.
          </p>
        </section>

        <section aria-labelledby="fatores" className="flex flex-col gap-8">
          <SectionHeading id="fatores" eyebrow="Os cinco fatores" title="O que cada letra significa" />
          <ul className="flex flex-col gap-4">
            {OCEAN_FACTORS.map((factor) => {
              const content = OCEAN_FACTOR_CONTENT[factor]
              return (
                <li key={factor} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <div className="flex items-center gap-4">
                    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-violet-700 text-2xl font-extrabold text-white">
                      {factor}
                    </span>
                    <div>
                      <h3 className="text-xl font-bold text-slate-900">{OCEAN_FACTOR_NAMES[factor]}</h3>
                      <p className="text-sm text-slate-600" lang="en">
                        {content.english}
                      </p>
                    </div>
                  </div>
                  <p className="mt-4 leading-relaxed text-slate-700">{content.measures}</p>
                  <dl className="mt-4 grid gap-3 sm:grid-cols-2">
                    <div className="rounded-xl bg-violet-50 p-4">
                      <dt className="text-sm font-bold text-violet-900">Pontuação alta</dt>
                      <dd className="mt-1 text-slate-800">{content.high}</dd>
                    </div>
                    <div className="rounded-xl bg-slate-100 p-4">
                      <dt className="text-sm font-bold text-slate-800">Pontuação baixa</dt>
                      <dd className="mt-1 text-slate-800">{content.low}</dd>
                    </div>
                  </dl>
                </li>
              )
            })}
          </ul>
        </section>

        <section aria-labelledby="como-funciona" className="flex flex-col gap-8">
          <SectionHeading id="como-funciona" eyebrow="No Espelho" title="Como funciona o teste">
            <p>
              São {OCEAN_QUESTION_COUNT} afirmações, {OCEAN_ITEMS_PER_FACTOR} para cada fator, em ordem aleatória. Leva{' '}
              {aboutMinutes(OCEAN_MINUTES)}, e você responde o quanto cada uma descreve você:
            </p>
          </SectionHeading>
          <ol aria-label="Escala de respostas" className="grid grid-cols-1 gap-2 sm:grid-cols-5">
            {SCALE.map((label, index) => (
              <li key={label} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-col sm:text-center">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-violet-100 font-bold text-violet-800">
                  {index + 1}
                </span>
                <span className="text-sm font-medium text-slate-800">{label}</span>
              </li>
            ))}
          </ol>
          <ul className="grid gap-4 md:grid-cols-3">
            <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="font-bold text-slate-900">Afirmações invertidas</h3>
              <p className="mt-2 leading-relaxed text-slate-700">
                Em algumas afirmações, concordar diminui a pontuação do fator. Isso equilibra o teste e reduz a
                tendência de concordar com tudo.
              </p>
            </li>
            <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="font-bold text-slate-900">De 0 a 100</h3>
              <p className="mt-2 leading-relaxed text-slate-700">
                Cada fator recebe uma nota de 0 a 100: a partir de {OCEAN_STRENGTH_AT} é alta, de {OCEAN_LOW_MAX + 1} a{' '}
                {OCEAN_STRENGTH_AT - 1} está na média e até {OCEAN_LOW_MAX} é baixa.
              </p>
            </li>
            <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="font-bold text-slate-900">Forças e desafios</h3>
              <p className="mt-2 leading-relaxed text-slate-700">
                Fatores a partir de {OCEAN_STRENGTH_AT} aparecem como pontos fortes. No Neuroticismo é o contrário: até{' '}
                {OCEAN_NEUROTICISM_STRENGTH_MAX} indica estabilidade emocional.
              </p>
            </li>
          </ul>
        </section>

        <OceanMethodology />

        <section aria-labelledby="disc-e-big-five" className="flex flex-col gap-8">
          <SectionHeading id="disc-e-big-five" eyebrow="Comparação" title="DISC e Big Five: qual a diferença?">
            <p>Os dois se completam: um mostra como você age; o outro, os traços que sustentam esse jeito de agir.</p>
          </SectionHeading>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-slate-900">DISC</h3>
              <p className="mt-2 leading-relaxed text-slate-700">
                Descreve o comportamento observável: como você enfrenta desafios, se comunica, colabora e segue regras.
                É fácil de reconhecer no dia a dia — e por isso é o que as pessoas próximas avaliam no feedback 360°.
              </p>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-slate-900">Big Five</h3>
              <p className="mt-2 leading-relaxed text-slate-700">
                Descreve traços de personalidade mais estáveis, que aparecem em diferentes situações e fases da vida.
                Ajuda a entender o porquê por trás de muitos dos seus comportamentos.
              </p>
            </div>
          </div>
        </section>

        <section aria-labelledby="faca-o-teste" className="flex flex-col items-center gap-4 text-center">
          <h2 id="faca-o-teste" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Conheça os seus cinco grandes fatores
          </h2>
          <p className="max-w-2xl text-lg text-slate-700">Gratuito, leva {aboutMinutes(OCEAN_MINUTES)} e pode ser feito agora mesmo.</p>
          <TestButtons />
        </section>
      </div>
    </div>
  )
}
