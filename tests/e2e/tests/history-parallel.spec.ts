import type { Page } from '@playwright/test'
import { alsoOnDesktop, expect, openMoreForYou, saveSelfDiscViaApi, selfDiscAnswers, tapAnswer, test, userWithDiscResult, wizardStep } from '../fixtures'

const WIDTHS = [360, 1280] as const

/** Premium through the sandbox checkout, as a person would buy it. */
async function becomePremium(page: Page) {
  await page.goto('/pricing')
  await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
  await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
  await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
  await page.getByRole('button', { name: /Aprovar pagamento/ }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
}

/** "Sua evolução" sits in "Mais para você", behind its row (issue 24). */
const evolution = (page: Page) => openMoreForYou(page, 'Minha evolução', 'Sua evolução')

/** The 24-question journey is walked once, at a phone's width; its screens are looked at on a desktop too. */
test.describe('the parallel self form at 360 px, each screen also at 1280 px', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('the invitation leads to the 24 questions, and afterwards the results say the comparison uses them', async ({ page, checkA11y }, testInfo) => {
    await userWithDiscResult(page.request)
    await page.goto('/results')
    const invitation = page.getByRole('region', { name: 'Responda sobre você as mesmas 24 perguntas que seus amigos respondem' })
    await expect(invitation).toBeVisible()
    await invitation.getByRole('link', { name: 'Responder as 24 perguntas' }).click()

    await expect(page).toHaveURL(/\/assessment\/parallel$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responda sobre você as mesmas 24 perguntas que seus amigos respondem')
    await expect(page.getByText('Pergunta 1 de 24')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Quando enfrento um problema, eu…' })).toBeVisible()
    // Next without an answer asks for one.
    await page.getByRole('button', { name: 'Próximo' }).click()
    await expect(page.getByText('Escolha uma resposta antes de seguir.', { exact: true })).toBeVisible()
    await alsoOnDesktop(page, async (width) => {
      await checkA11y(page)
      await page.screenshot({ path: testInfo.outputPath(`parallel-q1-${width}.png`), fullPage: true })
    })

    for (let step = 1; step <= 24; step += 1) {
      await expect(wizardStep(page, 'Pergunta', step, 24)).toBeVisible()
      await tapAnswer(page.getByRole('radio').nth(step % 4), step < 24 ? wizardStep(page, 'Pergunta', step + 1, 24) : undefined)
      if (step === 12) {
        // A reload keeps the place and the answers; 'Anterior' shows the answer kept. (The move is
        // saved right after it shows: wait for the stored place before reloading.)
        await expect
          .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('espelho.parallelProgress') ?? '{}').index))
          .toBe(12)
        await page.reload()
        await expect(wizardStep(page, 'Pergunta', 13, 24)).toBeVisible()
        await expect(page.getByText('12 de 24 respondidas')).toBeVisible()
        await page.getByRole('button', { name: 'Anterior' }).click()
        await expect(wizardStep(page, 'Pergunta', 12, 24)).toBeVisible()
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)
        await page.getByRole('button', { name: 'Próximo' }).click()
      }
    }
    await page.getByRole('button', { name: 'Finalizar' }).click()

    await expect(page).toHaveURL(/\/results$/)
    const done = page.getByRole('region', { name: 'Comparação com as mesmas perguntas' })
    await expect(done).toContainText('a comparação com a visão dos outros usa essas respostas')
    await expect(invitation).toHaveCount(0)
    await alsoOnDesktop(page, async (width) => {
      await checkA11y(page)
      await page.screenshot({ path: testInfo.outputPath(`parallel-done-${width}.png`), fullPage: true })
    })

    const saved = await page.request.get('/api/assessment/parallel')
    const body = (await saved.json()) as { assessment: { answers: Record<string, string> } | null }
    expect(Object.keys(body.assessment?.answers ?? {})).toHaveLength(24)
  })
})

for (const width of WIDTHS) {
  test.describe(`history at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } })

    test('a free person sees the evolution teaser, without scores', async ({ page, checkA11y }, testInfo) => {
      await userWithDiscResult(page.request, { answers: selfDiscAnswers(0) })
      await saveSelfDiscViaApi(page.request, selfDiscAnswers(1))
      await page.goto('/results')
      const section = await evolution(page)
      await expect(section).toContainText('Você tem 2 resultados DISC guardados')
      await expect(section.getByRole('link', { name: 'Ver minha evolução com o Premium' })).toHaveAttribute('href', '/pricing')
      await expect(section).not.toContainText('pontos')
      await checkA11y(page)
      await section.screenshot({ path: testInfo.outputPath(`evolution-free-${width}.png`) })
    })

    test('a Premium person sees the change per dimension and every date', async ({ page, checkA11y }, testInfo) => {
      // q1-a … q10-a and q1-b … q10-b: the server scores each; the change is their difference.
      await userWithDiscResult(page.request, { answers: selfDiscAnswers(0) })
      await saveSelfDiscViaApi(page.request, selfDiscAnswers(1))
      await becomePremium(page)
      const history = (await (await page.request.get('/api/assessment/history')).json()) as {
        locked: boolean
        entries: Record<string, number>[]
      }
      expect(history.locked).toBe(false)
      const [newest, previous] = history.entries
      const change = (key: string) => Number(newest?.[key]) - Number(previous?.[key])

      await page.goto('/results')
      const section = await evolution(page)
      await expect(section.getByRole('heading', { name: 'DISC' })).toBeVisible()
      await expect(section).toContainText(/De .+ para .+:/)
      const dominance = section.getByRole('listitem').filter({ hasText: 'Dominância' })
      const expected = change('dominance')
      await expect(dominance).toContainText(expected === 0 ? 'sem mudança' : `${expected > 0 ? '+' : '−'}${Math.abs(expected)} pontos`)
      await expect(dominance).toContainText(`${newest?.dominance}%`)
      await section.getByText('Todas as datas (2)').click()
      await expect(section.getByRole('table').getByRole('row')).toHaveCount(3)
      await checkA11y(page)
      await section.screenshot({ path: testInfo.outputPath(`evolution-premium-${width}.png`) })
    })
  })
}
