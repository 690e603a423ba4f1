/** Settings the server renders into the page (see server/pages/head.ts). */
export interface ClientConfig {
  blogUrl: string
  googleEnabled: boolean
  environment: 'development' | 'production' | 'test'
  /** No SMTP: messages are kept in the sandbox mailbox at /sandbox/email (issue 13). */
  sandboxMailbox?: boolean
  /** No Mercado Pago token: payments go to the built-in sandbox and nothing is really charged. */
  paymentSandbox?: boolean
  /** NORMS_MIN_SAMPLE: how many consenting people the Big Five norms need before any percentile (issue 48). */
  normsMinSample?: number
  /** Ads (server/modules/ads/client-settings.ts); absent when the page was not served by the app (Vite dev). */
  ads?: { source: 'adsense' | 'placeholder' | 'none'; adClient: string | null }
  /** GA4 and Meta Pixel ids, and the only host they load on (null outside production). */
  analytics?: { gaMeasurementId: string | null; metaPixelId: string | null; productionHost: string | null }
}

const DEFAULTS: ClientConfig = { blogUrl: 'https://blog.espelho.app', googleEnabled: false, environment: 'development' }

let cached: ClientConfig | undefined

/**
 * The server's render (entry-server.tsx) hands over the settings it also writes into the page, so
 * both renders read the same values (one set per server process).
 */
export function provideClientConfig(config: Partial<ClientConfig>) {
  cached = { ...DEFAULTS, ...config }
}

export function clientConfig(): ClientConfig {
  if (cached) return cached
  const element = typeof document !== 'undefined' ? document.getElementById('espelho-config') : null
  try {
    cached = { ...DEFAULTS, ...(element?.textContent ? (JSON.parse(element.textContent) as Partial<ClientConfig>) : {}) }
  } catch {
    cached = DEFAULTS
  }
  return cached
}
