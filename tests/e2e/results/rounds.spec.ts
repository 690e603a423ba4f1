import { buyPremiumViaSandbox, expect, giveFeedbackViaApi, openMoreForYou, othersDiscAnswers, test, userWithDiscResult } from '../fixtures'

/**
 * Issue 36 at 360×740: a person opens a new feedback round, sees the empty new round pointing to
 * the previous one, and, with Premium, compares the rounds side by side with the self-knowledge
 * index once both rounds have 3 released answers. A free person sees the rounds and their counts only.
 */
test.use({ viewport: { width: 360, height: 740 } })

test('a Premium person opens round 2 and compares it with round 1, the index only from 3 answers in both', async ({ page, playwright, checkA11y }) => {
  test.slow()
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const { userId } = await userWithDiscResult(page.request)
  await buyPremiumViaSandbox(page.request)
  const give = (option: number, marker: string) =>
    giveFeedbackViaApi(anonymous, userId, { strengths: [marker], answers: othersDiscAnswers(option) })
  for (let i = 0; i < 4; i++) await give(1, `Primeira ${i}`)

  await page.goto('/results?aba=outros')
  const card = page.getByRole('region', { name: 'Rodada 1 de feedback' })
  await expect(card).toContainText('3 respostas nesta rodada')
  await page.waitForLoadState('networkidle')
  await checkA11y(page)
  await card.screenshot({ path: test.info().outputPath('rodada-1-360.png') })

  await card.getByRole('button', { name: 'Nova rodada de feedback' }).click()
  const dialog = page.getByRole('dialog', { name: 'Abrir a rodada 2?' })
  await expect(dialog).toContainText('Seu link de feedback continua o mesmo.')
  await expect(dialog).toContainText('A resposta que aguarda o grupo de 3 desta rodada será descartada')
  await checkA11y(page)
  await page.screenshot({ path: test.info().outputPath('dialogo-360.png') })
  await dialog.getByRole('button', { name: 'Abrir rodada 2' }).click()
  await expect(dialog).toHaveCount(0)

  const second = page.getByRole('region', { name: 'Rodada 2 de feedback' })
  await expect(second).toContainText('0 respostas nesta rodada')
  await expect(second.getByRole('status')).toContainText('Esta rodada acabou de começar.')
  await expect(second.getByRole('status')).toContainText('A rodada 1 (3 respostas) está guardada')
  await expect(second).toContainText('Você poderá abrir uma nova rodada a partir de')
  await expect(second.getByRole('button', { name: 'Nova rodada de feedback' })).toHaveCount(0)
  // Nothing of round 1 on the current round's page: no card of what was said before.
  await expect(page.getByText('Primeira 0')).toHaveCount(0)
  const table = second.getByRole('region', { name: 'Comparação entre rodadas' })
  await expect(table).toBeVisible()
  await expect(table.getByTestId('indice-rodada-1')).toHaveCount(0)
  await checkA11y(page)
  await second.screenshot({ path: test.info().outputPath('rodada-nova-360.png') })

  // Two answers in round 2 wait: the comparison does not move; the third releases the group.
  await give(2, 'Segunda 0')
  await give(2, 'Segunda 1')
  await page.reload()
  await expect(page.getByTestId('waiting-notice')).toBeVisible()
  await expect(second).toContainText('0 respostas nesta rodada')
  await expect(table.getByTestId('indice-rodada-2')).toHaveCount(0)
  await give(2, 'Segunda 2')
  await page.reload()
  await expect(second).toContainText('3 respostas nesta rodada')
  await expect(table.getByTestId('indice-rodada-1')).toHaveText(/^\d{1,3} \(± \d{1,3}\)$/)
  await expect(table.getByTestId('indice-rodada-2')).toHaveText(/^\d{1,3} \(± \d{1,3}\)$/)
  await expect(table.getByRole('row', { name: /Dominância/ })).toContainText(/[+−=]/)
  await checkA11y(page)
  await second.screenshot({ path: test.info().outputPath('rodadas-comparacao-360.png') })

  // The same comparison in "Sua evolução" on the "Você" tab.
  await page.goto('/results')
  const evolution = await openMoreForYou(page, 'Minha evolução', 'Sua evolução')
  await expect(evolution.getByRole('heading', { name: 'Rodadas de feedback' })).toBeVisible()
  await expect(evolution.getByTestId('indice-rodada-2')).toBeVisible()
  await checkA11y(page)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/results?aba=outros')
  await expect(page.getByRole('region', { name: 'Comparação entre rodadas' }).first()).toBeVisible()
  await page.getByRole('region', { name: 'Rodada 2 de feedback' }).screenshot({ path: test.info().outputPath('rodadas-comparacao-1280.png') })
  await anonymous.dispose()
})

test('a free person sees the rounds and their counts, not the comparison', async ({ page, playwright, checkA11y }) => {
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const { userId } = await userWithDiscResult(page.request)
  for (let i = 0; i < 3; i++) await giveFeedbackViaApi(anonymous, userId, { answers: othersDiscAnswers(1) })
  await page.goto('/results?aba=outros')
  await page.getByRole('region', { name: 'Rodada 1 de feedback' }).getByRole('button', { name: 'Nova rodada de feedback' }).click()
  await page.getByRole('dialog', { name: 'Abrir a rodada 2?' }).getByRole('button', { name: 'Abrir rodada 2' }).click()
  const second = page.getByRole('region', { name: 'Rodada 2 de feedback' })
  await expect(second).toContainText('Rodada 1: 3 respostas')
  await expect(second).toContainText('Com o Premium, compare lado a lado')
  await expect(second.getByRole('region', { name: 'Comparação entre rodadas' })).toHaveCount(0)
  await checkA11y(page)
  await second.screenshot({ path: test.info().outputPath('rodadas-gratis-360.png') })
  await anonymous.dispose()
})
