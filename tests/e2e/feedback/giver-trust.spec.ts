import { request as playwrightRequest, type Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { startOwnServer } from '../ads-support'
import { alsoOnDesktop, expect, giveFeedbackViaApi, newHydratingPage, tapAnswer, startGiving, test, toastWith, userWithDiscResult, wizardStep } from '../fixtures'

async function answerEverything(page: Page, { started = false } = {}) {
  if (!started) await startGiving(page)
  const total = DISC_OTHERS_QUESTIONS.length
  for (let i = 0; i < total; i += 1) {
    await expect(wizardStep(page, 'Pergunta', i + 1, total)).toBeVisible()
    await tapAnswer(page.getByRole('radio').first(), i < total - 1 ? wizardStep(page, 'Pergunta', i + 2, total) : undefined)
  }
  await page.getByRole('button', { name: 'Continuar' }).click()
}

/** The widths the giver's screens are checked at: walked at a phone's, each screen checked at a desktop's too. */
const WIDTHS = [360, 1280] as const

test(`a giver answers with the proof of work on and notices nothing (${WIDTHS.join(' and ')} px)`, async ({ browser, request, checkA11y }) => {
  test.setTimeout(180_000)
  const owner = await userWithDiscResult(request)
  const path = `/feedback/user/${owner.userId}`
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 } })
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
  await alsoOnDesktop(page, async () => {
    await checkA11y(page)
  })
  // Reading the landing costs no work: the proof is fetched and solved from the first question on.
  expect(challenges).toHaveLength(0)
  await answerEverything(page)
  await expect(page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })).toBeVisible()
  // Solved in the background: nothing of it on screen, at either width.
  expect(challenges.length).toBeGreaterThan(0)
  await alsoOnDesktop(page, async (width) => {
    const visibleWidget = await page.locator('altcha-widget').evaluateAll((nodes) =>
      nodes.some((node) => (node as HTMLElement).getBoundingClientRect().height > 1 && getComputedStyle(node).visibility !== 'hidden'),
    )
    expect(visibleWidget, `widget visível a ${width} px`).toBe(false)
    await page.screenshot({ path: `test-results-trust/giver-pow-${width}.png`, fullPage: true }).catch(() => undefined)
  })
  await page.getByRole('radio', { name: 'Amizade' }).check()
  await page.getByLabel('Ponto forte 1').fill('Generosa')
  await page.getByRole('button', { name: 'Enviar feedback' }).click()
  await page.getByRole('button', { name: 'Pular e concluir' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  expect(errors.filter((e) => /altcha|Content Security Policy|worker/i.test(e))).toEqual([])

  // The same browser again: refused in Portuguese, on screen.
  await page.goto(path)
  await answerEverything(page)
  await expect(toastWith(page, FEEDBACK_MESSAGES.alreadyAnsweredHere)).toBeVisible()
  await alsoOnDesktop(page, async () => {
    await checkA11y(page)
  })
  await context.close()
})

test('an office behind one address: the 4th and 5th colleagues solve a harder proof in the page and are heard', async ({ browser }) => {
  test.setTimeout(300_000)
  // A server of its own with the real everyday quota (3), reading the giver's address from
  // X-Forwarded-For so the API givers can stand elsewhere; the browser itself is 127.0.0.1, the office.
  const server = await startOwnServer({ E2E_FEEDBACK_PER_NETWORK_PER_LINK: '3', TRUST_PROXY: '1' })
  const ownerApi = await playwrightRequest.newContext({ baseURL: server.baseURL })
  try {
    const owner = await userWithDiscResult(ownerApi, { baseURL: server.baseURL })
    // 8 friends elsewhere, then 2 colleagues at the office, through the API.
    for (let i = 1; i <= 8; i += 1) await giveFeedbackViaApi(ownerApi, owner.userId, { forwardedFor: `192.0.2.${i}` }, server.baseURL)
    for (let i = 0; i < 2; i += 1) await giveFeedbackViaApi(ownerApi, owner.userId, {}, server.baseURL)

    const giveInBrowser = async (beforeSending?: () => Promise<void>) => {
      const context = await browser.newContext({ baseURL: server.baseURL })
      const page = await newHydratingPage(context)
      const costs: number[] = []
      page.on('response', (response) => {
        if (response.url().includes('/api/feedback/challenge')) {
          void response.json().then((body: { parameters: { cost: number } }) => costs.push(body.parameters.cost)).catch(() => undefined)
        }
      })
      const statuses: number[] = []
      page.on('response', (response) => {
        if (response.url().endsWith('/assessment') && response.request().method() === 'POST') statuses.push(response.status())
      })
      await page.goto(`/feedback/user/${owner.userId}`)
      await expect(page.getByRole('heading', { level: 1, name: /^Como você vê / })).toBeVisible()
      // The challenge comes with the first question (none while the landing is read).
      await startGiving(page)
      await expect.poll(() => costs.length).toBeGreaterThan(0)
      await beforeSending?.()
      await answerEverything(page, { started: true })
      await expect(page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })).toBeVisible({ timeout: 90_000 })
      await page.getByRole('radio', { name: 'Colega' }).check()
      await page.getByLabel('Ponto forte 1').fill('Organizada')
      await page.getByRole('button', { name: 'Enviar feedback' }).click()
      await page.getByRole('button', { name: 'Pular e concluir' }).click()
      await expect(page).toHaveURL(/\/thank-you$/)
      await context.close()
      return { costs, statuses }
    }

    // The 4th colleague started answering while the office had 2 answers (an everyday challenge);
    // a 3rd colleague answered meanwhile. The page is told to prove more and does, without a word.
    const fourth = await giveInBrowser(() => giveFeedbackViaApi(ownerApi, owner.userId, {}, server.baseURL))
    expect(fourth.costs[0]).toBe(1)
    expect(fourth.costs).toContain(20)
    expect(fourth.statuses).toEqual([400, 201])
    // The 5th gets the harder challenge from the start.
    const fifth = await giveInBrowser()
    expect(fifth.costs[0]).toBe(20)
    expect(fifth.statuses).toEqual([201])

    const stats = await ownerApi.get('/api/feedback/stats')
    // 13 given; released to the owner in groups of three (issue 30).
    expect((await stats.json()).feedbackCount).toBe(12)
  } finally {
    await ownerApi.dispose()
    await server.stop()
  }
})
