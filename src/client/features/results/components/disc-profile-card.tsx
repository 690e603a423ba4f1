import { ArrowRight, RotateCcw } from 'lucide-react'
import { Link } from 'react-router'
import { dominantType } from '#shared/disc/scoring'
import {
  DISC_EXPLANATIONS,
  DISC_NAMES,
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
  const dominant = dominantType(scores)
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
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Seu estilo predominante</p>
          <div className="flex items-center gap-3">
            <DiscBadge type={dominant} size="xl" />
            <div>
              <h3 className="text-lg font-bold leading-tight text-slate-900">{DISC_NAMES[dominant]}</h3>
              <p className="font-semibold text-violet-800">{DISC_NICKNAMES[dominant]}</p>
            </div>
          </div>
          <p className="text-sm leading-relaxed text-slate-700">{DISC_EXPLANATIONS[dominant]}</p>
          <Link
            to={`/profile/${DISC_PROFILE_SLUGS[dominant]}`}
            className="mt-auto inline-flex items-center gap-1.5 self-start rounded-lg py-1 text-sm font-semibold text-violet-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            Conhecer o perfil {DISC_NICKNAMES[dominant].replace(/^O /, 'do ')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </Card>
  )
}
