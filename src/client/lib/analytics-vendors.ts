import { CURRENCY } from '#shared/product'

/**
 * GA4 (gtag.js + the page data layer) and the Meta Pixel, driven by lib/analytics.ts. Nothing here
 * runs outside the production host, and no script is added before the visitor accepts cookies.
 */

type Gtag = (...args: unknown[]) => void
interface Fbq {
  (...args: unknown[]): void
  callMethod?: (...args: unknown[]) => void
  queue: unknown[]
  push: Fbq
  loaded: boolean
  version: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    fbq?: Fbq
    _fbq?: Fbq
  }
}

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js'
export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }

export interface VendorIds {
  gaMeasurementId: string | null
  metaPixelId: string | null
}

function gtag(): Gtag {
  if (!window.gtag) {
    window.dataLayer ??= []
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    window.gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments)
    }
  }
  return window.gtag
}

function fbq(): Fbq {
  if (!window.fbq) {
    // The pixel's own queueing stub: calls wait in `queue` until fbevents.js takes over.
    const stub = function (...args: unknown[]) {
      if (stub.callMethod) stub.callMethod(...args)
      else stub.queue.push(args)
    } as Fbq
    stub.queue = []
    stub.push = stub
    stub.loaded = true
    stub.version = '2.0'
    window.fbq = stub
    window._fbq = stub
  }
  return window.fbq
}

function addScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** Consent mode defaults to denied before anything else reaches the data layer. No network, no cookie. */
export function initConsentDefaults(ids: VendorIds) {
  if (!ids.gaMeasurementId) return
  gtag()('consent', 'default', { ...DENIED, wait_for_update: 500 })
}

let loaded = false

/** After 'Aceitar': grant, then load gtag.js and the pixel (once per page load). */
export function enableVendors(ids: VendorIds) {
  if (ids.gaMeasurementId) {
    const g = gtag()
    g('consent', 'update', GRANTED)
    if (!loaded) {
      g('js', new Date())
      // Route changes send their own page_view (lib/analytics.ts), so the automatic one is off.
      g('config', ids.gaMeasurementId, { send_page_view: false, anonymize_ip: true })
      addScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(ids.gaMeasurementId)}`)
    }
  }
  if (ids.metaPixelId) {
    const f = fbq()
    f('consent', 'grant')
    if (!loaded) {
      f('init', ids.metaPixelId)
      addScript(PIXEL_SCRIPT)
    }
  }
  loaded = true
}

/** After a later 'Recusar': stop sending and remove the cookies the vendors set. */
export function disableVendors(ids: VendorIds) {
  if (ids.gaMeasurementId && window.gtag) window.gtag('consent', 'update', DENIED)
  if (ids.metaPixelId && window.fbq) window.fbq('consent', 'revoke')
  const names = document.cookie.split(';').map((part) => part.split('=')[0]?.trim() ?? '')
  const host = window.location.hostname
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`]
  for (const name of names.filter((n) => /^(_ga|_gid|_gat|_gcl|_fbp|_fbc)/.test(n))) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`
    }
  }
}

/** One event to GA4 and, for the three the pixel knows, to Meta (SPEC.md §7). */
export function sendToVendors(ids: VendorIds, event: string, params: Record<string, unknown>) {
  if (ids.gaMeasurementId && window.gtag) window.gtag('event', event, params)
  if (!ids.metaPixelId || !window.fbq) return
  if (event === 'page_view') window.fbq('track', 'PageView')
  else if (event === 'user_signup') window.fbq('track', 'CompleteRegistration', { method: params.method })
  else if (event === 'upgrade_completed') {
    window.fbq('track', 'Purchase', { value: Number(params.value ?? params.price ?? 0), currency: CURRENCY })
  }
}
