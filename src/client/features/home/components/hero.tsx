import { DISC_SELF_QUESTION_COUNT } from '#shared/product'
import { SessionCta } from './session-cta'

export function Hero() {
  return (
    <section
      aria-labelledby="home-titulo"
      className="relative isolate overflow-hidden bg-gradient-to-br from-violet-900 via-violet-800 to-fuchsia-800 text-white"
    >
      <div aria-hidden="true" className="absolute -left-24 -top-24 -z-10 size-80 rounded-full bg-fuchsia-500/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -right-16 -z-10 size-96 rounded-full bg-violet-400/25 blur-3xl" />
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
        <p className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-violet-50">
          Autoconhecimento com DISC, Big Five e feedback 360°
        </p>
        <h1 id="home-titulo" className="text-5xl font-extrabold tracking-tight sm:text-7xl">
          A Verdade liberta
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-violet-100 sm:text-xl">
          Descubra como você se vê, como as pessoas próximas te veem e onde estão os pontos cegos entre uma visão e
          outra.
        </p>
        <SessionCta guestLabel="Fazer teste DISC" variant="secondary" />
        <p className="text-sm text-violet-100">
          Gratuito • {DISC_SELF_QUESTION_COUNT} perguntas • feedback 100% anônimo
        </p>
      </div>
    </section>
  )
}
