import type { AppConfig } from '#server/config'
import type { CspAdditions } from '#server/plugins/security'


/** Google's documented hosts for gtag.js / GA4. */
const GA4 = {
  scriptSrc: ['https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  frameSrc: [],
}

const META_PIXEL = {
  scriptSrc: ['https://connect.facebook.net'],
  connectSrc: ['https://connect.facebook.net', 'https://www.facebook.com'],
  imgSrc: ['https://www.facebook.com'],
  frameSrc: [],
}

/**
 * AdSense: the loader and its helpers, the ad frames, and images from any https host (ad
 * creatives come from advertisers' servers). Google documents only a nonce-based CSP for AdSense;
 * this host list is the allow-list equivalent (see docs/decisions/0007-ads-analytics-consent.md).
 */
const ADSENSE = {
  scriptSrc: [
    'https://pagead2.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://*.adtrafficquality.google',
    'https://adservice.google.com',
    'https://*.googleadservices.com',
    'https://*.gstatic.com',
  ],
  connectSrc: [
    'https://*.googlesyndication.com',
    'https://*.doubleclick.net',
    'https://*.google.com',
    'https://*.adtrafficquality.google',
  ],
  imgSrc: ['https:'],
  frameSrc: [
    'https://*.googlesyndication.com',
    'https://*.doubleclick.net',
    'https://*.google.com',
    'https://*.adtrafficquality.google',
  ],
}

/** Hosts to allow, and only for the services that are configured (nothing by default). */
export function thirdPartyCsp(config: AppConfig): CspAdditions {
  const parts = [
    config.ads.adsenseClient ? ADSENSE : null,
    config.analytics.gaMeasurementId ? GA4 : null,
    config.analytics.metaPixelId ? META_PIXEL : null,
  ].filter((part) => part !== null)
  const merge = (key: keyof CspAdditions) => [...new Set(parts.flatMap((part) => part[key]))]
  return { scriptSrc: merge('scriptSrc'), connectSrc: merge('connectSrc'), imgSrc: merge('imgSrc'), frameSrc: merge('frameSrc') }
}
