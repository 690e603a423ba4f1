import type { Page } from '@playwright/test'
import { ASSESSMENT_MID_AD_INDEX } from '#shared/ads/placements'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { expect, optionWithValue, signUpViaApi, tapAnswer, test, wizardStep, type CheckA11y } from '../fixtures'

/**
 * Issue 32, items 1 and 5: the DISC self test and the Big Five test work as plain HTML forms, with
 * JavaScript disabled, the server keeping the progress; and before hydration a tap is never lost.
 */

const BANK = DISC_SELF_QUESTIONS

/** Pictures of a no-JS page at a phone's and a desktop's size, kept with the test's results. */
async function screenshots(page: Page, name: string) {
  const size = page.viewportSize()
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: true })
  }
  if (size) await page.setViewportSize(size)
}

/** The HTML of the last document the page loaded (a no-JS page cannot be asked for its content). */
function trackDocuments(page: Page) {
  let latest: Promise<string> | null = null
  page.on('response', (response) => {
    const request = response.request()
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return
    if (response.status() >= 300 && response.status() < 400) return
    latest = response.text()
  })
  return () => latest
}

/**
 * axe runs in the page's own JavaScript, which a no-JS page has none of: the same HTML (the page on
 * screen, whatever request answered it) is scanned in a page that runs scripts but not the app's.
 */
async function checkA11yOfNoJsPage(page: Page, documents: () => Promise<string> | null, checkA11y: CheckA11y) {
  const shown = documents()
  if (!shown) throw new Error('no document loaded yet')
  const html = await shown
  const url = page.url()
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true })
  try {
    const probe = await context.newPage()
    await probe.route('**/assets/*.js', (route) => route.abort())
    await probe.route((address) => address.href === url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
    await probe.goto(url, { waitUntil: 'load' })
    await checkA11y(probe)
  } finally {
    await context.close()
  }
}

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the DISC test, anonymous: ten taps, reload, back and forward, ending on the preview and the sign-up invitation', async ({
    page,
    checkA11y,
  }) => {
    const documents = trackDocuments(page)
    await page.goto('/assessment', { waitUntil: 'load' })
    await expect(wizardStep(page, 'Reflexão', 1, 10)).toBeVisible()
    await checkA11yOfNoJsPage(page, documents, checkA11y)
    await screenshots(page, 'disc-question')

    for (const [i, question] of BANK.entries()) {
      if (i === 3) {
        // A reload comes back to the same question with the answers so far.
        await page.reload({ waitUntil: 'load' })
        await expect(wizardStep(page, 'Reflexão', 4, 10)).toBeVisible()
        await expect(page.getByTestId('wizard-bar').getByText('3 de 10 respondidas')).toBeVisible()
        await page.getByRole('button', { name: 'Anterior' }).click()
        await expect(wizardStep(page, 'Reflexão', 3, 10)).toBeVisible()
        await expect(optionWithValue(page, BANK[2]!.options[2]!.id)).toHaveAttribute('aria-checked', 'true')
        await page.getByRole('button', { name: 'Próximo' }).click()
        await expect(wizardStep(page, 'Reflexão', 4, 10)).toBeVisible()
      }
      await expect(page.getByRole('heading', { level: 2, name: question.text })).toBeVisible()
      await optionWithValue(page, question.options[i % question.options.length]!.id).click()
      await expect(page.getByTestId('wizard-bar').getByText(`${i + 1} de 10 respondidas`)).toBeVisible()
    }
    await expect(wizardStep(page, 'Reflexão', 10, 10)).toBeVisible()
    await page.getByRole('button', { name: 'Finalizar' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Avaliação concluída!' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sua prévia' })).toBeVisible()
    await expect(page.getByText(/Estilo (predominante|combinado):/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Já tenho conta' })).toHaveAttribute('href', '/login')
    await checkA11yOfNoJsPage(page, documents, checkA11y)
    await screenshots(page, 'disc-result')
    // The server holds the temporary result the card shows, with the answers tapped above.
    const temp = await page.request.get('/api/assessment/temp')
    expect(temp.status()).toBe(200)
    expect(((await temp.json()) as { answers: Record<string, string> }).answers[BANK[1]!.id]).toBe(BANK[1]!.options[1]!.id)

    await page.getByRole('link', { name: 'Criar conta' }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible()
  })

  test('a refused step shows the app’s message in the page', async ({ page, checkA11y }) => {
    const documents = trackDocuments(page)
    await page.goto('/assessment', { waitUntil: 'load' })
    await page.getByRole('button', { name: 'Próximo' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Selecione uma opção' })
    await expect(alert).toContainText('Você precisa selecionar uma resposta antes de prosseguir.')
    await expect(wizardStep(page, 'Reflexão', 1, 10)).toBeVisible()
    await checkA11yOfNoJsPage(page, documents, checkA11y)
  })

  test('the Big Five test, signed in: 25 taps, saved to the account', async ({ page, checkA11y }) => {
    const documents = trackDocuments(page)
    await signUpViaApi(page.request)
    await page.goto('/ocean-assessment', { waitUntil: 'load' })
    await expect(wizardStep(page, 'Afirmação', 1, 25)).toBeVisible()
    await checkA11yOfNoJsPage(page, documents, checkA11y)
    await screenshots(page, 'ocean-question')
    for (let i = 0; i < 25; i += 1) {
      await expect(wizardStep(page, 'Afirmação', i + 1, 25)).toBeVisible()
      if (i === 12) {
        await page.reload({ waitUntil: 'load' })
        await expect(page.getByTestId('wizard-bar').getByText('12 de 25 respondidas')).toBeVisible()
      }
      await optionWithValue(page, String((i % 5) + 1)).click()
      await expect(page.getByTestId('wizard-bar').getByText(`${i + 1} de 25 respondidas`)).toBeVisible()
    }
    await page.getByRole('button', { name: 'Finalizar avaliação' }).click()
    await expect(page).toHaveURL(/\/ocean-results\?id=\d+$/)
    const id = Number(new URL(page.url()).searchParams.get('id'))
    const saved = await page.request.get(`/api/ocean-assessment/${id}`)
    expect(saved.status()).toBe(200)
    const answers = ((await saved.json()) as { answers: Record<string, number> }).answers
    expect(Object.keys(answers)).toHaveLength(25)
    // The result itself, painted by the server: no spinner waiting for code that never runs.
    await expect(page.getByRole('heading', { name: 'Seus cinco fatores' })).toBeVisible()
    await expect(page.getByText('Carregando seu resultado')).toHaveCount(0)
    await screenshots(page, 'ocean-results')
  })
})

// This test closes the question-5 overlay itself, once it is there (see below), rather than racing it.
test.describe(() => {
  test.use({ dismissAdOverlays: false })

test('a tap before hydration posts the answer; once hydrated the wizard continues from it and finishes in JavaScript', async ({
  page,
  checkA11y,
}) => {
  // The app's code is held back until released, as on a slow phone.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue().catch(() => undefined)
  })

  await page.goto('/assessment', { waitUntil: 'commit' })
  const first = BANK[0]!
  await expect(page.getByRole('heading', { level: 2, name: first.text })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  await optionWithValue(page, first.options[1]!.id).click()
  // The server answered with the next question, the first answer counted.
  await expect(wizardStep(page, 'Reflexão', 2, 10)).toBeVisible()
  await expect(page.getByTestId('wizard-bar').getByText('1 de 10 respondidas')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

  release()
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await expect(wizardStep(page, 'Reflexão', 2, 10)).toBeVisible()
  await expect(page.getByTestId('wizard-bar').getByText('1 de 10 respondidas')).toBeVisible()
  // What the page adds once hydrated, at a moment that depends on the machine, must be in place
  // before the next taps: the banner above the wizard (it moves the answers down when it appears, so
  // a tap aimed before it arrived could land elsewhere) and, at question 5, the overlay (it covers the
  // answers 0.5 s after the question shows). Waited for, they cannot race a tap.
  await expect(page.locator('aside[data-ad-placement="assessment-top"]')).toBeVisible()
  await checkA11y(page)

  const midOverlay = page.getByRole('dialog', { name: /^(publicidade|continue sua avaliação)$/i })
  for (const [i, question] of BANK.entries()) {
    if (i === 0) continue
    if (i === ASSESSMENT_MID_AD_INDEX) {
      await expect(midOverlay).toBeVisible()
      await midOverlay.getByRole('button', { name: /^(Fechar anúncio|Continuar)$/ }).click()
      await expect(midOverlay).toBeHidden()
    }
    await tapAnswer(optionWithValue(page, question.options[0]!.id), i < 9 ? wizardStep(page, 'Reflexão', i + 2, 10) : undefined)
  }
  await expect(page.getByTestId('wizard-bar').getByText('10 de 10 respondidas')).toBeVisible()
  await page.getByRole('button', { name: 'Finalizar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliação concluída!' })).toBeVisible()

  // The answer tapped before hydration is in the result, and the server's copy of the progress is gone.
  const temp = await page.request.get('/api/assessment/temp')
  expect(((await temp.json()) as { answers: Record<string, string> }).answers[first.id]).toBe(first.options[1]!.id)
  const html = await (await page.request.get('/assessment')).text()
  expect(html).not.toContain('"forms","disc"')
})
})
