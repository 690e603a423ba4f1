import type { Browser, Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { OCEAN_QUESTIONS, type OceanAnswerValue, type OceanQuestionId } from '#shared/ocean/questions'
import { scoreOceanAnswers } from '#shared/ocean/scoring'
import { alsoOnDesktop, expect, signUpViaApi, startGiving, tapAnswer, test, wizardStep } from '../fixtures'

const SIZES = [
  { name: '360', viewport: { width: 360, height: 740 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const

/** A feedback link owned by a fresh user, signed in on a context that is then thrown away. */
async function ownerLink(browser: Browser) {
  const context = await browser.newContext()
  const { userId } = await signUpViaApi(context.request)
  await context.close()
  return `/feedback/user/${userId}`
}

async function nextQuestion(page: Page, index: number) {
  const last = index === DISC_OTHERS_QUESTIONS.length - 1
  await page.getByRole('button', { name: last ? 'Continuar' : 'Próximo' }).click()
}

/** Seeds an anonymous OCEAN result in session storage, as the assessment page leaves it. */
async function seedOcean(page: Page, answers: Record<OceanQuestionId, OceanAnswerValue>) {
  const scored = scoreOceanAnswers(answers)
  if (!scored.ok) throw new Error(scored.error)
  await page.goto('/')
  await page.evaluate((temp) => {
    sessionStorage.setItem('espelho.oceanTemp', JSON.stringify(temp))
    sessionStorage.setItem('espelho.fromOcean', 'true')
  }, { ...scored.scores, answers: scored.answers, isSelf: true, completedAt: new Date().toISOString() })
  await page.goto('/ocean-results')
}

/** O 80 · C 25 · E 75 · A 10 · N 30 (hand-computed in ocean.spec.ts). */
const STABLE: Record<OceanQuestionId, OceanAnswerValue> = {
  O1: 5, O2: 4, O3: 2, O4: 3, O5: 1,
  C1: 2, C2: 3, C3: 4, C4: 2, C5: 5,
  E1: 4, E2: 4, E3: 3, E4: 5, E5: 2,
  A1: 1, A2: 2, A3: 5, A4: 1, A5: 4,
  N1: 3, N2: 2, N3: 4, N4: 1, N5: 3,
}

/**
 * The long giver journey is walked once, at a phone's width; each screen it checks is looked at on a
 * desktop too (alsoOnDesktop).
 */
test.describe('measurement (issue 20): the giver journey at 360 px, each screen also at 1280 px', () => {
  test.use({ viewport: SIZES[0].viewport })

  test('a giver answers "Não sei dizer", sees the count still missing, and can send with 16 answered', async ({
    page,
    browser,
    checkA11y,
  }, testInfo) => {
    await page.goto(await ownerLink(browser))
    await expect(page.getByRole('heading', { level: 1, name: /^Como você vê / })).toBeVisible()
    await startGiving(page)
    // Nine "Não sei dizer" (one more than allowed), fifteen real answers.
    const total = DISC_OTHERS_QUESTIONS.length
    for (let index = 0; index < total; index += 1) {
      await expect(wizardStep(page, 'Pergunta', index + 1, total)).toBeVisible()
      if (index === 0) {
        await alsoOnDesktop(page, async (width) => {
          await checkA11y(page)
          await page.screenshot({ path: testInfo.outputPath(`nao-sei-${width}.png`), fullPage: true })
        })
      }
      const option = index < 9 ? page.getByRole('radio', { name: 'Não sei dizer' }) : page.getByRole('radio').first()
      await tapAnswer(option, index < total - 1 ? wizardStep(page, 'Pergunta', index + 2, total) : undefined)
    }
    // The first answer was kept: "Não sei dizer" is checked there.
    await page.getByRole('button', { name: 'Anterior' }).click()
    await expect(wizardStep(page, 'Pergunta', total - 1, total)).toBeVisible()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await expect(wizardStep(page, 'Pergunta', total, total)).toBeVisible()
    const missing = page.getByTestId('faltam-respostas')
    await expect(missing).toContainText('Falta 1 resposta para enviar')
    await expect(missing).toContainText('pelo menos 16 das 24 perguntas')
    await alsoOnDesktop(page, async (width) => {
      await checkA11y(page)
      await page.screenshot({ path: testInfo.outputPath(`faltam-${width}.png`), fullPage: true })
    })
    // Trying anyway: the same rule, in Portuguese, and no step forward.
    await nextQuestion(page, DISC_OTHERS_QUESTIONS.length - 1)
    await expect(page.getByText(/falta 1 resposta\./).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })).toHaveCount(0)

    // Back to the first question: a real answer instead of "Não sei dizer".
    for (let index = DISC_OTHERS_QUESTIONS.length - 1; index > 0; index -= 1) {
      await page.getByRole('button', { name: 'Anterior' }).click()
    }
    await expect(wizardStep(page, 'Pergunta', 1, total)).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Não sei dizer' })).toBeChecked()
    await tapAnswer(page.getByRole('radio').first(), wizardStep(page, 'Pergunta', 2, total))
    for (let index = 1; index < total - 1; index += 1) {
      await nextQuestion(page, index)
      await expect(wizardStep(page, 'Pergunta', index + 2, total)).toBeVisible()
    }
    await expect(missing).toHaveCount(0)
    await nextQuestion(page, DISC_OTHERS_QUESTIONS.length - 1)
    await expect(page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })).toBeVisible()
    // The chips name no profile.
    await expect(page.getByText('Algumas sugestões de pontos fortes.', { exact: false })).toBeVisible()
    await expect(page.getByText(/perfil de/)).toHaveCount(0)
    await alsoOnDesktop(page, async () => checkA11y(page))
  })
})

for (const size of SIZES) {
  test.describe(`measurement (issue 20) at ${size.name} px`, () => {
    test.use({ viewport: size.viewport })

    test('a low neuroticism score reads as good news: green "Baixo" badge, the calm text, a strength', async ({
      page,
      checkA11y,
    }, testInfo) => {
      await seedOcean(page, STABLE)
      await expect(page.getByRole('heading', { name: 'Criatividade, Extroversão e Estabilidade' })).toBeVisible()
      const card = page.getByTestId('fator-N')
      await expect(card).toHaveAttribute('data-color', 'green')
      await expect(card).toContainText('Baixo')
      await expect(card).toContainText('Você tende a manter a calma')
      await expect(page.getByTestId('fator-A')).toHaveAttribute('data-color', 'neutral')
      await expect(page.getByText('Calma e equilíbrio diante da pressão')).toBeVisible()
      await expect(page.getByText(/Traço dominante: Neuroticismo/)).toHaveCount(0)
      await checkA11y(page)
      await card.scrollIntoViewIfNeeded()
      await card.screenshot({ path: testInfo.outputPath(`neuroticismo-${size.name}.png`) })
    })

    test('all-identical OCEAN answers get a note asking to retake, not a reading', async ({ page, checkA11y }, testInfo) => {
      const same = Object.fromEntries(OCEAN_QUESTIONS.map((q) => [q.id, 3])) as Record<OceanQuestionId, OceanAnswerValue>
      await seedOcean(page, same)
      await expect(page.getByRole('heading', { name: 'Resultado pouco informativo' })).toBeVisible()
      await expect(page.getByText('Personalidade Equilibrada')).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Refazer o teste' }).first()).toBeVisible()
      await checkA11y(page)
      await page.screenshot({ path: testInfo.outputPath(`mesma-resposta-${size.name}.png`), fullPage: true })
    })
  })
}
