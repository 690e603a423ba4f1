import type { Page } from '@playwright/test'
import { OCEAN_QUESTIONS, type OceanAnswerValue, type OceanQuestionId } from '#shared/ocean/questions'
import { scoreOceanAnswers } from '#shared/ocean/scoring'
import { aboutMinutes, OCEAN_MINUTES } from '#shared/form-time'
import { expect, newUser, registerViaApi, saveSelfDiscViaApi, test, toastWith, wizardStep } from '../fixtures'

/**
 * Hand-computed: O 5,4,(6−2),3,(6−1) → 80 · C 2,3,(6−4),2,(6−5) → 25 · E 4,4,(6−3),5,(6−2) → 75 ·
 * A 1,2,(6−5),1,(6−4) → 10 · N 3,2,(6−4),1,(6−3) → 30. Tags: Criatividade (O≥60), Extroversão (E≥60),
 * Estabilidade (N≤40). Top strengths: Abertura 80, Extroversão 75 (stability 70 comes third).
 */
const ANSWERS: Record<OceanQuestionId, OceanAnswerValue> = {
  O1: 5, O2: 4, O3: 2, O4: 3, O5: 1,
  C1: 2, C2: 3, C3: 4, C4: 2, C5: 5,
  E1: 4, E2: 4, E3: 3, E4: 5, E5: 2,
  A1: 1, A2: 2, A3: 5, A4: 1, A5: 4,
  N1: 3, N2: 2, N3: 4, N4: 1, N5: 3,
}
const EXPECTED = { openness: 80, conscientiousness: 25, extraversion: 75, agreeableness: 10, neuroticism: 30 }
const TAG_LINE = 'Criatividade, Extroversão e Estabilidade'
const SCALE = ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'] as const

const ID_BY_TEXT = new Map(OCEAN_QUESTIONS.map((question) => [question.text, question.id]))

async function currentQuestionId(page: Page): Promise<OceanQuestionId> {
  const text = (await page.locator('#ocean-afirmacao').textContent())?.trim() ?? ''
  const id = ID_BY_TEXT.get(text)
  expect(id, `afirmação desconhecida: ${text}`).toBeDefined()
  return id as OceanQuestionId
}

const oceanStep = (page: Page, step: number) => wizardStep(page, 'Afirmação', step, 25)

/**
 * Chooses the answer to statement `index` with a tap, or with the keyboard (the arrows move from
 * the first answer, Enter chooses); either moves on to the next statement, which this waits for.
 */
async function choose(page: Page, value: OceanAnswerValue, index: number, withKeyboard = false) {
  if (withKeyboard) {
    await page.getByRole('radio', { name: SCALE[0], exact: true }).focus()
    for (let step = 1; step < value; step += 1) await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: SCALE[value - 1], exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
  } else {
    await page.getByRole('radio', { name: SCALE[value - 1], exact: true }).click()
  }
  if (index < 24) await expect(oceanStep(page, index + 2)).toBeVisible()
  else await expect(page.getByRole('radio', { name: SCALE[value - 1], exact: true })).toHaveAttribute('aria-checked', 'true')
}

/** Answers statements `from`..24 of a run already on the page, then presses 'Finalizar avaliação'. */
async function answerRemaining(page: Page, from = 0) {
  for (let index = from; index < 25; index += 1) {
    await expect(oceanStep(page, index + 1)).toBeVisible()
    const id = await currentQuestionId(page)
    await choose(page, ANSWERS[id], index, index === 0)
  }
  await page.getByRole('button', { name: 'Finalizar avaliação' }).click()
}

/** A finished anonymous test, as the assessment page leaves it in session storage. */
async function seedTemporaryResult(page: Page) {
  const scored = scoreOceanAnswers(ANSWERS)
  if (!scored.ok) throw new Error(scored.error)
  await page.goto('/')
  await page.evaluate((temp) => {
    sessionStorage.setItem('espelho.oceanTemp', JSON.stringify(temp))
    sessionStorage.setItem('espelho.fromOcean', 'true')
  }, { ...scored.scores, answers: scored.answers, isSelf: true, completedAt: new Date().toISOString() })
}

function sessionItem(page: Page, key: string) {
  return page.evaluate((name) => sessionStorage.getItem(name), key)
}

test.describe('Big Five (OCEAN)', () => {
  test('an anonymous visitor takes the test, sees the result, registers and finds it saved', async ({ page, checkA11y }) => {
    await page.goto('/ocean-assessment')
    await expect(page).toHaveTitle('Teste Big Five (OCEAN) | Espelho')
    await expect(page.getByRole('heading', { level: 1, name: 'Teste Big Five (OCEAN)' })).toBeVisible()
    await expect(page.getByText(aboutMinutes(OCEAN_MINUTES))).toBeVisible()
    await expect(page.getByRole('button', { name: 'Próximo' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    for (const label of SCALE) await expect(page.getByRole('radio', { name: label, exact: true })).toBeVisible()
    await checkA11y(page)

    await answerRemaining(page)

    await expect(page).toHaveURL(/\/ocean-results$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados Big Five' })).toBeVisible()
    await expect(page.getByRole('heading', { name: TAG_LINE })).toBeVisible()
    await expect(page.getByText('Traço dominante: Abertura (80/100)')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Abertura: 80 de 100' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Amabilidade: 10 de 100' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Salve seu resultado' })).toBeVisible()
    expect(await sessionItem(page, 'espelho.fromOcean')).toBe('true')
    await checkA11y(page)

    await page.getByRole('link', { name: 'Criar conta' }).click()
    await expect(page).toHaveURL(/\/register$/)
    const user = newUser()
    await page.getByLabel('Nome de usuário').fill(user.username)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha', { exact: true }).fill(user.password)
    await page.getByLabel('Confirmar senha').fill(user.password)
    await page.getByRole('button', { name: 'Criar conta' }).click()

    await expect(page).toHaveURL(/\/ocean-results\?id=\d+$/)
    await expect(toastWith(page, 'Cadastro realizado com sucesso')).toBeVisible()
    await expect(page.getByRole('heading', { name: TAG_LINE })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver meu painel' })).toBeVisible()
    expect(await sessionItem(page, 'espelho.oceanTemp')).toBeNull()
    expect(await sessionItem(page, 'espelho.fromOcean')).toBeNull()

    const saved = await page.request.get('/api/ocean-assessment/recent')
    expect(saved.status()).toBe(200)
    const body = await saved.json()
    expect(body).toMatchObject({ ...EXPECTED, answers: ANSWERS, isSelf: true })
    expect(page.url()).toMatch(new RegExp(`\\?id=${body.id}$`))
    await checkA11y(page)

    // A reload of the saved page shows the same saved result, nothing saved twice.
    await page.reload()
    await expect(page.getByRole('heading', { name: TAG_LINE })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`\\?id=${body.id}$`))
    expect((await (await page.request.get('/api/ocean-assessment/recent')).json()).id).toBe(body.id)
  })

  test('a reload in the middle of the test keeps the order, the answers and the position', async ({ page }) => {
    await page.goto('/ocean-assessment')
    const seen: OceanQuestionId[] = []
    for (let index = 0; index < 4; index += 1) {
      const id = await currentQuestionId(page)
      seen.push(id)
      await choose(page, ANSWERS[id], index, index === 3)
    }
    const fifth = await currentQuestionId(page)

    await page.reload()
    await expect(oceanStep(page, 5)).toBeVisible()
    expect(await currentQuestionId(page)).toBe(fifth)
    await expect(page.getByText('4 de 25 respondidas')).toBeVisible()
    for (let index = 3; index >= 0; index -= 1) {
      await page.getByRole('button', { name: 'Anterior' }).click()
      await expect(oceanStep(page, index + 1)).toBeVisible()
      const id = seen[index] as OceanQuestionId
      expect(await currentQuestionId(page)).toBe(id)
      await expect(page.getByRole('radio', { name: SCALE[ANSWERS[id] - 1], exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      )
    }
    // Going back to where the person was and finishing the run works from the restored state.
    for (let index = 0; index < 4; index += 1) {
      await page.getByRole('button', { name: 'Próximo' }).click()
      await expect(oceanStep(page, index + 2)).toBeVisible()
    }
    await answerRemaining(page, 4)
    await expect(page).toHaveURL(/\/ocean-results$/)
    await expect(page.getByRole('heading', { name: TAG_LINE })).toBeVisible()
    // The finished run is gone: the next visit starts over.
    expect(await sessionItem(page, 'espelho.oceanProgress')).toBeNull()
  })

  test('a signed-in person saves straight to the account and the address carries the id', async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/ocean-results')
    await expect(page.getByRole('heading', { name: 'Nenhuma avaliação OCEAN encontrada' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Conhecer o Big Five' })).toHaveAttribute('href', '/ocean')
    await checkA11y(page)

    await page.getByRole('link', { name: 'Fazer o teste Big Five' }).click()
    await expect(page).toHaveURL(/\/ocean-assessment$/)
    await answerRemaining(page)
    await expect(page).toHaveURL(/\/ocean-results\?id=\d+$/)
    await expect(page.getByRole('heading', { name: TAG_LINE })).toBeVisible()
    const id = new URL(page.url()).searchParams.get('id')

    // Without ?id= the latest is loaded and its id put in the address, replacing the entry.
    await page.goto('/ocean-results')
    await expect(page).toHaveURL(new RegExp(`/ocean-results\\?id=${id}$`))
    await expect(page.getByRole('heading', { name: TAG_LINE })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pontos fortes' })).toBeVisible()
    await expect(page.getByText('Criatividade e imaginação para propor soluções novas')).toBeVisible()
    await expect(page.getByText('Desenvolver hábitos de planejamento e organização')).toBeVisible()
    await checkA11y(page)

    // Someone else's id is simply not found.
    await page.context().clearCookies()
    await registerViaApi(page.request, newUser())
    await page.goto(`/ocean-results?id=${id}`)
    await expect(page.getByRole('heading', { name: 'Avaliação não encontrada' })).toBeVisible()
    await expect(page.getByRole('heading', { name: TAG_LINE })).toHaveCount(0)
    await checkA11y(page)
  })

  test('the inline login on the results saves the temporary result to the account', async ({ page, browser }) => {
    const user = newUser()
    const other = await browser.newContext()
    expect((await registerViaApi(other.request, user)).status()).toBe(201)
    await other.close()

    await seedTemporaryResult(page)
    await page.goto('/ocean-results')
    await expect(page.getByRole('heading', { name: TAG_LINE })).toBeVisible()
    const form = page.getByRole('form', { name: 'Entrar com e-mail e senha' })
    await form.getByRole('button', { name: 'Entrar' }).click()
    await expect(form.getByText('Informe seu e-mail')).toBeVisible()
    await expect(form.getByText('Informe sua senha')).toBeVisible()

    await form.getByLabel('E-mail').fill(user.email)
    await form.getByLabel('Senha').fill('senha-errada')
    await form.getByRole('button', { name: 'Entrar' }).click()
    await expect(form.getByRole('alert')).toHaveText('E-mail ou senha inválidos.')

    await form.getByLabel('Senha').fill(user.password)
    await form.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/ocean-results\?id=\d+$/)
    await expect(toastWith(page, 'Login bem-sucedido')).toBeVisible()
    await expect(page.getByRole('heading', { name: TAG_LINE })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Salve seu resultado' })).toHaveCount(0)
    expect(await sessionItem(page, 'espelho.oceanTemp')).toBeNull()
    const saved = await (await page.request.get('/api/ocean-assessment/recent')).json()
    expect(saved).toMatchObject(EXPECTED)
  })

  test('a visitor without a result is invited to take the test', async ({ page, checkA11y }) => {
    await page.goto('/ocean-results')
    await expect(page.getByRole('heading', { name: 'Faça o teste Big Five' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Fazer o teste Big Five' })).toHaveAttribute('href', '/ocean-assessment')
    await checkA11y(page)
  })

  test('the /results panel shows the Big Five summary with the top two traits', async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    await seedTemporaryResult(page)
    // A DISC self result, so /results shows the full dashboard.
    await saveSelfDiscViaApi(page.request)

    // A temporary result left by an anonymous test (e.g. before a Google sign-in) is saved here.
    await page.goto('/results')
    // Saved while the default tab is open; the "Big Five" tab shows it.
    await expect.poll(async () => (await page.request.get('/api/ocean-assessment/recent')).status()).toBe(200)
    await page.getByRole('tab', { name: 'Big Five' }).click()
    await expect(page).toHaveURL(/\/results\?aba=big-five$/)
    const panel = page.getByRole('region', { name: `Seu perfil Big Five: ${TAG_LINE}` })
    await expect(panel).toBeVisible()
    for (const [name, value] of [['Abertura', 80], ['Conscienciosidade', 25], ['Neuroticismo', 30]] as const) {
      await expect(panel.getByRole('img', { name: `${name}: ${value} de 100` })).toBeVisible()
    }
    const strengths = panel.getByRole('list', { name: 'Seus pontos mais fortes' })
    await expect(strengths.getByRole('listitem')).toHaveCount(2)
    await expect(strengths.getByRole('listitem').nth(0)).toContainText('Abertura')
    await expect(strengths.getByRole('listitem').nth(0)).toContainText('80/100')
    await expect(strengths.getByRole('listitem').nth(1)).toContainText('Extroversão')
    await expect(strengths.getByRole('listitem').nth(1)).toContainText('75/100')
    await expect(page.getByRole('link', { name: 'Ver análise completa' })).toHaveAttribute('href', /\/ocean-results\?id=\d+$/)
    expect(await sessionItem(page, 'espelho.oceanTemp')).toBeNull()
    await checkA11y(page)
  })
})
