import { CheckCircle2, Lock, TrendingUp } from 'lucide-react'
import { progressOutOf15, progressTowardFirstUnlock } from '#shared/feedback/tiers'
import { FEEDBACK_MILESTONES, FEEDBACK_PROGRESS_MAX, RADAR_UNLOCK_AT } from '#shared/product'
import { cn } from '#client/lib/cn'
import { feedbacks } from './plural'
import { SectionCard } from './section-card'

const MILESTONE_REWARDS: Record<number, string> = {
  3: 'Radar DISC 360°, pontos cegos e características mais citadas',
  5: 'Terceira característica e análise de palavras',
  10: 'Nuvens de palavras e lista completa de feedbacks',
  15: 'Perfil 360° completo',
}

function Bar({ label, percent, valueText }: { label: string; percent: number; valueText: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-3 overflow-hidden rounded-full bg-violet-100"
    >
      <div className="h-full rounded-full bg-gradient-to-r from-violet-600 to-fuchsia-600" style={{ width: `${percent}%` }} />
    </div>
  )
}

/** Progress toward the first unlock (3) and toward the complete profile (15). */
export function FeedbackProgressCard({ count }: { count: number }) {
  const towardFirst = Math.round(progressTowardFirstUnlock(count) * 100)
  return (
    <SectionCard title="Seu progresso" icon={TrendingUp}>
      {count > 0 && count < RADAR_UNLOCK_AT ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-slate-800">
            {count} de {RADAR_UNLOCK_AT} para o radar DISC 360°
          </p>
          <Bar label="Progresso até o radar DISC 360°" percent={towardFirst} valueText={`${count} de ${RADAR_UNLOCK_AT} feedbacks`} />
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <p className="flex justify-between text-sm font-semibold text-slate-800">
          <span>Perfil completo</span>
          <span>
            {Math.min(count, FEEDBACK_PROGRESS_MAX)} de {FEEDBACK_PROGRESS_MAX}
          </span>
        </p>
        <Bar
          label="Progresso até o perfil completo"
          percent={progressOutOf15(count)}
          valueText={`${Math.min(count, FEEDBACK_PROGRESS_MAX)} de ${FEEDBACK_PROGRESS_MAX} feedbacks`}
        />
      </div>
      <ol className="flex flex-col gap-2">
        {FEEDBACK_MILESTONES.map((milestone) => {
          const reached = count >= milestone
          return (
            <li key={milestone} className={cn('flex items-start gap-2 text-sm', reached ? 'text-slate-900' : 'text-slate-600')}>
              {reached ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              ) : (
                <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              )}
              <span>
                <span className="font-semibold">{feedbacks(milestone)}:</span> {MILESTONE_REWARDS[milestone]}
                <span className="sr-only">{reached ? ' (desbloqueado)' : ' (bloqueado)'}</span>
              </span>
            </li>
          )
        })}
      </ol>
    </SectionCard>
  )
}
