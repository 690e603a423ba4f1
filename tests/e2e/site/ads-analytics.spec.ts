import type { Page } from '@playwright/test'
import { AD_INTERSTITIAL_TIMING, AD_PLACEMENTS, type AdPlacementId } from '#shared/ads/placements'
import {
  ad,
  advanceDisc,
  advanceOcean,
  answerDisc,
  anyAd,
  closeInterstitial,
  FAKE_ADSENSE,
  fallbackDialog,
  interstitial,
  keepSinkAcrossPages,
  LIVE_IDS,
  type LiveServer,
  progressText,
  simulateAdBlocker,
  sinkEvents,
  startLiveServer,
  thirdPartyScripts,
  userWithResults,
  waitForEvent,
} from '../ads-support'
import { expect, newHydratingPage, newUser, registerViaApi, test } from '../fixtures'

const baseURL = () => test.info().project.use.baseURL!

// These tests look at the overlays themselves.
test.use({ dismissAdOverlays: false })

/** The slot is on screen, labelled 'publicidade', with the height SPEC.md §9 gives its placement. */
async function expectAdSlot(page: Page, placement: AdPlacementId) {
  const slot = ad(page, placement)
  await expect(slot).toBeVisible()
  await expect(slot.getByText('publicidade', { exact: true })).toBeVisible()
  await expect(slot.getByText('Espaço reservado para anúncio')).toBeVisible()
  const box = await slot.locator('[data-ad-placeholder]').boundingBox()
  const { height, maxHeight } = AD_PLACEMENTS[placement]
  expect(box?.height).toBeGreaterThanOrEqual(height - 1)
  expect(box?.height).toBeLessThanOrEqual(maxHeight + 1)
}

const pageViews = async (page: Page) => (await sinkEvents(page)).filter((e) => e.event === 'page_view')

/**
 * The route's page view was recorded after the `before` earlier ones: the page settled (page views
 * wait 300 ms for the route to settle), so every ad decision of it was long taken.
 */
async function settled(page: Page, path: string, before = 0) {
  await expect
    .poll(async () => {
      const views = await pageViews(page)
      return views.length > before && views.at(-1)?.params.page_path === path
    })
    .toBe(true)
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' })

/**
 * Question 5 without an ad to show: once the interstitial's delay has passed, no dialog of any kind
 * covers the question (the old 'Continue sua avaliação' dialog is gone, decision 0039).
 */
async function expectNoMidDialog(page: Page) {
  await expect(progressText(page, 5)).toBeVisible()
  await page.waitForTimeout(AD_INTERSTITIAL_TIMING.delayBeforeShow + 1_000)
  await expect(fallbackDialog(page)).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test.describe('Ads for free users (labelled stand-ins)', () => {
  test('an anonymous visitor sees a labelled stand-in in every slot of the open pages', async ({ page, checkA11y }) => {
    await page.goto('/')
    await expectAdSlot(page, 'home-hero')
    await checkA11y(page)

    await page.goto('/about')
    await expectAdSlot(page, 'about-content')
    await page.goto('/disc')
    await expectAdSlot(page, 'disc-info')

    await page.goto('/assessment')
    await expectAdSlot(page, 'assessment-top')
    await expectAdSlot(page, 'assessment-bottom')
    await checkA11y(page)

    await page.goto('/ocean-assessment')
    await expectAdSlot(page, 'ocean-assessment-top')
    await expectAdSlot(page, 'ocean-assessment-bottom')

    await page.goto('/ocean-results')
    await expectAdSlot(page, 'ocean-results-top')

    const owner = await userWithResults(page.context().request, baseURL())
    // The owner's own link shows the invite page; a visitor (a new context) gets the feedback form.
    const visitorContext = await page.context().browser()!.newContext()
    const visitor = await newHydratingPage(visitorContext)
    await visitor.goto(`${baseURL()}/feedback/user/${owner.body.userId}`)
    await expectAdSlot(visitor, 'feedback-top')
    await expectAdSlot(visitor, 'feedback-bottom')
    await checkA11y(visitor)
    await visitorContext.close()
  })

  test('a signed-in free user sees the results and OCEAN results slots', async ({ page, checkA11y }) => {
    await userWithResults(page.request, baseURL())
    await page.goto('/results')
    for (const placement of ['results-top', 'results-sidebar'] as const) await expectAdSlot(page, placement)
    await checkA11y(page)
    await page.getByRole('tab', { name: 'Como os outros te veem' }).click()
    for (const placement of ['results-top', 'feedback-top', 'feedback-bottom'] as const) await expectAdSlot(page, placement)
    await checkA11y(page)
    await page.goto('/ocean-results')
    await expectAdSlot(page, 'ocean-results-top')
    await expectAdSlot(page, 'ocean-results-sidebar')
    await checkA11y(page)
  })

  test('the question-5 overlay counts down before it can be closed, and shows once', async ({ page, checkA11y }) => {
    await page.goto('/assessment')
    await advanceDisc(page, 0, 4)
    const dialog = interstitial(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Espaço reservado para anúncio')).toBeVisible()
    const countdown = dialog.getByRole('button', { name: /^Fechar em \d s$/ })
    await expect(countdown).toBeDisabled()
    // Escape while the countdown runs must not close it; the scan comes after, because on a busy
    // machine it can outlast the countdown, after which Escape rightly closes the overlay.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await checkA11y(page)
    await expect(dialog.getByRole('button', { name: 'Fechar anúncio' })).toBeEnabled()
    await expect(dialog.getByRole('button', { name: 'Fechar anúncio' })).toBeFocused()
    await closeInterstitial(page)
    await waitForEvent(page, 'interstitial_ad_close', { placement: 'assessment-mid', reason: 'user' })

    // Back to question 4 and forward again: not a second time.
    await page.getByRole('button', { name: 'Anterior' }).click()
    await expect(progressText(page, 4)).toBeVisible()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await expect(progressText(page, 5)).toBeVisible()
    await answerDisc(page, 4)
    await expect(progressText(page, 6)).toBeVisible()
    await expect(interstitial(page)).toHaveCount(0)
    await expect(fallbackDialog(page)).toHaveCount(0)
  })

  test('with an ad blocker, ads disappear and question 5 opens no dialog (decision 0039)', async ({ page, checkA11y }) => {
    await simulateAdBlocker(page)
    await page.goto('/assessment')
    await expect(ad(page, 'assessment-top')).toBeVisible()
    await answerDisc(page, 0)
    await waitForEvent(page, 'adblock_detected', { method: 'bait' })
    await expect(anyAd(page)).toHaveCount(0)

    await advanceDisc(page, 1, 4)
    await expectNoMidDialog(page)
    await checkA11y(page)
    // Question 5 is answered with one tap, as every other.
    await advanceDisc(page, 4, 5)
  })

  test('OCEAN shows interstitials when reaching statements 13 and 21 (index 12 and 20)', async ({ page }) => {
    await page.goto('/ocean-assessment')
    await advanceOcean(page, 0, 12)
    await expect(interstitial(page)).toHaveAttribute('data-ad-view', '1')
    await closeInterstitial(page)
    await advanceOcean(page, 12, 20)
    await expect(interstitial(page)).toHaveAttribute('data-ad-view', '2')
    await closeInterstitial(page)
    const closes = (await sinkEvents(page)).filter(
      (e) => e.event === 'interstitial_ad_close' && e.params.placement === 'ocean-assessment-mid',
    )
    expect(closes).toHaveLength(2)
    // Only at 12 and 20: statement 22 passes without one.
    await advanceOcean(page, 20, 21)
    await expect(interstitial(page)).toHaveCount(0)
  })

  test('a placement is shown at most twice in a page session', async ({ page }) => {
    await page.goto('/')
    await expect(ad(page, 'home-hero')).toHaveAttribute('data-ad-view', '1')
    await nav(page).getByRole('link', { name: /Sobre o/ }).click()
    await expect(ad(page, 'about-content')).toHaveAttribute('data-ad-view', '1')
    await nav(page).getByRole('link', { name: 'Início' }).click()
    await expect(ad(page, 'home-hero')).toHaveAttribute('data-ad-view', '2')
    await nav(page).getByRole('link', { name: /Sobre o/ }).click()
    await expect(ad(page, 'about-content')).toHaveAttribute('data-ad-view', '2')
    const before = (await pageViews(page)).length
    await nav(page).getByRole('link', { name: 'Início' }).click()
    await settled(page, '/', before)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(ad(page, 'home-hero')).toHaveCount(0)

    // The mid-assessment ad too: twice, then nothing takes its place (decision 0039).
    await page.goto('/assessment')
    for (const view of ['1', '2']) {
      await advanceDisc(page, 0, 4)
      await expect(interstitial(page)).toHaveAttribute('data-ad-view', view)
      await closeInterstitial(page)
      await nav(page).getByRole('link', { name: 'Início' }).click()
      await page.evaluate(() => window.localStorage.removeItem('espelho.discProgress'))
      await nav(page).getByRole('link', { name: 'Comece agora' }).click()
    }
    await advanceDisc(page, 0, 4)
    await expectNoMidDialog(page)
  })

  test('the banner of the wizard refreshes with the steps, within its 2 views', async ({ page }) => {
    await page.goto('/assessment')
    const top = ad(page, 'assessment-top')
    await expect(top).toHaveAttribute('data-ad-view', '1')
    await answerDisc(page, 0)
    // Refreshed once its first ad had its 2 s minimum display time.
    await expect(top).toHaveAttribute('data-ad-view', '2')
    await waitForEvent(page, 'ad_impression', { placement: 'assessment-top', view: 1 })
    await answerDisc(page, 1)
    await expect(progressText(page, 3)).toBeVisible()
    // Out of views: the second ad stays instead of leaving a hole.
    await waitForEvent(page, 'ad_impression', { placement: 'assessment-top', view: 2 })
    await expect(top).toHaveAttribute('data-ad-view', '2')
  })
})

test.describe('Premium users', () => {
  test('a premium user sees no ad anywhere and never asks for one', async ({ page }) => {
    const lookups: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/ads/config')) lookups.push(request.url())
    })
    const owner = await userWithResults(page.context().request, baseURL())
    const otherContext = await page.context().browser()!.newContext()
    const someoneElse = await userWithResults(otherContext.request, baseURL())
    await otherContext.close()

    // Upgrade through the sandbox checkout, as a customer would.
    await page.goto('/pricing')
    await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
    await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
    await page.getByRole('button', { name: /Aprovar pagamento/ }).click()
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
    await expect(nav(page).getByText('Premium', { exact: true })).toBeVisible()
    expect(owner.user.email).toContain('@')

    lookups.length = 0
    for (const path of ['/', '/about', '/disc', '/results', '/ocean-results', `/feedback/user/${someoneElse.body.userId}`]) {
      await page.goto(path)
      await settled(page, path.replace(/[0-9a-f-]{36}$/, ':uuid'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(anyAd(page)).toHaveCount(0)
      await expect(page.getByText('publicidade', { exact: true })).toHaveCount(0)
    }

    await page.goto('/assessment')
    await advanceDisc(page, 0, 5)
    await expect(interstitial(page)).toHaveCount(0)
    await expect(fallbackDialog(page)).toHaveCount(0)
    await expect(anyAd(page)).toHaveCount(0)

    await page.goto('/ocean-assessment')
    await advanceOcean(page, 0, 13)
    await expect(interstitial(page)).toHaveCount(0)
    await expect(anyAd(page)).toHaveCount(0)
    expect(lookups).toEqual([])
  })
})

test.describe('Analytics and cookie consent (debug sink)', () => {
  test('the consent banner opens from the footer, remembers the choice and loads nothing', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookies e privacidade' })
    // Nothing third-party is configured here, so nothing needs asking on arrival.
    await settled(page, '/')
    await expect(banner).toHaveCount(0)
    await page.getByRole('button', { name: 'Preferências de cookies' }).click()
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('heading', { name: 'Cookies e privacidade' })).toBeFocused()
    const refuse = banner.getByRole('button', { name: 'Recusar' })
    const accept = banner.getByRole('button', { name: 'Aceitar' })
    // Equal weight: same size and same look.
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()]
    expect(refuseBox?.width).toBeCloseTo(acceptBox?.width ?? 0, 0)
    expect(refuseBox?.height).toBeCloseTo(acceptBox?.height ?? 0, 0)
    expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'))
    await checkA11y(page)

    await refuse.click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('espelho.cookieConsent') ?? '{}').choice)).toBe('denied')
    expect(await thirdPartyScripts(page)).toEqual([])

    await page.reload()
    await page.getByRole('button', { name: 'Preferências de cookies' }).click()
    await expect(banner.getByText('Sua escolha atual: cookies de medição e publicidade recusados.')).toBeVisible()
    await banner.getByRole('button', { name: 'Aceitar' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('espelho.cookieConsent') ?? '{}').choice)).toBe('granted')
    // Not the production host: accepting still loads nothing; events stay in the sink.
    expect(await thirdPartyScripts(page)).toEqual([])
    expect(await page.evaluate(() => ({ dataLayer: window.dataLayer, gtag: typeof window.gtag, fbq: typeof window.fbq }))).toEqual({
      dataLayer: undefined,
      gtag: 'undefined',
      fbq: 'undefined',
    })
  })

  test('the events of a whole journey reach the sink in order', async ({ page }) => {
    await keepSinkAcrossPages(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Preferências de cookies' }).click()
    await page.getByRole('region', { name: 'Cookies e privacidade' }).getByRole('button', { name: 'Aceitar' }).click()
    // A page counts once the visitor stayed on it for PAGE_VIEW_DEBOUNCE_MS (redirects do not):
    // the journey stays on each page that long, as a person does.
    await waitForEvent(page, 'page_view', { page_path: '/' })

    await page.getByRole('link', { name: 'Fazer teste DISC' }).first().click()
    await advanceDisc(page, 0, 4)
    await closeInterstitial(page)
    await advanceDisc(page, 4, 9)
    await answerDisc(page, 9)
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await expect(page.getByText('Avaliação concluída!')).toBeVisible()

    const user = newUser()
    await page.getByRole('link', { name: 'Criar conta' }).click()
    await waitForEvent(page, 'page_view', { page_path: '/register' })
    await page.getByLabel('Nome de usuário').fill(user.username)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha', { exact: true }).fill(user.password)
    await page.getByLabel('Confirmar senha').fill(user.password)
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page).toHaveURL(/\/results$/)
    await waitForEvent(page, 'page_view', { page_path: '/results' })

    await page.goto('/pricing')
    await waitForEvent(page, 'page_view', { page_path: '/pricing' })
    await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
    await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
    await page.getByRole('button', { name: /Aprovar pagamento/ }).click()
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
    await waitForEvent(page, 'upgrade_completed')
    await waitForEvent(page, 'page_view', { page_path: '/payment/success' })

    const events = await sinkEvents(page)
    const journey = events.filter((e) =>
      ['assessment_started', 'assessment_completed', 'user_signup', 'sign_up', 'upgrade_initiated', 'upgrade_completed'].includes(
        e.event,
      ),
    )
    expect(journey).toEqual([
      { event: 'assessment_started', params: { type: 'self' } },
      { event: 'assessment_completed', params: { type: 'self' } },
      { event: 'user_signup', params: { method: 'email' } },
      { event: 'sign_up', params: { method: 'email' } },
      { event: 'upgrade_initiated', params: { plan: 'monthly', value: 10, currency: 'BRL' } },
      { event: 'upgrade_completed', params: { plan: 'monthly', price: 10, value: 10, currency: 'BRL', method: 'mercadopago' } },
    ])
    const pages = events.filter((e) => e.event === 'page_view').map((e) => e.params.page_path)
    expect(pages).toEqual(expect.arrayContaining(['/', '/assessment', '/register', '/results', '/pricing', '/payment/success']))
    // The interstitial of question 5 left its trace between start and completion.
    const names = events.map((e) => e.event)
    expect(names.indexOf('interstitial_ad_close')).toBeGreaterThan(names.indexOf('assessment_started'))
    expect(names.indexOf('interstitial_ad_close')).toBeLessThan(names.indexOf('assessment_completed'))
    expect(await thirdPartyScripts(page)).toEqual([])
  })

  test('a failed login and a login are recorded', async ({ page }) => {
    const user = newUser()
    await registerViaApi(page.context().request, user)
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha').fill('senha-errada')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await waitForEvent(page, 'login_failed', { method: 'email' })
    await page.getByLabel('Senha').fill(user.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await waitForEvent(page, 'user_login', { method: 'email' })
  })
})

test.describe('Phone layout', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the stand-ins and the overlay fit a 360 px screen', async ({ page, checkA11y }) => {
    await page.goto('/assessment')
    const top = ad(page, 'assessment-top')
    await expect(top).toBeVisible()
    const box = await top.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(360)
    await advanceDisc(page, 0, 4)
    await expect(interstitial(page)).toBeVisible()
    await checkA11y(page)
    const dialogBox = await interstitial(page).locator('div').first().boundingBox()
    expect(dialogBox?.width).toBeLessThanOrEqual(360)
    await closeInterstitial(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})

test.describe('Production host with AdSense, GA4 and the Meta Pixel configured', () => {
  let live: LiveServer
  const hits: string[] = []

  test.beforeAll(async () => {
    live = await startLiveServer()
  })
  test.afterAll(async () => {
    await live?.stop()
  })

  /** Answers the third-party hosts: fake scripts for the ones allowed, `blockAdSense` aborts AdSense. */
  async function routeThirdParties(page: Page, options: { blockAdSense?: Promise<void> | true } = {}) {
    hits.length = 0
    await page.route(/googletagmanager\.com|facebook\.net|facebook\.com|googlesyndication\.com|google-analytics\.com/, async (route) => {
      const url = route.request().url()
      hits.push(url)
      if (url.includes('adsbygoogle.js')) {
        if (options.blockAdSense === true) return route.abort('blockedbyclient')
        if (options.blockAdSense) {
          await options.blockAdSense
          return route.abort('blockedbyclient')
        }
        return route.fulfill({ contentType: 'text/javascript', body: FAKE_ADSENSE })
      }
      if (url.includes('gtag/js')) return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true' })
      if (url.includes('fbevents.js')) return route.fulfill({ contentType: 'text/javascript', body: 'window.__pixelLoaded = true' })
      return route.fulfill({ status: 204, body: '' })
    })
  }

  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies e privacidade' })
  const dataLayer = (page: Page) =>
    page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)))

  test('before a choice nothing loads; "Recusar" keeps it that way and ads stay off', async ({ page, checkA11y }) => {
    await routeThirdParties(page)
    await page.goto(`${live.baseURL}/`)
    await expect(banner(page)).toBeVisible()
    await checkA11y(page)
    // Consent mode starts denied; no script, no request, no ad, no sink (this is the live host).
    expect((await dataLayer(page))[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
    ])
    await page.mouse.move(10, 10)
    await page.mouse.wheel(0, 200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await thirdPartyScripts(page)).toEqual([])
    expect(await page.evaluate(() => window.__analyticsEvents)).toBeUndefined()
    await expect(anyAd(page)).toHaveCount(0)

    await banner(page).getByRole('button', { name: 'Recusar' }).click()
    await expect(banner(page)).toHaveCount(0)
    await page.goto(`${live.baseURL}/assessment`)
    await expect(banner(page)).toHaveCount(0)
    await advanceDisc(page, 0, 4)
    // No consent, no AdSense: the ad is unavailable, and nothing takes its place (decision 0039).
    await expectNoMidDialog(page)
    expect(await thirdPartyScripts(page)).toEqual([])
    expect(hits).toEqual([])
    expect((await dataLayer(page)).some((entry) => entry[0] === 'event')).toBe(false)
  })

  test('"Aceitar" loads GA4, the pixel and AdSense; units fill once, unfilled ones hide', async ({ page }) => {
    await routeThirdParties(page)
    await page.goto(`${live.baseURL}/`)
    await banner(page).getByRole('button', { name: 'Aceitar' }).click()
    await expect.poll(() => page.evaluate(() => Boolean((window as { __gtagLoaded?: boolean }).__gtagLoaded))).toBe(true)
    await expect.poll(() => page.evaluate(() => Boolean((window as { __pixelLoaded?: boolean }).__pixelLoaded))).toBe(true)
    expect(hits.some((url) => url.includes(`gtag/js?id=${LIVE_IDS.ga}`))).toBe(true)
    const layer = await dataLayer(page)
    expect(layer[0]?.slice(0, 2)).toEqual(['consent', 'default'])
    expect(layer.some((entry) => entry[0] === 'consent' && entry[1] === 'update' && (entry[2] as { analytics_storage: string }).analytics_storage === 'granted')).toBe(true)
    expect(layer).toContainEqual(['config', LIVE_IDS.ga, { send_page_view: false, anonymize_ip: true }])
    const pixelQueue = await page.evaluate(() => (window.fbq?.queue ?? []) as unknown[][])
    expect(pixelQueue).toContainEqual(['init', LIVE_IDS.pixel])

    // AdSense loads on the first interaction (or after 3 s) and fills the banner once.
    await page.mouse.wheel(0, 100)
    const hero = page.locator('ins.adsbygoogle[data-ad-slot="1111111111"]')
    await expect(hero).toHaveAttribute('data-ad-status', 'filled')
    await expect(ad(page, 'home-hero').getByText('publicidade', { exact: true })).toBeVisible()
    expect(hits.some((url) => url.includes(`adsbygoogle.js?client=${LIVE_IDS.adClient}`))).toBe(true)

    // A client-side route change mounts new units and pushes only them: no AdSense error.
    await nav(page).getByRole('link', { name: /Sobre o/ }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect
      .poll(async () => (await dataLayer(page)).some((e) => e[1] === 'page_view' && (e[2] as { page_path?: string }).page_path === '/about'))
      .toBe(true)
    // about-content's slot is left unfilled by AdSense here: the whole slot hides, label included.
    await expect
      .poll(async () =>
        (await dataLayer(page)).some(
          (e) => e[1] === 'ad_error' && (e[2] as { placement?: string; reason?: string }).reason === 'unfilled',
        ),
      )
      .toBe(true)
    await expect(ad(page, 'about-content')).toHaveCount(0)
    await nav(page).getByRole('link', { name: 'Início' }).click()
    await expect(page.locator('ins.adsbygoogle[data-ad-slot="1111111111"]')).toHaveAttribute('data-ad-status', 'filled')
    const pushes = await page.evaluate(() => (window as { __adPushes?: unknown[] }).__adPushes ?? [])
    expect(pushes.filter((item) => JSON.stringify(item) === '{}')).toHaveLength(3)

    // Events now go to GA4 (data layer) and the pixel, not to the debug sink.
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').length)
      .toBeGreaterThanOrEqual(3)
    const layerEvents = (await dataLayer(page)).filter((e) => e[0] === 'event').map((e) => e[1])
    expect(layerEvents).toEqual(expect.arrayContaining(['page_view', 'ad_error']))
    expect(await page.evaluate(() => (window.fbq?.queue ?? []).filter((e) => (e as unknown[])[1] === 'PageView').length)).toBeGreaterThanOrEqual(3)
    expect(await page.evaluate(() => window.__analyticsEvents)).toBeUndefined()

    // Changing one's mind: consent is withdrawn and the vendors' cookies removed.
    await page.evaluate(() => {
      document.cookie = '_ga=GA1.1.123; path=/'
      document.cookie = '_fbp=fb.1.123; path=/'
    })
    await page.getByRole('button', { name: 'Preferências de cookies' }).click()
    await banner(page).getByRole('button', { name: 'Recusar' }).click()
    const after = await dataLayer(page)
    expect(after.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })])
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga=|_fbp=/)
    expect(await page.evaluate(() => (window.fbq?.queue ?? []).some((e) => (e as unknown[])[1] === 'revoke'))).toBe(true)
  })

  test('a blocked ad script: banners hide and question 5 opens no dialog', async ({ page }) => {
    await routeThirdParties(page, { blockAdSense: true })
    await page.goto(`${live.baseURL}/assessment`)
    await banner(page).getByRole('button', { name: 'Aceitar' }).click()
    await answerDisc(page, 0)
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => Array.from(e as ArrayLike<unknown>)[1] === 'adblock_detected'))).toBe(true)
    await expect(anyAd(page)).toHaveCount(0)
    await advanceDisc(page, 1, 4)
    await expectNoMidDialog(page)
  })

  test('an interstitial whose script fails closes itself', async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await routeThirdParties(page, { blockAdSense: held })
    await page.goto(`${live.baseURL}/assessment`)
    await banner(page).getByRole('button', { name: 'Aceitar' }).click()
    await advanceDisc(page, 0, 4)
    const dialog = interstitial(page)
    await expect(dialog).toBeVisible()
    release()
    // Nobody clicks: the ad could not load, so it goes away by itself.
    await expect(dialog).toHaveCount(0)
    await expect
      .poll(async () =>
        (await dataLayer(page)).some(
          (e) => e[0] === 'event' && e[1] === 'interstitial_ad_close' && (e[2] as { reason?: string }).reason === 'failure',
        ),
      )
      .toBe(true)
    await expect(progressText(page, 5)).toBeVisible()
  })
})
