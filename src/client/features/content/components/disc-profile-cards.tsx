import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { DISC_NAMES, DISC_NICKNAMES, DISC_PROFILE_SLUGS, DISC_TYPES } from '#shared/disc/types'
import { cn } from '#client/lib/cn'
import { PROFILE_SUMMARIES } from '#client/features/content/profiles/profile-summaries'
import { DiscBadge } from '#client/components/disc-badge'
import { DISC_THEME } from '#client/components/disc-theme'

/** The four DISC profiles as cards, each leading to its profile page. */
export function DiscProfileCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {DISC_TYPES.map((type) => {
        const theme = DISC_THEME[type]
        return (
          <li
            key={type}
            className={cn(
              'relative flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm transition-colors sm:p-6',
              theme.border,
              theme.ring,
            )}
          >
            <div className="flex items-center gap-3">
              <DiscBadge type={type} size="xl" />
              <div>
                <p className={cn('text-sm font-semibold', theme.text)}>{DISC_NAMES[type]}</p>
                <Heading className="text-xl font-bold text-slate-900">
                  <Link
                    to={`/profile/${DISC_PROFILE_SLUGS[type]}`}
                    className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-violet-700"
                  >
                    {DISC_NICKNAMES[type]}
                    <span className="sr-only"> — perfil {DISC_NAMES[type]}</span>
                  </Link>
                </Heading>
              </div>
            </div>
            <p className="text-slate-700">{PROFILE_SUMMARIES[type].summary}</p>
            <ul aria-label="Traços marcantes" className="flex flex-wrap gap-2">
              {PROFILE_SUMMARIES[type].traits.map((trait) => (
                <li key={trait} className={cn('rounded-full px-3 py-1 text-xs font-semibold', theme.tint, theme.text)}>
                  {trait}
                </li>
              ))}
            </ul>
            <p aria-hidden="true" className={cn('mt-auto inline-flex items-center gap-1 text-sm font-semibold', theme.text)}>
              Ver perfil completo <ArrowRight className="size-4" />
            </p>
          </li>
        )
      })}
    </ul>
  )
}
