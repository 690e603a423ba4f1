import { Share2 } from 'lucide-react'
import { InviteLinkShare } from '#client/components/invite/invite-link-share'
import { SectionCard } from './section-card'

/** A second way out at the end of the page: the same link, the same buttons. */
export function ShareLinkCard() {
  return (
    <SectionCard
      title="Compartilhe seu link"
      icon={Share2}
      description="Mande no grupo da família, para aquele amigo de longa data ou para colegas de trabalho."
    >
      <InviteLinkShare />
    </SectionCard>
  )
}
