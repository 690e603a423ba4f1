import { Radar as RadarIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { DISC_NAMES, DISC_TYPES, TYPE_TO_SCORE_KEY, type DiscScores } from '#shared/disc/types'
import { radarUnlocked } from '#shared/feedback/tiers'
import { RADAR_UNLOCK_AT } from '#shared/product'
import { Disclosure } from '#client/components/ui/disclosure'
import { Skeleton } from '#client/components/ui/spinner'
import { DISC_THEME } from '#client/components/disc-theme'
import { LockedNotice, SectionCard } from './section-card'

const DiscRadarChart = lazy(() => import('./disc-radar-chart'))

/**
 * Numbers behind the radar, readable on any screen and by screen readers. Columns are named in words;
 * who sees more of what, in words, is in "Pontos cegos" right below (never a bare sign).
 */
function ComparisonTable({ self, others }: { self: DiscScores; others: DiscScores }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Comparação entre como você se vê e como os outros te veem, em porcentagem de cada dimensão</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 font-semibold">Dimensão</th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">Como você se vê</th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">Como os outros te veem</th>
        </tr>
      </thead>
      <tbody>
        {DISC_TYPES.map((type) => {
          const key = TYPE_TO_SCORE_KEY[type]
          return (
            <tr key={type} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 font-semibold" style={{ color: DISC_THEME[type].textColor }}>
                {DISC_NAMES[type]} ({type})
              </th>
              <td className="py-2 pl-2 text-right tabular-nums">{self[key]}%</td>
              <td className="py-2 pl-2 text-right tabular-nums">{others[key]}%</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** DISC 360°: the radar, the numbers and the blind spots, from 3 feedbacks. */
export function RadarSection({ count, self, others }: { count: number; self: DiscScores; others: DiscScores }) {
  const unlocked = radarUnlocked(count)
  return (
    <SectionCard
      title="DISC 360°: você e os outros"
      icon={RadarIcon}
      description={unlocked ? `Sua autoavaliação comparada à média de ${count} pessoas que responderam sobre você.` : undefined}
    >
      {unlocked ? (
        <>
          <Suspense fallback={<Skeleton className="h-[26rem] w-full sm:h-[30rem]" />}>
            <div className="-mx-2 sm:mx-0" role="img" aria-label="Gráfico radar comparando sua autoavaliação DISC com a visão dos outros; os valores estão em “Ver os números”, a seguir.">
              <DiscRadarChart self={self} others={others} />
            </div>
          </Suspense>
          <Disclosure label="Ver os números" className="-mt-2">
            <ComparisonTable self={self} others={others} />
          </Disclosure>
        </>
      ) : (
        <LockedNotice>
          <RadarIcon aria-hidden="true" className="size-8 text-violet-400" />
          <p className="font-semibold">O radar DISC 360° aparece com {RADAR_UNLOCK_AT} feedbacks.</p>
          <p>Antes disso, ninguém conseguiria adivinhar quem respondeu o quê.</p>
        </LockedNotice>
      )}
    </SectionCard>
  )
}
