import type { Locator, Page } from '@playwright/test'
import { scoreDiscAnswers } from '#shared/disc/scoring'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { DISC_NAMES, type DiscScores, type DiscType } from '#shared/disc/types'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { expect, newUser, optionWithValue, registerViaApi, tapAnswer, test, toastWith, wizardStep } from '../fixtures'

const progressText = (page: Page, step: number) => wizardStep(page, 'Reflexão', step, 10)

/** Taps, on the question on screen, the option of the given type (by its title); one tap moves on. */
async function choose(page: Page, questionIndex: number, type: DiscType): Promise<string> {
  const option = DISC_SELF_QUESTIONS[questionIndex]?.options.find((o) => o.type === type)
  if (!option) throw new Error(`no option ${type} on question ${questionIndex}`)
  const last = questionIndex === DISC_SELF_QUESTIONS.length - 1
  await tapAnswer(page.getByRole('radio', { name: option.text, exact: true }), last ? undefined : progressText(page, questionIndex + 2))
  return option.id
}

/** Answers questions from `from` to the last with the given types (each tap moves on). */
async function answerFrom(page: Page, from: number, types: DiscType[]): Promise<Record<string, string>> {
  const answers: Record<string, string> = {}
  for (let index = from; index < DISC_SELF_QUESTIONS.length; index += 1) {
    await expect(progressText(page, index + 1)).toBeVisible()
    const question = DISC_SELF_QUESTIONS[index]
    if (!question) break
    answers[question.id] = await choose(page, index, types[index - from] ?? 'D')
  }
  return answers
}

/** Checks the four labelled percentages inside `scope`. */
async function expectScores(scope: Locator, scores: DiscScores) {
  const rows: [DiscType, number][] = [
    ['D', scores.dominance],
    ['I', scores.influence],
    ['S', scores.steadiness],
    ['C', scores.compliance],
  ]
  for (const [type, value] of rows) {
    await expect(scope.getByRole('listitem').filter({ hasText: DISC_NAMES[type] })).toContainText(`${value}%`)
  }
}

test.describe('Self DISC assessment', () => {
  test('an anonymous visitor takes the test, sees the completion card, registers and finds the same result', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/assessment')
    await expect(page.getByRole('heading', { name: 'Descubra seu perfil DISC' })).toBeVisible()
    await expect(progressText(page, 1)).toBeVisible()
    await expect(page.getByText('0 de 10 respondidas')).toBeVisible()
    await expect(page.getByText('Responda com honestidade - não há respostas certas ou erradas.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    await expect(page.getByRole('radiogroup')).toBeVisible()
    await expect(page.getByRole('radio')).toHaveCount(4)
    await checkA11y(page)

    // Question 1 by keyboard only: Tab reaches the group, the arrow moves between the options
    // without choosing, Enter chooses and moves on; focus lands on the next question.
    const radios = page.getByRole('radio')
    await page.getByRole('heading', { level: 2, name: DISC_SELF_QUESTIONS[0]!.text }).focus()
    await page.keyboard.press('Tab')
    await expect(radios.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(radios.nth(1)).toBeFocused()
    await expect(radios.nth(1)).not.toBeChecked()
    const q1Answer = await radios.nth(1).getAttribute('value')
    await page.keyboard.press('Enter')
    await expect(progressText(page, 2)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: DISC_SELF_QUESTIONS[1]!.text })).toBeFocused()
    await expect(page.getByText('1 de 10 respondidas')).toBeVisible()

    const rest = await answerFrom(page, 1, ['I', 'I', 'I', 'S', 'S', 'C', 'D', 'I', 'S'])
    const scored = scoreDiscAnswers(DISC_SELF_QUESTIONS, { q1: q1Answer, ...rest })
    if (!scored.ok) throw new Error(scored.error)
    await expect(page.getByText('10 de 10 respondidas')).toBeVisible()
    await page.getByRole('button', { name: 'Finalizar' }).click()

    const card = page.locator('main')
    await expect(card.getByRole('heading', { name: 'Avaliação concluída!' })).toBeVisible()
    await expect(card.getByText('Para ver seus resultados completos, crie uma conta gratuita.')).toBeVisible()
    await expectScores(card, scored.scores)
    await expect(card.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register')
    await expect(card.getByRole('link', { name: 'Já tenho conta' })).toHaveAttribute('href', '/login')
    await expect(card.getByText('Gratuito • Sem compromisso')).toBeVisible()
    // Google is not configured on the e2e server: no button at all, not a greyed one (issue 33).
    await expect(card.getByText('Continuar com Google')).toHaveCount(0)
    await expect(card.getByText('Feedback 360° anônimo de amigos, família e colegas')).toBeVisible()
    await expect(card.getByText('Comparação entre como você se vê e como os outros te veem')).toBeVisible()
    await checkA11y(page)

    // The browser keeps the result (SPEC.md §3) in local and session storage, with the anonymous id.
    const stored = await page.evaluate(() => [localStorage.getItem('assessmentData'), sessionStorage.getItem('assessmentData')])
    for (const raw of stored) {
      const data = JSON.parse(raw ?? 'null')
      expect(data).toMatchObject(scored.scores)
      expect(typeof data.sessionId).toBe('string')
    }

    // A reload shows the same card: the server still holds the temporary result.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Avaliação concluída!' })).toBeVisible()
    await expectScores(page.locator('main'), scored.scores)

    const user = newUser()
    await page.getByRole('link', { name: 'Criar conta' }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.getByText('Seu teste DISC está pronto', { exact: true })).toBeVisible()
    await page.getByLabel('Nome de usuário').fill(user.username)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha', { exact: true }).fill(user.password)
    await page.getByLabel('Confirmar senha').fill(user.password)
    await page.getByRole('button', { name: 'Criar conta' }).click()

    await expect(page).toHaveURL(/\/results$/)
    const profile = page.getByRole('region', { name: 'Seu perfil DISC' })
    await expect(profile).toBeVisible()
    await expectScores(profile, scored.scores)
    await expect(profile.getByRole('link', { name: 'Refazer teste' })).toHaveAttribute('href', '/assessment')
    await checkA11y(page)
    // Claimed by the account: the browser's copy is gone.
    expect(await page.evaluate(() => localStorage.getItem('assessmentData'))).toBeNull()
    expect(await page.evaluate(() => sessionStorage.getItem('assessmentData'))).toBeNull()
  })

  test('a signed-in user retakes the test and sees the new result', async ({ page }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/assessment')
    await answerFrom(page, 0, Array<DiscType>(10).fill('D'))
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await expect(page).toHaveURL(/\/results$/)
    const profile = page.getByRole('region', { name: 'Seu perfil DISC' })
    await expectScores(profile, { dominance: 100, influence: 0, steadiness: 0, compliance: 0 })
    await expect(profile.getByRole('heading', { name: 'Dominância' })).toBeVisible()
    await expect(profile.getByText('O Realizador', { exact: true })).toBeVisible()
    await expect(profile.getByRole('link', { name: /Conhecer o perfil do Realizador/ })).toHaveAttribute(
      'href',
      '/profile/dominance',
    )

    await profile.getByRole('link', { name: 'Refazer teste' }).click()
    await expect(page).toHaveURL(/\/assessment$/)
    // A retake starts from the first question with nothing chosen.
    await expect(progressText(page, 1)).toBeVisible()
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
    await answerFrom(page, 0, ['S', 'S', 'S', 'S', 'S', 'S', 'C', 'C', 'I', 'D'])
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await expect(page).toHaveURL(/\/results$/)
    await expectScores(profile, { dominance: 10, influence: 10, steadiness: 60, compliance: 20 })
    await expect(profile.getByText('O Harmonizador', { exact: true })).toBeVisible()
    // The session's strongestType follows the latest result.
    const me = await (await page.request.get('/api/auth/me')).json()
    expect(me.strongestType).toBe('S')
  })

  test('a reload in the middle keeps the answers, the question and the option order', async ({ page }) => {
    await page.goto('/assessment')
    const order = async () => {
      await expect(page.getByRole('radio')).toHaveCount(4)
      return page.getByRole('radio').evaluateAll((inputs) => inputs.map((i) => (i as HTMLButtonElement).value))
    }
    const q1Order = await order()
    const q1 = await choose(page, 0, 'C')
    const q2Order = await order()
    const q2 = await choose(page, 1, 'I')
    const q3Order = await order()
    const q3 = await choose(page, 2, 'S')

    await page.reload()
    await expect(progressText(page, 4)).toBeVisible()
    await expect(page.getByText('3 de 10 respondidas')).toBeVisible()
    await page.getByRole('button', { name: 'Anterior' }).click()
    await expect(progressText(page, 3)).toBeVisible()
    expect(await order()).toEqual(q3Order)
    await expect(optionWithValue(page, q3)).toBeChecked()
    await page.getByRole('button', { name: 'Anterior' }).click()
    await expect(progressText(page, 2)).toBeVisible()
    expect(await order()).toEqual(q2Order)
    await expect(optionWithValue(page, q2)).toBeChecked()
    await page.getByRole('button', { name: 'Anterior' }).click()
    expect(await order()).toEqual(q1Order)
    await expect(optionWithValue(page, q1)).toBeChecked()
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled()
  })

  test('a reload before answering keeps the order the server painted: nothing reshuffles once hydrated', async ({ page }) => {
    await page.goto('/assessment')
    await expect(page.getByRole('radio')).toHaveCount(4)
    // The first visit stored its untouched progress; the reload is a new visit, painted in a new order.
    const response = await page.reload()
    const painted = [...((await response?.text()) ?? '').matchAll(/value="(q1-[a-d])"/g)].map((match) => match[1])
    expect(painted).toHaveLength(4)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    // The restore runs in the first effects after hydration: give it time to (wrongly) reorder.
    await page.waitForTimeout(500)
    const shown = await page.getByRole('radio').evaluateAll((inputs) => inputs.map((i) => (i as HTMLButtonElement).value))
    expect(shown).toEqual(painted)
  })

  test('advancing without an answer shows the "Selecione uma opção" toast', async ({ page }) => {
    await page.goto('/assessment')
    await page.getByRole('button', { name: 'Próximo' }).click()
    const toast = toastWith(page, 'Selecione uma opção')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Você precisa selecionar uma resposta antes de prosseguir.')
    await expect(progressText(page, 1)).toBeVisible()
  })

  test('a failed submission keeps the answers and says what went wrong', async ({ page }) => {
    await page.goto('/assessment')
    await answerFrom(page, 0, Array<DiscType>(10).fill('I'))
    await page.route('**/api/assessment', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Serviço em manutenção.' }) }),
    )
    await page.getByRole('button', { name: 'Finalizar' }).click()
    const toast = toastWith(page, 'Erro')
    await expect(toast).toContainText('Falha ao enviar avaliação: Serviço em manutenção.')
    await expect(progressText(page, 10)).toBeVisible()
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Finalizar' })).toBeEnabled()

    await page.unroute('**/api/assessment')
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await expect(page.getByRole('heading', { name: 'Avaliação concluída!' })).toBeVisible()
    await expectScores(page.locator('main'), { dominance: 0, influence: 100, steadiness: 0, compliance: 0 })
  })

  test('/results without a DISC result: nothing done, only OCEAN, and OCEAN unknown', async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/results')
    await expect(page.getByText('Aguardando sua primeira descoberta')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Fazer teste DISC' })).toHaveAttribute('href', '/assessment')
    await expect(page.getByRole('link', { name: 'Fazer teste Big Five' })).toHaveAttribute('href', '/ocean-assessment')
    await checkA11y(page)

    let oceanStatus = 200
    await page.route('**/api/ocean-assessment/recent', (route) =>
      oceanStatus === 200
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              id: 1,
              openness: 70,
              conscientiousness: 60,
              extraversion: 50,
              agreeableness: 65,
              neuroticism: 30,
              // A stored result always carries its 25 answers (the client parses the response).
              answers: Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, 3])),
              isSelf: true,
              createdAt: new Date().toISOString(),
              // The norms' fields (issue 48): no percentile below the minimum sample.
              percentiles: null,
              percentileIntervals: null,
              normSample: 0,
              normMinSample: 500,
            }),
          })
        : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"falhou"}' }),
    )
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Seu Big Five está pronto. Agora complete o DISC!' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver resultados Big Five' })).toHaveAttribute('href', '/ocean-results')
    await expect(page.getByRole('link', { name: 'Fazer teste DISC' })).toHaveAttribute('href', '/assessment')

    oceanStatus = 500
    await page.reload()
    await expect(page.getByText('Não conseguimos verificar se você já fez o teste Big Five.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Fazer teste DISC' })).toBeVisible()
    oceanStatus = 200
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect(page.getByRole('link', { name: 'Ver resultados Big Five' })).toBeVisible()
  })

  test('the wizard, the completion card and /results at 360 and 1280 px', async ({ page }, testInfo) => {
    const shoot = async (name: string) => {
      await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
    }
    for (const width of [360, 1280]) {
      await page.context().clearCookies()
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await page.goto('/assessment')
      await page.evaluate(() => localStorage.clear())
      await page.reload()
      await choose(page, 0, 'D')
      // Nothing may overflow sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await shoot(`wizard-${width}`)
      await answerFrom(page, 1, ['I', 'S', 'C', 'D', 'I', 'S', 'C', 'D', 'D'])
      await page.getByRole('button', { name: 'Finalizar' }).click()
      await expect(page.getByRole('heading', { name: 'Avaliação concluída!' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await shoot(`completion-card-${width}`)

      await registerViaApi(page.request, newUser())
      await page.goto('/results')
      await expect(page.getByRole('region', { name: 'Seu perfil DISC' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await shoot(`results-${width}`)
    }
  })
})
