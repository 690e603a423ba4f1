import { BarChart3, EyeOff, MessagesSquare, ScanSearch, ShieldCheck, Sparkles, UserRoundCheck, Users } from 'lucide-react'
import { Link } from 'react-router'
import {
  DISC_OTHERS_QUESTION_COUNT,
  DISC_SELF_QUESTION_COUNT,
  OCEAN_QUESTION_COUNT,
  PLANS,
  PRODUCT_MOTTO,
  PRODUCT_NAME,
  RADAR_UNLOCK_AT,
} from '#shared/product'
import { formatPlanPrice } from '#shared/format'
import { Button } from '#client/components/ui/button'
import { useUser } from '#client/lib/session'
import { DiscProfileCards } from '#client/features/content/components/disc-profile-cards'
import { PageHero } from '#client/features/content/components/page-hero'
import { SectionHeading } from '#client/features/content/components/section-heading'
import { StickyActionBar } from '#client/features/content/components/sticky-action-bar'
import { AdSlot } from '#client/components/ads/deferred-ad-slot'
import { GIVER_DURATION } from '#shared/giver-time'

const OFFERS = [
  {
    icon: UserRoundCheck,
    title: 'Teste DISC',
    text: `${DISC_SELF_QUESTION_COUNT} perguntas sobre situações do dia a dia revelam o seu estilo de comportamento predominante. Gratuito e leva poucos minutos.`,
  },
  {
    icon: BarChart3,
    title: 'Big Five (OCEAN)',
    text: `${OCEAN_QUESTION_COUNT} afirmações próprias, inspiradas em itens de domínio público do IPIP, dão um retrato dos cinco grandes fatores da personalidade, o modelo mais estudado pela psicologia.`,
  },
  {
    icon: MessagesSquare,
    title: 'Feedback 360° anônimo',
    text: `Com o seu link pessoal, amigos, família e colegas respondem ${DISC_OTHERS_QUESTION_COUNT} perguntas sobre você em ${GIVER_DURATION}, sem se identificar.`,
  },
  {
    icon: ScanSearch,
    title: 'Pontos cegos',
    text: `A partir de ${RADAR_UNLOCK_AT} feedbacks, você compara a sua visão com a dos outros e descobre o que só eles enxergavam.`,
  },
] as const

const COMMITMENTS = [
  {
    icon: EyeOff,
    title: 'Anonimato de verdade',
    text: 'Quem responde não cria conta e não é identificado. Os feedbacks são guardados sem IP, sem dados do navegador e sem o horário exato.',
  },
  {
    icon: ShieldCheck,
    title: 'Seus dados, suas regras',
    text: 'Você pode baixar uma cópia dos seus dados ou excluir a sua conta quando quiser, como garante a LGPD.',
  },
  {
    icon: Sparkles,
    title: 'Autoconhecimento, não rótulo',
    text: 'Nenhum perfil é melhor que outro. Os resultados são um ponto de partida para reflexão, não um diagnóstico.',
  },
  {
    icon: Users,
    title: 'Gratuito para começar',
    text: `Testes, link de feedback e painel de resultados são gratuitos. O Premium, a partir de ${formatPlanPrice(PLANS.monthly.price)} por mês, aprofunda a análise e remove os anúncios.`,
  },
] as const

function StartButtons() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild size="lg" variant="secondary">
        <Link to="/assessment">Fazer teste DISC</Link>
      </Button>
      <Button asChild size="lg" variant="ghost" className="text-white ring-1 ring-inset ring-white/60 hover:bg-white/10">
        <Link to="/disc">Conhecer a metodologia DISC</Link>
      </Button>
    </div>
  )
}

export function AboutPage() {
  const { user, isLoading } = useUser()
  const loggedOut = !isLoading && !user
  return (
    <div>
      <PageHero eyebrow="Quem somos" title={`Sobre o ${PRODUCT_NAME}`}>
        <p className="max-w-3xl text-lg leading-relaxed text-violet-100 sm:text-xl">
          O {PRODUCT_NAME} nasceu de uma ideia simples: ninguém se enxerga por inteiro sem ajuda. Unimos testes
          baseados em modelos conhecidos de comportamento (DISC) e de personalidade (Big Five) à visão honesta — e
          anônima — de quem convive com você.
        </p>
        {loggedOut ? <StartButtons /> : null}
      </PageHero>

      <div className="mx-auto flex max-w-5xl flex-col gap-16 px-4 py-14 sm:gap-20">
        <section aria-labelledby="por-que-espelho" className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div className="flex flex-col gap-4 text-lg leading-relaxed text-slate-700">
            <SectionHeading id="por-que-espelho" eyebrow="Nossa história" title="Por que um espelho?" />
            <p>
              Nós nos julgamos pelas nossas intenções; os outros nos conhecem pelas nossas atitudes. Entre uma coisa e
              outra existe uma distância que quase nunca enxergamos sozinhos — os chamados pontos cegos.
            </p>
            <p>
              Feedback sincero é raro porque é desconfortável de dar e de pedir. Por isso o {PRODUCT_NAME} combina
              duas coisas: um teste que mostra como você se vê e um link para que as pessoas próximas digam, sem se
              identificar, como veem você. O anonimato tira o peso da conversa e deixa a verdade aparecer.
            </p>
            <p>
              O resultado é um retrato mais completo, que ajuda a entender relações, escolher como agir e crescer com
              mais consciência — no trabalho, em família e entre amigos.
            </p>
          </div>
          <figure className="rounded-3xl bg-slate-900 p-6 text-white shadow-lg sm:p-8">
            <blockquote className="text-2xl font-semibold italic text-violet-200" lang="la">
              “{PRODUCT_MOTTO}”
            </blockquote>
            <figcaption className="mt-3 leading-relaxed text-slate-300">
              “Conhece-te a ti mesmo”: o conselho inscrito no templo de Apolo, em Delfos, há mais de dois mil anos,
              continua sendo o ponto de partida de qualquer mudança.
            </figcaption>
          </figure>
        </section>

        <section aria-labelledby="o-que-oferecemos" className="flex flex-col gap-8">
          <SectionHeading id="o-que-oferecemos" eyebrow="O que você encontra aqui" title="Ferramentas que se completam">
            <p>Cada ferramenta mostra um ângulo; juntas, revelam o que nenhuma mostraria sozinha.</p>
          </SectionHeading>
          <ul className="grid gap-4 sm:grid-cols-2">
            {OFFERS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <AdSlot placement="about-content" />

        <section aria-labelledby="perfis-disc" className="flex flex-col gap-8">
          <SectionHeading id="perfis-disc" eyebrow="Metodologia DISC" title="Os quatro perfis DISC">
            <p>
              Todos nós temos um pouco de cada perfil, em proporções diferentes. Conheça o que move cada um e descubra
              qual fala mais alto em você.
            </p>
          </SectionHeading>
          <DiscProfileCards />
        </section>

        <section aria-labelledby="compromissos" className="flex flex-col gap-8">
          <SectionHeading id="compromissos" eyebrow="Nossos compromissos" title="O que você pode esperar de nós" />
          <ul className="grid gap-4 sm:grid-cols-2">
            {COMMITMENTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                  <Icon aria-hidden="true" className="size-5 text-violet-700" /> {title}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
          <p className="text-slate-700">
            Detalhes sobre dados e anonimato estão na nossa{' '}
            <Link to="/privacy-policy" className="font-semibold text-violet-800 underline underline-offset-4">
              Política de Privacidade
            </Link>
            .
          </p>
        </section>

        {loggedOut ? (
          <section aria-labelledby="comece" className="rounded-3xl bg-gradient-to-br from-violet-800 to-fuchsia-700 p-8 text-white sm:p-12">
            <h2 id="comece" className="text-2xl font-bold sm:text-3xl">
              Comece pelo seu olhar
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-violet-100">
              O teste DISC leva poucos minutos. Depois, é só compartilhar o seu link e deixar que os outros completem
              o retrato.
            </p>
            <div className="mt-6">
              <StartButtons />
            </div>
          </section>
        ) : null}
      </div>

      {user ? (
        <StickyActionBar
          label="Seus resultados"
          note="Veja o seu perfil e o que as pessoas próximas estão dizendo."
          to="/results"
          action="Ver meus resultados"
        />
      ) : null}
    </div>
  )
}
