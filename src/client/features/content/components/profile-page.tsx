import { Check, MessageCircleHeart, MessageCircleWarning, Quote } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  DISC_EXPLANATIONS,
  DISC_NAMES,
  DISC_NICKNAMES,
  DISC_PROFILE_SLUGS,
  DISC_TYPES,
} from '#shared/disc/types'
import { Button } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { useUser } from '#client/lib/session'
import type { ProfileContent } from '#client/features/content/profiles/profile-content'
import { BackLink } from './back-link'
import { DiscBadge } from '#client/components/disc-badge'
import { DISC_THEME } from '#client/components/disc-theme'
import { SectionHeading } from './section-heading'
import { StickyActionBar } from './sticky-action-bar'

/**
 * One DISC profile page (SPEC.md §2): hero with a quote, motivation, natural strengths, phrases
 * heard in 360° feedback, why it happens, evolution paths and a closing note. Logged-out visitors
 * are invited to the assessment; logged-in users get a bar that leads to their results.
 */
export function ProfilePage({ profile }: { profile: ProfileContent }) {
  const { user, isLoading } = useUser()
  const { type } = profile
  const theme = DISC_THEME[type]
  const nickname = DISC_NICKNAMES[type]
  // Every nickname is "O …": "o Realizador", "do Realizador".
  const noun = nickname.slice(2)
  const showAssessmentCta = !isLoading && !user

  return (
    <div>
      <header className={cn('bg-gradient-to-br text-white', theme.hero)}>
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pb-14 pt-6 sm:pb-20">
          <BackLink to={profile.back.to} label={profile.back.label} className="self-start text-white focus-visible:outline-white" />
          <p className="inline-flex items-center gap-3 self-start rounded-full bg-white/15 py-1 pl-1 pr-4 text-sm font-semibold">
            <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-white text-base font-extrabold text-slate-900">
              {type}
            </span>
            Perfil {DISC_NAMES[type]}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{nickname}</h1>
          <figure className="max-w-3xl">
            <blockquote className="flex gap-3 text-xl font-medium italic leading-snug sm:text-2xl">
              <Quote aria-hidden="true" className="mt-1 size-6 shrink-0 opacity-80" />
              <p>{profile.quote}</p>
            </blockquote>
            <figcaption className="mt-2 pl-9 text-sm text-white/85">— na voz do {noun}</figcaption>
          </figure>
          <p className="max-w-3xl text-lg leading-relaxed text-white/95">{profile.lede}</p>
          {showAssessmentCta ? (
            <Button asChild size="lg" variant="secondary" className="self-start">
              <Link to="/assessment">Fazer Avaliação Completa</Link>
            </Button>
          ) : null}
        </div>
      </header>

      <div className="mx-auto flex max-w-5xl flex-col gap-16 px-4 py-14 sm:gap-20">
        <section aria-labelledby="motivacao" className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col gap-4">
            <SectionHeading id="motivacao" eyebrow="Motivação" title={`O que motiva o ${noun}`} />
            {profile.motivation.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <div className={cn('self-start rounded-2xl border p-6', theme.border, theme.tint)}>
            <h3 className={cn('font-bold', theme.text)}>O que dá energia</h3>
            <ul className="mt-3 flex flex-col gap-2">
              {profile.motivation.drivers.map((driver) => (
                <li key={driver} className="flex gap-2 text-slate-800">
                  <Check aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', theme.text)} />
                  {driver}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="forcas" className="flex flex-col gap-8">
          <SectionHeading id="forcas" eyebrow="Forças naturais" title="O que você faz bem sem esforço">
            <p>Comportamentos que surgem com naturalidade em quem tem este perfil predominante.</p>
          </SectionHeading>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {profile.strengths.map((strength) => (
              <li key={strength.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-bold text-slate-900">{strength.title}</h3>
                <p className="mt-2 text-slate-700">{strength.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="feedback-360" className="flex flex-col gap-8">
          <SectionHeading id="feedback-360" eyebrow="Feedback 360°" title="Frases que você costuma ouvir">
            <p>
              Quando amigos, família e colegas descrevem alguém com este perfil, algumas frases aparecem com frequência
              — umas como elogio, outras como pedido.
            </p>
          </SectionHeading>
          <div className="grid gap-6 md:grid-cols-2">
            <PhraseList
              title="O que costumam elogiar"
              icon={<MessageCircleHeart aria-hidden="true" className="size-5 text-emerald-700" />}
              phrases={profile.feedbackPhrases.praise}
              className="border-emerald-200 bg-emerald-50/60"
            />
            <PhraseList
              title="O que costumam pedir"
              icon={<MessageCircleWarning aria-hidden="true" className="size-5 text-amber-700" />}
              phrases={profile.feedbackPhrases.attention}
              className="border-amber-200 bg-amber-50/60"
            />
          </div>
        </section>

        <section aria-labelledby="por-que" className="flex flex-col gap-8">
          <SectionHeading id="por-que" eyebrow="Por que isso acontece" title="A lógica por trás do comportamento">
            <p>Cada frase acima tem uma razão de ser. Entender a origem é o primeiro passo para escolher como agir.</p>
          </SectionHeading>
          <ul className="grid gap-4 md:grid-cols-2">
            {profile.whyItHappens.map((item) => (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="evolucao" className="flex flex-col gap-8">
          <SectionHeading id="evolucao" eyebrow="Caminhos de evolução" title="Como crescer sem deixar de ser você">
            <p>Pequenas práticas que ampliam as suas forças e reduzem os pontos cegos.</p>
          </SectionHeading>
          <ol className="flex flex-col gap-4">
            {profile.evolution.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className={cn('flex size-10 shrink-0 items-center justify-center rounded-full font-bold text-white', theme.solid)}
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-slate-900">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="palavra-final" className={cn('rounded-3xl border p-6 sm:p-10', theme.border, theme.tint)}>
          <h2 id="palavra-final" className={cn('text-2xl font-bold sm:text-3xl', theme.text)}>
            Uma palavra final
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-800">{profile.closing}</p>
          <div className="mt-6 max-w-3xl rounded-2xl bg-white p-5 shadow-sm">
            <h3 className="font-bold text-slate-900">Se este é o seu perfil predominante</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{DISC_EXPLANATIONS[type]}</p>
          </div>
          {showAssessmentCta ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button asChild size="lg">
                <Link to="/assessment">Fazer Avaliação Completa</Link>
              </Button>
              <p className="text-sm text-slate-700">Gratuito • 10 perguntas • poucos minutos</p>
            </div>
          ) : null}
        </section>

        <nav aria-labelledby="outros-perfis" className="flex flex-col gap-4">
          <h2 id="outros-perfis" className="text-xl font-bold text-slate-900">
            Conheça os outros perfis
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {DISC_TYPES.filter((other) => other !== type).map((other) => (
              <li key={other}>
                <Link
                  to={`/profile/${DISC_PROFILE_SLUGS[other]}`}
                  className="flex min-h-14 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 font-semibold text-slate-900 shadow-sm hover:border-violet-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
                >
                  <DiscBadge type={other} size="lg" />
                  <span>
                    {DISC_NICKNAMES[other]}
                    <span className="block text-sm font-normal text-slate-600">{DISC_NAMES[other]}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {user ? (
        <StickyActionBar
          label="Seus resultados"
          note="Compare este perfil com o seu resultado e com o que as pessoas dizem de você."
          to="/results"
          action="Ver Tela de Resultados"
        />
      ) : null}
    </div>
  )
}

function PhraseList({
  title,
  icon,
  phrases,
  className,
}: {
  title: string
  icon: ReactNode
  phrases: readonly string[]
  className?: string
}) {
  return (
    <div className={cn('rounded-2xl border p-6', className)}>
      <h3 className="flex items-center gap-2 font-bold text-slate-900">
        {icon} {title}
      </h3>
      <ul className="mt-4 flex flex-col gap-3">
        {phrases.map((phrase) => (
          <li key={phrase} className="rounded-xl bg-white px-4 py-3 text-slate-800 shadow-sm">
            “{phrase}”
          </li>
        ))}
      </ul>
    </div>
  )
}
