/**
 * Issue 33: one verdict per DISC dimension, in words that cannot contradict each other, at 3, 5 and
 * 10 feedbacks, free and Premium, at 360×740 and 1280×800. Reads every label on /results and fails
 * on a contradiction: two statuses on one dimension, agreement ("concorda") said of a dimension, a
 * margin that reaches the others' range without the "mas" that says how both hold, a clear
 * difference called divided or within the margin.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import type { DiscType } from '#shared/disc/types'
import { expect, giveFeedbackViaApi, test, userWithDiscResult, type CheckA11y } from '../fixtures'

function answersOf(bank: typeof DISC_OTHERS_QUESTIONS | typeof DISC_SELF_QUESTIONS, types: DiscType[]) {
  return Object.fromEntries(
    bank.map((question, index) => {
      const option = question.options.find((o) => o.type === types[index % types.length])
      if (!option) throw new Error('bank without the type')
      return [question.id, option.id]
    }),
  )
}

/** Ten raters of someone who answered half Dominance, half Influence: agreement on some dimensions, not others. */
const RATERS: DiscType[][] = [['S'], ['S', 'I'], ['I', 'S', 'D'], ['S'], ['C', 'S'], ['S', 'I'], ['D', 'S'], ['S'], ['I'], ['S', 'C']]
const SELF: DiscType[] = ['D', 'I']
const STATUSES = ['Diferença clara', 'Diferença incerta', 'Sem diferença relevante']

async function give(anonymous: APIRequestContext, userId: string, from: number, to: number) {
  for (const types of RATERS.slice(from, to)) {
    await giveFeedbackViaApi(anonymous, userId, { answers: answersOf(DISC_OTHERS_QUESTIONS, types), strengths: ['Calma'] })
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

/** Every label of one dimension agrees with the others. */
async function expectConsistent(card: Locator, released: number) {
  const text = ((await card.textContent()) ?? '').replace(/\s+/g, ' ')
  const statuses = STATUSES.filter((label) => text.includes(label))
  expect(statuses, text).toHaveLength(1)
  const status = statuses[0]
  expect(text).toContain(`baseado em ${released} pessoas`)
  if (status === 'Diferença clara') {
    expect(text).toContain('As duas faixas não se cruzam')
    expect(text).not.toMatch(/opiniões divididas|se dividem|ainda alcança|incerta|pequena/)
  }
  // Agreement is the "confiabilidade" line's word, never a dimension's: a range can leave the self
  // score out and still be wide.
  expect(text).not.toContain('concorda')
  if (text.includes('ainda alcança')) expect(text).toMatch(/A média dos outros fica (acima|abaixo) da sua nota[^.]*, mas a margem de erro/)
  if (status === 'Diferença incerta') expect(text).toMatch(/saberemos|Responda sobre você|dificilmente|continuaria incerta/)
  if (status === 'Sem diferença relevante') expect(text).not.toMatch(/concorda|divid/)
  // The ranges are written, whatever the verdict.
  expect(text).toMatch(/Outros: média \d+ \(provavelmente entre \d+ e \d+\) · Você: \d+ \(margem de ± \d+\)/)
}

async function readResults(page: Page, checkA11y: CheckA11y, name: string, premium: boolean) {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/results?aba=outros')
    const section = page.getByRole('region', { name: 'Diferenças de percepção' })
    await expect(section).toBeVisible()
    const released = Number((await page.request.get('/api/feedback/stats').then((r) => r.json())).feedbackCount)
    expect(released).toBeGreaterThanOrEqual(3)
    await expect(section.getByTestId('confiabilidade')).toContainText(/Confiabilidade: (baixa|média|alta)/)
    const cards = section.locator('[data-testid^="gap-"]')
    await expect(cards).toHaveCount(4)
    for (const card of await cards.all()) await expectConsistent(card, released)
    // Premium adds what a difference can mean; free users are offered it.
    if (premium) await expect(section.getByText('Ver análise completa')).toHaveCount(0)
    else await expect(section.getByRole('button', { name: 'Ver análise completa' })).toBeVisible()
    // The radar fills a phone: at least 300 px wide at 360.
    const radar = page.getByTestId('radar-360')
    await expect(radar.locator('svg').first()).toBeVisible()
    const box = await radar.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(viewport.width === 360 ? 300 : 500)
    await expect(radar).toContainText(/você \d+%/)
    await expect(radar).toContainText(/outros \d+%/)
    // No label or value is cut by the card: every text of the chart lies inside the chart's box.
    const clipped = await radar.evaluate((element) => {
      const frame = element.getBoundingClientRect()
      return [...element.querySelectorAll('svg text')]
        .filter((text) => {
          const box = text.getBoundingClientRect()
          return box.width > 0 && (box.left < frame.left - 1 || box.right > frame.right + 1)
        })
        .map((text) => text.textContent)
    })
    expect(clipped, 'textos do radar cortados').toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: true })
    await checkA11y(page)
  }
}

for (const premium of [false, true]) {
  test(`${premium ? 'Premium' : 'free'}: one consistent verdict per dimension at 3, 5 and 10 feedbacks`, async ({ page, playwright, checkA11y }) => {
    test.setTimeout(300_000)
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const { userId } = await userWithDiscResult(page.request, { answers: answersOf(DISC_SELF_QUESTIONS, SELF) })
    if (premium) await becomePremium(page)
    let given = 0
    for (const upTo of [3, 5, 10]) {
      await give(anonymous, userId, given, upTo)
      given = upTo
      await readResults(page, checkA11y, `${premium ? 'premium' : 'free'}-${upTo}`, premium)
    }
    await anonymous.dispose()
  })
}
