import type { Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { expect, tapAnswer, startGiving, test, userWithDiscResult, wizardStep } from '../fixtures'

/**
 * Issue 24, "one tap per answer": at a phone's and a desktop's size, each wizard is answered one tap
 * per question, and on every step the options and the way forward are on screen without scrolling.
 */

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

/** Every option and the bar's buttons lie inside the viewport, above the bar, and the page is not scrolled. */
async function expectNothingBelowTheFold(page: Page) {
  const layout = await page.evaluate(() => {
    const box = (element: Element) => element.getBoundingClientRect()
    const bar = document.querySelector('[data-testid="wizard-bar"]')
    return {
      scrollY: window.scrollY,
      height: window.innerHeight,
      width: window.innerWidth,
      barTop: bar ? box(bar).top : null,
      options: [...document.querySelectorAll('[role="radio"]')].map((element) => {
        const { top, bottom, left, right } = box(element)
        return { top, bottom, left, right }
      }),
      buttons: [...(bar?.querySelectorAll('button') ?? [])].map((element) => {
        const { top, bottom, left, right } = box(element)
        return { top, bottom, left, right }
      }),
    }
  })
  expect(layout.scrollY).toBe(0)
  expect(layout.barTop).not.toBeNull()
  expect(layout.options.length).toBeGreaterThan(0)
  expect(layout.buttons).toHaveLength(2)
  for (const option of layout.options) {
    expect(option.top).toBeGreaterThanOrEqual(0)
    expect(option.left).toBeGreaterThanOrEqual(0)
    expect(option.right).toBeLessThanOrEqual(layout.width)
    // Above the sticky bar: not hidden behind it.
    expect(option.bottom).toBeLessThanOrEqual(layout.barTop ?? 0)
  }
  for (const button of layout.buttons) {
    expect(button.top).toBeGreaterThanOrEqual(0)
    expect(button.bottom).toBeLessThanOrEqual(layout.height)
    expect(button.right).toBeLessThanOrEqual(layout.width)
  }
}

for (const size of SIZES) {
  test.describe(`One tap per answer at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size })

    test('a giver answers the 24 questions in at most 26 clicks, never scrolling; progress counts answers', async ({
      page,
      request,
      checkA11y,
    }, testInfo) => {
      test.setTimeout(120_000)
      const { userId } = await userWithDiscResult(request)
      await page.goto(`/feedback/user/${userId}`)
      const total = DISC_OTHERS_QUESTIONS.length
      // One tap on the landing's "Começar" (issue 33), in the first screen, then one per answer.
      const start = await page.getByRole('link', { name: 'Começar' }).boundingBox()
      expect(start?.y ?? Infinity).toBeGreaterThanOrEqual(0)
      expect((start?.y ?? Infinity) + (start?.height ?? 0)).toBeLessThanOrEqual(size.height)
      await page.screenshot({ path: testInfo.outputPath(`giver-landing-${size.width}.png`) })
      await startGiving(page)
      let clicks = 1
      for (let index = 0; index < total; index += 1) {
        await expect(wizardStep(page, 'Pergunta', index + 1, total)).toBeVisible()
        await expectNothingBelowTheFold(page)
        if (index === 0) await checkA11y(page)
        if (index === 12) await page.screenshot({ path: testInfo.outputPath(`giver-mid-${size.width}.png`) })
        if (index === total - 1) {
          // 23 of 24 answered is not done.
          await expect(page.getByText('23 de 24 respondidas', { exact: true })).toBeVisible()
          await expect(page.getByRole('progressbar', { name: 'Progresso das perguntas' })).toHaveAttribute('aria-valuenow', '96')
          await checkA11y(page)
        }
        // "Não sei dizer" is one tap too.
        const option = index === 3 ? page.getByRole('radio', { name: 'Não sei dizer' }) : page.getByRole('radio').nth(index % 4)
        await tapAnswer(option, index < total - 1 ? wizardStep(page, 'Pergunta', index + 2, total) : undefined)
        clicks += 1
      }
      await expect(page.getByText('24 de 24 respondidas', { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Continuar' })).toBeFocused()
      await expectNothingBelowTheFold(page)
      await page.getByRole('button', { name: 'Continuar' }).click()
      clicks += 1
      await expect(page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })).toBeVisible()
      expect(clicks).toBeLessThanOrEqual(26)

      // Back from the details: the last answer is still there, shown as chosen.
      await page.getByRole('button', { name: 'Revisar respostas' }).click()
      await expect(wizardStep(page, 'Pergunta', total, total)).toBeVisible()
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)
      await checkA11y(page)
    })

    test('the DISC self test: ten taps and Finalizar, never scrolling, the intro told once', async ({ page, checkA11y }, testInfo) => {
      await page.goto('/assessment')
      let clicks = 0
      for (let index = 0; index < 10; index += 1) {
        await expect(wizardStep(page, 'Reflexão', index + 1, 10)).toBeVisible()
        await expectNothingBelowTheFold(page)
        // The intro's text only on the first question (at the desktop size; phones show its title only).
        const intro = page.getByText('São 10 reflexões rápidas', { exact: false })
        if (index === 0 && size.width > 640) await expect(intro).toBeVisible()
        if (index > 0) await expect(intro).toHaveCount(0)
        if (index === 5) {
          await page.screenshot({ path: testInfo.outputPath(`disc-mid-${size.width}.png`) })
          await checkA11y(page)
        }
        if (index === 9) await expect(page.getByText('9 de 10 respondidas', { exact: true })).toBeVisible()
        await tapAnswer(page.getByRole('radio').nth(index % 4), index < 9 ? wizardStep(page, 'Reflexão', index + 2, 10) : undefined)
        clicks += 1
      }
      await page.getByRole('button', { name: 'Finalizar' }).click()
      clicks += 1
      await expect(page.getByRole('heading', { name: 'Avaliação concluída!' })).toBeVisible()
      expect(clicks).toBeLessThanOrEqual(11)
    })

    test('the OCEAN test: 25 taps and Finalizar avaliação, never scrolling', async ({ page, checkA11y }, testInfo) => {
      test.setTimeout(120_000)
      await page.goto('/ocean-assessment')
      let clicks = 0
      for (let index = 0; index < 25; index += 1) {
        await expect(wizardStep(page, 'Afirmação', index + 1, 25)).toBeVisible()
        await expectNothingBelowTheFold(page)
        if (index === 10) {
          await page.screenshot({ path: testInfo.outputPath(`ocean-mid-${size.width}.png`) })
          await checkA11y(page)
        }
        if (index === 24) await expect(page.getByText('24 de 25 respondidas', { exact: true })).toBeVisible()
        await tapAnswer(page.getByRole('radio').nth((index % 3) + 1), index < 24 ? wizardStep(page, 'Afirmação', index + 2, 25) : undefined)
        clicks += 1
      }
      await page.getByRole('button', { name: 'Finalizar avaliação' }).click()
      clicks += 1
      await expect(page).toHaveURL(/\/ocean-results$/)
      expect(clicks).toBeLessThanOrEqual(26)
    })
  })
}

test('keyboard: the arrows move within the options, Enter or Space answers, focus and the live region follow', async ({
  page,
  request,
}) => {
  const { userId } = await userWithDiscResult(request)
  await page.goto(`/feedback/user/${userId}`)
  const total = DISC_OTHERS_QUESTIONS.length
  await startGiving(page)
  const radios = page.getByRole('radio')
  await page.getByRole('heading', { level: 2, name: DISC_OTHERS_QUESTIONS[0]!.text }).focus()
  await page.keyboard.press('Tab')
  await expect(radios.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(radios.nth(2)).toBeFocused()
  // Moving is not choosing.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  const chosen = await radios.nth(2).getAttribute('value')
  await page.keyboard.press('Space')
  await expect(wizardStep(page, 'Pergunta', 2, total)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: `Pergunta 2 de ${total}` })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: DISC_OTHERS_QUESTIONS[1]!.text })).toBeFocused()
  // Up from the first wraps to the last ("Não sei dizer"); Enter answers too.
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('radio', { name: 'Não sei dizer' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(wizardStep(page, 'Pergunta', 3, total)).toBeVisible()
  await expect(page.getByText(`2 de ${total} respondidas`, { exact: true })).toBeVisible()
  // Anterior keeps the answers; Tab lands on the chosen option.
  await page.getByRole('button', { name: 'Anterior' }).click()
  await page.getByRole('button', { name: 'Anterior' }).click()
  await expect(wizardStep(page, 'Pergunta', 1, total)).toBeVisible()
  await expect(page.locator(`[role="radio"][value="${chosen}"]`)).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.locator(`[role="radio"][value="${chosen}"]`)).toBeFocused()
})
