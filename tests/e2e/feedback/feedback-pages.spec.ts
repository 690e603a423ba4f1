import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import type { DiscType } from '#shared/disc/types'
import { expect, giveFeedbackViaApi, test, userWithDiscResult } from '../fixtures'

/** Answers choosing, for question i, the option of type `types[i % types.length]`. */
function answersOf(types: DiscType[]) {
  return Object.fromEntries(
    DISC_OTHERS_QUESTIONS.map((question, index) => {
      const option = question.options.find((o) => o.type === types[index % types.length])
      if (!option) throw new Error('bank without the type')
      return [question.id, option.id]
    }),
  )
}

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

// A multiple of 3: feedback is released to the owner in groups of three (issue 30).
const TOTAL = 24

// Issue 18: the list comes in pages of 20; "Carregar mais" brings the rest, at both widths, with axe.
test('the feedback list loads more with "Carregar mais"', async ({ page, checkA11y }) => {
  test.setTimeout(180_000)
  const { userId } = await userWithDiscResult(page.request)
  const TYPES: DiscType[][] = [['S'], ['I', 'S'], ['C'], ['D', 'C']]
  for (let i = 0; i < TOTAL; i += 1) {
    await giveFeedbackViaApi(page.request, userId, {
      answers: answersOf(TYPES[i % TYPES.length] as DiscType[]),
      relationshipType: (['friend', 'colleague', 'family'] as const)[i % 3],
      strengths: [`Marca ${String(i + 1).padStart(2, '0')}`],
    })
  }

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    // The list lives in the results page's "outros" tab once the tabs land (the parameter is ignored before).
    await page.goto('/results?aba=outros')
    const section = page.getByRole('region', { name: 'O que disseram sobre você' })
    const cards = section.getByRole('list', { name: 'Feedbacks recebidos' }).getByRole('listitem').filter({ hasText: 'Perfil percebido' })
    // A few at a time (issue 24): 3 cards (1 shown on a phone), then the rest of the loaded page, then the next page.
    await expect(section.locator('#lista-feedbacks > li')).toHaveCount(3)
    await expect(cards).toHaveCount(viewport.width < 640 ? 1 : 3)
    await expect(section.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0)
    const showAll = section.getByRole('button', { name: 'Ver os 20 feedbacks carregados' })
    await expect(showAll).toHaveAttribute('aria-expanded', 'false')
    await showAll.click()
    await expect(section.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true')
    await expect(cards).toHaveCount(20)
    await expect(section.getByText(`20 de ${TOTAL} feedbacks carregados`)).toBeVisible()
    const more = section.getByRole('button', { name: 'Carregar mais' })
    await expect(more).toHaveAttribute('aria-controls', 'lista-feedbacks')
    await checkA11y(page)
    await more.locator('..').screenshot({ path: test.info().outputPath(`carregar-mais-${viewport.width}.png`) })
    await more.click()
    await expect(cards).toHaveCount(TOTAL)
    await expect(more).toHaveCount(0)
    // Every feedback exactly once across the two pages.
    const markers = await cards.getByText(/^Marca \d\d$/).allTextContents()
    expect(new Set(markers).size).toBe(TOTAL)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await section.screenshot({ path: test.info().outputPath(`lista-${viewport.width}.png`) })
    await checkA11y(page)
  }
})
