import { request as playwrightRequest, type Page } from '@playwright/test'
import { OCEAN_QUESTIONS, isReverseKeyed, type OceanAnswerValue, type OceanQuestionId } from '#shared/ocean/questions'
import { startOwnServer } from '../ads-support'
import { expect, newHydratingPage, newUser, registerViaApi, saveSelfDiscViaApi, selfDiscAnswers, test, wizardStep } from '../fixtures'

/**
 * Issue 48: the consent at the end of the Big Five test and the percentiles among Espelho's own
 * people. A server of its own needs 5 people (NORMS_MIN_SAMPLE) and computes the norms every second.
 */
const MIN_SAMPLE = 5
const SCALE = ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'] as const
const ID_BY_TEXT = new Map(OCEAN_QUESTIONS.map((question) => [question.text, question.id]))

/** O 80 · C 25 · E 75 · A 10 · N 30 (hand-computed in ocean.spec.ts). */
const ANSWERS: Record<OceanQuestionId, OceanAnswerValue> = {
  O1: 5, O2: 4, O3: 2, O4: 3, O5: 1,
  C1: 2, C2: 3, C3: 4, C4: 2, C5: 5,
  E1: 4, E2: 4, E3: 3, E4: 5, E5: 2,
  A1: 1, A2: 2, A3: 5, A4: 1, A5: 4,
  N1: 3, N2: 2, N3: 4, N4: 1, N5: 3,
}

/**
 * Answers whose five scores are all 25 × (value − 1), never all the same (a straight-lined test
 * counts nowhere): for 3, each factor's first two statements get 2 and 4 (keyed), same average.
 */
const answersScoring = (value: number) =>
  Object.fromEntries(
    OCEAN_QUESTIONS.map((q, i) => {
      const keyed = value !== 3 ? value : i % 5 === 0 ? 2 : i % 5 === 1 ? 4 : 3
      return [q.id, isReverseKeyed(q.id) ? 6 - keyed : keyed]
    }),
  ) as Record<OceanQuestionId, number>

/** One consenting person with a Big Five test, through the API. */
async function seedConsentingPerson(baseURL: string, value: number) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
  try {
    expect((await registerViaApi(api, newUser(), baseURL)).status()).toBe(201)
    expect((await api.post('/api/ocean-assessment', { data: { answers: answersScoring(value) } })).status()).toBe(201)
    expect(await (await api.put('/api/norms/consent', { data: { consent: true } })).json()).toEqual({ consent: true })
  } finally {
    await api.dispose()
  }
}

/** Each shown interval "(provavelmente entre X e Y)" stays on one line, whatever the width (audit G5). */
async function expectIntervalsUnbroken(page: Page, count: number) {
  const intervals = page.locator('[data-testid^="percentil-"] span.whitespace-nowrap')
  await expect(intervals).toHaveCount(count)
  // One line: the interval's box is no taller than one line of its text.
  const lines = await intervals.evaluateAll((spans) =>
    spans.map((span) => Math.round(span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight))),
  )
  expect(lines).toEqual(new Array<number>(count).fill(1))
}

/** Answers all 25 statements in the page with ANSWERS, whatever their order. */
async function answerAll(page: Page) {
  let value: OceanAnswerValue = 3
  for (let index = 0; index < 25; index += 1) {
    await expect(wizardStep(page, 'Afirmação', index + 1, 25)).toBeVisible()
    const text = (await page.locator('#ocean-afirmacao').textContent())?.trim() ?? ''
    const id = ID_BY_TEXT.get(text)
    expect(id, `afirmação desconhecida: ${text}`).toBeDefined()
    value = ANSWERS[id as OceanQuestionId]
    await page.getByRole('radio', { name: SCALE[value - 1], exact: true }).click()
  }
  await expect(page.getByRole('radio', { name: SCALE[value - 1], exact: true })).toHaveAttribute('aria-checked', 'true')
}

test('at 360 px a person agrees to count at the end of the test and sees percentiles among the seeded sample', async ({ browser, checkA11y }, testInfo) => {
  test.setTimeout(240_000)
  const server = await startOwnServer({ NORMS_MIN_SAMPLE: String(MIN_SAMPLE), NORMS_REFRESH_SECONDS: '1' })
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 360, height: 740 }, locale: 'pt-BR' })
  try {
    // Five people agreed before: scores 0, 25, 50, 75 and 100 on every factor.
    for (const value of [1, 2, 3, 4, 5]) await seedConsentingPerson(server.baseURL, value)

    // No survey prompt by chance in the way (the page fixture does the same).
    await context.addInitScript(() => window.localStorage.setItem('espelho.surveyPrompted', 'true'))
    await context.addInitScript(() => window.localStorage.setItem('espelho.premiumOverlayShownAt', String(Date.now())))
    const page = await newHydratingPage(context)
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'publicidade' }), async (dialog) => {
      await dialog.getByRole('button', { name: 'Fechar anúncio' }).click()
    })
    expect((await registerViaApi(page.request, newUser(), server.baseURL)).status()).toBe(201)
    // With a DISC result too, /results shows the whole dashboard, its Big Five panel included.
    await saveSelfDiscViaApi(page.request, selfDiscAnswers(), server.baseURL)
    await page.goto('/ocean-assessment')
    const consent = page.getByRole('checkbox', { name: 'Contribuir para as normas brasileiras do Espelho' })
    await expect(consent).toHaveCount(0)
    await answerAll(page)

    // The last statement asks, unticked until the person says yes; the choice is saved at once.
    await expect(consent).toBeVisible()
    await expect(consent).not.toBeChecked()
    await consent.check()
    await expect(page.getByRole('status').filter({ hasText: 'Sua escolha foi salva.' })).toBeVisible()
    await expect(consent).toBeChecked()
    await page.screenshot({ path: testInfo.outputPath('norms-consent-360.png'), fullPage: true })
    await checkA11y(page)
    await page.getByRole('button', { name: 'Finalizar avaliação', exact: true }).click()

    await expect(page).toHaveURL(/\/ocean-results\?id=\d+/)
    const percentiles = page.getByTestId('ocean-percentiles')
    await expect(percentiles.getByRole('heading', { name: 'Comparado com outras pessoas' })).toBeVisible()
    // The others have 0, 25, 50, 75, 100 everywhere. O 80: 4 lower of 5 → 80 · C 25: 1 lower, 1 equal → 30 ·
    // E 75: 3 lower, 1 equal → 70 · A 10: 1 lower → 20 · N 30: 2 lower → 40.
    await expect(percentiles).toContainText('entre 5 pessoas que fizeram o teste no Espelho e autorizaram')
    await expect(percentiles).toContainText('podem não coincidir')
    // Each percentile sits in its factor's card, right under the score (audit G6).
    for (const [factor, name, percentile] of [['O', 'Abertura', 80], ['C', 'Conscienciosidade', 30], ['E', 'Extroversão', 70], ['A', 'Amabilidade', 20], ['N', 'Neuroticismo', 40]] as const) {
      const card = page.getByTestId(`fator-${factor}`)
      await expect(card.getByRole('img', { name: new RegExp(`^${name}: percentil ${percentile} \\(provavelmente entre \\d+ e \\d+\\)$`) })).toBeVisible()
      await expect(card).toContainText(`De cada 100 pessoas dessa amostra, cerca de ${percentile} tiveram nota menor que a sua (empates contam pela metade).`)
    }
    await expect(page.getByText('não é um diagnóstico')).toHaveCount(1)
    await expect(page.getByText(/maior que a de cerca de/)).toHaveCount(0)
    await expectIntervalsUnbroken(page, 5)
    await percentiles.screenshot({ path: testInfo.outputPath('norms-results-360.png') })
    await page.getByTestId('fator-O').screenshot({ path: testInfo.outputPath('norms-results-factor-360.png') })
    await page.getByTestId('norms-consent').screenshot({ path: testInfo.outputPath('norms-results-consent-360.png') })
    await checkA11y(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await percentiles.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('norms-results-1280.png') })
    await page.screenshot({ path: testInfo.outputPath('norms-results-1280-full.png'), fullPage: true })
    await checkA11y(page)
    await page.setViewportSize({ width: 360, height: 740 })

    // The public page of the result, Big Five shown: the same percentiles view for anyone, with the
    // stored norms as they are (the owner's own test counts there once computed, whoever looks).
    const link = await page.request.post('/api/share/result-link', { headers: { Origin: server.baseURL }, data: { showOcean: true } })
    expect(link.status()).toBe(201)
    const publicUrl = new URL((await link.json()).url as string).pathname
    for (const width of [360, 1280]) {
      const visitor = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: width === 360 ? 740 : 800 }, locale: 'pt-BR' })
      try {
        await visitor.addInitScript(() => window.localStorage.setItem('espelho.surveyPrompted', 'true'))
        await visitor.addInitScript(() => window.localStorage.setItem('espelho.premiumOverlayShownAt', String(Date.now())))
        const publicPage = await newHydratingPage(visitor)
        await publicPage.addLocatorHandler(publicPage.getByRole('dialog', { name: 'publicidade' }), async (dialog) => {
          await dialog.getByRole('button', { name: 'Fechar anúncio' }).click()
        })
        const shown = publicPage.getByTestId('ocean-percentiles')
        // Five others and the owner, 80 on Abertura: (4 lower + ½ × 1 equal) ÷ 6 = 75.
        await expect(async () => {
          await publicPage.goto(publicUrl)
          await expect(shown).toContainText('entre 6 pessoas que fizeram o teste no Espelho e autorizaram', { timeout: 1_000 })
        }).toPass()
        const opennessPercentile = publicPage.getByTestId('percentil-openness')
        await expect(opennessPercentile.getByRole('img', { name: /^Abertura: percentil 75 \(provavelmente entre \d+ e \d+\)$/ })).toBeVisible()
        await expect(opennessPercentile).toContainText(/De cada 100 pessoas dessa amostra, cerca de 75 tiveram nota menor que a de .+ \(empates contam pela metade\)\./)
        await expect(shown).toContainText('não é um diagnóstico')
        await expectIntervalsUnbroken(publicPage, 5)
        await shown.scrollIntoViewIfNeeded()
        await publicPage.screenshot({ path: testInfo.outputPath(`norms-public-${width}.png`) })
        await publicPage.screenshot({ path: testInfo.outputPath(`norms-public-${width}-full.png`), fullPage: true })
        await checkA11y(publicPage)
      } finally {
        await visitor.close()
      }
    }

    // The panel on /results shows them too; "Minha conta" keeps the choice and lets it go.
    await page.goto('/results?aba=big-five')
    const panel = page.getByTestId('ocean-percentiles')
    await expect(panel).toContainText('empates contam pela metade')
    await expect(page.getByTestId('percentil-openness')).toContainText('Percentil 80 (provavelmente entre')
    await expectIntervalsUnbroken(page, 5)
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('norms-panel-360.png') })
    await page.goto('/account')
    const kept = page.getByRole('checkbox', { name: 'Contribuir para as normas brasileiras do Espelho' })
    await expect(kept).toBeChecked()
    await kept.uncheck()
    await expect(page.getByRole('status').filter({ hasText: 'Sua escolha foi salva.' })).toBeVisible()
    await page.reload()
    await expect(kept).not.toBeChecked()
    await page.getByRole('region', { name: 'Normas do Big Five' }).screenshot({ path: testInfo.outputPath('norms-account-360.png') })
    await checkA11y(page)
  } finally {
    await context.close()
    await server.stop()
  }
})

test('below the minimum the result says how many people the norms still need', async ({ page, checkA11y }, testInfo) => {
  expect((await registerViaApi(page.request, newUser())).status()).toBe(201)
  const saved = await page.request.post('/api/ocean-assessment', {
    headers: { Origin: new URL(test.info().project.use.baseURL ?? '').origin },
    data: { answers: answersScoring(3) },
  })
  expect(saved.status()).toBe(201)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/ocean-results')
  const note = page.getByTestId('ocean-percentiles')
  await expect(note.getByRole('heading', { name: 'Comparação com outras pessoas: em breve' })).toBeVisible()
  await expect(note).toContainText(/faltam [\d.]+ pessoas/)
  await expect(page.getByText(/^percentil \d+/i)).toHaveCount(0)
  await note.screenshot({ path: testInfo.outputPath('norms-below-minimum-360.png') })
  await checkA11y(page)

  // Its public page shows the Big Five scores and nothing of the norms: not how many are missing.
  const origin = new URL(test.info().project.use.baseURL ?? '').origin
  await saveSelfDiscViaApi(page.request, selfDiscAnswers())
  const link = await page.request.post('/api/share/result-link', { headers: { Origin: origin }, data: { showOcean: true } })
  expect(link.status()).toBe(201)
  await page.goto(new URL((await link.json()).url as string).pathname)
  await expect(page.getByRole('heading', { name: 'Big Five (OCEAN)' })).toBeVisible()
  await expect(page.getByTestId('ocean-percentiles')).toHaveCount(0)
  await expect(page.getByText(/percentil|faltam|pessoas que fizeram o teste/)).toHaveCount(0)
  await checkA11y(page)
})
