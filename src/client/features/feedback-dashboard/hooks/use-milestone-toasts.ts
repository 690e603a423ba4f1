import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import {
  crossedMilestones,
  milestoneMessage,
  shouldShowUpsell,
  UPSELL_MESSAGE,
} from '#shared/feedback/tiers'
import { UPSELL_TOAST_DELAY_MS } from '#shared/product'
import { toast } from '#client/lib/toast-store'
import { track } from '#client/lib/analytics'
import { readJson, STORAGE_KEYS, writeJson } from '#client/lib/storage'

interface Decision {
  count: number
  milestone: number | undefined
  toasted: boolean
  upsold: boolean
}

/**
 * SPEC.md §4 milestones: the first load of the session only records the count; a later load that
 * crossed a step of the unlock ladder (3, 6, 9, 12, 15) congratulates, and from 6 a free user gets the upsell 3 s later.
 * The decision is taken once per count, so re-running effects never repeat or lose a toast.
 */
export function useMilestoneToasts(count: number | undefined, isPremium: boolean) {
  const navigate = useNavigate()
  const decision = useRef<Decision | null>(null)

  useEffect(() => {
    if (count === undefined) return
    if (decision.current?.count !== count) {
      const seen = readJson<number>('session', STORAGE_KEYS.feedbackSeenCount)
      writeJson('session', STORAGE_KEYS.feedbackSeenCount, count)
      const crossed = typeof seen === 'number' ? crossedMilestones(seen, count) : []
      decision.current = { count, milestone: crossed.at(-1), toasted: false, upsold: false }
    }
    const current = decision.current
    if (current.milestone === undefined) return
    if (!current.toasted) {
      current.toasted = true
      toast({ ...milestoneMessage(current.milestone), variant: 'success' })
      track('milestone_reached', { milestone: current.milestone })
    }
    if (current.upsold || !shouldShowUpsell(count, isPremium)) return
    const timer = window.setTimeout(() => {
      current.upsold = true
      toast({
        title: UPSELL_MESSAGE.title,
        description: UPSELL_MESSAGE.description,
        action: {
          label: UPSELL_MESSAGE.actionLabel,
          onClick: () => {
            track('premium_upsell_click', { source: 'milestone_toast' })
            navigate(UPSELL_MESSAGE.actionHref)
          },
        },
      })
    }, UPSELL_TOAST_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [count, isPremium, navigate])
}
