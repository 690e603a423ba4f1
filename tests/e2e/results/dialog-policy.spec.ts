import type { APIRequestContext, Page } from '@playwright/test'
import { expect, giveFeedbackViaApi, test, userWithDiscResult } from '../fixtures'

/**
 * Issue 46: one rule for the dialogs that open by themselves on /results (lib/dialog-policy.ts).
 * The page's clock is Playwright's: it jumps over the waits instead of the test sitting through them.
 */

const SHOTS = process.env.E2E_SHOTS_DIR

/** Both automatic dialogs want to open: the survey's dice always win, the overlay's interval has passed. */
test.use({ surveyPrompt: true, premiumOverlay: true, viewport: { width: 360, height: 740 } })

async function alwaysRoll(page: Page) {
  await page.addInitScript(() => {
    Math.random = () => 0
  })
}

async function feedbackFor(request: APIRequestContext, userId: string, count: number) {
  for (let i = 0; i < count; i += 1) await giveFeedbackViaApi(request, userId, { strengths: ['Calma'], relationshipType: 'colleague' })
}

const dialogs = (page: Page) => page.getByRole('dialog')

test.describe('A first look nobody interrupts', () => {
  test('a fresh account (DISC done, no feedback yet) gets no dialog, however long it stays', async ({ page }) => {
    await alwaysRoll(page)
    await userWithDiscResult(page.request)
    await page.clock.install()
    await page.goto('/results')
    await expect(page.getByText('Nenhum feedback recebido ainda').first()).toBeVisible()
    await page.clock.fastForward(11_000)
    await expect(dialogs(page)).toHaveCount(0)
    await page.clock.fastForward(120_000)
    await expect(dialogs(page)).toHaveCount(0)
    // Two answers waiting are not feedback received yet.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.clock.fastForward(60_000)
    await expect(dialogs(page)).toHaveCount(0)
  })

  test('a returning account with feedback: nothing in the first 10 s, then one dialog, never two, one per visit', async ({ page, playwright }) => {
    await alwaysRoll(page)
    const { userId } = await userWithDiscResult(page.request)
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    await feedbackFor(anonymous, userId, 3)
    await anonymous.dispose()
    await page.clock.install()
    await page.goto('/results')
    await expect(page.getByText('Você recebeu 3 feedbacks')).toBeVisible()
    await page.clock.fastForward(9_000)
    await expect(dialogs(page)).toHaveCount(0)
    await page.clock.fastForward(2_000)
    await expect(dialogs(page)).toHaveCount(1)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dialog-policy-one-dialog-360.png` })
    // The survey and the upgrade dialog both wanted to open: one did, and the other waits for another visit.
    await dialogs(page).getByRole('button', { name: /^(Fechar|Continuar depois)$/ }).first().click()
    await expect(dialogs(page)).toHaveCount(0)
    await page.clock.fastForward(120_000)
    await expect(dialogs(page)).toHaveCount(0)
  })

  test('nothing opens while the person acts: copying the invite link holds the dialog back', async ({ page, context, playwright }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await alwaysRoll(page)
    const { userId } = await userWithDiscResult(page.request)
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    await feedbackFor(anonymous, userId, 3)
    await anonymous.dispose()
    await page.clock.install()
    await page.goto('/results')
    await expect(page.getByText('Você recebeu 3 feedbacks')).toBeVisible()
    await page.clock.fastForward(8_000)
    await page.getByRole('button', { name: 'Copiar link' }).first().click()
    // 10 s after the page showed, but 2 s after the tap: still nothing.
    await page.clock.fastForward(2_500)
    await expect(dialogs(page)).toHaveCount(0)
    // 5 s after the tap the person is left alone no more.
    await page.clock.fastForward(3_000)
    await expect(dialogs(page)).toHaveCount(1)
  })

  test('a dialog the person opens holds back the automatic ones', async ({ page, playwright }) => {
    await alwaysRoll(page)
    const { userId } = await userWithDiscResult(page.request)
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    await feedbackFor(anonymous, userId, 3)
    await anonymous.dispose()
    await page.clock.install()
    await page.goto('/results')
    await page.getByRole('button', { name: 'Responder pesquisa' }).click()
    await expect(dialogs(page)).toHaveCount(1)
    await page.clock.fastForward(30_000)
    await expect(dialogs(page)).toHaveCount(1)
    await dialogs(page).getByRole('button', { name: 'Continuar depois' }).click()
    await expect(dialogs(page)).toHaveCount(0)
    await page.clock.fastForward(60_000)
    await expect(dialogs(page)).toHaveCount(0)
  })
})
