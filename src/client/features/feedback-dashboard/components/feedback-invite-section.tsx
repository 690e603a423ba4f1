import { Send } from 'lucide-react'
import { InviteLinkShare } from '#client/components/invite/invite-link-share'
import { RADAR_UNLOCK_AT } from '#shared/product'
import { Card } from '#client/components/ui/card'
import { cn } from '#client/lib/cn'
import { countDetail, countHeadline } from './feedback-count-banner'

/**
 * The invite card at the top of /results (anchor #convite-feedback, where the nudge scrolls to): how
 * many answered, the page's one "Faltam N feedbacks" and the link with its ways out (the short form:
 * the share sheet, the bare link and the QR code open on demand, so the card stays short on a phone).
 * From the radar's few feedbacks on, the owner knows the link: the card shrinks to its title, the
 * count and one row of actions, with the link itself behind "Mais formas de enviar".
 */
export function FeedbackInviteSection({
  count,
  waiting = 0,
  isPremium,
  rankedCharacteristics,
}: {
  count: number
  waiting?: number
  isPremium: boolean
  /** How many characteristics were named (the ladder promises no third one when only two were). */
  rankedCharacteristics?: number
}) {
  const dense = count >= RADAR_UNLOCK_AT
  return (
    <Card
      id="convite-feedback"
      role="region"
      aria-labelledby="convite-feedback-titulo"
      className={cn(
        'flex min-w-0 scroll-mt-24 flex-col border-violet-200 bg-gradient-to-br from-white to-violet-50 sm:gap-3 sm:p-5',
        dense ? 'gap-2 px-4 py-3' : 'gap-3 p-4',
      )}
    >
      <div className={cn('flex flex-col', dense ? 'gap-0.5' : 'gap-1')}>
        <h2 id="convite-feedback-titulo" className="flex items-center gap-2 text-base font-bold text-slate-900 sm:text-lg">
          <Send aria-hidden="true" className="size-5 shrink-0 text-violet-700" />
          Convide pessoas para te avaliar
        </h2>
        <p role="status" className={cn('text-slate-700', dense ? 'text-[0.8125rem] sm:text-sm' : 'text-sm')}>
          <span className="font-semibold text-slate-900">{countHeadline(count)}.</span> {countDetail(count, isPremium, waiting, { rankedCharacteristics })}
        </p>
      </div>
      <InviteLinkShare notifyOnError hideLabel withQrCode compact linkInDisclosure={dense} />
    </Card>
  )
}
