import { ArrowRight, RotateCcw } from 'lucide-react'
import { Link } from 'react-router'
import { discStyleName, joinWithE, topTypes } from '#shared/disc/scoring'
import {
  DISC_EXPLANATIONS,
  DISC_NICKNAMES,
  DISC_PROFILE_SLUGS,
  type DiscScores,
} from '#shared/disc/types'
import { DiscBadge } from '#client/components/disc-badge'
import { DiscScoreBars } from '#client/components/disc-score-bars'
import { Card } from '#client/components/ui/card'

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' })

function formatDate(iso: string) {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date)
}

/** The self DISC profile: the four percentages and the dominant type, named and explained. */
export function DiscProfileCard({ scores, createdAt }: { scores: DiscScores; createdAt: string }) {
  const top = topTypes(scores)
  const dominant = top[0] ?? 'D'
  const combined = top.length > 1
  const date = formatDate(createdAt)
  return (
    <Card className="flex flex-col gap-6" aria-labelledby="perfil-disc-titulo" role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="perfil-disc-titulo" className="text-xl font-bold text-slate-900">
            Seu perfil DISC
          </h2>
          {date ? <p className="mt-1 text-sm text-slate-600">Autoavaliação de {date}</p> : null}
        </div>
        <Link
          to="/assessment"
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-violet-800 ring-1 ring-inset ring-violet-200 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          <RotateCcw aria-hidden="true" className="size-4" /> Refazer teste
        </Link>
      </div>

      <div className="grid gap-6 md:grid-cols-2 md:gap-8">
        <DiscScoreBars scores={scores} />
        <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-5">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {combined ? 'Seu estilo combinado' : 'Seu estilo predominante'}
          </p>
          <div className="flex items-center gap-3">
            <div className="flex shrink-0 gap-1">
              {top.map((type) => (
                <DiscBadge key={type} type={type} size={combined ? 'lg' : 'xl'} />
              ))}
            </div>
            <div>
              <h3 className="text-lg font-bold leading-tight text-slate-900">{discStyleName(top)}</h3>
              <p className="font-semibold text-violet-800">{joinWithE(top.map((type) => DISC_NICKNAMES[type]))}</p>
            </div>
          </div>
          {combined ? (
            <p className="text-sm leading-relaxed text-slate-700">
              Você escolheu {discStyleName(top)} na mesma quantidade: nenhum desses estilos se sobressai aos
              outros. Leia cada perfil e veja o que mais combina com você.
            </p>
          ) : (
            <p className="text-sm leading-relaxed text-slate-700">{DISC_EXPLANATIONS[dominant]}</p>
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
