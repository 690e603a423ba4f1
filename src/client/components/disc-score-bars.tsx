import { topTypes } from '#shared/disc/scoring'
import { DISC_NAMES, DISC_TYPES, scoreOf, type DiscScores } from '#shared/disc/types'
import { cn } from '#client/lib/cn'
import { DiscBadge } from './disc-badge'
import { DISC_THEME } from './disc-theme'

/**
 * The four DISC percentages as labelled bars, in D, I, S, C order and colours (D red, I orange,
 * S green, C blue). The numbers are text, so they are read aloud; the bars are decoration. `visitor`
 * is for pages where someone else's result is read (the public /r/ page): the top trait is named in
 * the third person, never as the reader's own.
 */
export function DiscScoreBars({ scores, className, visitor = false }: { scores: DiscScores; className?: string; visitor?: boolean }) {
  const top = topTypes(scores)
  return (
    <ul className={cn('flex flex-col gap-4', className)}>
      {DISC_TYPES.map((type) => {
        const value = scoreOf(scores, type)
        return (
          <li key={type} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="flex items-center gap-2 font-semibold text-slate-800">
                <DiscBadge type={type} size="xs" />
                {DISC_NAMES[type]}
                {top.includes(type) ? <span className="sr-only">{visitor ? '(traço predominante deste perfil)' : '(seu traço predominante)'}</span> : null}
              </span>
              <span className="font-bold tabular-nums text-slate-900">{value}%</span>
            </div>
            <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full transition-[width] duration-500"
                style={{ width: `${Math.max(0, Math.min(100, value))}%`, backgroundColor: DISC_THEME[type].color }}
              />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
