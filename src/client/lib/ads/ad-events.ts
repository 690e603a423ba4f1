import type { AdSlotConfig } from '#shared/ads/schemas'
import { track } from '#client/lib/analytics'

type AdEventKind = keyof AdSlotConfig['analytics']

/** Ad impression/click/close/error events (SPEC.md §7), under the names the placement config gives. */
export function trackAd(config: AdSlotConfig, kind: AdEventKind, params: Record<string, unknown> = {}) {
  track(config.analytics[kind], { placement: config.placement, source: config.source, ...params })
}
