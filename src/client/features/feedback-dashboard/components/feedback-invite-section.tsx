import { Send } from 'lucide-react'
import { InviteLinkShare } from '#client/components/invite/invite-link-share'
import { Card } from '#client/components/ui/card'
import { countDetail, countHeadline } from './feedback-count-banner'

/**
 * The invite card at the top of /results (anchor #convite-feedback, where the nudge scrolls to): how
 * many answered, the page's one "Faltam N feedbacks" and the link with its ways out (the short form:
 * the share sheet, the bare link and the QR code open on demand, so the card stays short on a phone).
 */
export function FeedbackInviteSection({ count, isPremium }: { count: number; isPremium: boolean }) {
  return (
    <Card
      id="convite-feedback"
      role="region"
      aria-labelledby="convite-feedback-titulo"
      className="flex min-w-0 scroll-mt-24 flex-col gap-3 border-violet-200 bg-gradient-to-br from-white to-violet-50 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="convite-feedback-titulo" className="flex items-center gap-2 text-base font-bold text-slate-900 sm:text-lg">
          <Send aria-hidden="true" className="size-5 shrink-0 text-violet-700" />
          Convide pessoas para te avaliar
        </h2>
        <p role="status" className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{countHeadline(count)}.</span> {countDetail(count, isPremium)}
        </p>
      </div>
      <InviteLinkShare notifyOnError hideLabel withQrCode compact />
    </Card>
  )
}
