import { Send } from 'lucide-react'
import { InviteLinkShare } from '#client/components/invite/invite-link-share'
import { RADAR_UNLOCK_AT } from '#shared/product'
import { SectionCard } from './section-card'

/** The invite link, where the nudge and journey cards scroll to (anchor #convite-feedback). */
export function FeedbackInviteSection({ count }: { count: number }) {
  const description =
    count === 0
      ? `Envie seu link para amigos, família e colegas. Com ${RADAR_UNLOCK_AT} respostas anônimas você descobre como os outros te veem.`
      : 'Quanto mais pessoas de contextos diferentes responderem, mais completo fica o seu retrato.'
  return (
    <SectionCard id="convite-feedback" title="Convide pessoas para te avaliar" icon={Send} description={description} className="scroll-mt-24">
      <InviteLinkShare notifyOnError withQrCode />
    </SectionCard>
  )
}
