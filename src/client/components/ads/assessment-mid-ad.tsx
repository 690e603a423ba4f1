import { useEffect, useState } from 'react'
import { AD_INTERSTITIAL_TIMING, ASSESSMENT_MID_AD_INDEX } from '#shared/ads/placements'
import type { AdSlotConfig } from '#shared/ads/schemas'
import { publishAdStep } from '#client/lib/ads/ad-step'
import { useAdAvailability, type AdAvailability } from '#client/lib/ads/use-ad-availability'
import { Button } from '#client/components/ui/button'
import { Dialog } from '#client/components/ui/dialog'
import { AdInterstitial } from './ad-interstitial'

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
export function AssessmentMidAd({ index }: { index: number }) {
  const availability = useAdAvailability('assessment-mid')
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' })
  const kind = overlayKind(availability)
  const config = availability.state === 'show' ? availability.config : undefined

  useEffect(() => publishAdStep('disc', index), [index])

  useEffect(() => {
    if (phase.kind !== 'waiting' || index !== ASSESSMENT_MID_AD_INDEX) return
    if (kind === 'pending' || kind === 'none') return
    const timer = setTimeout(
      () => setPhase(kind === 'ad' && config ? { kind: 'ad', config } : { kind: 'fallback' }),
      AD_INTERSTITIAL_TIMING.delayBeforeShow,
    )
    return () => clearTimeout(timer)
  }, [phase.kind, index, kind, config])

  const done = () => setPhase({ kind: 'done' })
  if (phase.kind === 'ad') return <AdInterstitial config={phase.config} onClose={done} />
  if (phase.kind !== 'fallback') return null
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && done()}
      title="Continue sua avaliação"
      description="Você já está na metade do caminho. Faltam poucas reflexões para descobrir o seu perfil DISC."
    >
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          Siga no seu ritmo e responda pensando em como você costuma agir no dia a dia, não em como gostaria de agir.
        </p>
        <Button size="lg" onClick={done} className="w-full sm:w-auto sm:self-end">
          Continuar
        </Button>
      </div>
    </Dialog>
  )
}
