import { CheckCircle2, Clock, RotateCcw, Sparkles } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { discStyle } from '#shared/disc/scoring'
import type { DiscScores } from '#shared/disc/types'
import { DISC_FORM_ACTION, FORM_FIELDS } from '#shared/forms/self-tests'
import { TEMPORARY_RESULT_DAYS } from '#shared/product'
import { DiscScoreBars } from '#client/components/disc-score-bars'
import { GoogleButton } from '#client/components/google-button'
import { ShareResultButton } from '#client/components/share/share-result-button'
import { Button } from '#client/components/ui/button'
import { WizardForm } from '#client/components/wizard/wizard-form'
import { useHydrated } from '#client/lib/use-persisted-state'
import { useVisitSeed } from '#client/lib/visit-seed'

const BENEFITS = [
  'Análise completa do seu perfil DISC, com seus pontos fortes e pontos de atenção',
  'Feedback 360° anônimo de amigos, família e colegas',
  'Comparação entre como você se vê e como os outros te veem',
] as const

/**
 * What an anonymous visitor sees after finishing (SPEC.md §2): their scores, and the ways to keep
 * them — Google, 'Criar conta', 'Já tenho conta' — with what an account brings.
 */
export function CompletionCard({ scores, onRetake }: { scores: DiscScores; onRetake: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const style = discStyle(scores)
  const hydrated = useHydrated()
  const seed = useVisitSeed()

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
      {/* On a phone the style and "Criar conta" fit the first screen (issue 47): the bars come after. */}
      <div className="bg-gradient-to-br from-violet-800 to-fuchsia-700 px-5 py-5 text-center text-white sm:px-8 sm:py-8">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-9 text-fuchsia-100 sm:size-12" />
        <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-2xl font-bold tracking-tight outline-none sm:mt-3 sm:text-3xl">
          Avaliação concluída!
        </h1>
        <p className="mx-auto mt-1 max-w-md font-semibold text-white md:hidden">Seu estilo: {style.name}</p>
        <p className="mx-auto mt-1 max-w-md text-violet-50 sm:mt-2">
          Para ver seus resultados completos, crie uma conta gratuita.
        </p>
      </div>

      <div className="grid gap-6 p-5 sm:p-8 md:grid-cols-2 md:gap-8">
        <section aria-labelledby="previa-titulo" className="flex flex-col gap-4">
          <div>
            <h2 id="previa-titulo" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              Sua prévia
            </h2>
            <p className="mt-1 text-lg font-bold text-slate-900">
              {style.kind}: {style.name}{' '}
              <span className="font-semibold text-violet-800">— {style.nicknames}</span>
            </p>
          </div>
          <DiscScoreBars scores={scores} />
          {/* Sharing draws an image in the browser: offered once the page's code runs. */}
          {hydrated ? <ShareResultButton /> : null}
          <p className="mt-2 flex items-start gap-2 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            Guardamos este resultado neste navegador por {TEMPORARY_RESULT_DAYS} dias. Crie sua conta para não perdê-lo.
          </p>
        </section>

        <section aria-labelledby="salvar-titulo" className="order-first flex flex-col gap-3 md:order-none">
          <h2 id="salvar-titulo" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Salve seu resultado
          </h2>
          <GoogleButton label="Continuar com Google" />
          <Button asChild size="lg">
            <Link to="/register">Criar conta</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/login">Já tenho conta</Link>
          </Button>
          <p className="text-center text-sm font-medium text-slate-600">Gratuito • Sem compromisso</p>

          <div className="mt-2 rounded-2xl bg-violet-50 p-4">
            <h3 className="flex items-center gap-2 font-semibold text-violet-900">
              <Sparkles aria-hidden="true" className="size-4" /> O que você vai receber
            </h3>
            <ul className="mt-3 flex flex-col gap-2 text-sm text-slate-700">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-700" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>

      {/* Without JavaScript, "Refazer teste" asks the server for a new run (issue 32). */}
      <WizardForm action={DISC_FORM_ACTION} hidden={{ [FORM_FIELDS.seed]: seed }} className="border-t border-slate-100 px-5 py-4 text-center sm:px-8">
        <button
          type="submit"
          name={FORM_FIELDS.nav}
          value="retake"
          onClick={(event) => {
            event.preventDefault()
            onRetake()
          }}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          <RotateCcw aria-hidden="true" className="size-4" /> Refazer teste
        </button>
      </WizardForm>
    </div>
  )
}
