import type { APIRequestContext, Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import type { DiscType } from '#shared/disc/types'
import type { RelationshipType } from '#shared/product'
import { answersOf, expect, giveFeedbackViaApi, test, userWithDiscResult, type CheckA11y } from '../fixtures'

/**
 * Twelve raters with mixed agreement about a person who answered Dominance on every self question.
 * Feedback is released to the owner in groups of three (issue 30), so the owner looks at 3, 6 and 12.
 * After 3: everyone sees Steadiness (agreement). After 6: one sees Influence, one Dominance (opinions
 * divided on Influence). Relationships rotate so each group reaches 3 only at 9; the 10th to 12th are
 * friends, released (and added to the friends' group) together, so at 12 every card has its group.
 */
const RATERS: { types: DiscType[]; relationshipType: RelationshipType; strength: string }[] = [
  { types: ['S'], relationshipType: 'friend', strength: 'Paciência' },
  { types: ['S'], relationshipType: 'colleague', strength: 'Paciência' },
  { types: ['S', 'I'], relationshipType: 'family', strength: 'Escuta' },
  { types: ['I'], relationshipType: 'friend', strength: 'Alegria' },
  { types: ['D'], relationshipType: 'colleague', strength: 'Foco' },
  { types: ['S', 'C'], relationshipType: 'family', strength: 'Paciência' },
  { types: ['C'], relationshipType: 'friend', strength: 'Organização' },
  { types: ['S'], relationshipType: 'colleague', strength: 'Calma' },
  { types: ['S', 'S', 'C'], relationshipType: 'family', strength: 'Escuta' },
  { types: ['S', 'I'], relationshipType: 'friend', strength: 'Calma' },
  { types: ['S'], relationshipType: 'friend', strength: 'Paciência' },
  { types: ['C', 'S'], relationshipType: 'friend', strength: 'Organização' },
]

async function giveUpTo(anonymous: APIRequestContext, userId: string, from: number, to: number) {
  for (const rater of RATERS.slice(from, to)) {
    await giveFeedbackViaApi(anonymous, userId, {
      answers: answersOf(DISC_OTHERS_QUESTIONS, rater.types),
      relationshipType: rater.relationshipType,
      strengths: [rater.strength],
    })
  }
}

async function becomePremium(page: Page) {
  await page.goto('/pricing')
  await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
  await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
  await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
  await page.getByRole('button', { name: /Aprovar pagamento/ }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const

/** Opens /results at both widths, runs `check`, scans with axe and keeps screenshots of the sections. */
async function atBothWidths(page: Page, checkA11y: CheckA11y, name: string, check: () => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await page.goto('/results?aba=outros')
    const section = page.getByRole('region', { name: 'Pontos cegos' })
    await expect(section).toBeVisible()
    await check()
    await section.scrollIntoViewIfNeeded()
    await section.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}-diferencas.png`) })
    const groups = page.getByRole('region', { name: 'Como colegas, amigos e família te veem' })
    await groups.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}-grupos.png`) })
    const list = page.getByRole('region', { name: 'O que disseram sobre você' })
    await list.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}-lista.png`) })
    // Nothing in the sections is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await checkA11y(page)
  }
}

test.describe('perception differences, rater agreement and relationship groups', () => {
  test('Premium: verdicts, agreement, spread, explanations and groups at 3, 6 and 12 feedbacks', async ({ page, playwright, checkA11y }) => {
    test.setTimeout(240_000)
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const { userId } = await userWithDiscResult(page.request, { answers: answersOf(DISC_SELF_QUESTIONS, ['D']) })
    await becomePremium(page)

    await giveUpTo(anonymous, userId, 0, 3)
    await atBothWidths(page, checkA11y, 'premium-3', async () => {
      const dominance = page.getByTestId('gap-D')
      await expect(dominance).toContainText('Diferença clara')
      await expect(dominance).toContainText('Você se vê com 100 pontos a mais de Dominância do que os outros veem.')
      await expect(dominance).toContainText('Certeza alta · baseado em 3 pessoas')
      await expect(dominance).toContainText('Para experimentar:')
      // Uncertain (the 10-question test's margin reaches the others' range): what the answers suggest, not a fact.
      await expect(page.getByTestId('gap-S')).toContainText('As respostas até agora sugerem que os outros veem mais Estabilidade em você (83 pontos a mais), mas ainda sem certeza.')
      // Influence: one rater at 50, two at 0 → 17 points, below 20.
      await expect(page.getByTestId('gap-I')).toContainText('Diferença incerta — pequena, pode ser variação natural')
      await expect(page.getByText('Relação oculta para proteger o anonimato').first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'Como colegas, amigos e família te veem' })).toContainText(
        'Os grupos aparecem quando pelo menos 3 colegas',
      )
    })

    await giveUpTo(anonymous, userId, 3, 6)
    await atBothWidths(page, checkA11y, 'premium-6', async () => {
      // Influence 0, 0, 50, 100, 0, 0: the raters disagree.
      await expect(page.getByTestId('gap-I')).toContainText('Diferença incerta — opiniões divididas')
      await expect(page.getByTestId('gap-I')).toContainText('baseado em 6 pessoas')
      await expect(page.getByTestId('gap-D')).toContainText('As duas faixas não se cruzam')
    })

    await giveUpTo(anonymous, userId, 6, 12)
    await atBothWidths(page, checkA11y, 'premium-12', async () => {
      const groups = page.getByRole('region', { name: 'Como colegas, amigos e família te veem' })
      await expect(groups.getByTestId('grupo-friend')).toContainText('Amigos · 6 pessoas')
      await expect(groups.getByTestId('grupo-colleague')).toContainText('Colegas · 3 pessoas')
      await expect(groups.getByTestId('grupo-family')).toContainText('Família · 3 pessoas')
      // One row per dimension, one value per group.
      const rows = groups.getByRole('table').getByRole('row')
      await expect(rows).toHaveCount(5)
      await expect(rows.filter({ hasText: 'Estabilidade' }).getByRole('cell')).toHaveCount(3)
      const filter = page.getByRole('group', { name: 'Filtrar por relacionamento' })
      await expect(filter.getByRole('button', { name: 'Colega' })).toBeEnabled()
      await expect(page.getByText('Relação oculta para proteger o anonimato')).toHaveCount(0)
    })
    await anonymous.dispose()
  })

  test('free: the verdicts and the one-line meaning, what it can mean day to day behind Premium, at 3, 6 and 12 feedbacks', async ({
    page,
    playwright,
    checkA11y,
  }) => {
    test.setTimeout(240_000)
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const { userId } = await userWithDiscResult(page.request, { answers: answersOf(DISC_SELF_QUESTIONS, ['D']) })
    const stats = async () => (await page.request.get('/api/feedback/stats')).json()

    for (const [from, to] of [[0, 3], [3, 6], [6, 12]] as const) {
      await giveUpTo(anonymous, userId, from, to)
      const body = await stats()
      expect(body.blindSpots).toBeUndefined()
      expect(body.feedbackDiscByRelationship).toBeUndefined()
      await atBothWidths(page, checkA11y, `free-${to}`, async () => {
        const dominance = page.getByTestId('gap-D')
        await expect(dominance).toContainText(/Você se vê com \d+ pontos a mais de Dominância do que os outros veem|você se vê com mais Dominância do que os outros \(\d+ pontos a mais\), mas ainda sem certeza/)
        await expect(dominance).toContainText(/Você se descreve com mais iniciativa e firmeza|Se a diferença se confirmar: você se descreve com mais iniciativa e firmeza/)
        await expect(dominance).not.toContainText('Para experimentar:')
        await expect(dominance).toContainText(/Diferença (clara|incerta)/)
        await expect(page.getByRole('button', { name: 'Ver análise completa' })).toBeVisible()
        await expect(page.getByRole('region', { name: 'Como colegas, amigos e família te veem' })).toContainText('Recurso Premium')
      })
    }
    await anonymous.dispose()
  })
})
