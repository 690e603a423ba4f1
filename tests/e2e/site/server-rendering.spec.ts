import type { Page } from '@playwright/test'
import { buyPremiumViaSandbox, expect, newUser, registerViaApi, test } from '../fixtures'

/**
 * Issue 22: the server paints every page, the browser hydrates that very markup. On the first
 * load nothing asks /api/auth/me (the session is in the page), nothing is logged to the console
 * (no 401, no hydration warning), and React keeps the server's elements instead of replacing them.
 */

/** Console messages and /api/auth/me requests of a page, from before its first navigation. */
function watch(page: Page) {
  const messages: string[] = []
  const meRequests: string[] = []
  const linkRequests: string[] = []
  const seen = { messages, meRequests, linkRequests, documents: 0 }
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/auth/me') meRequests.push(request.url())
    // GET /api/feedback/user/{uuid}: an invite link's owner.
    if (/^\/api\/feedback\/user\/[^/]+$/.test(pathname)) linkRequests.push(request.url())
    if (request.isNavigationRequest()) seen.documents += 1
  })
  return seen
}

/**
 * Content-security-policy issues Chromium's DevTools record for a page (Lighthouse's best-practices
 * `inspector-issues` counts them), from before its first navigation.
 */
async function watchCspIssues(page: Page) {
  const issues: string[] = []
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details))
  })
  await cdp.send('Audits.enable')
  return issues
}

/** Holds the client's JavaScript back until `release()`: the page shows only the server's markup. */
async function holdScripts(page: Page) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate
    await route.continue()
  })
  return release
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

/**
 * Loads `path` with the scripts held back, marks the server's <h1>, lets the scripts run and
 * checks that after hydration the very same element is on screen.
 */
async function expectHydratedInPlace(page: Page, path: string, heading: string | RegExp) {
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  const h1 = page.getByRole('heading', { level: 1, name: heading })
  await expect(h1).toBeVisible()
  await h1.evaluate((element) => element.setAttribute('data-server-painted', 'yes'))
  release()
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  // A mismatch makes React render the page again from scratch: the marked element would be gone.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveAttribute('data-server-painted', 'yes')
}

const PUBLIC_PAGES = [
  { path: '/', heading: 'A Verdade liberta' },
  { path: '/assessment', heading: 'Descubra seu perfil DISC' },
  { path: '/ocean-assessment', heading: 'Teste Big Five (OCEAN)' },
  { path: '/pricing', heading: 'Escolha seu plano' },
  { path: '/disc', heading: 'Metodologia DISC' },
  { path: '/profile/dominance', heading: 'O Realizador' },
  { path: '/about', heading: 'Sobre o Espelho' },
] as const

test.describe('Server-rendered pages, logged out', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path}: hydrated in place, no /api/auth/me, a quiet console, no CSP issue`, async ({ page }) => {
      const seen = watch(page)
      const cspIssues = await watchCspIssues(page)
      await expectHydratedInPlace(page, path, heading)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()
      expect(seen.meRequests).toEqual([])
      expect(seen.messages).toEqual([])
      expect(cspIssues).toEqual([])
    })
  }

  test('an invite link paints the giver flow with the owner’s name, and passes axe', async ({ page, browser, checkA11y }) => {
    const owner = await browser.newContext()
    const created = await registerViaApi(owner.request, newUser())
    const { userId, username } = (await created.json()) as { userId: string; username: string }
    await owner.close()

    const seen = watch(page)
    // The landing (issue 33) with question 1 in the same document, both painted by the server.
    await expectHydratedInPlace(page, `/feedback/user/${userId}`, `Como você vê ${username}?`)
    await expect(page.getByRole('link', { name: 'Começar' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Próximo/ })).toBeHidden()
    await checkA11y(page)
    // Hydrated, "Começar" is still the fragment link: question 1 in place, focused, nothing loaded (issue 44).
    const documents = seen.documents
    await page.getByRole('link', { name: 'Começar' }).click()
    await expect(page).toHaveURL(/#perguntas$/)
    await expect(page.getByRole('button', { name: /Próximo/ })).toBeVisible()
    await expect(page.getByTestId('convite-feedback')).toBeHidden()
    await expect(page.locator('#perguntas').getByRole('heading', { level: 2 })).toBeFocused()
    expect(seen.documents).toBe(documents)
    // The invite link's owner came in the page: not asked for again once hydrated.
    expect(seen.linkRequests).toEqual([])
    expect(seen.meRequests).toEqual([])
    expect(seen.messages).toEqual([])
    await checkA11y(page)
  })

  test('logging in afterwards switches the navbar without a reload', async ({ page }) => {
    const user = newUser()
    const other = await page.context().browser()?.newContext()
    await registerViaApi(other!.request, user)
    await other!.close()
    const seen = watch(page)
    await page.goto('/login')
    await hydrated(page)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Meus resultados' })).toBeVisible()
    // Nothing asked about the session before the login; the login's answer updated the page.
    expect(seen.meRequests).toEqual([])
  })
})

test.describe('Server-rendered pages, signed in', () => {
  test('the navbar is right in the HTML, and the first load asks nothing about the session', async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('Meus resultados')
    expect(html).not.toContain('>Entrar<')

    const seen = watch(page)
    await expectHydratedInPlace(page, '/', 'A Verdade liberta')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Meus resultados' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver meus resultados' }).first()).toBeVisible()
    expect(seen.meRequests).toEqual([])
    expect(seen.messages).toEqual([])
    await checkA11y(page)
  })

  test('a Premium member sees the badge from the first paint, on a private, uncached page', async ({ page }) => {
    await registerViaApi(page.request, newUser())
    await buyPremiumViaSandbox(page.request)
    const response = await page.request.get('/pricing')
    expect(response.headers()['cache-control']).toBe('private, no-store')
    expect(await response.text()).toContain('Premium')

    const seen = watch(page)
    const release = await holdScripts(page)
    await page.goto('/pricing', { waitUntil: 'commit' })
    await expect(page.getByRole('banner').getByText('Premium', { exact: true })).toBeVisible()
    release()
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('banner').getByText('Premium', { exact: true })).toBeVisible()
    expect(seen.meRequests).toEqual([])
    expect(seen.messages).toEqual([])
  })
})

test.describe('Hydration keeps what the visitor already did', () => {
  test('focus and text typed before the JavaScript ran are still there after hydration', async ({ page }) => {
    const seen = watch(page)
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    const email = page.getByLabel('E-mail')
    await email.click()
    await email.pressSequentially('ana@exemplo.com.br')
    release()
    await hydrated(page)
    await expect(email).toBeFocused()
    await expect(email).toHaveValue('ana@exemplo.com.br')
    // And React owns the field now: typing more still works.
    await email.press('End')
    await email.pressSequentially('x')
    await expect(email).toHaveValue('ana@exemplo.com.brx')
    expect(seen.messages).toEqual([])
  })
})

test.describe('Before the JavaScript runs', () => {
  test('the code loads after the first paint, allowed by the CSP, with no module tag in the HTML', async ({ page }) => {
    const seen = watch(page)
    const cspIssues = await watchCspIssues(page)
    const entryRequestedAt: number[] = []
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]+\.js$/.test(request.url())) entryRequestedAt.push(Date.now())
    })
    const response = await page.goto('/pricing', { waitUntil: 'commit' })
    const html = (await response?.text()) ?? ''
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('rel="modulepreload"')
    await hydrated(page)
    // The browser reported its first contentful paint before the entry module was asked for.
    const paintedAt = await page.evaluate(
      () => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
    )
    expect(entryRequestedAt).toHaveLength(1)
    expect(paintedAt).toBeLessThanOrEqual(entryRequestedAt[0] ?? 0)
    expect(cspIssues).toEqual([])
    expect(seen.messages).toEqual([])
  })

  test('Enter in a form before hydration posts it (issue 45): no password in any address, the e-mail comes back', async ({ page }) => {
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await page.getByLabel('E-mail').fill('ana@exemplo.com.br')
    await page.getByLabel('Senha', { exact: true }).fill('segredo-do-teste-1')
    await page.getByLabel('Senha', { exact: true }).press('Enter')
    // The browser posts the form itself (POST /api/forms/login); nobody has that account, so the
    // server answers with /login again, its message and the e-mail typed, never the password.
    await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos.')
    release()
    await hydrated(page)
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(new URL(page.url()).search).toBe('')
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@exemplo.com.br')
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('')
    expect(urls.filter((url) => url.includes('segredo-do-teste-1') || url.includes('exemplo.com.br'))).toEqual([])
  })
})

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`pages are readable at ${viewport.width} px (screenshots in the test output)`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport)
      for (const { path, heading } of PUBLIC_PAGES) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeAttached()
        const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')
        await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true })
      }
    })
  }
})
