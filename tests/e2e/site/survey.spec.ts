import type { Page } from '@playwright/test'
import { expect, giveFeedbackViaApi, test, toastWith, userWithDiscResult } from '../fixtures'

/** A signed-in user with a DISC result, the condition for being asked about the experience. */
async function userWithResult(page: Page, randomValue: number) {
  // Math.random decides the automatic prompt (probability 0.25): pin it per test.
  await page.addInitScript((value) => {
    Math.random = () => value
  }, randomValue)
  return (await userWithDiscResult(page.request)).user
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Conte sua experiência com o Espelho' })

test.describe('Experience survey', () => {
  test.use({ surveyPrompt: true })

  test('a user answers two steps, closes, resumes on the same step, finishes and is not asked again', async ({ page, checkA11y }) => {
    await userWithResult(page, 0.99)
    await page.goto('/results')
    await page.getByRole('button', { name: 'Responder pesquisa' }).click()
    const survey = dialog(page)
    await expect(survey).toBeVisible()
    await expect(survey.getByText('Como você nos encontrou? · Passo 1 de 5')).toBeVisible()
    await expect(survey.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20')
    await expect(survey.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    await checkA11y(page)

    await survey.getByRole('radio', { name: 'Instagram' }).check()
    await survey.getByRole('radio', { name: 'Já tinha ouvido falar' }).check()
    await survey.getByRole('button', { name: 'Próximo' }).click()
    await expect(survey.getByText('Sobre o processo de feedback · Passo 2 de 5')).toBeVisible()
    await survey.getByRole('checkbox', { name: 'Família' }).check()
    await survey.getByRole('checkbox', { name: 'Colegas de trabalho' }).check()
    await survey.getByRole('button', { name: 'Fechar pesquisa' }).click()
    await expect(survey).toHaveCount(0)
    const beforeReload = await page.evaluate(() => window.__analyticsEvents?.map((e) => e.event))
    expect(beforeReload).toEqual(expect.arrayContaining(['survey_started', 'survey_abandoned']))

    // Nothing is lost on reload either: the draft lives in the browser.
    await page.reload()
    await page.getByRole('button', { name: 'Responder pesquisa' }).click()
    await expect(survey.getByText('Sobre o processo de feedback · Passo 2 de 5')).toBeVisible()
    await expect(survey.getByRole('checkbox', { name: 'Família' })).toBeChecked()
    await expect(survey.getByRole('checkbox', { name: 'Colegas de trabalho' })).toBeChecked()
    await survey.getByRole('button', { name: 'Anterior' }).click()
    await expect(survey.getByRole('radio', { name: 'Instagram' })).toBeChecked()
    await survey.getByRole('button', { name: 'Próximo' }).click()
    await survey.getByRole('button', { name: 'Próximo' }).click()

    await expect(survey.getByText('Sua experiência com os resultados · Passo 3 de 5')).toBeVisible()
    await survey.getByRole('radio', { name: 'Sim, comparei com atenção' }).check()
    await survey.getByRole('button', { name: 'Próximo' }).click()
    await expect(survey.getByText('O valor do feedback 360° · Passo 4 de 5')).toBeVisible()
    // The scales show numbers over visually hidden radios: click the number, as a person would.
    await survey.getByRole('radio', { name: '5 (Muito valioso)' }).locator('xpath=..').click()
    await survey.getByRole('radio', { name: '9', exact: true }).locator('xpath=..').click()
    await expect(survey.getByRole('radio', { name: '9', exact: true })).toBeChecked()
    await survey.getByRole('button', { name: 'Próximo' }).click()
    await expect(survey.getByText('Suas sugestões · Passo 5 de 5')).toBeVisible()
    await expect(survey.getByRole('button', { name: 'Próximo' })).toHaveCount(0)
    await survey.getByLabel('O que motivou a sua nota?').fill('<b>Gostei</b> de ver os pontos cegos.')
    await expect(survey.getByText('37/500 caracteres')).toBeVisible()
    await checkA11y(page)
    await survey.getByRole('button', { name: 'Enviar Respostas' }).click()

    await expect(toastWith(page, 'Obrigado pelo seu feedback! 💜')).toContainText(
      'Suas respostas são muito valiosas para melhorarmos o Espelho.',
    )
    await expect(survey).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Responder pesquisa' })).toHaveCount(0)
    const events = await page.evaluate(() => window.__analyticsEvents?.map((e) => e.event))
    expect(events).toEqual(expect.arrayContaining(['survey_started', 'survey_completed']))
    expect(events).not.toContain('survey_abandoned')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Responder pesquisa' })).toHaveCount(0)
  })

  test('the random prompt opens by itself once, and a failed submit keeps the dialog and answers', async ({ page, playwright }) => {
    await page.addInitScript(() => {
      Math.random = () => 0
    })
    const { userId } = await userWithDiscResult(page.request)
    // The prompt waits for received feedback (a released group of three) and 10 s (the dialog policy).
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    for (let i = 0; i < 3; i += 1) await giveFeedbackViaApi(anonymous, userId, { strengths: ['Calma'], relationshipType: 'friend' })
    await anonymous.dispose()
    // The page's clock jumps over the waits (time still flows by itself in between).
    await page.clock.install()
    await page.goto('/results')
    const survey = dialog(page)
    await expect(page.getByRole('button', { name: 'Responder pesquisa' })).toBeVisible()
    await page.clock.fastForward(11_000)
    await expect(survey).toBeVisible()
    await survey.getByRole('button', { name: 'Continuar depois' }).click()
    await expect(survey).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Responder pesquisa' })).toBeVisible()
    await page.clock.fastForward(11_000)
    await expect(survey).toHaveCount(0)

    await page.getByRole('button', { name: 'Responder pesquisa' }).click()
    for (let i = 0; i < 4; i += 1) await survey.getByRole('button', { name: 'Próximo' }).click()
    await survey.getByLabel('Como podemos melhorar?').fill('Modo escuro.')
    await page.route('**/api/survey/submit', (route) => route.fulfill({ status: 500, body: '{"error":"x"}' }))
    await survey.getByRole('button', { name: 'Enviar Respostas' }).click()
    await expect(toastWith(page, 'Erro ao enviar')).toContainText('Tente novamente em alguns instantes.')
    await expect(survey).toBeVisible()
    await expect(survey.getByLabel('Como podemos melhorar?')).toHaveValue('Modo escuro.')
  })

  test('the survey can be completed with the keyboard alone', async ({ page }) => {
    await userWithResult(page, 0.99)
    await page.goto('/results')
    await page.getByRole('button', { name: 'Responder pesquisa' }).focus()
    await page.keyboard.press('Enter')
    const survey = dialog(page)
    await expect(survey).toBeVisible()
    // Focus stays inside the dialog whatever the number of Tab presses.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab')
      expect(await survey.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await survey.getByRole('radio', { name: 'Google ou outro buscador' }).focus()
    await page.keyboard.press('Space')
    await expect(survey.getByRole('radio', { name: 'Google ou outro buscador' })).toBeChecked()
    await page.keyboard.press('ArrowDown')
    await expect(survey.getByRole('radio', { name: 'Instagram' })).toBeChecked()
    for (let step = 0; step < 4; step += 1) {
      await survey.getByRole('button', { name: 'Próximo' }).focus()
      await page.keyboard.press('Enter')
    }
    await survey.getByRole('button', { name: 'Enviar Respostas' }).focus()
    await page.keyboard.press('Enter')
    await expect(toastWith(page, 'Obrigado pelo seu feedback! 💜')).toBeVisible()
  })
})
