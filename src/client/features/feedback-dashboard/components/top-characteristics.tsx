import { Award, Lock } from 'lucide-react'
import { visibleCharacteristicCount } from '#shared/feedback/tiers'
import { unlockAt } from '#shared/feedback/milestones'
import { TOP_CHARACTERISTICS_SHOWN } from '#shared/product'
import type { FeedbackStats } from '#shared/schemas/feedback'
import { LockedNotice, SectionCard } from './section-card'
import { UpgradeLink } from './upgrade-link'

interface TopCharacteristicsProps {
  count: number
  isPremium: boolean
  characteristics: FeedbackStats['topCharacteristics']
  /** How many were ranked in all; a free response carries only the first 2 or 3 (DESIGN.md §10). */
  total: number
}

/** The strengths people named most (free: 2, the 3rd from the ladder's second step; premium: all). */
export function TopCharacteristics({ count, isPremium, characteristics, total }: TopCharacteristicsProps) {
  const visible = visibleCharacteristicCount(count, isPremium, characteristics.length)
  const shown = characteristics.slice(0, visible)
  const ranked = Math.max(total, characteristics.length)
  const radarAt = unlockAt('radar')
  const thirdAt = unlockAt('third-characteristic')
  const thirdLocked = !isPremium && count >= radarAt && count < thirdAt && ranked > visible
  const moreForPremium = !isPremium && count >= thirdAt && ranked > TOP_CHARACTERISTICS_SHOWN

  return (
    <SectionCard
      title="Características mais reconhecidas"
      icon={Award}
      description={count >= radarAt ? 'O que as pessoas mais citaram como seus pontos fortes.' : undefined}
    >
      {count < radarAt ? (
        <LockedNotice>
          <Award aria-hidden="true" className="size-8 text-violet-400" />
          <p className="font-semibold">Suas características mais citadas aparecem com {radarAt} feedbacks.</p>
        </LockedNotice>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum dado disponível para exibir</p>
      ) : (
        <ol className="flex flex-col gap-2 sm:gap-3" aria-label="Características mais citadas">
          {shown.map((item, index) => (
            <li key={item.text} className="flex flex-col gap-1 sm:gap-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 break-words font-semibold text-slate-900">
                  <span className="mr-2 text-violet-700">{index + 1}.</span>
                  {item.text}
                </span>
                <span className="shrink-0 text-sm text-slate-600">
                  {item.count} de {count} ({item.percentage}%)
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-violet-100">
                <div className="h-full rounded-full bg-violet-600" style={{ width: `${item.percentage}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {thirdLocked ? (
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <Lock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          A 3ª característica é revelada com {thirdAt} feedbacks.
        </p>
      ) : null}
      {moreForPremium ? (
        <div className="flex flex-col gap-2 rounded-xl bg-violet-50 p-3 text-sm text-violet-950 sm:flex-row sm:items-center sm:justify-between">
          <p>Mais {ranked - visible} características citadas estão disponíveis no Premium.</p>
          <UpgradeLink label="Ver todas" />
        </div>
      ) : null}
    </SectionCard>
  )
}
