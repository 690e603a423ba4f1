import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import { useEffect, useId, useRef, useState } from 'react'
import { closeCountdownSeconds } from '#shared/ads/decide'
import { AD_FAILURE_CLOSE_MS, type AdPlacementId } from '#shared/ads/placements'
import type { AdSlotConfig } from '#shared/ads/schemas'
import { useAdScript } from '#client/lib/ads/ad-script'
import { trackAd } from '#client/lib/ads/ad-events'
import { claimView, useClaimedView } from '#client/lib/ads/view-counter'
import { AdUnit } from './ad-unit'

interface AdInterstitialProps {
  config: AdSlotConfig
  /** Called once the ad is gone (closed by the visitor, or by itself after a failure). */
  onClose: () => void
}

/**
 * The full-screen interstitial (SPEC.md §4): mounted by its wizard after the 500 ms delay; the
 * close button stays disabled through a 3 s countdown; if the ad cannot show (script failed,
 * blocker, unfilled) it closes itself 1 s later. Escape works once closing is allowed; a click
 * outside never closes it by accident.
 */
export function AdInterstitial({ config, onClose }: AdInterstitialProps) {
  const instanceKey = useId()
  const view = useClaimedView(instanceKey)
  const placement = config.placement as AdPlacementId
  const [remaining, setRemaining] = useState(() => closeCountdownSeconds(0, config.timing.delayBeforeClose))
  const [failed, setFailed] = useState(false)
  const openedAt = useRef(0)
  const closed = useRef(false)
  const closeButton = useRef<HTMLButtonElement>(null)
  const script = useAdScript()
  const broken = failed || script.adBlocked || (config.source === 'adsense' && script.status === 'failed')
  const canClose = remaining === 0

  const close = (reason: 'user' | 'failure' | 'capped') => {
    if (closed.current) return
    closed.current = true
    if (reason !== 'capped') trackAd(config, 'close', { reason, displayedMs: Date.now() - openedAt.current })
    onClose()
  }
  const closeRef = useRef(close)
  useEffect(() => {
    closeRef.current = close
  })

  useEffect(() => {
    claimView(instanceKey, placement, config.targeting.maxDailyViews)
  }, [instanceKey, placement, config.targeting.maxDailyViews])

  useEffect(() => {
    if (view === 'capped') closeRef.current('capped')
  }, [view])

  useEffect(() => {
    openedAt.current = Date.now()
    const timer = setInterval(() => {
      const left = closeCountdownSeconds(Date.now() - openedAt.current, config.timing.delayBeforeClose)
      setRemaining(left)
      if (left === 0) clearInterval(timer)
    }, 200)
    return () => clearInterval(timer)
  }, [config.timing.delayBeforeClose])

  useEffect(() => {
    if (!broken) return
    const timer = setTimeout(() => closeRef.current('failure'), AD_FAILURE_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [broken])

  useEffect(() => {
    if (canClose) closeButton.current?.focus()
  }, [canClose])

  if (typeof view !== 'number') return null
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && canClose && close('user')}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/80 backdrop-blur-sm" />
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex items-center justify-center p-4 outline-none"
          onEscapeKeyDown={(event) => !canClose && event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          data-ad-placement={placement}
          data-ad-view={view}
        >
          <div className="flex w-full max-w-sm flex-col gap-3 rounded-3xl bg-white p-4 shadow-2xl sm:p-5">
            <div className="flex items-center justify-between gap-3">
              <RadixDialog.Title className="text-[11px] font-medium uppercase tracking-wider text-slate-600">
                publicidade
              </RadixDialog.Title>
              <button
                ref={closeButton}
                type="button"
                onClick={() => close('user')}
                disabled={!canClose}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:text-slate-500"
              >
                {canClose ? (
                  <>
                    <X aria-hidden="true" className="size-4" /> Fechar anúncio
                  </>
                ) : (
                  `Fechar em ${remaining} s`
                )}
              </button>
            </div>
            {broken ? (
              <div className="flex items-center justify-center text-sm text-slate-600" style={{ minHeight: config.height }}>
                Anúncio indisponível. Voltando para a sua avaliação…
              </div>
            ) : (
              <AdUnit config={config} view={view} onFailed={() => setFailed(true)} />
            )}
            <RadixDialog.Description className="text-center text-sm text-slate-600">
              Sua avaliação continua logo depois deste anúncio.
            </RadixDialog.Description>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
