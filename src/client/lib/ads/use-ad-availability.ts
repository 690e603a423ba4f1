import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { decideAd, type AdDecisionReason } from '#shared/ads/decide'
import type { AdPlacementId } from '#shared/ads/placements'
import type { AdSlotConfig } from '#shared/ads/schemas'
import { useConsent } from '#client/lib/consent-store'
import { useUser } from '#client/lib/session'
import { adConfigQueryOptions } from './ad-config'
import { clientAdSource } from './ad-source'
import { armAdScript, useAdScript } from './ad-script'
import { useViewsToday } from './view-counter'

export type AdAvailability =
  | { state: 'pending' }
  | { state: 'hidden'; reason: AdDecisionReason | 'lookup-failed' }
  | { state: 'show'; config: AdSlotConfig; capped: boolean }

/**
 * May this placement show an ad now? The server's answer (user, placement, settings) combined with
 * what only the browser knows (consent for AdSense, the ad-block check). The daily cap is reported
 * as `capped` rather than hiding: an ad already on screen keeps its place; new views ask the counter.
 */
export function useAdAvailability(placement: AdPlacementId): AdAvailability {
  const { user, isLoading } = useUser()
  const isPremium = Boolean(user?.isPremium)
  const source = clientAdSource()
  const lookup = useQuery({
    ...adConfigQueryOptions(placement, user ? `user:${user.userId}` : 'anonymous'),
    enabled: !isLoading && !isPremium && source !== 'none',
  })
  const script = useAdScript()
  const consent = useConsent()
  const views = useViewsToday(placement)
  const config = lookup.data?.show ? lookup.data.config : undefined
  const decision = config
    ? decideAd({
        placement,
        isPremium,
        source: config.source,
        hasSlot: config.source === 'adsense' ? Boolean(config.adSlot) : undefined,
        consent: config.source === 'adsense' ? consent : undefined,
        adBlocked: script.adBlocked,
      })
    : undefined
  const eligible = Boolean(decision?.show)
  const adClient = config?.adClient ?? null

  useEffect(() => {
    if (eligible) armAdScript(adClient)
  }, [eligible, adClient])

  if (isPremium) return { state: 'hidden', reason: 'premium' }
  if (source === 'none') return { state: 'hidden', reason: 'ads-disabled' }
  if (isLoading || lookup.isPending) return { state: 'pending' }
  if (lookup.isError) return { state: 'hidden', reason: 'lookup-failed' }
  if (!lookup.data.show || !config) return { state: 'hidden', reason: lookup.data.reason }
  if (!decision?.show) return { state: 'hidden', reason: decision?.reason ?? 'ads-disabled' }
  return { state: 'show', config, capped: views >= config.targeting.maxDailyViews }
}
