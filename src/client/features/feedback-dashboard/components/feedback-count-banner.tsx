import { MessageSquareHeart } from 'lucide-react'
import { nextGoal, type LadderContext } from '#shared/feedback/milestones'
import { answersUntil } from '#shared/feedback/release'
import { feedbacks, missing } from './plural'

/** "Você recebeu 4 feedbacks" and what the next milestone brings on this plan: the one "Faltam N". */
export function countHeadline(count: number): string {
  return count === 0 ? 'Nenhum feedback recebido ainda' : `Você recebeu ${feedbacks(count)}`
}

/** `waiting`: answers not shown yet (issue 30); answers appear three at a time, so they count toward the goal. */
export function countDetail(count: number, isPremium: boolean, waiting = 0, context: LadderContext = {}): string {
  const next = nextGoal(count, isPremium, context)
  return next
    ? `${missing(answersUntil(next.at, count, waiting))} para ${next.goal}.`
    : 'Parabéns! Seu perfil 360° está completo. Novos feedbacks continuam enriquecendo sua análise.'
}

/** How many people answered, and what the next milestone brings. */
export function FeedbackCountBanner({ count, isPremium, rankedCharacteristics }: { count: number; isPremium: boolean; rankedCharacteristics?: number }) {
  return (
    <div
      role="status"
      className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-violet-700 to-fuchsia-700 p-5 text-white shadow-sm"
    >
      <MessageSquareHeart aria-hidden="true" className="hidden size-10 shrink-0 opacity-90 sm:block" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-lg font-bold">{countHeadline(count)}</p>
        <p className="text-sm text-violet-50">{countDetail(count, isPremium, 0, { rankedCharacteristics })}</p>
      </div>
    </div>
  )
}
