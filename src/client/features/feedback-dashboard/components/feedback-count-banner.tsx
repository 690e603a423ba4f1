import { MessageSquareHeart } from 'lucide-react'
import { nextMilestone } from '#shared/feedback/tiers'
import { feedbacks, missing } from './plural'

const UNLOCKS: Record<number, string> = {
  3: 'desbloquear o radar DISC 360°',
  5: 'revelar sua terceira característica mais citada',
  10: 'liberar as nuvens de palavras',
  15: 'completar seu perfil 360°',
}

/** How many people answered, and what the next milestone brings. */
export function FeedbackCountBanner({ count }: { count: number }) {
  const next = nextMilestone(count)
  return (
    <div
      role="status"
      className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-violet-700 to-fuchsia-700 p-5 text-white shadow-sm"
    >
      <MessageSquareHeart aria-hidden="true" className="hidden size-10 shrink-0 opacity-90 sm:block" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-lg font-bold">
          {count === 0 ? 'Nenhum feedback recebido ainda' : `Você recebeu ${feedbacks(count)}`}
        </p>
        <p className="text-sm text-violet-50">
          {next
            ? `${missing(next - count)} para ${UNLOCKS[next]}.`
            : 'Parabéns! Seu perfil 360° está completo. Novos feedbacks continuam enriquecendo sua análise.'}
        </p>
      </div>
    </div>
  )
}
