/**
 * Issue 46: "when a verdict changes between releases, the page says why in one sentence". A person
 * looks at their blind spots with 3 givers; 3 more answer and the group is released; on the next
 * look the card whose verdict changed names the old and the new verdict and why, the others say
 * nothing; a reload in the same visit keeps the note; the next visit no longer shows it. At 360×740.
 */
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { DISC_TYPES, type DiscType } from '#shared/disc/types'
import { answersOf, expect, giveFeedbackViaApi, test, userWithDiscResult } from '../fixtures'

const SELF: DiscType[] = ['D', 'I']
/** Three raters who see much Influence, then three who see little: Influência's verdict moves with the second group. */
const FIRST: DiscType[][] = [['I'], ['I', 'S'], ['I']]
const SECOND: DiscType[][] = [['S'], ['C', 'S'], ['S']]
const STATUSES = ['Diferença clara', 'Diferença incerta', 'Sem diferença relevante']

test.use({ viewport: { width: 360, height: 740 } })

test('a verdict that changed since the last look says so once, with why', async ({ page, playwright, checkA11y }) => {
  test.setTimeout(180_000)
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const { userId } = await userWithDiscResult(page.request, { answers: answersOf(DISC_SELF_QUESTIONS, SELF) })
  const section = page.getByRole('region', { name: 'Pontos cegos' })

  async function statuses() {
    const found = new Map<DiscType, string>()
    for (const type of DISC_TYPES) {
      const badge = (await section.getByTestId(`gap-${type}`).locator('span.rounded-full').textContent()) ?? ''
      found.set(type, STATUSES.find((label) => badge.startsWith(label)) ?? badge)
    }
    return found
  }

  for (const types of FIRST) await giveFeedbackViaApi(anonymous, userId, { answers: answersOf(DISC_OTHERS_QUESTIONS, types), strengths: ['Calma'] })
  await page.goto('/results?aba=outros')
  await expect(section.locator('[data-testid^="gap-"]')).toHaveCount(4)
  await page.waitForFunction(() => window.sessionStorage.getItem('espelho.verdictChanges') !== null)
  // The first look: nothing remembered, no note.
  await expect(section.getByTestId(/^mudanca-/)).toHaveCount(0)
  const before = await statuses()

  for (const types of SECOND) await giveFeedbackViaApi(anonymous, userId, { answers: answersOf(DISC_OTHERS_QUESTIONS, types), strengths: ['Calma'] })
  await page.reload()
  await expect(section).toContainText('baseado em 6 pessoas')
  const after = await statuses()
  const changed = DISC_TYPES.filter((type) => before.get(type) !== after.get(type))
  expect(changed.length, `before ${[...before]} after ${[...after]}`).toBeGreaterThan(0)
  for (const type of DISC_TYPES) {
    const note = section.getByTestId(`mudanca-${type}`)
    if (changed.includes(type)) {
      await expect(note).toHaveText(new RegExp(`^Mudou de “${before.get(type)}” para “${after.get(type)}”: [^.]+ 3 respostas[^.]*\\.$|^Mudou de “${before.get(type)}” para “${after.get(type)}”: as respostas novas [^.]+\\.$`))
    } else await expect(note).toHaveCount(0)
  }
  await page.screenshot({ path: test.info().outputPath('mudanca-360.png'), fullPage: true })
  await section.getByTestId(`mudanca-${changed[0]}`).screenshot({ path: test.info().outputPath('mudanca-card-360.png') })
  await checkA11y(page)

  // A reload in the same visit keeps the note (nothing lost on reload).
  await page.reload()
  await expect(section.getByTestId(`mudanca-${changed[0]}`)).toBeVisible()

  // The next visit (a new session, the same device): the change was seen, no note any more.
  await page.evaluate(() => window.sessionStorage.clear())
  await page.reload()
  await expect(section.locator('[data-testid^="gap-"]')).toHaveCount(4)
  await expect(section).toContainText('baseado em 6 pessoas')
  // Once this visit's look is stored, the page has compared: the change was seen before, no note.
  await page.waitForFunction(() => window.sessionStorage.getItem('espelho.verdictChanges') !== null)
  await expect(section.getByTestId(/^mudanca-/)).toHaveCount(0)
  await anonymous.dispose()
})
