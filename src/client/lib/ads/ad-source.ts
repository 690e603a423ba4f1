import type { AdSource } from '#shared/ads/decide'
import { clientConfig } from '#client/lib/client-config'

/** Where ads come from on this site, as the server rendered it (Vite's dev server renders nothing: stand-ins). */
export function clientAdSource(): AdSource {
  const config = clientConfig()
  return config.ads?.source ?? (config.environment === 'production' ? 'none' : 'placeholder')
}

/** The AdSense publisher id, when AdSense is the source. */
export function clientAdClient(): string | null {
  return clientConfig().ads?.adClient ?? null
}
