import type { AppConfig } from '#server/config'
import { adSourceOf } from './ads.routes'

/**
 * What the browser needs to know about ads and analytics, rendered into every page with the rest
 * of the client config (server/pages/head.ts). Only public ids: the AdSense publisher id, the GA4
 * measurement id and the pixel id are visible in any page that uses them anyway.
 */
export function adsAndAnalyticsClientSettings(config: AppConfig) {
  const source = adSourceOf(config)
  return {
    ads: {
      source,
      adClient: source === 'adsense' ? (config.ads.adsenseClient ?? null) : null,
    },
    analytics: {
      gaMeasurementId: config.analytics.gaMeasurementId ?? null,
      metaPixelId: config.analytics.metaPixelId ?? null,
      // Outside production, or with nothing to load, nothing is ever sent, whatever the host.
      productionHost:
        config.env === 'production' && (config.analytics.gaMeasurementId || config.analytics.metaPixelId)
          ? (config.analytics.productionHost ?? null)
          : null,
    },
  }
}
