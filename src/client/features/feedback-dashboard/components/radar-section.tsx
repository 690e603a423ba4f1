import { Radar as RadarIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { DISC_GAP_TITLES, discGaps } from '#shared/disc/scoring'
import { DISC_NAMES, type DiscScores } from '#shared/disc/types'
import { radarUnlocked } from '#shared/feedback/tiers'
import { GAP_THRESHOLD, RADAR_UNLOCK_AT } from '#shared/product'
import { Skeleton } from '#client/components/ui/spinner'
import { cn } from '#client/lib/cn'
import { DISC_THEME } from '#client/components/disc-theme'
import { missing } from './plural'
import { LockedNotice, SectionCard } from './section-card'

const DiscRadarChart = lazy(() => import('./disc-radar-chart'))

function formatDiff(diff: number) {
  return diff > 0 ? `+${diff}` : String(diff)
}

/** Numbers behind the radar, readable on any screen and by screen readers. */
function ComparisonTable({ self, others }: { self: DiscScores; others: DiscScores }) {
  const gaps = discGaps(self, others)
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Comparação entre como você se vê e como os outros te veem, em pontos percentuais</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 font-semibold">Dimensão</th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">Você</th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">Outros</th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">
            <abbr title="Diferença" className="no-underline @md:hidden">Dif.</abbr>
            <span className="hidden @md:inline">Diferença</span>
          </th>
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
              {formatDiff(gap.diff)}
              {gap.flag ? <span className="sr-only"> (diferença de {GAP_THRESHOLD} pontos ou mais)</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Gaps of GAP_THRESHOLD points or more between self and others, with SPEC.md §5's two texts. */
function BlindSpots({ self, others }: { self: DiscScores; others: DiscScores }) {
  const gaps = discGaps(self, others)
  const flagged = gaps.filter((gap) => gap.flag !== null)
  return (
    <div className="flex flex-col gap-3">
      <h4 className="font-bold text-slate-900">Pontos cegos</h4>
      {flagged.length === 0 ? (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          Nenhuma diferença de {GAP_THRESHOLD} pontos ou mais: sua autopercepção está alinhada com a visão dos outros.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Diferenças sinalizadas">
          {flagged.map((gap) => (
            <li
              key={gap.type}
              data-testid={`gap-${gap.type}`}
              className={cn(
                'flex flex-col gap-1 rounded-xl border-l-4 p-3 text-sm',
                gap.flag === 'higher' ? 'bg-amber-50 text-amber-950' : 'bg-sky-50 text-sky-950',
              )}
              style={{ borderLeftColor: DISC_THEME[gap.type].color }}
            >
              <span className="font-semibold">
                {DISC_GAP_TITLES[gap.flag ?? 'higher']} · {DISC_NAMES[gap.type]} ({formatDiff(gap.diff)} pontos)
              </span>
              <span>{gap.message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
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
          <BlindSpots self={self} others={others} />
        </>
      ) : (
        <LockedNotice>
          <RadarIcon aria-hidden="true" className="size-8 text-violet-400" />
          <p className="font-semibold">O radar DISC 360° aparece com {RADAR_UNLOCK_AT} feedbacks.</p>
          <p>{missing(RADAR_UNLOCK_AT - count)}. Assim ninguém consegue adivinhar quem respondeu o quê.</p>
        </LockedNotice>
      )}
    </SectionCard>
  )
}
