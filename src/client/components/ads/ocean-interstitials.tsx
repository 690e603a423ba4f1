import { useEffect, useState } from 'react'
import { AD_INTERSTITIAL_TIMING, OCEAN_INTERSTITIAL_INDEXES } from '#shared/ads/placements'
import type { AdSlotConfig } from '#shared/ads/schemas'
import { publishAdStep } from '#client/lib/ads/ad-step'
import { useAdAvailability } from '#client/lib/ads/use-ad-availability'
import { AdInterstitial } from './ad-interstitial'

const AT = new Set<number>(OCEAN_INTERSTITIAL_INDEXES)

/**
 * The OCEAN test's interstitials (SPEC.md §2): when the visitor reaches question index 12 and 20,
 * once each per visit, for non-premium users while today's views last. No fallback dialog here:
 * SPEC.md gives that only to the DISC test. Also publishes the step for the page's banners.
 */
export function OceanInterstitials({ index }: { index: number }) {
  const availability = useAdAvailability('ocean-assessment-mid')
  const [handled, setHandled] = useState<readonly number[]>([])
  const [active, setActive] = useState<{ at: number; config: AdSlotConfig } | null>(null)
  const config = availability.state === 'show' && !availability.capped ? availability.config : undefined

  useEffect(() => publishAdStep('ocean', index), [index])

  useEffect(() => {
    if (active || !config || !AT.has(index) || handled.includes(index)) return
    const timer = setTimeout(() => setActive({ at: index, config }), AD_INTERSTITIAL_TIMING.delayBeforeShow)
    return () => clearTimeout(timer)
  }, [active, config, index, handled])

  if (!active) return null
  return (
    <AdInterstitial
      key={active.at}
      config={active.config}
      onClose={() => {
        setHandled((previous) => [...previous, active.at])
        setActive(null)
      }}
    />
  )
}
