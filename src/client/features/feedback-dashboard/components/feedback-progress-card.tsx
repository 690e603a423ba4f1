import { CheckCircle2, Crown, Lock, TrendingUp } from 'lucide-react'
import { Link } from 'react-router'
import { milestoneSteps } from '#shared/feedback/milestones'
import { progressOutOf15, progressTowardFirstUnlock } from '#shared/feedback/tiers'
import { FEEDBACK_PROGRESS_MAX, RADAR_UNLOCK_AT } from '#shared/product'
import { Disclosure } from '#client/components/ui/disclosure'
import { cn } from '#client/lib/cn'
import { feedbacks } from './plural'
import { SectionCard } from './section-card'

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

/**
 * Progress toward the first unlock (3) and toward the complete profile (15), and what each milestone
 * brings on the current plan: a Premium-only reward is never shown as unlocked to a free person.
 */
export function FeedbackProgressCard({
  count,
  waiting = 0,
  isPremium,
  rankedCharacteristics,
}: {
  count: number
  waiting?: number
  isPremium: boolean
  /** How many characteristics were named (from the radar on): no third one is promised when only two were. */
  rankedCharacteristics?: number
}) {
  // Before the first release, the answers waiting are the way to the radar (issue 30).
  const arrived = count < RADAR_UNLOCK_AT ? count + waiting : count
  const towardFirst = Math.round(progressTowardFirstUnlock(arrived) * 100)
  return (
    <SectionCard title="Seu progresso" icon={TrendingUp} className="gap-3">
      {arrived > 0 && arrived < RADAR_UNLOCK_AT ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-slate-800">
            {arrived} de {RADAR_UNLOCK_AT} para o radar DISC 360°
          </p>
          <Bar label="Progresso até o radar DISC 360°" percent={towardFirst} valueText={`${arrived} de ${RADAR_UNLOCK_AT} feedbacks`} />
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
      <Disclosure label="Ver o que cada etapa libera" className="-my-2">
        <ol className="flex flex-col gap-2" aria-label="Etapas">
          {milestoneSteps(count, isPremium, { rankedCharacteristics }).map((step) => (
            <li
              key={step.text}
              data-state={step.state}
              className={cn('flex items-start gap-2 text-sm', step.state === 'unlocked' ? 'text-slate-900' : 'text-slate-600')}
            >
              {step.state === 'unlocked' ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              ) : step.state === 'premium' ? (
                <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
              ) : (
                <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              )}
              <span>
                <span className="font-semibold">{feedbacks(step.at)}:</span> {step.text}
                {step.state === 'premium' ? (
                  <>
                    {' · '}
                    <Link to="/pricing" className="font-semibold text-violet-800 underline underline-offset-2">
                      disponível no Premium
                    </Link>
                  </>
                ) : (
                  <span className="sr-only">{step.state === 'unlocked' ? ' (desbloqueado)' : ' (bloqueado)'}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      </Disclosure>
    </SectionCard>
  )
}
