import { buyPremiumViaSandbox, expect, giveFeedbackViaApi, othersDiscAnswers, test, userWithDiscResult } from '../fixtures'

/**
 * Issue 30: an owner who refreshes before and after each answer learns nothing about one giver.
 * At 3 released feedbacks, a 4th and a 5th change nothing on the page but the "aguardando" line;
 * the 6th releases all three together.
 */
test('a Premium owner at 3 feedbacks sees nothing change after a 4th and a 5th, and everything after the 6th', async ({
  page,
  playwright,
  checkA11y,
}) => {
  test.slow()
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const { userId } = await userWithDiscResult(page.request)
  await buyPremiumViaSandbox(page.request)
  const give = (index: number) =>
    giveFeedbackViaApi(anonymous, userId, {
      strengths: [`Marca ${index}`],
      improvements: [`Melhoria ${index}`],
      relationshipType: index % 2 === 0 ? 'friend' : 'colleague',
      answers: othersDiscAnswers(index % 4),
    })

  const waiting = page.getByTestId('waiting-notice')
  const others = page.getByRole('tabpanel', { name: 'Como os outros te veem' })
  /** What the owner reads in the "Como os outros te veem" tab, every card shown. */
  const read = async () => {
    await page.goto('/results?aba=outros')
    const list = others.getByRole('region', { name: 'O que disseram sobre você' })
    const cards = list.getByRole('list', { name: 'Feedbacks recebidos' }).getByRole('listitem').filter({ hasText: 'Perfil percebido' })
    // Everything loaded and drawn: the radar (loaded after the page) and the first cards.
    await expect(others.locator('.recharts-surface').first()).toBeVisible()
    await expect(cards.first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const showAll = list.getByRole('button', { name: /^Ver (os|todos os) \d+ feedbacks/ })
    if (await showAll.count()) {
      await showAll.click()
      await expect(list.getByRole('button', { name: 'Ver menos' })).toBeVisible()
    }
    return others.innerText()
  }

  await give(1)
  await page.goto('/results')
  await expect(waiting).toHaveText(
    '1 resposta aguardando — ela aparece junto com as próximas quando chegar a 3ª, para proteger o anonimato de quem respondeu.',
  )
  await expect(page.getByText('Nenhum feedback recebido ainda').first()).toBeVisible()
  await checkA11y(page)

  await give(2)
  await give(3)
  const atThree = await read()
  await expect(waiting).toHaveCount(0)
  expect(atThree).toContain('Marca 1')
  expect(atThree).toContain('Marca 3')

  await give(4)
  const atFour = await read()
  await expect(waiting).toHaveText(
    '1 resposta aguardando — ela aparece junto com as próximas quando chegar a 3ª, para proteger o anonimato de quem respondeu.',
  )
  expect(atFour).toBe(atThree)

  await give(5)
  const atFive = await read()
  await expect(waiting).toHaveText(
    '2 respostas aguardando — elas aparecem juntas quando chegar a 3ª, para proteger o anonimato de quem respondeu.',
  )
  expect(atFive).toBe(atThree)
  expect(atFive).not.toContain('Marca 4')
  await checkA11y(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/results')
  await expect(waiting).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('aguardando-360.png'), fullPage: false })

  await give(6)
  await page.setViewportSize({ width: 1280, height: 800 })
  const atSix = await read()
  await expect(waiting).toHaveCount(0)
  expect(atSix).not.toBe(atThree)
  for (const marker of ['Marca 4', 'Marca 5', 'Marca 6']) expect(atSix).toContain(marker)
  await anonymous.dispose()
})
