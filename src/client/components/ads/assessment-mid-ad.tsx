import { lazy, Suspense, useEffect, useState } from 'react'
import { AD_INTERSTITIAL_TIMING, ASSESSMENT_MID_AD_INDEX } from '#shared/ads/placements'
import type { AdSlotConfig } from '#shared/ads/schemas'
import { publishAdStep } from '#client/lib/ads/ad-step'
import { useAdAvailability, type AdAvailability } from '#client/lib/ads/use-ad-availability'

const loadOverlay = () => import('./assessment-mid-ad-overlay')
const AssessmentMidAdOverlay = lazy(async () => ({ default: (await loadOverlay()).AssessmentMidAdOverlay }))

type Phase = { kind: 'waiting' } | { kind: 'ad'; config: AdSlotConfig } | { kind: 'done' }

/** Whether question 5 shows the interstitial: only when an ad may show — or not known yet. */
function overlayKind(availability: AdAvailability): 'ad' | 'none' | 'pending' {
  if (availability.state === 'pending') return 'pending'
  return availability.state === 'show' && !availability.capped ? 'ad' : 'none'
}

/**
 * The DISC wizard's mid-assessment overlay (SPEC.md §2, §4): at question 5 (index 4), once, the
 * interstitial when an ad may show. Blocked, unavailable, out of views or Premium: nothing. The
 * 'Continue sua avaliação' dialog that used to take the ad's place is gone (decision 0039): it
 * told nothing new and cost a tap in the middle of the test. It also tells the page's banners
 * which step the wizard is on, so they refresh with each step.
 */
function AssessmentMidAd({ index }: { index: number }) {
  const availability = useAdAvailability('assessment-mid')
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' })
  const kind = overlayKind(availability)
  const config = availability.state === 'show' ? availability.config : undefined

  useEffect(() => publishAdStep('disc', index), [index])

  useEffect(() => {
    if (phase.kind !== 'waiting' || index !== ASSESSMENT_MID_AD_INDEX) return
    if (kind !== 'ad' || !config) return
    // The overlay's code arrives during the delay, so it shows on time.
    void loadOverlay()
    const timer = setTimeout(() => setPhase({ kind: 'ad', config }), AD_INTERSTITIAL_TIMING.delayBeforeShow)
    return () => clearTimeout(timer)
  }, [phase.kind, index, kind, config])

  const done = () => setPhase({ kind: 'done' })
  if (phase.kind !== 'ad') return null
  return (
    <Suspense fallback={null}>
      <AssessmentMidAdOverlay config={phase.config} onClose={done} />
    </Suspense>
  )
}

/** For the wizard, which loads this file after hydration (the server paints no overlay). */
export default AssessmentMidAd
