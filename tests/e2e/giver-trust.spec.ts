import type { Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { expect, newHydratingPage, tapAnswer, test, toastWith, userWithDiscResult, wizardStep } from './fixtures'

async function answerEverything(page: Page) {
  const total = DISC_OTHERS_QUESTIONS.length
  for (let i = 0; i < total; i += 1) {
    await expect(wizardStep(page, 'Pergunta', i + 1, total)).toBeVisible()
    await tapAnswer(page.getByRole('radio').first(), i < total - 1 ? wizardStep(page, 'Pergunta', i + 2, total) : undefined)
  }
  await page.getByRole('button', { name: 'Continuar' }).click()
}

for (const width of [360, 1280]) {
  test(`a giver answers with the proof of work on and notices nothing (${width} px)`, async ({ browser, request, checkA11y }) => {
    test.setTimeout(180_000)
    const owner = await userWithDiscResult(request)
    const path = `/feedback/user/${owner.userId}`
    const context = await browser.newContext({ viewport: { width, height: 800 } })
    const page = await newHydratingPage(context)
    const challenges: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/feedback/challenge')) challenges.push(r.url())
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: /^Como você vê / })).toBeVisible()
    await checkA11y(page)
    await answerEverything(page)
    await expect(page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })).toBeVisible()
    // Solved in the background: nothing of it on screen.
    expect(challenges.length).toBeGreaterThan(0)
    const visibleWidget = await page.locator('altcha-widget').evaluateAll((nodes) =>
      nodes.some((node) => (node as HTMLElement).getBoundingClientRect().height > 1 && getComputedStyle(node).visibility !== 'hidden'),
    )
    expect(visibleWidget).toBe(false)
    await page.screenshot({ path: `test-results-trust/giver-pow-${width}.png`, fullPage: true }).catch(() => undefined)
    await page.getByRole('radio', { name: 'Amigo(a)' }).check()
    await page.getByLabel('Ponto forte 1').fill('Generosa')
    await page.getByRole('button', { name: 'Enviar feedback' }).click()
    await page.getByRole('button', { name: 'Pular e concluir' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
    expect(errors.filter((e) => /altcha|Content Security Policy|worker/i.test(e))).toEqual([])

    // The same browser again: refused in Portuguese, on screen.
    await page.goto(path)
    await answerEverything(page)
    await expect(toastWith(page, FEEDBACK_MESSAGES.alreadyAnsweredHere)).toBeVisible()
    await checkA11y(page)
    await context.close()
  })
}
