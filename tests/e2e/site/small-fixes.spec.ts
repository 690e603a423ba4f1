import type { Response } from '@playwright/test'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { expect, tapAnswer, test, wizardStep } from '../fixtures'

/** Issue 46's smaller things: the menu without JavaScript, no 401 for an anonymous test, the sandbox's icon. */

test.use({ viewport: { width: 360, height: 740 } })

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu button opens the menu and its links work', async ({ page }) => {
    await page.goto('/login')
    const menu = page.locator('#menu-movel')
    await expect(menu).toBeHidden()
    await page.getByRole('link', { name: 'Abrir menu' }).click()
    await expect(menu).toBeVisible()
    for (const label of ['Início', 'Metodologia DISC', 'Sobre o Espelho', 'Entrar', 'Comece agora']) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Sobre o Espelho' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('#menu-movel')).toBeHidden()
  })
})

test('an anonymous visitor takes the DISC test without any 4xx answer, even after the session has aged', async ({ page }) => {
  const failures: string[] = []
  page.on('response', (response: Response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
  })
  await page.clock.install()
  await page.goto('/assessment')
  for (let index = 0; index < DISC_SELF_QUESTIONS.length; index += 1) {
    // Past the 30 s a known session is trusted: nobody signed in is not asked about again.
    if (index === DISC_SELF_QUESTIONS.length - 1) await page.clock.fastForward(60_000)
    const last = index === DISC_SELF_QUESTIONS.length - 1
    await tapAnswer(page.getByRole('radio').first(), last ? undefined : wizardStep(page, 'Reflexão', index + 2, 10))
  }
  await page.getByRole('button', { name: 'Finalizar' }).click()
  await expect(page.getByRole('heading', { name: 'Avaliação concluída!' })).toBeVisible()
  // A page shown later by the app's own navigation does not ask either.
  await page.clock.fastForward(60_000)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Quem Somos' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(failures).toEqual([])
})

test('the sandbox pages name the site icon and /favicon.ico leads to it (no 404)', async ({ page }) => {
  const failures: string[] = []
  page.on('response', (response: Response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
  })
  await page.goto('/sandbox/email')
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg')
  const icon = await page.request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toContain('image/svg+xml')
  expect(failures).toEqual([])
})
