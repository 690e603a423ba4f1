import type { APIRequestContext, Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { expect, newUser, registerViaApi, test } from './fixtures'

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin

/** A signed-in free user with a DISC self result; returns the public id of their feedback link. */
async function freeUserWithResult(page: Page) {
  const registered = await registerViaApi(page.request, newUser())
  expect(registered.status()).toBe(201)
  const { userId } = (await registered.json()) as { userId: string }
  const answers = Object.fromEntries(DISC_SELF_QUESTIONS.map((q) => [q.id, q.options[0]!.id]))
  expect((await page.request.post('/api/assessment', { headers: { Origin: origin() }, data: { answers, isSelf: true } })).status()).toBe(201)
  return userId
}

/** Feedback from an anonymous giver: `request` must not carry the owner's session. */
async function giveFeedback(request: APIRequestContext, userId: string, strengths: string[]) {
  const answers = Object.fromEntries(DISC_OTHERS_QUESTIONS.map((q) => [q.id, q.options[1]!.id]))
  const created = await request.post(`/api/feedback/user/${userId}/assessment`, { headers: { Origin: origin() }, data: { answers, isSelf: false } })
  const { id } = (await created.json()) as { id: number }
  const sent = await request.post(`/api/feedback/user/${userId}`, {
    headers: { Origin: origin() },
    data: { assessmentId: id, relationshipType: 'colleague', strengths, improvements: [] },
  })
  expect(created.status()).toBe(201)
  expect(sent.status()).toBe(201)
}

test.describe('Premium overlay and upgrade prompts', () => {
  test.use({ premiumOverlay: true })

  test('a free user with feedback sees the premium overlay once, and again only after 6 hours', async ({ page, playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const userId = await freeUserWithResult(page)
    await giveFeedback(anonymous, userId, ['Comunicativo'])

    await page.goto('/results')
    const overlay = page.getByRole('dialog', { name: 'Faça upgrade para o Premium' })
    await expect(overlay).toBeVisible({ timeout: 15_000 })
    await overlay.getByRole('button', { name: 'Fechar' }).click()
    await expect(overlay).toHaveCount(0)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForTimeout(5_000)
    await expect(overlay).toHaveCount(0)

    // Seven hours later the overlay may show again.
    await page.evaluate(() => localStorage.setItem('espelho.premiumOverlayShownAt', String(Date.now() - 7 * 3_600_000)))
    await page.reload()
    await expect(overlay).toBeVisible({ timeout: 15_000 })
    await anonymous.dispose()
  })

  test('a free user without feedback is not interrupted by the overlay', async ({ page }) => {
    await freeUserWithResult(page)
    await page.goto('/results')
    await expect(page.getByText('Nenhum feedback recebido ainda').first()).toBeVisible()
    await page.waitForTimeout(5_000)
    await expect(page.getByRole('dialog', { name: 'Faça upgrade para o Premium' })).toHaveCount(0)
  })
})

test('the upgrade buttons of the feedback sections open the upgrade modal', async ({ page, playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const userId = await freeUserWithResult(page)
  for (let i = 0; i < 5; i += 1) await giveFeedback(anonymous, userId, [`Traço ${i}`, `Marca ${i}`, 'Comum'])

  await page.goto('/results')
  await page.getByRole('button', { name: 'Ver todas' }).click()
  const modal = page.getByRole('dialog', { name: 'Faça upgrade para o Premium' })
  await expect(modal).toBeVisible()
  await expect(modal.getByText('R$10/mês')).toBeVisible()
  await anonymous.dispose()
})
