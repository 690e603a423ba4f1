import { Radar as RadarIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { discGaps } from '#shared/disc/scoring'
import { DISC_NAMES, type DiscScores } from '#shared/disc/types'
import { radarUnlocked } from '#shared/feedback/tiers'
import { GAP_THRESHOLD, RADAR_UNLOCK_AT } from '#shared/product'
import { Skeleton } from '#client/components/ui/spinner'
import { cn } from '#client/lib/cn'
import { DISC_THEME } from '#client/components/disc-theme'
import { LockedNotice, SectionCard } from './section-card'

const DiscRadarChart = lazy(() => import('./disc-radar-chart'))

/** The difference in words: who sees more, by how many points (never a bare negative number). */
function whoSeesMore(diff: number) {
  if (diff === 0) return 'Igual'
  const points = Math.abs(diff) === 1 ? '1 ponto' : `${Math.abs(diff)} pontos`
  return diff > 0 ? `Você vê ${points} a mais` : `Os outros veem ${points} a mais`
}

/** Numbers behind the radar, readable on any screen and by screen readers. */
function ComparisonTable({ self, others }: { self: DiscScores; others: DiscScores }) {
  const gaps = discGaps(self, others)
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Comparação entre como você se vê e como os outros te veem, em pontos percentuais; a última coluna diz quem vê mais de cada dimensão</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 font-semibold">Dimensão</th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">Você</th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">Outros</th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">Quem vê mais</th>
        </tr>
      </thead>
      <tbody>
        {gaps.map((gap) => (
          <tr key={gap.type} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2 font-semibold" style={{ color: DISC_THEME[gap.type].textColor }}>
              {DISC_NAMES[gap.type]} ({gap.type})
            </th>
            <td className="py-2 pl-2 text-right tabular-nums">{gap.self}%</td>
            <td className="py-2 pl-2 text-right tabular-nums">{gap.others}%</td>
            <td className={cn('py-2 pl-2 text-right font-semibold tabular-nums', gap.flag ? 'text-amber-800' : 'text-slate-700')}>
              {whoSeesMore(gap.diff)}
              {gap.flag ? <span className="sr-only"> (diferença de {GAP_THRESHOLD} pontos ou mais)</span> : null}
            </td>
          </tr>
        ))}
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
          <Suspense fallback={<Skeleton className="h-80 w-full sm:h-96" />}>
            <div role="img" aria-label="Gráfico radar comparando sua autoavaliação DISC com a visão dos outros; os valores estão na tabela a seguir.">
              <DiscRadarChart self={self} others={others} />
            </div>
          </Suspense>
          <ComparisonTable self={self} others={others} />
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
