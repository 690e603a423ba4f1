import { Crown } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../../../components/ui/button'
import { track } from '../../../../lib/analytics'

/** Upgrade call to action of the feedback sections (the upgrade modal can take this over later). */
export function UpgradeLink({ label = 'Ver planos Premium', size = 'sm' }: { label?: string; size?: 'sm' | 'md' }) {
  return (
    <Button asChild size={size} className="shrink-0 whitespace-nowrap">
      <Link to="/pricing" onClick={() => track('premium_upsell_click', { source: 'feedback_sections' })}>
        <Crown aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </Button>
  )
}
