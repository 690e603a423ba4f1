import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '#server/config'
import { testConfig } from '#test/app'
import { adSourceOf } from './ads.routes'
import { adsAndAnalyticsClientSettings } from './client-settings'
import { thirdPartyCsp } from './third-party-csp'

// PAYMENTS_SANDBOX and EMAIL_SANDBOX: an https PUBLIC_URL without a Mercado Pago token or SMTP_URL
// must opt in to the sandboxes (issues 23 and 31).
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', EMAIL_SANDBOX: 'true', ...env }, '/app')

describe('ads and analytics settings', () => {
  it('uses placeholders outside production and nothing in production by default', () => {
    expect(load({ NODE_ENV: 'development' }).ads).toEqual({ adsenseClient: undefined, slots: {}, placeholders: true })
    expect(load({ NODE_ENV: 'test' }).ads?.placeholders).toBe(true)
    expect(load({}).ads?.placeholders).toBe(false)
    expect(adSourceOf(load({}))).toBe('none')
    expect(adSourceOf(load({ NODE_ENV: 'development' }))).toBe('placeholder')
  })

  it('lets ADS_PLACEHOLDERS force the stand-ins on or off', () => {
    expect(load({ ADS_PLACEHOLDERS: 'true' }).ads?.placeholders).toBe(true)
    expect(load({ NODE_ENV: 'development', ADS_PLACEHOLDERS: 'false' }).ads?.placeholders).toBe(false)
    expect(() => load({ ADS_PLACEHOLDERS: 'yes' })).toThrow(ConfigError)
  })

  it('prefers AdSense over the placeholders when a client id is set', () => {
    const config = load({ ADSENSE_CLIENT: 'ca-pub-1234567890123456', ADS_PLACEHOLDERS: 'true' })
    expect(adSourceOf(config)).toBe('adsense')
  })

  it('gives each placement its kind’s slot id, then the per-placement overrides', () => {
    const config = load({
      ADSENSE_CLIENT: 'ca-pub-1234567890123456',
      ADSENSE_SLOT_BANNER: '1000000001',
      ADSENSE_SLOT_SQUARE: '1000000002',
      ADSENSE_SLOT_INTERSTITIAL: '1000000003',
      ADSENSE_SLOTS: 'home-hero=2000000001, results-sidebar = 2000000002',
    })
    expect(config.ads?.slots).toMatchObject({
      'home-hero': '2000000001',
      'results-top': '1000000001',
      'results-sidebar': '2000000002',
      'ocean-results-sidebar': '1000000002',
      'assessment-mid': '1000000003',
      'ocean-assessment-mid': '1000000003',
    })
  })

  it('stops with a readable message on malformed ids', () => {
    expect(() => load({ ADSENSE_CLIENT: 'pub-123' })).toThrow(/ADSENSE_CLIENT/)
    expect(() => load({ ADSENSE_SLOT_BANNER: 'abc' })).toThrow(/ADSENSE_SLOT_BANNER/)
    expect(() => load({ ADSENSE_SLOTS: 'nowhere=1234567' })).toThrow(/local de anúncio desconhecido: "nowhere"/)
    expect(() => load({ ADSENSE_SLOTS: 'home-hero=12ab' })).toThrow(/home-hero/)
    expect(() => load({ GA_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(/GA_MEASUREMENT_ID/)
    expect(() => load({ META_PIXEL_ID: '12a' })).toThrow(/META_PIXEL_ID/)
    expect(() => load({ PRODUCTION_HOST: 'https://www.espelho.app/' })).toThrow(/PRODUCTION_HOST/)
  })

  it('takes the production host from PUBLIC_URL unless PRODUCTION_HOST is set', () => {
    expect(load({ PUBLIC_URL: 'https://www.espelho.app' }).analytics?.productionHost).toBe('www.espelho.app')
    expect(load({ PUBLIC_URL: 'https://www.espelho.app', PRODUCTION_HOST: 'espelho.app' }).analytics?.productionHost).toBe(
      'espelho.app',
    )
  })

  it('tells the browser the production host only in production', () => {
    const analytics = { gaMeasurementId: 'G-ABCD1234', metaPixelId: '1234567', productionHost: 'www.espelho.app' }
    expect(adsAndAnalyticsClientSettings(testConfig({ env: 'production', analytics })).analytics.productionHost).toBe(
      'www.espelho.app',
    )
    expect(adsAndAnalyticsClientSettings(testConfig({ env: 'development', analytics })).analytics.productionHost).toBeNull()
    expect(adsAndAnalyticsClientSettings(testConfig()).ads).toEqual({ source: 'placeholder', adClient: null })
  })

  it('adds CSP hosts only for the services configured', () => {
    expect(thirdPartyCsp(testConfig())).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [] })
    const gaOnly = thirdPartyCsp(testConfig({ analytics: { gaMeasurementId: 'G-ABCD1234', productionHost: 'x' } }))
    expect(gaOnly.scriptSrc).toEqual(['https://*.googletagmanager.com'])
    expect(gaOnly.frameSrc).toEqual([])
    const pixelOnly = thirdPartyCsp(testConfig({ analytics: { metaPixelId: '1234567', productionHost: 'x' } }))
    expect(pixelOnly.scriptSrc).toEqual(['https://connect.facebook.net'])
  })
})
