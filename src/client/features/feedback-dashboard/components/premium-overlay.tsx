import { useEffect } from 'react'
import { PREMIUM_OVERLAY_INTERVAL_MS } from '#shared/product'
import type { User } from '#shared/schemas/auth'
import { UpgradeModal } from '#client/components/upgrade/upgrade-modal'
import { track } from '#client/lib/analytics'
import { useAutomaticDialog } from '#client/lib/dialog-policy'
import { readJson, STORAGE_KEYS, writeJson } from '#client/lib/storage'
import { useFeedbackStats } from '#client/features/feedback-dashboard/api/get-feedback-stats'

/**
 * SPEC.md §2: a free user with at least one feedback sees the premium overlay, at most once every
 * 6 hours (the last time is kept in the browser). When it opens is the dialog policy's call
 * (lib/dialog-policy: never in the first 10 s, never while the person acts, never with another dialog).
 */
export function PremiumOverlay({ user }: { user: User }) {
  const stats = useFeedbackStats()
  const eligible = !user.isPremium && (stats.data?.feedbackCount ?? 0) >= 1
  // The interval lives in the browser's storage.
  const overlay = useAutomaticDialog('premium-overlay', eligible, () => {
    const lastShown = readJson<number>('local', STORAGE_KEYS.premiumOverlayShownAt) ?? 0
    return Date.now() - lastShown >= PREMIUM_OVERLAY_INTERVAL_MS
  })
  useEffect(() => {
    if (!overlay.open) return
    writeJson('local', STORAGE_KEYS.premiumOverlayShownAt, Date.now())
    track('premium_section_view', { source: 'premium_overlay' })
  }, [overlay.open])

  return <UpgradeModal open={overlay.open} onOpenChange={(open) => (open ? undefined : overlay.close())} />
}
