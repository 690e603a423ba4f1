import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AD_PLACEMENT_IDS, AD_PLACEMENTS } from '#shared/ads/placements'
import { ADS_MESSAGES, AdConfigResponseSchema } from '#shared/ads/schemas'
import { api, describeWithApp, registerUser, type TestContext } from '#test/app'

async function setPremiumUntil(ctx: TestContext, email: string, until: Date | null) {
  await ctx.database.db.execute(sql`update users set premium_until = ${until ? until.toISOString() : null} where email = ${email}`)
}

const lookup = (ctx: TestContext, placement: string, cookie?: string) =>
  api(ctx.app, 'GET', `/api/ads/config?placement=${encodeURIComponent(placement)}`, { cookie })

describeWithApp('GET /api/ads/config (placeholders, outside production)', (ctx) => {
  it('shows every placement to an anonymous visitor, with its config and the stand-in source', async () => {
    for (const placement of AD_PLACEMENT_IDS) {
      const response = await lookup(ctx, placement)
      expect(response.statusCode).toBe(200)
      const body = AdConfigResponseSchema.parse(response.json())
      expect(body).toEqual({
        show: true,
        reason: 'eligible',
        config: { ...AD_PLACEMENTS[placement], source: 'placeholder', adClient: null, adSlot: null, adTest: true },
      })
    }
  })

  it('answers private, never-stored responses (they depend on who asks)', async () => {
    const response = await lookup(ctx, 'home-hero')
    expect(response.headers['cache-control']).toBe('private, no-store')
  })

  it('shows ads to a signed-in free user', async () => {
    const { cookie } = await registerUser(ctx.app)
    const response = await lookup(ctx, 'results-top', cookie)
    expect(response.json()).toMatchObject({ show: true, reason: 'eligible', config: { placement: 'results-top', height: 60 } })
  })

  it('shows nothing to a premium user, on any placement, and no config', async () => {
    const { cookie, email } = await registerUser(ctx.app)
    await setPremiumUntil(ctx, email, new Date(Date.now() + 30 * 24 * 3600 * 1000))
    for (const placement of AD_PLACEMENT_IDS) {
      const response = await lookup(ctx, placement, cookie)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ show: false, reason: 'premium' })
    }
  })

  it('shows ads again once premium has expired', async () => {
    const { cookie, email } = await registerUser(ctx.app)
    await setPremiumUntil(ctx, email, new Date(Date.now() - 1000))
    expect((await lookup(ctx, 'home-hero', cookie)).json()).toMatchObject({ show: true })
  })

  it('ignores premium flags and user ids sent in the query: only the session decides', async () => {
    const free = await registerUser(ctx.app)
    const premium = await registerUser(ctx.app)
    await setPremiumUntil(ctx, premium.email, new Date(Date.now() + 86_400_000))
    const premiumId = String(premium.user.userId)
    const forged = await api(ctx.app, 'GET', `/api/ads/config?placement=home-hero&isPremium=true&premium=1&userId=${premiumId}`, {
      cookie: free.cookie,
    })
    expect(forged.json()).toMatchObject({ show: true, reason: 'eligible' })
    const denied = await api(ctx.app, 'GET', '/api/ads/config?placement=home-hero&isPremium=false', { cookie: premium.cookie })
    expect(denied.json()).toEqual({ show: false, reason: 'premium' })
  })

  it('treats a forged or expired session cookie as an anonymous visitor', async () => {
    const response = await lookup(ctx, 'home-hero', `espelho_session=${'x'.repeat(43)}`)
    expect(response.json()).toMatchObject({ show: true })
    const huge = await lookup(ctx, 'home-hero', `espelho_session=${'x'.repeat(5000)}`)
    expect(huge.statusCode).toBe(200)
  })

  it('answers 200 with show: false for a well-formed but unknown placement', async () => {
    for (const placement of ['results-bottom', 'sidebar', 'constructor', 'proto']) {
      const response = await lookup(ctx, placement)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ show: false, reason: 'unknown-placement' })
    }
  })

  it('refuses a missing placement with a Portuguese 400', async () => {
    for (const url of ['/api/ads/config', '/api/ads/config?placement=', '/api/ads/config?other=1']) {
      const response = await api(ctx.app, 'GET', url)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(ADS_MESSAGES.placementRequired)
    }
  })

  it('refuses malformed placements (HTML, SQL, paths, 1 MB, repeated) with a Portuguese 400, never a 500', async () => {
    const bad = ['<script>alert(1)</script>', "home' OR '1'='1", '../../etc/passwd', 'Home-Hero', '__proto__', 'a'.repeat(65)]
    for (const placement of bad) {
      const response = await lookup(ctx, placement)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(ADS_MESSAGES.placementInvalid)
      expect(response.body).not.toContain('<script>')
    }
    const huge = await lookup(ctx, 'a'.repeat(1024 * 1024))
    expect(huge.statusCode).toBeGreaterThanOrEqual(400)
    expect(huge.statusCode).toBeLessThan(500)
    const repeated = await api(ctx.app, 'GET', '/api/ads/config?placement=home-hero&placement=results-top')
    expect(repeated.statusCode).toBe(400)
  })

  it('does not accept other methods', async () => {
    const response = await api(ctx.app, 'POST', '/api/ads/config?placement=home-hero', { body: {} })
    expect(response.statusCode).toBe(404)
  })
})

describeWithApp(
  'GET /api/ads/config (production without AdSense)',
  (ctx) => {
    it('shows nothing anywhere: no AdSense and no placeholders in production', async () => {
      for (const placement of AD_PLACEMENT_IDS) {
        expect((await lookup(ctx, placement)).json()).toEqual({ show: false, reason: 'ads-disabled' })
      }
    })

    it('adds no third-party host to the content security policy', async () => {
      const response = await api(ctx.app, 'GET', '/robots.txt')
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
      expect(csp).not.toMatch(/googlesyndication|googletagmanager|facebook/)
    })
  },
  { env: 'production', ads: { slots: {}, placeholders: false } },
)

describeWithApp(
  'GET /api/ads/config (placeholders forced on in production, as the e2e server does)',
  (ctx) => {
    it('serves the stand-ins, flagged as not for billing', async () => {
      const body = (await lookup(ctx, 'assessment-mid')).json()
      expect(body).toMatchObject({ show: true, config: { source: 'placeholder', adTest: false, type: 'fullscreen-interstitial' } })
    })
  },
  { env: 'production', ads: { slots: {}, placeholders: true } },
)

describeWithApp(
  'GET /api/ads/config (AdSense configured)',
  (ctx) => {
    it('includes the AdSense client id and the placement’s slot id', async () => {
      const body = (await lookup(ctx, 'results-sidebar')).json()
      expect(body).toEqual({
        show: true,
        reason: 'eligible',
        config: {
          ...AD_PLACEMENTS['results-sidebar'],
          source: 'adsense',
          adClient: 'ca-pub-1234567890123456',
          adSlot: '2222222222',
          adTest: false,
        },
      })
      expect((await lookup(ctx, 'home-hero')).json().config.adSlot).toBe('1111111111')
    })

    it('shows nothing where no slot id is configured', async () => {
      expect((await lookup(ctx, 'assessment-mid')).json()).toEqual({ show: false, reason: 'missing-slot' })
    })

    it('still shows nothing to premium users', async () => {
      const { cookie, email } = await registerUser(ctx.app)
      await setPremiumUntil(ctx, email, new Date(Date.now() + 86_400_000))
      expect((await lookup(ctx, 'home-hero', cookie)).json()).toEqual({ show: false, reason: 'premium' })
    })

    it('allows the AdSense, GA4 and pixel hosts in the content security policy', async () => {
      const response = await api(ctx.app, 'GET', '/robots.txt')
      const csp = String(response.headers['content-security-policy'])
      const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? ''
      expect(directive('script-src')).toContain('https://pagead2.googlesyndication.com')
      expect(directive('script-src')).toContain('https://*.googletagmanager.com')
      expect(directive('script-src')).toContain('https://connect.facebook.net')
      expect(directive('frame-src')).toContain('https://*.googlesyndication.com')
      expect(directive('connect-src')).toContain('https://*.google-analytics.com')
      expect(directive('img-src')).toContain('https://www.facebook.com')
      expect(directive('script-src')).not.toContain("'unsafe-inline'")
    })
  },
  {
    env: 'production',
    ads: {
      adsenseClient: 'ca-pub-1234567890123456',
      slots: { 'home-hero': '1111111111', 'results-sidebar': '2222222222' },
      placeholders: true,
    },
    analytics: { gaMeasurementId: 'G-TEST1234', metaPixelId: '123456789012345', productionHost: 'www.espelho.app' },
  },
)

describe('placement ids stay URL-safe', () => {
  it('needs no escaping in the query string', () => {
    for (const id of AD_PLACEMENT_IDS) expect(encodeURIComponent(id)).toBe(id)
  })
})
