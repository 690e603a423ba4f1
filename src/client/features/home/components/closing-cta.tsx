import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'
import { SessionCta } from './session-cta'

export function ClosingCta() {
  return (
    <section aria-labelledby="comece-agora" className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-violet-800 to-fuchsia-700 px-5 py-12 text-center text-white shadow-lg sm:px-12 sm:py-16">
        <h2 id="comece-agora" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Pronto para se ver com outros olhos?
        </h2>
        <p className="max-w-2xl text-lg text-violet-100">
          Comece pelo seu olhar e convide quem convive com você a completar o retrato. A verdade sobre você pode ser
          o começo da sua melhor versão.
        </p>
        <div className="flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row">
          <SessionCta
            guestLabel="Começar avaliação gratuita"
            variant="secondary"
            // Wraps onto two lines on narrow phones instead of overflowing the button.
            className="h-auto min-h-12 w-full py-2 sm:w-auto"
          />
          <Button asChild size="lg" variant="ghost" className="w-full text-white ring-1 ring-inset ring-white/60 hover:bg-white/10 sm:w-auto">
            <Link to="/pricing">Ver planos</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
