import type { Browser, Page } from '@playwright/test'
import { request as playwrightRequest } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { readFile } from 'node:fs/promises'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { OTHERS_OCEAN_QUESTIONS } from '#shared/ocean/others-questions'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { type CheckA11y, expect, newHydratingPage, openMoreForYou, othersDiscAnswers, solvedChallenge, tapAnswer, startGiving, test, toastWith, userWithDiscResult, wizardStep } from '../fixtures'

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

/** One giver in a new browser: the 24 DISC questions and the words, up to the optional step. */
async function giveFeedbackInBrowser(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport })
  const page = await newHydratingPage(context)
  await page.goto(path)
  await startGiving(page)
  const total = DISC_OTHERS_QUESTIONS.length
  for (let i = 0; i < total; i += 1) {
    await expect(wizardStep(page, 'Pergunta', i + 1, total)).toBeVisible()
    // One tap answers and moves on (issue 24); the last one leaves the way forward to "Continuar".
    await tapAnswer(page.locator('[role="radio"]').first(), i === total - 1 ? undefined : wizardStep(page, 'Pergunta', i + 2, total))
  }
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByRole('radio', { name: 'Amizade' }).check()
  await page.getByLabel('Ponto forte 1').fill('Criativa')
  await page.getByRole('button', { name: 'Enviar feedback' }).click()
  return { context, page }
}

/**
 * One more rater through the API, as its own browser (cookie jar): DISC answers, words and the ten
 * statements — openness high (5 on the forward item, 1 on the reverse), the rest neutral. With
 * `bigFive: false`, the giver skips the ten statements.
 */
async function rateViaApi(baseURL: string, userId: string, { bigFive = true } = {}) {
  const request = await playwrightRequest.newContext({ baseURL })
  const headers = { Origin: new URL(baseURL).origin }
  try {
    const altcha = await solvedChallenge(request, baseURL)
    const created = await request.post(`/api/feedback/user/${userId}/assessment`, { headers, data: { answers: othersDiscAnswers(), isSelf: false, altcha } })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const sent = await request.post(`/api/feedback/user/${userId}`, {
      headers,
      data: { assessmentId: id, relationshipType: 'colleague', strengths: ['Criativa'], improvements: [] },
    })
    expect(sent.status()).toBe(201)
    if (!bigFive) return
    const answers = Object.fromEntries(OTHERS_OCEAN_QUESTIONS.map((q) => [q.id, q.id === 'OO1' ? 5 : q.id === 'OO2' ? 1 : 3]))
    const ocean = await request.post(`/api/feedback/user/${userId}/ocean`, { headers, data: { assessmentId: id, answers } })
    expect(ocean.status(), await ocean.text()).toBe(201)
  } finally {
    await request.dispose()
  }
}

async function saveSelfOcean(page: Page) {
  // Neutral on every item: 50 on every factor.
  const saved = await page.request.post('/api/ocean-assessment', {
    headers: { Origin: new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin },
    data: { answers: Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, 3])), isSelf: true },
  })
  expect(saved.status()).toBe(201)
}

async function becomePremium(page: Page) {
  await page.goto('/pricing')
  await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
  await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
  await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
  await page.getByRole('button', { name: /Aprovar pagamento/ }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
}

/** The Big Five 360 part of the OCEAN panel on /results, at both widths, scanned with axe. */
async function ownerSees(page: Page, checkA11y: CheckA11y, name: string, check: (section: ReturnType<Page['getByRole']>) => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await page.goto('/results?aba=big-five')
    const section = page.getByRole('region', { name: 'Como os outros te veem no Big Five' })
    await expect(section).toBeVisible()
    await check(section)
    await section.scrollIntoViewIfNeeded()
    await section.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`) })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await checkA11y(page)
  }
}

test.describe('Big Five 360', () => {
  test('a giver answers the optional step, another skips it; the owner sees the comparison only once 3 raters are released', async ({
    page,
    browser,
    checkA11y,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    const owner = await userWithDiscResult(page.request)
    await saveSelfOcean(page)
    const path = `/feedback/user/${owner.userId}`

    // Giver 1 (phone): answers the ten statements, with a reload in the middle.
    const first = await giveFeedbackInBrowser(browser, path, VIEWPORTS[0])
    const heading = `Quer ajudar mais? 10 afirmações rápidas sobre a personalidade de ${owner.user.username}`
    await expect(first.page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(first.page.getByText('Afirmação 1 de 10')).toBeVisible()
    await checkA11y(first.page)
    for (let i = 0; i < 4; i += 1) {
      await expect(first.page.getByRole('heading', { name: OTHERS_OCEAN_QUESTIONS[i]!.text })).toBeVisible()
      await first.page.getByRole('radio', { name: 'Concordo', exact: true }).click()
    }
    await expect(first.page.getByText('Afirmação 5 de 10')).toBeVisible()
    await first.page.reload()
    await expect(first.page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(first.page.getByText('Afirmação 5 de 10')).toBeVisible()
    await first.page.getByRole('button', { name: 'Anterior' }).click()
    await expect(first.page.getByRole('radio', { name: 'Concordo', exact: true })).toBeChecked()
    await first.page.getByRole('button', { name: 'Próxima' }).click()
    for (let i = 4; i < 10; i += 1) {
      await expect(first.page.getByRole('heading', { name: OTHERS_OCEAN_QUESTIONS[i]!.text })).toBeVisible()
      await first.page.getByRole('radio', { name: i === 9 ? 'Discordo' : 'Concordo totalmente', exact: true }).click()
    }
    await first.page.screenshot({ path: test.info().outputPath('giver-step-360.png'), fullPage: true })
    await first.page.getByRole('button', { name: 'Enviar respostas' }).click()
    await expect(first.page).toHaveURL(/\/thank-you$/)
    await expect(toastWith(first.page, 'Obrigado! Suas respostas sobre a personalidade foram enviadas.')).toBeVisible()
    expect(await first.page.evaluate(() => window.localStorage.getItem('espelho.giverOceanProgress'))).toBe('{}')
    await first.context.close()

    // Giver 2 (desktop): skips straight to the thank-you page.
    const second = await giveFeedbackInBrowser(browser, path, VIEWPORTS[1])
    await expect(second.page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await checkA11y(second.page)
    await second.page.getByRole('button', { name: 'Pular e concluir' }).click()
    await expect(second.page).toHaveURL(/\/thank-you$/)
    await second.context.close()

    // Ratings are released like feedback, in groups of three (issue 30). One rater, whose feedback
    // still waits (the skip does not count): nothing yet, how many are missing and the invite link.
    await ownerSees(page, checkA11y, 'owner-1', async (section) => {
      await expect(section).toContainText('Ninguém respondeu ainda. Faltam 3 pessoas')
      await expect(section.getByRole('button', { name: 'Copiar link', exact: true })).toBeVisible()
    })
    // A third giver releases the three DISC feedbacks; their two ratings still wait for a third.
    await rateViaApi(baseURL!, owner.userId)
    await ownerSees(page, checkA11y, 'owner-2', async (section) => {
      await expect(section).toContainText('Ninguém respondeu ainda. Faltam 3 pessoas')
      await expect(section.getByTestId('comparacao-openness')).toHaveCount(0)
    })
    // A fourth rater and two givers who skip: the next three feedbacks are released, and with them
    // the third rating, so the three ratings appear together.
    await rateViaApi(baseURL!, owner.userId)
    await rateViaApi(baseURL!, owner.userId, { bigFive: false })
    await rateViaApi(baseURL!, owner.userId, { bigFive: false })
    await ownerSees(page, checkA11y, 'owner-3', async (section) => {
      await expect(section).toContainText('3 pessoas responderam')
      // Openness: self 50; raters 50 (giver 1: 4 and reverse 4 → 4 + 2 → 50), 100, 100 → 83, a gap of 33.
      const openness = section.getByTestId('comparacao-openness')
      await expect(openness).toContainText('Você 50')
      await expect(openness).toContainText('Outros 83')
      await expect(openness).toContainText('As respostas até agora sugerem que os outros veem mais abertura em você (33 pontos a mais), mas ainda sem certeza')
      // Every plan reads the same verdict (decision 0038): with three raters this far apart, uncertain.
      await expect(openness).toContainText('Diferença incerta — opiniões divididas')
      await expect(openness).toContainText('Certeza baixa · baseado em 3 pessoas')
    })
    // Also on /ocean-results.
    await page.goto('/ocean-results')
    await expect(page.getByRole('region', { name: 'Como os outros te veem no Big Five' })).toContainText('3 pessoas responderam')
  })

  test('a Premium person downloads the PDF report; a free person sees what it holds', async ({ page, checkA11y, baseURL }) => {
    test.setTimeout(240_000)
    const owner = await userWithDiscResult(page.request)
    await saveSelfOcean(page)
    for (let i = 0; i < 3; i += 1) await rateViaApi(baseURL!, owner.userId)

    await page.goto('/results')
    const card = await openMoreForYou(page, 'Relatório em PDF', 'Seu relatório completo em PDF')
    await expect(card).toContainText('DISC 360°: radar e pontos cegos')
    await expect(card.getByRole('link', { name: 'Baixar relatório (PDF)' })).toHaveCount(0)
    await expect(card.getByRole('button', { name: 'Assinar o Premium' })).toBeVisible()

    await becomePremium(page)
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      await page.goto('/results')
      const premiumCard = await openMoreForYou(page, 'Relatório em PDF', 'Seu relatório completo em PDF')
      await expect(premiumCard).toBeVisible()
      await premiumCard.scrollIntoViewIfNeeded()
      await premiumCard.screenshot({ path: test.info().outputPath(`report-card-${viewport.width}.png`) })
      await checkA11y(page)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        premiumCard.getByRole('link', { name: 'Baixar relatório (PDF)' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^espelho-relatorio-\d{4}-\d{2}-\d{2}\.pdf$/)
      const file = test.info().outputPath(`relatorio-${viewport.width}.pdf`)
      await download.saveAs(file)
      const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)))
      const { text } = await extractText(pdf, { mergePages: true })
      const flat = text.replace(/\s+/g, ' ')
      expect(flat).toContain(owner.user.username)
      expect(flat).toContain('Seu perfil DISC')
      expect(flat).toContain('DISC 360°: pontos cegos')
      expect(flat).toContain('Big Five: você e os outros')
      expect(flat).toContain('3 pessoas responderam às 10 afirmações')
      expect(flat).toContain('Metodologia e anonimato')
    }
  })
})
