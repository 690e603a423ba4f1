import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

/**
 * The router (React Router, decision 0051) in a real browser: scroll positions per history entry,
 * the 404 page, the route error screen and a link to the current address. Nothing is logged to the
 * console on the way (no hydration warning, no React error).
 */

function consoleProblems(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    // The 404 page's own document answers 404, which Chromium reports as a failed resource.
    if (message.type() === 'error' && !message.text().includes('status of 404')) messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  return messages
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

test.describe('Router', () => {
  test('back and forward return to where each page was left; a new page starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const problems = consoleProblems(page)
    await page.goto('/disc')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => scrollY(page)).toBe(1500)

    // A link in the footer, clicked where the page is (Playwright would scroll to it first): the next
    // page opens at its top, in the same document.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/about"]')?.click())
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(() => scrollY(page)).toBe(400)

    await page.goBack()
    await expect(page).toHaveURL(/\/disc$/)
    await expect.poll(() => scrollY(page)).toBe(1500)
    await page.goForward()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => scrollY(page)).toBe(400)
    // Client-side all along: one document.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
    expect(problems).toEqual([])
  })

  test('a link to the page already shown replaces its history entry', async ({ page }) => {
    await page.goto('/disc')
    await hydrated(page)
    const before = await page.evaluate(() => window.history.length)
    // At 1280 px the navbar shows its links.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Metodologia DISC' }).click()
    await expect(page).toHaveURL(/\/disc$/)
    expect(await page.evaluate(() => window.history.length)).toBe(before)
  })

  test('an unknown address is the 404 page, from the server and after a client navigation', async ({ page }) => {
    const problems = consoleProblems(page)
    const response = await page.goto('/pagina-que-nao-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
    await hydrated(page)
    // Its links lead on in the same document; matching ignores case.
    await page.getByRole('link', { name: 'Voltar ao início' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.evaluate(() => {
      window.history.pushState(null, '', '/DISC')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1, name: /DISC/ })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('a page whose code cannot load shows the route error screen; the next navigation works again', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.abort())
    await page.getByRole('contentinfo').getByRole('link', { name: 'Quem Somos' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Algo não funcionou como esperado' })).toBeVisible()
    await page.unroute(/\/assets\/about-page-[^/]+\.js$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'A Verdade liberta' })).toBeVisible()
    // The same page again loads its code anew and shows.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Quem Somos' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Algo não funcionou como esperado' })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  })
})
