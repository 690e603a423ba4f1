import { Crown } from 'lucide-react'
import { useState } from 'react'
import { UpgradeModal } from '#client/components/upgrade/upgrade-modal'
import { Button } from '#client/components/ui/button'
import { track } from '#client/lib/analytics'

/** Upgrade call to action of the feedback sections: opens the upgrade modal in place. */
export function UpgradeLink({ label = 'Ver planos Premium', size = 'sm' }: { label?: string; size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size={size}
        className="shrink-0 whitespace-nowrap"
        onClick={() => {
          track('premium_upsell_click', { source: 'feedback_sections' })
          setOpen(true)
        }}
      >
        <Crown aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <UpgradeModal open={open} onOpenChange={setOpen} />
    </>
  )
}
