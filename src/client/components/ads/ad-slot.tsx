import { useEffect, useId, useRef, useState } from 'react'
import { bannerRefresh } from '#shared/ads/decide'
import type { AdPlacementId } from '#shared/ads/placements'
import type { AdSlotConfig } from '#shared/ads/schemas'
import { useAdStep, type AdStepScope } from '#client/lib/ads/ad-step'
import { useAdAvailability } from '#client/lib/ads/use-ad-availability'
import { claimView, useClaimedView, viewsToday } from '#client/lib/ads/view-counter'
import { cn } from '#client/lib/cn'
import { AdLabel } from './ad-label'
import { AdUnit } from './ad-unit'

interface AdSlotProps {
  placement: AdPlacementId
  /** A wizard whose steps refresh this banner (SPEC.md §4 "The banner remounts after each step"). */
  stepScope?: AdStepScope
  className?: string
}

/**
 * A banner or square ad of SPEC.md §3, labelled 'publicidade', sized by its placement (§9).
 * Renders nothing for premium users, when the placement shows nothing, when a blocker is
 * detected, when today's views are used up, or when the ad could not be filled.
 */
function AdSlot({ placement, stepScope, className }: AdSlotProps) {
  const availability = useAdAvailability(placement)
  const step = useAdStep(stepScope)
  if (availability.state !== 'show') return null
  return <BannerSlot config={availability.config} step={step} className={className} />
}

function BannerSlot({ config, step, className }: { config: AdSlotConfig; step: number; className?: string }) {
  const baseId = useId()
  // The step whose ad is on screen; it follows `step` once the current ad had its minimum display time.
  const [unitStep, setUnitStep] = useState(step)
  const [failedStep, setFailedStep] = useState<number | null>(null)
  const shownAt = useRef<number | null>(null)
  const instanceKey = `${baseId}:${unitStep}`
  const view = useClaimedView(instanceKey)
  const placement = config.placement as AdPlacementId

  useEffect(() => {
    claimView(instanceKey, placement, config.targeting.maxDailyViews)
  }, [instanceKey, placement, config.targeting.maxDailyViews])

  useEffect(() => {
    if (step === unitStep) return
    const refresh = bannerRefresh({
      shownForMs: shownAt.current === null ? 0 : Date.now() - shownAt.current,
      minDisplayTime: config.timing.minDisplayTime,
      viewsToday: viewsToday(placement),
      maxDailyViews: config.targeting.maxDailyViews,
    })
    // Out of views: the ad on screen stays rather than leaving a hole mid-wizard.
    if (refresh.action === 'keep') return
    const timer = setTimeout(
      () => {
        shownAt.current = null
        setUnitStep(step)
      },
      refresh.action === 'wait' ? refresh.ms : 0,
    )
    return () => clearTimeout(timer)
  }, [step, unitStep, placement, config])

  if (typeof view !== 'number' || failedStep === unitStep) return null
  return (
    <aside
      aria-label="Publicidade"
      className={cn('flex w-full flex-col gap-1', config.slotKind === 'square-banner' && 'mx-auto max-w-[336px]', className)}
      data-ad-placement={placement}
      data-ad-source={config.source}
      data-ad-view={view}
    >
      <AdLabel />
      <AdUnit
        key={unitStep}
        config={config}
        view={view}
        onVisible={(at) => {
          shownAt.current = at
        }}
        onFailed={() => setFailedStep(unitStep)}
      />
    </aside>
  )
}

/** For deferred-ad-slot.tsx, which loads this file once the page is hydrated. */
export default AdSlot
