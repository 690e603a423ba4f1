import { useEffect, useState } from 'react'
import { PREMIUM_OVERLAY_INTERVAL_MS } from '#shared/product'
import type { User } from '#shared/schemas/auth'
import { UpgradeModal } from '#client/components/upgrade/upgrade-modal'
import { track } from '#client/lib/analytics'
import { readJson, STORAGE_KEYS, writeJson } from '#client/lib/storage'
import { useFeedbackStats } from '#client/features/feedback-dashboard/api/get-feedback-stats'

/** After the dashboard had a moment to be seen, not on top of it. */
const SHOW_AFTER_MS = 4000

/**
 * SPEC.md §2: a free user with at least one feedback sees the premium overlay, at most once every
 * 6 hours (the last time is kept in the browser).
 */
export function PremiumOverlay({ user }: { user: User }) {
  const stats = useFeedbackStats()
  const eligible = !user.isPremium && (stats.data?.feedbackCount ?? 0) >= 1
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!eligible) return
    const lastShown = readJson<number>('local', STORAGE_KEYS.premiumOverlayShownAt) ?? 0
    if (Date.now() - lastShown < PREMIUM_OVERLAY_INTERVAL_MS) return
    const timer = setTimeout(() => {
      writeJson('local', STORAGE_KEYS.premiumOverlayShownAt, Date.now())
      track('premium_section_view', { source: 'premium_overlay' })
      setOpen(true)
    }, SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [eligible])

  return <UpgradeModal open={open} onOpenChange={setOpen} />
}
