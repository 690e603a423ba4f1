import { useEffect, useRef } from 'react'
import type { AdSlotConfig } from '#shared/ads/schemas'
import { waitForAdScript } from '#client/lib/ads/ad-script'
import { trackAd } from '#client/lib/ads/ad-events'
import { cn } from '#client/lib/cn'

export type AdFailure = 'script' | 'push' | 'unfilled'

interface AdUnitProps {
  config: AdSlotConfig
  /** Which of today's views this is (1 or 2), recorded with the impression. */
  view: number
  /** The ad is on screen (stand-in rendered, AdSense filled), with the time it appeared. */
  onVisible?: (at: number) => void
  /** No ad will show here: the slot hides itself (SPEC.md §8 "ad silently hidden"). */
  onFailed: (reason: AdFailure) => void
  className?: string
}

/**
 * One ad: the labelled stand-in, or an AdSense unit pushed exactly once for this mounted element
 * (a remount is a new element and a new push; a route change never pushes an old one again).
 * Counts an impression after the placement's minimum display time and records clicks.
 */
export function AdUnit({ config, view, onVisible, onFailed, className }: AdUnitProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const insRef = useRef<HTMLModElement>(null)
  const callbacks = useRef({ onVisible, onFailed })
  useEffect(() => {
    callbacks.current = { onVisible, onFailed }
  })

  useEffect(() => {
    let impressionTimer: ReturnType<typeof setTimeout> | undefined
    let done = false
    let visibleAt: number | null = null
    let counted = false
    const countImpression = () => {
      if (counted) return
      counted = true
      trackAd(config, 'impression', { view })
    }
    // The slot replaces a banner once it had its minimum display time, on a timer of the same length
    // as this one: whichever fires first, an ad shown that long counts once.
    const stop = () => {
      clearTimeout(impressionTimer)
      if (visibleAt !== null && Date.now() - visibleAt >= config.timing.minDisplayTime) countImpression()
    }
    const visible = () => {
      if (done) return
      done = true
      visibleAt = Date.now()
      callbacks.current.onVisible?.(visibleAt)
      impressionTimer = setTimeout(countImpression, config.timing.minDisplayTime)
    }
    const fail = (reason: AdFailure) => {
      if (done && reason !== 'unfilled') return
      done = true
      visibleAt = null
      clearTimeout(impressionTimer)
      trackAd(config, 'error', { reason })
      callbacks.current.onFailed(reason)
    }

    if (config.source === 'placeholder') {
      visible()
      return stop
    }

    const ins = insRef.current
    const controller = new AbortController()
    const observer = new MutationObserver(() => {
      const status = ins?.getAttribute('data-ad-status')
      if (status === 'unfilled') fail('unfilled')
      else if (status === 'filled') visible()
    })
    if (ins) observer.observe(ins, { attributes: true, attributeFilter: ['data-ad-status'] })
    void waitForAdScript(controller.signal).then((ready) => {
      if (controller.signal.aborted || !ins) return
      if (!ready) return fail('script')
      // AdSense marks the element it filled; never push twice for the same one.
      if (ins.dataset.espelhoPushed || ins.hasAttribute('data-adsbygoogle-status')) return
      ins.dataset.espelhoPushed = 'true'
      try {
        ;(window.adsbygoogle ??= []).push({})
      } catch {
        fail('push')
      }
    })
    return () => {
      controller.abort()
      observer.disconnect()
      stop()
    }
  }, [config, view])

  useEffect(() => {
    // Ads are iframes: a click moves focus into one and blurs the window.
    const onBlur = () =>
      setTimeout(() => {
        const active = document.activeElement
        if (active instanceof HTMLIFrameElement && containerRef.current?.contains(active)) trackAd(config, 'click', { view })
      }, 0)
    window.addEventListener('blur', onBlur)
    return () => window.removeEventListener('blur', onBlur)
  }, [config, view])

  const size = { minHeight: config.height, maxHeight: config.maxHeight }
  return (
    <div
      ref={containerRef}
      className={cn('w-full overflow-hidden', className)}
      style={size}
      onPointerDown={config.source === 'placeholder' ? () => trackAd(config, 'click', { view }) : undefined}
    >
      {config.source === 'adsense' ? (
        <ins
          ref={insRef}
          className="adsbygoogle"
          style={{ display: 'block', ...size }}
          data-ad-client={config.adClient ?? undefined}
          data-ad-slot={config.adSlot ?? undefined}
          data-ad-format={config.format}
          data-full-width-responsive="true"
          data-adtest={config.adTest ? 'on' : undefined}
        />
      ) : (
        <div
          className="flex w-full items-center justify-center rounded-lg border border-dashed border-slate-300 bg-[repeating-linear-gradient(135deg,var(--color-slate-50)_0_10px,var(--color-slate-100)_10px_20px)] px-3 text-center text-xs text-slate-600"
          style={{ height: config.height }}
          data-ad-placeholder=""
        >
          Espaço reservado para anúncio
        </div>
      )}
    </div>
  )
}
