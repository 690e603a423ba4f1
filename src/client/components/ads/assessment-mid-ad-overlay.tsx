import type { AdSlotConfig } from '#shared/ads/schemas'
import { AdInterstitial } from './ad-interstitial'

/**
 * What AssessmentMidAd shows at question 5: the interstitial. Its own chunk: never on screen when
 * the page is painted, so never in the page's first load (decision 0032); AssessmentMidAd fetches
 * it ahead of its delay.
 */
export function AssessmentMidAdOverlay({ config, onClose }: { config: AdSlotConfig; onClose: () => void }) {
  return <AdInterstitial config={config} onClose={onClose} />
}
