import { lazy, Suspense, useEffect, useState } from 'react'
import { AD_INTERSTITIAL_TIMING, ASSESSMENT_MID_AD_INDEX } from '#shared/ads/placements'
import type { AdSlotConfig } from '#shared/ads/schemas'
import { publishAdStep } from '#client/lib/ads/ad-step'
import { useAdAvailability, type AdAvailability } from '#client/lib/ads/use-ad-availability'

const loadOverlay = () => import('./assessment-mid-ad-overlay')
const AssessmentMidAdOverlay = lazy(async () => ({ default: (await loadOverlay()).AssessmentMidAdOverlay }))

type Phase = { kind: 'waiting' } | { kind: 'ad'; config: AdSlotConfig } | { kind: 'fallback' } | { kind: 'done' }

/** What the overlay at question 5 will be: the ad, the fallback dialog, nothing (premium) — or not known yet. */
function overlayKind(availability: AdAvailability): 'ad' | 'fallback' | 'none' | 'pending' {
  if (availability.state === 'pending') return 'pending'
  if (availability.state === 'show') return availability.capped ? 'fallback' : 'ad'
  return availability.reason === 'premium' ? 'none' : 'fallback'
}

/**
 * The DISC wizard's mid-assessment overlay (SPEC.md §2, §4): at question 5 (index 4), once, the
 * interstitial when an ad may show; otherwise — blocked, unavailable, out of views — the
 * 'Continue sua avaliação' dialog, once. Premium users see neither. It also tells the page's
 * banners which step the wizard is on, so they refresh with each step.
 */
function AssessmentMidAd({ index }: { index: number }) {
  const availability = useAdAvailability('assessment-mid')
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' })
  const kind = overlayKind(availability)
  const config = availability.state === 'show' ? availability.config : undefined

  useEffect(() => publishAdStep('disc', index), [index])

  useEffect(() => {
    if (phase.kind !== 'waiting' || index !== ASSESSMENT_MID_AD_INDEX) return
    if (kind === 'pending' || kind === 'none') return
    // The overlay's code arrives during the delay, so it shows on time.
    void loadOverlay()
    const timer = setTimeout(
      () => setPhase(kind === 'ad' && config ? { kind: 'ad', config } : { kind: 'fallback' }),
      AD_INTERSTITIAL_TIMING.delayBeforeShow,
    )
    return () => clearTimeout(timer)
  }, [phase.kind, index, kind, config])

  const done = () => setPhase({ kind: 'done' })
  if (phase.kind !== 'ad' && phase.kind !== 'fallback') return null
  return (
    <Suspense fallback={null}>
      <AssessmentMidAdOverlay config={phase.kind === 'ad' ? phase.config : undefined} onClose={done} />
    </Suspense>
  )
}

/** For the wizard, which loads this file after hydration (the server paints no overlay). */
export default AssessmentMidAd
