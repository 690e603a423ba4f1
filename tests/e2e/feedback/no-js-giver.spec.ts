import type { Browser, Page } from '@playwright/test'
import { expect, giveFeedbackViaApi, othersDiscAnswers, startGiving, test, userWithDiscResult, type CheckA11y } from '../fixtures'

/**
 * Issue 32: the whole giver flow works as plain HTML forms (decision 0036), and a tap before the
 * page's code runs is never lost.
 */

/**
 * axe runs inside the page, which a page without JavaScript cannot: the same markup is scanned in
 * a page that runs scripts but gets none of the app's (its chunks are refused), so what is checked
 * is exactly what a visitor without JavaScript has.
 */
async function scannerFor(browser: Browser, baseURL: string, checkA11y: CheckA11y) {
  // Contexts made in a test take its options: scripts are turned back on explicitly.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true })
  const scanner = await context.newPage()
  await scanner.route(/\/assets\/.+\.js$/, (route) => route.abort())
  await scanner.goto('/thank-you', { waitUntil: 'load' })
  return {
    async check(page: Page) {
      await scanner.setContent(await page.content(), { waitUntil: 'load' })
      await checkA11y(scanner)
    },
    close: () => context.close(),
  }
}

const question = (page: Page, n: number) => page.getByText(`Pergunta ${n} de 24`, { exact: true })

test.describe('A giver without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('answers every step, reaches the thank-you page, and the feedback counts for the owner', async ({ page, browser, playwright, checkA11y }, testInfo) => {
    test.slow()
    const axe = await scannerFor(browser, testInfo.project.use.baseURL!, checkA11y)
    const owner = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
    const { userId, user } = await userWithDiscResult(owner)
    const { username } = user
    const link = `/feedback/user/${userId}`

    await page.goto(link, { waitUntil: 'load' })
    await expect(page.getByRole('heading', { level: 1, name: `Como você vê ${username}?` })).toBeVisible()
    // The landing (issue 33) is plain HTML too: "Começar" is a link to question 1.
    await axe.check(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.screenshot({ path: testInfo.outputPath('convite-360.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    await startGiving(page)
    // The same document: "Começar" targets question 1, shown by CSS alone (issue 44).
    await expect(page).toHaveURL(/#perguntas$/)
    await expect(question(page, 1)).toBeVisible()
    await axe.check(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.screenshot({ path: testInfo.outputPath('pergunta-360.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: testInfo.outputPath('pergunta-1280.png'), fullPage: true })

    for (let n = 1; n <= 24; n += 1) {
      await expect(question(page, n)).toBeVisible()
      // Each tap posts the form; the server answers with the next question.
      await page.getByRole('radio').nth(n % 4).click()
      if (n === 3) {
        // A reload keeps the step and the answers (the server's progress). Reloaded once the posted
        // step's page is in: a reload issued while that navigation commits can lose the page (CI, once).
        await expect(question(page, 4)).toBeVisible()
        await page.waitForLoadState('load')
        await page.reload({ waitUntil: 'load' })
        await expect(question(page, 4)).toBeVisible()
        // Back works without JavaScript too.
        await page.getByRole('button', { name: 'Anterior' }).click()
        await expect(question(page, 3)).toBeVisible()
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)
        await page.getByRole('button', { name: 'Próximo' }).click()
      }
    }
    await expect(question(page, 24)).toBeVisible()
    await page.getByRole('button', { name: 'Continuar' }).click()

    // Relationship and words: a missing relationship is refused with the app's words.
    await expect(page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })).toBeVisible()
    await axe.check(page)
    await page.getByLabel('Ponto forte 1').fill('Escuta com atenção')
    await page.getByRole('button', { name: 'Enviar feedback' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Selecione um tipo de relacionamento' })).toBeVisible()
    await expect(page.getByLabel('Ponto forte 1')).toHaveValue('Escuta com atenção')
    await axe.check(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.screenshot({ path: testInfo.outputPath('detalhes-360.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByLabel('Colega').check()
    await page.getByLabel('Ponto de melhoria 1').fill('Delegar mais')
    await page.getByRole('button', { name: 'Enviar feedback' }).click()

    // The optional Big Five 360 step: one tap per statement, then send.
    const bigFive = page.getByTestId('etapa-big-five')
    await expect(bigFive).toBeVisible()
    await axe.check(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.screenshot({ path: testInfo.outputPath('big-five-360.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    for (let n = 1; n <= 10; n += 1) {
      await expect(bigFive.getByText(`Afirmação ${n} de 10`)).toBeVisible()
      await bigFive.getByRole('radio', { name: 'Concordo', exact: true }).click()
    }
    await bigFive.getByRole('button', { name: 'Enviar respostas' }).click()

    await expect(page).toHaveURL(/\/thank-you$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Obrigado pelo seu feedback!' })).toBeVisible()
    await axe.check(page)

    // Counted, and released in a group of three: waiting alone, shown with two more.
    const stats = async () => (await owner.get('/api/feedback/stats')).json()
    expect(await stats()).toMatchObject({ feedbackCount: 0, waitingCount: 1 })
    for (const index of [1, 2]) {
      await giveFeedbackViaApi(owner, userId, { strengths: [`Marca ${index}`], relationshipType: 'friend', answers: othersDiscAnswers(index) })
    }
    expect(await stats()).toMatchObject({ feedbackCount: 3, waitingCount: 0 })
    await owner.dispose()
    await axe.close()
  })
})

test('a tap before the page’s code runs is kept, and the app carries on from it', async ({ page, playwright }, testInfo) => {
  const owner = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { userId } = await userWithDiscResult(owner)
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  // The app's chunks are held back: the page is the server's markup only.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate
    await route.continue()
  })
  await page.goto(`/feedback/user/${userId}`, { waitUntil: 'commit' })
  // "Começar" before the code runs: a link, so the server paints question 1.
  await startGiving(page)
  const first = page.getByRole('radio').first()
  const chosen = await first.getAttribute('value')
  await first.click()
  // The tap posted the form: the server painted question 2.
  await expect(question(page, 2)).toBeVisible()
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Hydrated, the app goes on from the server's progress: the first answer is there.
  await expect(question(page, 2)).toBeVisible()
  await page.getByRole('button', { name: 'Anterior' }).click()
  await expect(question(page, 1)).toBeVisible()
  await expect(page.locator(`[role="radio"][value="${chosen}"]`)).toHaveAttribute('aria-checked', 'true')
  // And answers in place from now on (no post: the address stays, the progress is the browser's).
  await page.locator(`[role="radio"][value="${chosen}"]`).click()
  await expect(question(page, 2)).toBeVisible()
  await owner.dispose()
})

// Each posted step comes back as a new document whose code hydrates while the test taps: a tap must
// never be lost to the page's own re-render after hydration (decision 0052: it used to replace the
// not-yet-hydrated step with the fallback for a moment, and the giver stopped at a statement).
test('after answers posted before the page’s code ran, the same details and Big Five steps post their forms once hydrated', async ({ page, playwright }, testInfo) => {
  test.slow()
  const owner = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { userId } = await userWithDiscResult(owner)
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  // The app's chunks are held back: every question is the server's markup, each tap a post.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate
    await route.continue()
  })
  await page.goto(`/feedback/user/${userId}`, { waitUntil: 'commit' })
  await startGiving(page)
  for (let n = 1; n <= 24; n += 1) {
    await expect(question(page, n)).toBeVisible()
    await page.getByRole('radio').nth(n % 4).click()
  }
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })).toBeVisible()
  // No suggestions before the code runs (they need it); once hydrated they fill the first field.
  await expect(page.getByRole('button', { name: 'Adicionar Paciência aos pontos fortes' })).toHaveCount(0)
  const details = page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })
  await details.evaluate((element) => element.setAttribute('data-server-painted', 'yes'))
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Hydrated in place: a mismatch would have React paint the step again, without the mark.
  await expect(details).toHaveAttribute('data-server-painted', 'yes')
  await page.getByRole('button', { name: 'Adicionar Paciência aos pontos fortes' }).click()
  await expect(page.getByLabel('Ponto forte 1')).toHaveValue('Paciência')
  await page.getByRole('radio', { name: 'Família' }).check()
  // Only the server has the giver's secret: the form posts even with JavaScript.
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/feedback/user/${userId}/form`))
  await page.getByRole('button', { name: 'Enviar feedback' }).click()
  expect((await posted).postData()).toContain('strengths=Paci%C3%AAncia')

  const bigFive = page.getByTestId('etapa-big-five')
  await expect(bigFive.getByText('Afirmação 1 de 10')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  for (let n = 1; n <= 10; n += 1) {
    await expect(bigFive.getByText(`Afirmação ${n} de 10`)).toBeVisible()
    await bigFive.getByRole('radio', { name: 'Neutro', exact: true }).click()
  }
  await bigFive.getByRole('button', { name: 'Enviar respostas' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  expect(await (await owner.get('/api/feedback/stats')).json()).toMatchObject({ waitingCount: 1 })
  await owner.dispose()
})
