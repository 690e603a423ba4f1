import { Link } from 'react-router'
import { DISC_NAMES, DISC_NICKNAMES, type DiscType } from '#shared/disc/types'
import { verdictRuleText } from '#shared/feedback/verdict-texts'
import { DISC_OTHERS_QUESTION_COUNT, DISC_SELF_QUESTION_COUNT } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { useUser } from '#client/lib/session'
import { DiscProfileCards } from '#client/features/content/components/disc-profile-cards'
import { DISC_THEME } from '#client/components/disc-theme'
import { PageHero } from '#client/features/content/components/page-hero'
import { SectionHeading } from '#client/features/content/components/section-heading'
import { DiscMethodology } from '#client/features/content/components/methodology'
import { AdSlot } from '#client/components/ads/deferred-ad-slot'

/** The modern reading of the model (not Marston's own axes): each profile is one combination of pace and focus. */
const QUADRANTS: { type: DiscType; pace: string; focus: string }[] = [
  { type: 'D', pace: 'Ritmo ágil e assertivo', focus: 'Foco em tarefas e resultados' },
  { type: 'I', pace: 'Ritmo ágil e assertivo', focus: 'Foco em pessoas e relações' },
  { type: 'C', pace: 'Ritmo calmo e ponderado', focus: 'Foco em tarefas e resultados' },
  { type: 'S', pace: 'Ritmo calmo e ponderado', focus: 'Foco em pessoas e relações' },
]

const STEPS = [
  {
    title: 'Você se avalia',
    text: `São ${DISC_SELF_QUESTION_COUNT} perguntas sobre situações comuns — enfrentar desafios, se comunicar, decidir, lidar com pressão. Cada uma tem quatro alternativas, uma de cada perfil, em ordem aleatória. Responda pensando em como você costuma agir na maior parte das situações.`,
  },
  {
    title: 'As respostas viram porcentagens',
    text: `A sua pontuação em cada perfil é a parte das respostas que você deu a ele. Por exemplo: 4 respostas de Dominância em ${DISC_SELF_QUESTION_COUNT} perguntas resultam em 40%. O perfil com a maior porcentagem é o predominante.`,
  },
  {
    title: 'Os outros avaliam você',
    text: `Pelo seu link pessoal, quem convive com você responde ${DISC_OTHERS_QUESTION_COUNT} perguntas sobre o seu jeito de agir, de forma anônima. A média dessas respostas forma o seu DISC 360°.`,
  },
  {
    title: 'Diferenças e pontos cegos',
    text: verdictRuleText(),
  },
] as const

const MYTHS = [
  'Não mede inteligência, competência nem caráter.',
  'Nenhum perfil é melhor ou pior: cada um traz forças e pontos de atenção.',
  'Ninguém é um perfil só. Todos temos os quatro, em proporções diferentes.',
  'O comportamento muda com o contexto: você pode agir diferente no trabalho e em casa.',
  'Não é um diagnóstico psicológico e não substitui o acompanhamento de um profissional.',
] as const

export function DiscPage() {
  const { user, isLoading } = useUser()
  return (
    <div>
      <PageHero eyebrow="Metodologia" title="Metodologia DISC" back={{ to: '/about', label: 'Voltar para Sobre o Espelho' }}>
        <p className="max-w-3xl text-lg leading-relaxed text-violet-100 sm:text-xl">
          O DISC descreve como cada pessoa tende a agir: como enfrenta desafios, como influencia os outros, como reage
          ao ritmo das mudanças e como lida com regras. Não é sobre quem você é por dentro — é sobre como o seu jeito
          aparece para o mundo.
        </p>
      </PageHero>

      <div className="mx-auto flex max-w-5xl flex-col gap-16 px-4 py-14 sm:gap-20">
        <section aria-labelledby="origem" className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div className="flex flex-col gap-4 text-lg leading-relaxed text-slate-700">
            <SectionHeading id="origem" eyebrow="Origem" title="De onde vem o DISC" />
            <p>
              O modelo parte das ideias do psicólogo americano William Moulton Marston, que em 1928 publicou{' '}
              <cite>Emotions of Normal People</cite> (“As emoções das pessoas normais”). Marston descreveu o
              comportamento a partir de duas percepções: se o ambiente parece favorável ou desafiador, e se a pessoa se
              sente mais ou menos forte do que ele.
            </p>
            <p>
              Marston não criou um questionário. Os testes DISC surgiram décadas depois, a partir das ideias dele, e
              modelos posteriores traduziram aqueles eixos como ritmo (mais ágil ou mais ponderado) e foco (em tarefas
              ou em pessoas). É essa leitura moderna que forma os quatro perfis usados aqui: Dominância, Influência,
              Estabilidade e Conformidade.
            </p>
          </div>
          <div>
            <ul aria-label="Os quatro perfis nos dois eixos" className="grid grid-cols-2 gap-2">
              {QUADRANTS.map(({ type, pace, focus }) => (
                <li key={type} className={cn('flex flex-col gap-1 rounded-2xl border p-4', DISC_THEME[type].border, DISC_THEME[type].tint)}>
                  <span aria-hidden="true" className={cn('text-3xl font-extrabold', DISC_THEME[type].text)}>
                    {type}
                  </span>
                  <span className="font-bold text-slate-900">{DISC_NAMES[type]}</span>
                  <span className="text-xs leading-snug text-slate-700">
                    {pace}
                    <br />
                    {focus}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-center text-sm text-slate-600">
              Leitura moderna dos eixos: em cima, o ritmo mais ágil; embaixo, o mais ponderado. À esquerda, o foco em
              tarefas; à direita, em pessoas.
            </p>
          </div>
        </section>

        <section aria-labelledby="perfis" className="flex flex-col gap-8">
          <SectionHeading id="perfis" eyebrow="Os quatro perfis" title="Conheça cada perfil a fundo">
            <p>
              {DISC_NICKNAMES.D}, {DISC_NICKNAMES.I}, {DISC_NICKNAMES.S} e {DISC_NICKNAMES.C}: veja o que motiva cada
              um, as forças naturais, o que costumam ouvir no feedback 360° e os caminhos de evolução.
            </p>
          </SectionHeading>
          <DiscProfileCards />
        </section>

        <AdSlot placement="disc-info" />

        <section aria-labelledby="como-medimos" className="flex flex-col gap-8">
          <SectionHeading id="como-medimos" eyebrow="No Espelho" title="Como medimos o seu DISC" />
          <ol className="grid gap-4 md:grid-cols-2">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-700 font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <DiscMethodology />

        <section aria-labelledby="o-que-nao-e" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h2 id="o-que-nao-e" className="text-2xl font-bold text-slate-900">
            O que o DISC não é
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-lg text-slate-700">
            {MYTHS.map((myth) => (
              <li key={myth} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-fuchsia-600" />
                {myth}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="proximo-passo" className="flex flex-col items-center gap-4 text-center">
          <h2 id="proximo-passo" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {user ? 'Seu perfil já está esperando por você' : 'Descubra o seu perfil predominante'}
          </h2>
          <p className="max-w-2xl text-lg text-slate-700">
            {user
              ? 'Veja o seu resultado e compare com o que as pessoas próximas responderam sobre você.'
              : `São ${DISC_SELF_QUESTION_COUNT} perguntas gratuitas, e você termina em poucos minutos.`}
          </p>
          {isLoading ? null : (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                {user ? <Link to="/results">Ver meus resultados</Link> : <Link to="/assessment">Fazer teste DISC</Link>}
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to="/ocean">Conhecer o Big Five</Link>
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
