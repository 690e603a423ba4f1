import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { DISC_NAMES, DISC_NICKNAMES, DISC_PROFILE_SLUGS, DISC_TYPES, type DiscType } from '#shared/disc/types'
import { DiscBadge } from '#client/components/disc-badge'
import { Card } from '#client/components/ui/card'

/** Links to the four profile pages, the user's own type marked, for reading about the others. */
export function DiscProfilesGuide({ dominant }: { dominant: DiscType }) {
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="perfis-disc-titulo">
      <h2 id="perfis-disc-titulo" className="font-bold text-slate-900">
        Conheça os quatro perfis
      </h2>
      <ul className="-mx-2 flex flex-col">
        {DISC_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={`/profile/${DISC_PROFILE_SLUGS[type]}`}
              className="flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700"
            >
              <DiscBadge type={type} size="md" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold text-slate-900">{DISC_NAMES[type]}</span>
                <span className="text-xs text-slate-600">
                  {DISC_NICKNAMES[type]}
                  {type === dominant ? ' · seu estilo' : ''}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/disc" className="text-sm font-semibold text-violet-800 underline-offset-2 hover:underline">
        Entenda a metodologia DISC
      </Link>
    </Card>
  )
}
