import { ArrowRight, RotateCcw } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { discStyle } from '#shared/disc/scoring'
import {
  DISC_EXPLANATIONS,
  DISC_NICKNAMES,
  DISC_PROFILE_SLUGS,
  type DiscScores,
} from '#shared/disc/types'
import { DiscBadge } from '#client/components/disc-badge'
import { DiscScoreBars } from '#client/components/disc-score-bars'
import { Card } from '#client/components/ui/card'
import { cn } from '#client/lib/cn'
import { formatDate } from '#shared/format'

/** The day of the test, or nothing when the date cannot be read. */
const testDay = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? null : formatDate(iso))

/**
 * On a phone the explanation shows its first lines and "Ler mais" opens the rest (the full text is
 * always in the page, so screen readers and find-in-page get all of it); wider screens show it whole.
 */
function ClampedText({ children }: { children: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <div className="flex flex-col items-start gap-1">
      <p id={id} className={cn('text-sm leading-relaxed text-slate-700', open ? null : 'line-clamp-3 sm:line-clamp-none')}>
        {children}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="min-h-8 rounded-lg text-sm font-semibold text-violet-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-violet-700 sm:hidden"
      >
        {open ? 'Ler menos' : 'Ler mais'}
      </button>
    </div>
  )
}

/** The self DISC profile: the four percentages and the dominant type, named and explained. */
export function DiscProfileCard({ scores, createdAt }: { scores: DiscScores; createdAt: string }) {
  const style = discStyle(scores)
  const top = style.types
  const dominant = top[0] ?? 'D'
  const combined = style.combined
  const date = testDay(createdAt)
  return (
    <Card className="flex flex-col gap-4 p-4 sm:gap-6" aria-labelledby="perfil-disc-titulo" role="region">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3">
        <h2 id="perfil-disc-titulo" className="text-lg font-bold text-slate-900 sm:text-xl">
          Seu perfil DISC
        </h2>
        <Link
          to="/assessment"
          className="inline-flex shrink-0 items-center gap-1 self-center rounded-lg px-2 py-1.5 text-sm sm:gap-1.5 sm:px-2.5 sm:py-2 font-semibold text-violet-800 ring-1 ring-inset ring-violet-200 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          <RotateCcw aria-hidden="true" className="size-4" /> Refazer teste
        </Link>
        {date ? <p className="col-span-2 mt-1 text-sm text-slate-600">Autoavaliação de {date}</p> : null}
      </div>

      <div className="grid gap-4 md:grid-cols-2 md:gap-8">
        <DiscScoreBars scores={scores} />
        <div className="-mx-1 flex flex-col gap-3 rounded-2xl bg-slate-50 p-3 sm:mx-0 sm:p-5">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Seu {style.kind.toLocaleLowerCase('pt-BR')}
          </p>
          <div className="flex items-center gap-3">
            <div className="flex shrink-0 gap-1">
              {top.map((type) => (
                <DiscBadge key={type} type={type} size={combined ? 'lg' : 'xl'} />
              ))}
            </div>
            <div>
              <h3 className="text-lg font-bold leading-tight text-slate-900">{style.name}</h3>
              <p className="font-semibold text-violet-800">{style.nicknames}</p>
            </div>
          </div>
          {combined ? (
            <p className="text-sm leading-relaxed text-slate-700">
              Você escolheu {style.name} na mesma quantidade: nenhum desses estilos se sobressai aos
              outros. Leia cada perfil e veja o que mais combina com você.
            </p>
          ) : (
            <ClampedText>{DISC_EXPLANATIONS[dominant]}</ClampedText>
          )}
          <div className="mt-auto flex flex-col gap-1">
            {top.map((type) => (
              <Link
                key={type}
                to={`/profile/${DISC_PROFILE_SLUGS[type]}`}
                className="inline-flex items-center gap-1.5 self-start rounded-lg py-1 text-sm font-semibold text-violet-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
              >
                Conhecer o perfil {DISC_NICKNAMES[type].replace(/^O /, 'do ')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ))}
          </div>
        </div>
      </div>
    </Card>
  )
}
