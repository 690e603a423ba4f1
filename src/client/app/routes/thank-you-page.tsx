import { HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { PRODUCT_NAME } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'

/** /thank-you: after giving feedback, the giver is thanked and invited to discover themself. */
export function ThankYouPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5 sm:gap-6 sm:py-16">
      {/* On a phone the invitation and its button fit the first screen (issue 33). */}
      <div className="flex flex-col items-center gap-2 text-center sm:gap-3">
        <span className="rounded-full bg-emerald-100 p-2 text-emerald-800 sm:p-3">
          <HeartHandshake aria-hidden="true" className="size-6 sm:size-8" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">Obrigado pelo seu feedback!</h1>
        <p className="text-slate-600 sm:text-lg">
          Sua visão sincera é um presente: ela ajuda alguém a enxergar o que não veria por conta própria.
        </p>
      </div>

      <Card className="flex flex-col gap-4 bg-gradient-to-br from-violet-50 to-fuchsia-50 sm:gap-5">
        <div className="flex items-start gap-3">
          <Sparkles aria-hidden="true" className="mt-1 size-6 shrink-0 text-violet-700" />
          <div className="flex flex-col gap-2">
            <h2 className="text-xl font-bold text-slate-900">E você, como se vê?</h2>
            <p className="text-slate-700">
              Descubra o seu perfil com o {PRODUCT_NAME}: o teste é gratuito e leva poucos minutos. Depois, você também
              pode convidar quem te conhece para descobrir seus pontos cegos.
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/assessment">Fazer meu teste gratuito</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/">Início</Link>
          </Button>
        </div>
        <div className="flex items-start gap-3 rounded-xl bg-white/70 p-3 text-sm text-slate-700">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
          <p>Seu resultado fica privado: só você tem acesso a ele.</p>
        </div>
      </Card>

      <p className="text-center text-sm text-slate-600">
        Suas respostas foram enviadas de forma anônima. Saiba como cuidamos dos dados na nossa{' '}
        <Link to="/privacy" className="font-semibold text-violet-800 underline underline-offset-2 hover:text-violet-950">
          Política de Privacidade
        </Link>
        .
      </p>
    </div>
  )
}
